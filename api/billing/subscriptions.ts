import { and, eq, gt, sql } from "drizzle-orm";
import type { SubscriptionTier } from "../../common/api/auth";
import type { SubscriptionStatus } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { betaProgramme } from "../../common/plans";
import type { Database } from "../db/client";
import { insertPayment } from "../db/queries/payments";
import { findPlan } from "../db/queries/plans";
import {
  claimEndedDemoSubscriptions,
  countBetaEnrolments,
  expireEndedSubscriptions,
  findBetaEnrolment,
  findLiveSubscription,
  findSubscriptionByPayment,
  hasEndedDemoSubscription,
  insertBetaEnrolment,
  insertSubscription,
  listEndedBetaUsers,
  setSubscriptionTier,
  stopDemoRenewals,
  updateSubscription,
} from "../db/queries/subscriptions";
import { countUsageEvents } from "../db/queries/usage";
import { findUserById } from "../db/queries/users";
import { nextInvoiceNumber, type PaymentRow, type SubscriptionRow, subscriptions } from "../db/schema";
import { planForTier } from "./plan-limits";
import { findRefundablePayment } from "./refund-eligibility";
import { usageMonthStart } from "./usage-month";

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
 * Whether the period renews by itself at its end: the demo provider (it "charges" locally) and periods paid
 * through a provider subscription (PayFast token, PayPal subscription id) do; Yoco Checkout is one-off.
 */
export function renewsAutomatically(subscription: SubscriptionRow): boolean {
  if (subscription.state !== "active" || subscription.cancelAtPeriodEnd) return false;
  if (subscription.provider === "demo") return true;
  return (
    (subscription.provider === "payfast" || subscription.provider === "paypal") &&
    subscription.providerSubscriptionId !== null
  );
}

const maxCatchUpRenewals = 36;

/**
 * The demo provider's renewal, as a card-on-file provider would do it: each active, not-cancelled demo period
 * that has ended is replaced by the next month, paid by a new completed demo payment for the plan's current
 * price (with its own invoice number). Claiming the ended row and recording the renewal happen in one
 * transaction, so running twice renews once. A server that was off for months catches up one month at a time.
 */
export async function renewDemoSubscriptions(
  db: Database,
  params: { userId?: string; now: Date },
): Promise<{ renewed: SubscriptionRow[]; lapsed: SubscriptionRow[] }> {
  const renewed: SubscriptionRow[] = [];
  const lapsed: SubscriptionRow[] = [];
  for (let round = 0; round < maxCatchUpRenewals && (await hasEndedDemoSubscription(db, params)); round++) {
    const batch = await db.transaction(async (tx) => {
      const next: SubscriptionRow[] = [];
      for (const ended of await claimEndedDemoSubscriptions(tx, params)) {
        const plan = await findPlan(tx, ended.planId);
        if (!plan || plan.price <= 0) {
          lapsed.push(ended); // no longer on sale: the period just ends
          continue;
        }
        const payment = await insertPayment(tx, {
          userId: ended.userId,
          planId: plan.id,
          provider: "demo",
          amount: plan.price,
          currency: "ZAR",
          status: "completed",
          createdAt: params.now,
          completedAt: params.now,
          invoiceNumber: nextInvoiceNumber,
        });
        const subscription = await insertSubscription(tx, {
          userId: ended.userId,
          planId: plan.id,
          state: "active",
          periodStart: ended.periodEnd,
          periodEnd: addMonths(ended.periodEnd, 1),
          provider: "demo",
          paymentId: payment.id,
          createdAt: params.now,
          updatedAt: params.now,
        });
        if (subscription) next.push(subscription);
      }
      return next;
    });
    if (batch.length === 0) break;
    renewed.push(...batch);
  }
  return { renewed, lapsed };
}

/**
 * Brings the user's tier up to date with time: an ended demo period renews, another ended paid period falls
 * back to Free (or a running subscription), ended beta months fall back to Free. Runs lazily on reads and in the hourly job.
 * Returns the tier now and whether it changed (callers drop cached sessions then).
 */
