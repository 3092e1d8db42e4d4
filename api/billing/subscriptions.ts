import { and, eq, gt, sql } from "drizzle-orm";
import type { SubscriptionTier } from "../../common/api/auth";
import type { SubscriptionStatus } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { betaProgramme } from "../../common/plans";
import { usageMonthStart } from "./usage-month";
import type { Database } from "../db/client";
import {
  countBetaEnrolments, expireEndedSubscriptions, findBetaEnrolment, findLiveSubscription, findSubscriptionByPayment,
  insertBetaEnrolment, insertSubscription, listEndedBetaUsers, setSubscriptionTier, updateSubscription,
} from "../db/queries/subscriptions";
import { countUsageEvents } from "../db/queries/usage";
import { findUserById } from "../db/queries/users";
import { subscriptions, type PaymentRow, type SubscriptionRow } from "../db/schema";
import { planForTier } from "./plan-limits";
import { findRefundablePayment } from "./refund-eligibility";

/** Adds calendar months (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Brings the user's tier up to date with time: an ended paid period falls back to Free (or a running
 * subscription), ended beta months fall back to Free. Runs lazily on reads and in the hourly job.
 * Returns the tier now and whether it changed (callers drop cached sessions then).
 */
export async function refreshTier(db: Database, params: { userId: string; now: Date }): Promise<{ tier: SubscriptionTier; changed: boolean }> {
  const user = await findUserById(db, params.userId);
  if (!user) throw new AppError("unauthorized");
  const ended = await expireEndedSubscriptions(db, params);
  let tier: SubscriptionTier = user.subscriptionTier;
  if (ended.some((subscription) => subscription.planId === tier)) {
    const live = await findLiveSubscription(db, params);
    tier = live ? live.planId : "free";
  }
  if (tier === "beta") {
    const enrolment = await findBetaEnrolment(db, params.userId);
    if (enrolment && enrolment.endsAt <= params.now) tier = "free";
  }
  if (tier === user.subscriptionTier) return { tier, changed: false };
  await setSubscriptionTier(db, { userId: params.userId, tier });
  return { tier, changed: true };
}

/** The hourly job: expires ended periods and beta months everywhere. Returns the users whose tier changed. */
export async function expireSubscriptions(db: Database, now: Date): Promise<string[]> {
  const ended = await expireEndedSubscriptions(db, { now });
  const userIds = new Set([...ended.map((subscription) => subscription.userId), ...(await listEndedBetaUsers(db, now))]);
  const changed: string[] = [];
  for (const userId of userIds) {
    if ((await refreshTier(db, { userId, now })).changed) changed.push(userId);
  }
  return changed;
}

/**
 * Starts (or extends) the paid period a completed payment bought, and moves the user to its plan.
 * Idempotent: a payment activates at most one subscription; a second call returns the same one.
 */
export async function activateFromPayment(tx: Database, params: { payment: PaymentRow; now: Date }): Promise<{ subscription: SubscriptionRow; created: boolean }> {
  const { payment, now } = params;
  if (payment.status !== "completed") throw new AppError("payment_not_verified");
  const existing = await findSubscriptionByPayment(tx, payment.id);
  if (existing) return { subscription: existing, created: false };
  const live = await findLiveSubscription(tx, { userId: payment.userId, now });
  // paying again for the plan you are on adds a period after the current one
  const periodStart = live && live.planId === payment.planId ? live.periodEnd : now;
  const subscription = await insertSubscription(tx, {
    userId: payment.userId,
    planId: payment.planId,
    state: "active",
    periodStart,
    periodEnd: addMonths(periodStart, 1),
    provider: payment.provider,
    paymentId: payment.id,
    createdAt: now,
    updatedAt: now,
  });
  if (!subscription) return { subscription: (await findSubscriptionByPayment(tx, payment.id))!, created: false };
  if (live && live.planId !== payment.planId) {
    // a change of plan ends the old period now
    await updateSubscription(tx, live.id, { state: "expired", periodEnd: now, updatedAt: now });
  }
  await setSubscriptionTier(tx, { userId: payment.userId, tier: payment.planId });
  return { subscription, created: true };
}

