import { and, count, eq, gte } from "drizzle-orm";
import type { UsageAction } from "../../../common/api/billing";
import type { Database } from "../client";
import { usageEvents } from "../schema";

/** Whose usage: a signed-in user, or a visitor's browser session (X-Session-Id). */
export type UsageSubject = { userId: string } | { visitorSessionId: string };

function subjectFilter(subject: UsageSubject) {
  return "userId" in subject
    ? eq(usageEvents.userId, subject.userId)
    : eq(usageEvents.visitorSessionId, subject.visitorSessionId);
}

export async function recordUsageEvent(
  db: Database,
  params: { subject: UsageSubject; action: UsageAction; subjectId: string | null; now: Date },
): Promise<void> {
  await db.insert(usageEvents).values({
    userId: "userId" in params.subject ? params.subject.userId : null,
    visitorSessionId: "visitorSessionId" in params.subject ? params.subject.visitorSessionId : null,
    action: params.action,
    subjectId: params.subjectId,
    createdAt: params.now,
  });
}

/** Uses of the action since `since` (for a visitor: in the whole session, pass the epoch). */
export async function countUsageEvents(
  db: Database,
  params: { subject: UsageSubject; action: UsageAction; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(usageEvents)
    .where(
      and(
        subjectFilter(params.subject),
        eq(usageEvents.action, params.action),
        gte(usageEvents.createdAt, params.since),
      ),
    );
  return row?.value ?? 0;
}
