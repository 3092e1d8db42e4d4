import { Hono } from "hono";
import { type AdminOverview, seriesQuerySchema } from "../../common/api/admin-stats";
import { adminOverview } from "../admin-stats/admin-overview";
import { adminSeries, seriesToCsv } from "../admin-stats/admin-series";
import type { AppEnv } from "../context";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";
import { modelPricesFrom } from "../model-usage/model-prices";
import { modelUsageReport } from "../model-usage/model-usage-report";

/** /api/admin/stats: the dashboard's figures and the analytics series (admins only; read-only). */
export const adminStatsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/overview", async (c) => {
    const { db, clock, agentModel, providerHealth } = c.var.deps;
    const overview: AdminOverview = {
      ...(await adminOverview(db, clock.now())),
      modelProvider: { ...agentModel.info, ...providerHealth.snapshot() },
    };
    return c.json(overview);
  })

  /** Tokens and estimated cost of the hosted model's answers, and the local engine's, per day. */
  .get("/model-usage", validate("query", seriesQuerySchema), async (c) => {
    const { db, env, agentModel } = c.var.deps;
    return c.json(
      await modelUsageReport(db, c.req.valid("query"), { model: agentModel.info, prices: modelPricesFrom(env) }),
    );
  })

  .get("/series", validate("query", seriesQuerySchema), async (c) => {
    const { db, dataKey } = c.var.deps;
    return c.json(await adminSeries(db, dataKey, c.req.valid("query")));
  })

  /** The same series as a CSV file, so a plain link downloads it. */
  .get("/series.csv", validate("query", seriesQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const csv = seriesToCsv(await adminSeries(c.var.deps.db, c.var.deps.dataKey, query));
    c.header("Content-Disposition", `attachment; filename="contractclarity-stats-${query.from}-to-${query.to}.csv"`);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
  });
