import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { type UserPreferencesRow, userPreferences } from "../schema";

export async function findPreferences(
  db: Database,
  params: { userId: string },
): Promise<UserPreferencesRow | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, params.userId)).limit(1);
  return row;
}

/** Saves the user's preferences, creating the row on first save. */
export async function upsertPreferences(
  db: Database,
  values: Pick<
    UserPreferencesRow,
    "userId" | "displayName" | "defaultJurisdiction" | "usualSide" | "readingLevel" | "updatedAt"
  >,
): Promise<UserPreferencesRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(userPreferences)
    .values(values)
    .onConflictDoUpdate({ target: userPreferences.userId, set: changes })
    .returning();
  return row!;
}
