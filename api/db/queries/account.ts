import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { sessions, users } from "../schema";

export async function updatePasswordHash(
  db: Database,
  params: { userId: string; passwordHash: string },
): Promise<void> {
  await db.update(users).set({ passwordHash: params.passwordHash }).where(eq(users.id, params.userId));
}

/** Ends every session of the user (after a password change); returns how many there were. */
export async function deleteUserSessions(db: Database, params: { userId: string }): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, params.userId)).returning({ id: sessions.id });
  return deleted.length;
}