/** Turns renewal off: the plan stays until the end of the period, then falls back to Free. */
export async function cancelSubscription(db: Database, params: { userId: string; now: Date }): Promise<void> {
  const live = await findLiveSubscription(db, params);
  if (!live) throw new AppError("conflict", { message: "You have no paid subscription to cancel." });
  await db
    .update(subscriptions)
    .set({ state: "cancelled", cancelAtPeriodEnd: true, updatedAt: params.now })
    .where(and(eq(subscriptions.userId, params.userId), eq(subscriptions.state, "active"), gt(subscriptions.periodEnd, params.now)));
}

/** Ends the subscription a payment bought (refund): the user is back on Free at once. */
export async function endSubscriptionOfPayment(db: Database, params: { payment: PaymentRow; now: Date }): Promise<void> {
  const subscription = await findSubscriptionByPayment(db, params.payment.id);
  if (subscription && subscription.state !== "expired") {
    await updateSubscription(db, subscription.id, { state: "expired", periodEnd: params.now, cancelAtPeriodEnd: true, updatedAt: params.now });
  }
  const live = await findLiveSubscription(db, { userId: params.payment.userId, now: params.now });
  await setSubscriptionTier(db, { userId: params.payment.userId, tier: live ? live.planId : "free" });
}

/** Joins the beta programme while places remain: beta tier for 2 months. */
export async function joinBeta(db: Database, params: { userId: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sqlLock("beta-programme"));
    const { tier } = await refreshTier(tx, params);
    if (tier === "professional" || tier === "enterprise") {
      throw new AppError("conflict", { message: "You already have a paid plan; the beta programme is for new users." });
    }
    if (await findBetaEnrolment(tx, params.userId)) throw new AppError("conflict", { message: "You have already joined the beta programme." });
    if ((await countBetaEnrolments(tx)) >= betaProgramme.testers) throw new AppError("beta_full");
    await insertBetaEnrolment(tx, { userId: params.userId, startedAt: params.now, endsAt: addMonths(params.now, betaProgramme.months) });
    await setSubscriptionTier(tx, { userId: params.userId, tier: "beta" });
  });
}

export async function betaPlacesLeft(db: Database): Promise<number> {
  return Math.max(0, betaProgramme.testers - (await countBetaEnrolments(db)));
}

/** SubscriptionStatus (SPEC §3) for the signed-in user, after applying expiry. */
export async function subscriptionStatusOf(db: Database, params: { userId: string; now: Date }): Promise<SubscriptionStatus> {
  const { tier } = await refreshTier(db, params);
  const { plan, planName, limits } = await planForTier(db, tier);
  const live = await findLiveSubscription(db, params);
  const enrolment = tier === "beta" ? await findBetaEnrolment(db, params.userId) : undefined;
  const since = usageMonthStart(params.now);
  const subject = { userId: params.userId };
  const [analysisUsed, generationUsed, refundable] = await Promise.all([
    countUsageEvents(db, { subject, action: "contract_analysis", since }),
    countUsageEvents(db, { subject, action: "contract_generation", since }),
    findRefundablePayment(db, params),
  ]);
  return {
    tier,
    planId: plan.id,
    planName,
    state: live?.state ?? "active",
    renewsAt: live ? live.periodEnd.toISOString() : null,
    cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
    betaEndsAt: enrolment ? enrolment.endsAt.toISOString() : null,
    currentLimits: {
      analysisUsed,
      analysisLimit: limits.contract_analysis,
      generationUsed,
      generationLimit: limits.contract_generation,
    },
    refundablePaymentId: refundable?.id ?? null,
  };
}

function sqlLock(name: string) {
  return sql`select pg_advisory_xact_lock(hashtext(${name}))`;
}
