import { randomUUID } from "node:crypto";
import type { AppDeps } from "../context";
import { claimChatTurnLease, releaseChatTurnLease, renewChatTurnLease } from "../db/queries/chat-turn-leases";

/** How long a turn's lease lasts without renewal: how long a conversation stays locked after its process died. */
export const TURN_LEASE_MS = 60 * 1000;
const RENEW_EVERY_MS = TURN_LEASE_MS / 3;
/** Longest a turn may hold its conversation: a turn that never finished (a bug) does not lock it for ever. */
const MAX_TURN_MS = 10 * 60 * 1000;

/**
 * One turn at a time per conversation, across every server process on the database: a second
 * message sent while the first is being answered would read a history without that answer, and one
 * of the two would be lost when they are stored. The turn holds a lease row that it renews while it
 * runs; a process that dies mid-turn stops renewing, and its lease expires after TURN_LEASE_MS.
 * Returns the release function, or null when another turn holds the conversation.
 */
export async function claimTurn(
  deps: Pick<AppDeps, "db" | "clock" | "logger">,
  key: string,
): Promise<(() => Promise<void>) | null> {
  const holder = randomUUID();
  const leaseFrom = () => new Date(deps.clock.now().getTime() + TURN_LEASE_MS);
  const claimed = await claimChatTurnLease(deps.db, { key, holder, now: deps.clock.now(), expiresAt: leaseFrom() });
  if (!claimed) return null;
  const started = Date.now();
  const renewal = setInterval(() => {
    if (Date.now() - started > MAX_TURN_MS) return clearInterval(renewal);
    renewChatTurnLease(deps.db, { key, holder, expiresAt: leaseFrom() }).catch((error) =>
      deps.logger.warn({ err: error }, "renewing a chat turn's lease failed"),
    );
  }, RENEW_EVERY_MS).unref();
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    clearInterval(renewal);
    await releaseChatTurnLease(deps.db, { key, holder });
  };
}
