import { desc } from "drizzle-orm";
import type { Database } from "../client";
import { type FeedbackRow, feedback } from "../schema";

export async function insertFeedback(db: Database, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

/** Every feedback entry, newest first (for the admin inbox). */
export async function listFeedback(
  db: Database,
  params: { limit?: number; offset?: number } = {},
): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt))
    .limit(params.limit ?? 100)
    .offset(params.offset ?? 0);
}
