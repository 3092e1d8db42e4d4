import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../client";
import { type SessionRow, sessions, type UserRow, users } from "../schema";

export async function insertSession(
  db: Database,
  params: { id: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(params);
}

export async function findLiveSession(
  db: Database,
  params: { id: string; now: Date },
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, params.id), gt(sessions.expiresAt, params.now)))
    .limit(1);
  return row;
}

export async function extendSession(db: Database, params: { id: string; expiresAt: Date }): Promise<void> {
  await db.update(sessions).set({ expiresAt: params.expiresAt }).where(eq(sessions.id, params.id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}
