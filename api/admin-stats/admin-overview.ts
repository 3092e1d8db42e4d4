import type { AdminOverview } from "../../common/api/admin-stats";
import type { Database } from "../db/client";
import { listFeedbackWithSender } from "../db/queries/admin-inbox";
import {
  countAnalysesSince,
  countGenerationsSince,
  countUsers,
  listFailures,
  openRefundRequests,
  sumRevenue,
} from "../db/queries/admin-stats";
import { listConsultationRequests } from "../db/queries/consultations";
import { DAY_MS, localDay, localMonth, startOfLocalDay } from "./sast-days";

const LATEST_COUNT = 5;

/** GET /api/admin/stats/overview: the dashboard's figures at `now` (the route adds the model provider's status, which is the process's). */
export async function adminOverview(db: Database, now: Date): Promise<Omit<AdminOverview, "modelProvider">> {
  const starts = {
    today: startOfLocalDay(localDay(now)),
    last7Days: new Date(now.getTime() - 7 * DAY_MS),
    last30Days: new Date(now.getTime() - 30 * DAY_MS),
  };
  const firstMonth = localMonth(now, 11);
  const [users, analyses, generations, failures, revenue, refunds, latestFeedback, latestConsultations] =
    await Promise.all([
      countUsers(db, { since: starts.last7Days }),
      countAnalysesSince(db, starts),
      countGenerationsSince(db, starts),
      listFailures(db, { since: starts.last30Days, recentLimit: 10, messageLimit: 5 }),
      sumRevenue(db, {
        start: startOfLocalDay(`${firstMonth}-01`),
        end: new Date(now.getTime() + DAY_MS),
        bucket: "month",
      }),
      openRefundRequests(db),
      readFeedback(db),
      readConsultations(db),
    ]);

  const revenueByMonth = Array.from({ length: 12 }, (_, index) => {
    const month = localMonth(now, 11 - index);
    const gross = revenue.paid.get(`${month}-01`) ?? 0;
    const refunded = revenue.refunded.get(`${month}-01`) ?? 0;
    return { month, gross, refunded, net: gross - refunded };
  });

  return {
    generatedAt: now.toISOString(),
    users: { total: users.total, newLast7Days: users.newSince, byTier: users.byTier },
    analyses,
    generations,
    failures: {
      last30Days: failures.total,
      byMessage: failures.byMessage.map((row) => ({ ...row, lastAt: row.lastAt.toISOString() })),
      recent: failures.recent.map((row) => ({ ...row, at: row.at.toISOString() })),
    },
    revenueByMonth,
    openRefundRequests: { count: refunds.count, oldestAt: refunds.oldestAt?.toISOString() ?? null },
    latestFeedback,
    latestConsultations,
  };
}

/** The feedback inbox's newest entries. */
async function readFeedback(db: Database): Promise<AdminOverview["latestFeedback"]> {
  const { rows } = await listFeedbackWithSender(db, { limit: LATEST_COUNT, offset: 0 });
  return rows.map(({ feedback, userEmail }) => ({
    id: feedback.id,
    createdAt: feedback.createdAt.toISOString(),
    rating: feedback.rating,
    text: [feedback.experience, feedback.improvements].filter(Boolean).join(" — "),
    email: feedback.contactEmail ?? userEmail,
  }));
}

/** The newest consultation requests. */
async function readConsultations(db: Database): Promise<AdminOverview["latestConsultations"]> {
  const rows = await listConsultationRequests(db, { limit: LATEST_COUNT, offset: 0 });
  return rows.map(({ request }) => ({
    id: request.id,
    createdAt: request.createdAt.toISOString(),
    name: request.name,
    topic: request.topic,
    status: request.status,
    email: request.email,
  }));
}
