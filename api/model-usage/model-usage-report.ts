import type { SeriesQuery } from "../../common/api/admin-stats";
import type { HostedUsage, ModelUsageDay, ModelUsageReport } from "../../common/api/model-usage";
import { addDays, startOfLocalDay } from "../admin-stats/sast-days";
import type { AgentModel } from "../agent/agent-model";
import type { Database } from "../db/client";
import { sumModelUsageByDay } from "../db/queries/model-usage";
import type { ModelPrices } from "./model-prices";

const emptyHosted = (): HostedUsage => ({
  chatMessages: 0,
  analyses: 0,
  inputTokens: 0,
  outputTokens: 0,
  estimatedCostZar: 0,
  unpriced: 0,
});

/** GET /api/admin/stats/model-usage: every day of the range (South African time), newest first, and the total. */
export async function modelUsageReport(
  db: Database,
  range: SeriesQuery,
  current: { model: AgentModel["info"]; prices: ModelPrices | null },
): Promise<ModelUsageReport> {
  const rows = await sumModelUsageByDay(db, {
    start: startOfLocalDay(range.from),
    end: startOfLocalDay(addDays(range.to, 1)),
  });
  const days = new Map<string, ModelUsageDay>();
  for (let day = range.to; day >= range.from; day = addDays(day, -1))
    days.set(day, { date: day, hosted: emptyHosted(), local: { chatMessages: 0, analyses: 0 } });
  const total: ModelUsageReport["total"] = { hosted: emptyHosted(), local: { chatMessages: 0, analyses: 0 } };

  for (const row of rows) {
    const day = days.get(row.day);
    if (!day) continue;
    for (const into of [day, total]) {
      if (row.engine === "local") {
        into.local[row.kind === "chat" ? "chatMessages" : "analyses"] += row.answers;
      } else {
        into.hosted[row.kind === "chat" ? "chatMessages" : "analyses"] += row.answers;
        into.hosted.inputTokens += row.inputTokens;
        into.hosted.outputTokens += row.outputTokens;
        into.hosted.estimatedCostZar += row.costZar;
        into.hosted.unpriced += row.unpriced;
      }
    }
  }
  return {
    from: range.from,
    to: range.to,
    model: { provider: current.model.provider, label: current.model.label },
    prices: current.prices,
    days: [...days.values()],
    total,
  };
}
