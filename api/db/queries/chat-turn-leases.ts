import { and, eq, lte } from "drizzle-orm";
import type { Database } from "../client";
import { chatTurnLeases } from "../schema";

/** Takes the key's lease for `holder` when it is free or expired; false while another holder's lease runs. */
export async function claimChatTurnLease(
  db: Database,
  params: { key: string; holder: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const taken = await db
    .insert(chatTurnLeases)
    .values({ key: params.key, holder: params.holder, expiresAt: params.expiresAt })
    .onConflictDoUpdate({
      target: chatTurnLeases.key,
      set: { holder: params.holder, expiresAt: params.expiresAt },
      setWhere: lte(chatTurnLeases.expiresAt, params.now),
    })
    .returning({ holder: chatTurnLeases.holder });
  return taken.length === 1;
}

/** Moves the holder's lease on; nothing when it has lost the lease (it expired and another turn took it). */
export async function renewChatTurnLease(db: Database, params: { key: string; holder: string; expiresAt: Date }) {
  await db
    .update(chatTurnLeases)
    .set({ expiresAt: params.expiresAt })
    .where(and(eq(chatTurnLeases.key, params.key), eq(chatTurnLeases.holder, params.holder)));
}

/** Ends the holder's lease (another holder's lease on the same key is left alone). */
export async function releaseChatTurnLease(db: Database, params: { key: string; holder: string }) {
  await db
    .delete(chatTurnLeases)
    .where(and(eq(chatTurnLeases.key, params.key), eq(chatTurnLeases.holder, params.holder)));
}
