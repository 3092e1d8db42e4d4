import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { SubscriptionTier } from "../../../common/api/auth";
import type { Database } from "../client";
import { type UserRow, userPreferences, users } from "../schema";

export type UserWithName = { user: UserRow; displayName: string | null };

/** Escapes LIKE wildcards so a search for "a_b" finds exactly that. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Admin user search: e-mail or display name containing `q` (case-insensitive), newest first, with the
 * total.
 */
export async function searchUsers(
  db: Database,
  params: { q: string; limit: number; offset: number },
): Promise<{ rows: UserWithName[]; total: number }> {
  const filter: SQL | undefined = params.q
    ? or(ilike(users.email, likePattern(params.q)), ilike(userPreferences.displayName, likePattern(params.q)))
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, displayName: userPreferences.displayName })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(filter)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(filter),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findUserWithName(db: Database, userId: string): Promise<UserWithName | undefined> {
  const [row] = await db
    .select({ user: users, displayName: userPreferences.displayName })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Locks the user's row for the rest of the transaction (two admins changing one user queue up). */
export async function lockUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  return row;
}

export async function updateUserTier(
  db: Database,
  params: { userId: string; tier: SubscriptionTier },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ subscriptionTier: params.tier })
    .where(eq(users.id, params.userId))
    .returning();
  return row;
}

export async function updateUserAdmin(
  db: Database,
  params: { userId: string; isAdmin: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ isAdmin: params.isAdmin }).where(eq(users.id, params.userId)).returning();
  return row;
}
