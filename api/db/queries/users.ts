import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { type UserRow, users } from "../schema";

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** Returns undefined when the email is taken (unique violation), so callers don't race a lookup. */
export async function createUser(
  db: Database,
  params: { email: string; passwordHash: string | null; oidcSubject?: string },
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values({ email: params.email, passwordHash: params.passwordHash, oidcSubject: params.oidcSubject })
    .onConflictDoNothing()
    .returning();
  return user;
}

export async function listUsers(db: Database, params: { limit: number; offset: number }): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.createdAt).limit(params.limit).offset(params.offset);
}

export async function linkOidcSubject(db: Database, params: { userId: string; oidcSubject: string }): Promise<void> {
  await db.update(users).set({ oidcSubject: params.oidcSubject }).where(eq(users.id, params.userId));
}

export async function findUserByOidcSubject(db: Database, oidcSubject: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.oidcSubject, oidcSubject)).limit(1);
  return user;
}
