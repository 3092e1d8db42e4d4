import { and, count, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type { SubscriptionTier } from "../../../common/api/auth";
import type { PaymentProvider } from "../../../common/api/billing";
import type { Database } from "../client";
import { type BetaEnrolmentRow, betaEnrolments, type SubscriptionRow, subscriptions, users } from "../schema";
import { findPlan } from "./plans";

const liveStates = ["active", "cancelled"] as const;

/** The subscription whose period is running now (active, or cancelled but not yet at its end); the newest if several. */
export async function findLiveSubscription(
  db: Database,
  params: { userId: string; now: Date },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, params.userId),
        inArray(subscriptions.state, [...liveStates]),
        gt(subscriptions.periodEnd, params.now),
      ),
    )
    .orderBy(desc(subscriptions.periodEnd))
    .limit(1);
  return row;
}

export async function findSubscriptionByPayment(db: Database, paymentId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId)).limit(1);
  return row;
}

/**
 * Returns undefined when this payment already has its subscription (activation is idempotent). The
 * period keeps the plan's limits as they are now, so a later edit of the plan applies from the next period.
 */
export async function insertSubscription(
  db: Database,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow | undefined> {
  const plan = values.planLimits === undefined ? await findPlan(db, values.planId) : undefined;
  const planLimits =
    values.planLimits ??
    (plan
      ? { analysisLimit: plan.analysisLimit, generationLimit: plan.generationLimit, sharingLimit: plan.sharingLimit }
      : null);
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, planLimits })
    .onConflictDoNothing({ target: subscriptions.paymentId })
    .returning();
  return row;
}

/** Marks the user's subscriptions whose period has ended as expired; returns them. */
export async function expireEndedSubscriptions(
  db: Database,
  params: { userId?: string; now: Date },
): Promise<SubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ state: "expired", updatedAt: params.now })
    .where(
      and(
        inArray(subscriptions.state, [...liveStates]),
        lte(subscriptions.periodEnd, params.now),
        params.userId ? eq(subscriptions.userId, params.userId) : undefined,
      ),
    )
    .returning();
}

/**
 * Demo renewals: the active, not-cancelled demo periods that have ended, marked expired in one statement so
 * a second sweep (or a concurrent one, which waits on the row locks) finds nothing to renew.
 */
export async function claimEndedDemoSubscriptions(
  db: Database,
  params: { userId?: string; now: Date },
): Promise<SubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ state: "expired", updatedAt: params.now })
    .where(and(...endedDemoConditions(params)))
    .returning();
}

export async function hasEndedDemoSubscription(db: Database, params: { userId?: string; now: Date }): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(...endedDemoConditions(params)))
    .limit(1);
  return Boolean(row);
}

function endedDemoConditions(params: { userId?: string; now: Date }) {
  return [
    eq(subscriptions.provider, "demo"),
    eq(subscriptions.state, "active"),
    eq(subscriptions.cancelAtPeriodEnd, false),
    lte(subscriptions.periodEnd, params.now),
    params.userId ? eq(subscriptions.userId, params.userId) : undefined,
  ];
}

/** The newest period paid through a provider subscription (PayFast token, PayPal subscription id), any state: renewals continue from it. */
export async function findSubscriptionByProviderId(
  db: Database,
  params: { provider: PaymentProvider; providerSubscriptionId: string },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, params.provider),
        eq(subscriptions.providerSubscriptionId, params.providerSubscriptionId),
      ),
    )
    .orderBy(desc(subscriptions.periodEnd))
    .limit(1);
  return row;
}

/**
 * The provider stopped its recurring billing (PayPal BILLING.SUBSCRIPTION.CANCELLED): the running periods paid
 * through it stay to their end, then fall back to Free. Returns the rows changed (none on a replay).
 */
export async function stopProviderRenewal(
  db: Database,
  params: { provider: PaymentProvider; providerSubscriptionId: string; now: Date },
): Promise<SubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ state: "cancelled", cancelAtPeriodEnd: true, updatedAt: params.now })
    .where(
      and(
        eq(subscriptions.provider, params.provider),
        eq(subscriptions.providerSubscriptionId, params.providerSubscriptionId),
        eq(subscriptions.state, "active"),
        gt(subscriptions.periodEnd, params.now),
      ),
    )
    .returning();
}

/** Every running demo period stops renewing (a real provider took over); each stays to its end, then Free. */
export async function stopDemoRenewals(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ state: "cancelled", cancelAtPeriodEnd: true, updatedAt: now })
    .where(
      and(
        eq(subscriptions.provider, "demo"),
        eq(subscriptions.state, "active"),
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    )
    .returning();
}

export async function updateSubscription(
  db: Database,
  subscriptionId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, subscriptionId)).returning();
  return row;
}

export async function setSubscriptionTier(
  db: Database,
  params: { userId: string; tier: SubscriptionTier },
): Promise<void> {
  await db.update(users).set({ subscriptionTier: params.tier }).where(eq(users.id, params.userId));
}

export async function findBetaEnrolment(db: Database, userId: string): Promise<BetaEnrolmentRow | undefined> {
  const [row] = await db.select().from(betaEnrolments).where(eq(betaEnrolments.userId, userId)).limit(1);
  return row;
}

export async function countBetaEnrolments(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(betaEnrolments);
  return row?.value ?? 0;
}

export async function insertBetaEnrolment(
  db: Database,
  values: typeof betaEnrolments.$inferInsert,
): Promise<BetaEnrolmentRow | undefined> {
  const [row] = await db.insert(betaEnrolments).values(values).onConflictDoNothing().returning();
  return row;
}

/** Users on the beta tier whose 2 months are over (for the hourly job). */
export async function listEndedBetaUsers(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ userId: betaEnrolments.userId })
    .from(betaEnrolments)
    .innerJoin(users, eq(users.id, betaEnrolments.userId))
    .where(and(eq(users.subscriptionTier, "beta"), lte(betaEnrolments.endsAt, now)));
  return rows.map((row) => row.userId);
}
