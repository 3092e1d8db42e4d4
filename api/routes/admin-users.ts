import { Hono } from "hono";
import { z } from "zod";
import type { AdminUser } from "../../common/api/admin";
import { adminUsersQuerySchema, changeTierRequestSchema, setAdminRequestSchema } from "../../common/api/admin";
import { AppError } from "../../common/errors";
import { forgetCachedUser } from "../auth/session-cache";
import { toPayment } from "../billing/to-payment";
import { usageStats } from "../billing/usage";
import type { AppEnv } from "../context";
import { recordAdminAction } from "../db/queries/admin-audit";
import {
  findUserWithName,
  lockUser,
  searchUsers,
  type UserWithName,
  updateUserAdmin,
  updateUserTier,
} from "../db/queries/admin-users";
import { listUserPayments } from "../db/queries/payments";
import { listPlans } from "../db/queries/plans";
import type { UserRow } from "../db/schema";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";

function toAdminUser({ user, displayName }: UserWithName, adminEmails: string[]): AdminUser {
  const adminFromEnvironment = adminEmails.includes(user.email);
  return {
    id: user.id,
    email: user.email,
    displayName,
    isAdmin: user.isAdmin || adminFromEnvironment,
    adminFromEnvironment,
    subscriptionTier: user.subscriptionTier,
    createdAt: user.createdAt.toISOString(),
  };
}

const userNotFound = () => new AppError("not_found", { message: "User not found." });

function userIdParam(value: string | undefined): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw userNotFound();
  return parsed.data;
}

/** What the audit log keeps of a user (no password hash). */
const audited = (user: UserRow) => ({
  email: user.email,
  subscriptionTier: user.subscriptionTier,
  isAdmin: user.isAdmin,
});

/** /api/admin/users: search, a user's usage and payments, tier and admin role (each change audited). */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireAdmin)

  .get("/", validate("query", adminUsersQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await searchUsers(c.var.deps.db, query);
    return c.json({ users: rows.map((row) => toAdminUser(row, c.var.deps.env.ADMIN_EMAILS)), total });
  })

  .get("/:id", async (c) => {
    const { db, env, clock } = c.var.deps;
    const found = await findUserWithName(db, userIdParam(c.req.param("id")));
    if (!found) throw userNotFound();
    const names = new Map((await listPlans(db)).map((plan) => [plan.id, plan.name]));
    const [usage, payments] = await Promise.all([
      usageStats(db, { actor: { userId: found.user.id }, now: clock.now() }),
      listUserPayments(db, found.user.id),
    ]);
    return c.json({
      user: toAdminUser(found, env.ADMIN_EMAILS),
      usage,
      payments: payments.map(({ payment, refund }) =>
        toPayment(payment, refund, names.get(payment.planId) ?? payment.planId, clock.now()),
      ),
    });
  })

  .put("/:id/tier", validate("json", changeTierRequestSchema), async (c) => {
    const { db, env, clock } = c.var.deps;
    const userId = userIdParam(c.req.param("id"));
    const { tier } = c.req.valid("json");
    const admin = c.var.user;
    const updated = await db.transaction(async (tx) => {
      const before = await lockUser(tx, userId);
      if (!before) throw userNotFound();
      if (before.subscriptionTier === tier) return before;
      const after = (await updateUserTier(tx, { userId, tier }))!;
      await recordAdminAction(tx, {
        admin,
        action: "user.tier_changed",
        targetType: "user",
        targetId: userId,
        before: audited(before),
        after: audited(after),
        now: clock.now(),
      });
      return after;
    });
    forgetCachedUser(c.var.sessionCache, userId);
    return c.json(toAdminUser((await findUserWithName(db, updated.id))!, env.ADMIN_EMAILS));
  })

  .put("/:id/admin", validate("json", setAdminRequestSchema), async (c) => {
    const { db, env, clock } = c.var.deps;
    const userId = userIdParam(c.req.param("id"));
    const { isAdmin } = c.req.valid("json");
    const admin = c.var.user;
    if (!isAdmin && userId === admin.id) {
      throw new AppError("conflict", { message: "You cannot revoke your own admin role. Ask another admin." });
    }
    const updated = await db.transaction(async (tx) => {
      const before = await lockUser(tx, userId);
      if (!before) throw userNotFound();
      if (!isAdmin && env.ADMIN_EMAILS.includes(before.email)) {
        throw new AppError("conflict", {
          message: `${before.email} is an admin through ADMIN_EMAILS; remove the address there to revoke it.`,
        });
      }
      if (before.isAdmin === isAdmin) return before;
      const after = (await updateUserAdmin(tx, { userId, isAdmin }))!;
      await recordAdminAction(tx, {
        admin,
        action: isAdmin ? "user.admin_granted" : "user.admin_revoked",
        targetType: "user",
        targetId: userId,
        before: audited(before),
        after: audited(after),
        now: clock.now(),
      });
      return after;
    });
    forgetCachedUser(c.var.sessionCache, userId);
    return c.json(toAdminUser((await findUserWithName(db, updated.id))!, env.ADMIN_EMAILS));
  });
