import { Hono } from "hono";
import type { AdminPlan } from "../../common/api/admin";
import { planUpdateRequestSchema } from "../../common/api/admin";
import { AppError } from "../../common/errors";
import { planIdSchema } from "../../common/plans";
import type { AppEnv } from "../context";
import { recordAdminAction } from "../db/queries/admin-audit";
import { lockPlan, updatePlan } from "../db/queries/admin-plans";
import { listPlans } from "../db/queries/plans";
import type { PlanRow } from "../db/schema";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";

function toAdminPlan(row: PlanRow): AdminPlan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    analysisLimit: row.analysisLimit || null,
    generationLimit: row.generationLimit || null,
    sharingLimit: row.sharingLimit || null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const audited = (row: PlanRow) => ({
  price: row.price,
  analysisLimit: row.analysisLimit,
  generationLimit: row.generationLimit,
  sharingLimit: row.sharingLimit,
});

/**
 * /api/admin/plans: prices (cents, VAT included) and monthly limits. A new price applies to checkouts and
 * renewals started after the edit; a period already paid keeps its payment. Limits apply from the next check.
 */
export const adminPlanRoutes = new Hono<AppEnv>()
  .use(requireAdmin)

  .get("/", async (c) => c.json((await listPlans(c.var.deps.db)).map(toAdminPlan)))

  .put("/:id", validate("json", planUpdateRequestSchema), async (c) => {
    const planId = planIdSchema.safeParse(c.req.param("id"));
    if (!planId.success) throw new AppError("not_found", { message: "Plan not found." });
    const values = c.req.valid("json");
    if (planId.data === "free" && values.price !== 0) {
      throw new AppError("validation_failed", {
        message: "The Free plan stays free: its price must be 0.",
        details: { fieldErrors: { price: ["The Free plan stays free: its price must be 0."] } },
      });
    }
    if (planId.data !== "free" && values.price < 100) {
      throw new AppError("validation_failed", {
        message: "A paid plan costs at least R1.00 (100 cents).",
        details: { fieldErrors: { price: ["A paid plan costs at least R1.00 (100 cents)."] } },
      });
    }
    const { db, clock } = c.var.deps;
    const updated = await db.transaction(async (tx) => {
      const before = await lockPlan(tx, planId.data);
      if (!before) throw new AppError("not_found", { message: "Plan not found." });
      const after = (await updatePlan(tx, { planId: planId.data, values, now: clock.now() }))!;
      await recordAdminAction(tx, {
        admin: c.var.user,
        action: "plan.updated",
        targetType: "plan",
        targetId: planId.data,
        before: audited(before),
        after: audited(after),
        now: clock.now(),
      });
      return after;
    });
    return c.json(toAdminPlan(updated));
  });