export async function refreshTier(
  db: Database,
  params: { userId: string; now: Date; endedElsewhere?: SubscriptionRow[] },
): Promise<{ tier: SubscriptionTier; changed: boolean }> {
  const user = await findUserById(db, params.userId);
  if (!user) throw new AppError("unauthorized");
  const { lapsed } = await renewDemoSubscriptions(db, params);
  // endedElsewhere: periods the hourly job already marked expired (they no longer end here)
  const ended = [...(params.endedElsewhere ?? []), ...lapsed, ...(await expireEndedSubscriptions(db, params))];
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

/**
 * At start-up: once a real payment provider is configured, the demo provider no longer takes
 * payments, so no demo period may renew for free. Running demo periods end at their end date.
 */
export async function endDemoRenewalsWhenRealProviders(
  db: Database,
  params: { demoActive: boolean; now: Date },
): Promise<number> {
  if (params.demoActive) return 0;
  return (await stopDemoRenewals(db, params.now)).length;
}

/** The hourly job: renews ended demo periods, expires other ended periods and beta months everywhere. Returns the users whose tier changed. */
export async function expireSubscriptions(db: Database, now: Date): Promise<string[]> {
  const { lapsed } = await renewDemoSubscriptions(db, { now });
  const ended = [...lapsed, ...(await expireEndedSubscriptions(db, { now }))];
  const userIds = new Set([
    ...ended.map((subscription) => subscription.userId),
    ...(await listEndedBetaUsers(db, now)),
  ]);
  const changed: string[] = [];
  for (const userId of userIds) {
    const endedElsewhere = ended.filter((subscription) => subscription.userId === userId);
    if ((await refreshTier(db, { userId, now, endedElsewhere })).changed) changed.push(userId);
  }
  return changed;
}

/**
 * Starts (or extends) the paid period a completed payment bought, and moves the user to its plan.
 * Idempotent: a payment activates at most one subscription; a second call returns the same one.
 */
export async function activateFromPayment(
  tx: Database,
  params: { payment: PaymentRow; now: Date; providerSubscriptionId?: string | null },
): Promise<{ subscription: SubscriptionRow; created: boolean }> {
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
    providerSubscriptionId: params.providerSubscriptionId ?? null,
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

/**
 * Turns renewal off: the plan stays until the end of the period, then falls back to Free. A provider that
 * bills by itself (PayFast or PayPal subscription) is told first; if it refuses, nothing changes here.
 */
export async function cancelSubscription(
  db: Database,
  params: { userId: string; now: Date; cancelAtProvider: (subscription: SubscriptionRow) => Promise<void> },
): Promise<void> {
  const live = await findLiveSubscription(db, params);
  if (!live) throw new AppError("conflict", { message: "You have no paid subscription to cancel." });
  if (renewsAutomatically(live) && live.providerSubscriptionId) await params.cancelAtProvider(live);
  await db
    .update(subscriptions)
    .set({ state: "cancelled", cancelAtPeriodEnd: true, updatedAt: params.now })
    .where(
      and(
        eq(subscriptions.userId, params.userId),
        eq(subscriptions.state, "active"),
        gt(subscriptions.periodEnd, params.now),
      ),
    );
}

/** Ends the subscription a payment bought (refund): the user is back on Free at once. */
export async function endSubscriptionOfPayment(
  db: Database,
  params: { payment: PaymentRow; now: Date },
): Promise<void> {
  const subscription = await findSubscriptionByPayment(db, params.payment.id);
  if (subscription && subscription.state !== "expired") {
    await updateSubscription(db, subscription.id, {
      state: "expired",
      periodEnd: params.now,
      cancelAtPeriodEnd: true,
      updatedAt: params.now,
    });
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
    if (await findBetaEnrolment(tx, params.userId))
      throw new AppError("conflict", { message: "You have already joined the beta programme." });
    if ((await countBetaEnrolments(tx)) >= betaProgramme.testers) throw new AppError("beta_full");
    await insertBetaEnrolment(tx, {
      userId: params.userId,
      startedAt: params.now,
      endsAt: addMonths(params.now, betaProgramme.months),
    });
    await setSubscriptionTier(tx, { userId: params.userId, tier: "beta" });
  });
}

export async function betaPlacesLeft(db: Database): Promise<number> {
  return Math.max(0, betaProgramme.testers - (await countBetaEnrolments(db)));
}

/** SubscriptionStatus (SPEC §3) for the signed-in user, after applying expiry. */
export async function subscriptionStatusOf(
  db: Database,
  params: { userId: string; now: Date },
): Promise<SubscriptionStatus> {
  const { tier } = await refreshTier(db, params);
  const { plan, planName, limits } = await planForTier(db, tier, params);
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
    autoRenews: live ? renewsAutomatically(live) : false,
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
