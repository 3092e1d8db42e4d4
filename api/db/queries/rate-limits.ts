import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rateLimits } from "../schema";

/** Current count in the key's window (0 when the window has passed). */
export async function readRateLimit(
  db: Database,
  params: { key: string; windowMs: number; now: Date },
): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, params.key)).limit(1);
  if (!row || row.windowStart.getTime() + params.windowMs <= params.now.getTime()) return 0;
  return row.count;
}

/** Adds one to the key's window, starting a new window when the old one has passed; returns the new count and when the window began. */
export async function incrementRateLimit(
  db: Database,
  params: { key: string; windowMs: number; now: Date },
): Promise<{ count: number; windowStart: Date }> {
  const windowOpenedAfter = new Date(params.now.getTime() - params.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: params.key, windowStart: params.now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpenedAfter.toISOString()} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpenedAfter.toISOString()} then ${params.now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row!;
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
