import type { CheckLimitResponse, UsageAction, UsageStats } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { lockUsage } from "../analysis/usage";
import type { Database } from "../db/client";
import { incrementRateLimit, readRateLimit } from "../db/queries/rate-limits";
import { countUsageEvents, recordUsageEvent, type UsageSubject } from "../db/queries/usage";
import { planForTier, upgradeBenefits } from "./plan-limits";
import { refreshTier } from "./subscriptions";
import { usageMonthEnd, usageMonthStart } from "./usage-month";

/**
 * Visitors (signed out, DESIGN "visitors"): 1 analysis per browser session; generation and sharing need
 * an account (0 here means "none", not unlimited). Across sessions, one address gets at most
 * VISITOR_IP_CAP analyses a day, so a fresh session id per request gains nothing.
 */
export const visitorLimits: Record<UsageAction, number> = {
  contract_analysis: 1,
  contract_generation: 0,
  contract_sharing: 0,
};
export const VISITOR_IP_CAP = { analyses: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

export type Visitor = { sessionId: string; ip: string };
export type UsageActor = { userId: string } | { visitor: Visitor };

const actionWords: Record<UsageAction, { plural: string; verb: string }> = {
  contract_analysis: { plural: "analyses", verb: "analyse more contracts" },
  contract_generation: { plural: "contract generations", verb: "generate more contracts" },
  contract_sharing: { plural: "shares", verb: "share more contracts" },
};

const EPOCH = new Date(0);
const ipKey = (ip: string) => `visitor-analysis:${ip}`;

type Reading = {
  used: number;
  limit: number | null;
  paywall: boolean;
  message: string;
  planId: "free" | "professional" | "enterprise";
  /** Set when the paywall is up: see checkLimitResponseSchema. */
  reason?: "limit" | "shared_network";
};

async function readUserUsage(
  db: Database,
  params: { userId: string; action: UsageAction; now: Date },
): Promise<Reading> {
  const { tier } = await refreshTier(db, { userId: params.userId, now: params.now });
  const { plan, planName, limits } = await planForTier(db, tier, { userId: params.userId, now: params.now });
  const limit = limits[params.action];
  const used = await countUsageEvents(db, {
    subject: { userId: params.userId },
    action: params.action,
    since: usageMonthStart(params.now),
  });
  const words = actionWords[params.action];
  const paywall = limit !== null && used >= limit;
  const message = paywall
    ? `You have used all ${limit} ${words.plural} of your ${planName} plan this month. Upgrade your plan to ${words.verb}.`
    : limit === null
      ? `Your ${planName} plan has no limit on ${words.plural}.`
      : `You have used ${used} of ${limit} ${words.plural} this month.`;
  return { used, limit, paywall, message, planId: plan.id };
}

/** The daily cap per address was reached: likely by others on the same network (VISITOR_IP_CAP). */
export const SHARED_NETWORK_MESSAGE =
  "Today's free analyses without an account have been used on your network. Many people can share one internet address — at an office, a campus or on a mobile network — so this may not have been you. Create a free account to analyse your contract now.";

async function readVisitorUsage(
  db: Database,
  params: { visitor: Visitor; action: UsageAction; now: Date },
): Promise<Reading> {
  const limit = visitorLimits[params.action];
  if (limit === 0) {
    const message =
      params.action === "contract_sharing"
        ? "Create a free account to share contracts."
        : "Create a free account to generate contracts.";
    return { used: 0, limit: 0, paywall: true, message, planId: "free" };
  }
  const used = await countUsageEvents(db, {
    subject: { visitorSessionId: params.visitor.sessionId },
    action: params.action,
    since: EPOCH,
  });
  const fromAddress = await readRateLimit(db, {
    key: ipKey(params.visitor.ip),
    windowMs: VISITOR_IP_CAP.windowMs,
    now: params.now,
  });
  if (used >= limit) {
    return {
      used,
      limit,
      paywall: true,
      planId: "free",
      reason: "limit",
      message: `You have used your free analysis. Create a free account to analyse more contracts.`,
    };
  }
  if (fromAddress >= VISITOR_IP_CAP.analyses) {
    // this browser session may never have analysed anything: say whose allowance is used up, and why
    return {
      used,
      limit,
      paywall: true,
      planId: "free",
      reason: "shared_network",
      message: SHARED_NETWORK_MESSAGE,
    };
  }
  return {
    used,
    limit,
    paywall: false,
    planId: "free",
    message: `You can analyse ${limit - used} contract without an account.`,
  };
}

function readUsage(db: Database, actor: UsageActor, action: UsageAction, now: Date): Promise<Reading> {
  return "userId" in actor
    ? readUserUsage(db, { userId: actor.userId, action, now })
    : readVisitorUsage(db, { visitor: actor.visitor, action, now });
}

/** POST /api/usage/check-limit: whether the action is allowed now, and what upgrading gives. */
export async function checkLimit(
  db: Database,
  params: { actor: UsageActor; action: UsageAction; now: Date },
): Promise<CheckLimitResponse> {
  const reading = await readUsage(db, params.actor, params.action, params.now);
  return {
    paywall: reading.paywall,
    message: reading.message,
    used: reading.used,
    limit: reading.limit,
    benefits: reading.paywall ? await upgradeBenefits(db, reading.planId) : [],
    ...(reading.paywall ? { reason: reading.reason ?? "limit" } : {}),
  };
}

/**
 * POST /api/usage/track: counts one use, refusing past the limit (402; a visitor's share 401). A signed-in
 * user's analyses are counted by the upload itself, so tracking one records nothing (no double count).
 */
export async function trackUsage(
  db: Database,
  params: { actor: UsageActor; action: UsageAction; subjectId: string | null; now: Date },
): Promise<{ tracked: boolean; used: number; limit: number | null }> {
  const { actor, action, now } = params;
  return db.transaction(async (tx) => {
    await lockUsage(tx, "userId" in actor ? actor.userId : `visitor:${actor.visitor.sessionId}`);
    const reading = await readUsage(tx, actor, action, now);
    if ("userId" in actor && action === "contract_analysis")
      return { tracked: false, used: reading.used, limit: reading.limit };
    if (reading.paywall) {
      if ("visitor" in actor && reading.limit === 0)
        throw new AppError("sign_in_required", { message: reading.message });
      throw new AppError("payment_required", {
        message: reading.message,
        details: { used: reading.used, limit: reading.limit },
      });
    }
    const subject: UsageSubject =
      "userId" in actor ? { userId: actor.userId } : { visitorSessionId: actor.visitor.sessionId };
    await recordUsageEvent(tx, { subject, action, subjectId: params.subjectId, now });
    if ("visitor" in actor && action === "contract_analysis") {
      await incrementRateLimit(tx, { key: ipKey(actor.visitor.ip), windowMs: VISITOR_IP_CAP.windowMs, now });
    }
    return { tracked: true, used: reading.used + 1, limit: reading.limit };
  });
}

/** GET /api/usage/stats: this month's counters (a visitor's: this session's). */
export async function usageStats(db: Database, params: { actor: UsageActor; now: Date }): Promise<UsageStats> {
  const counter = async (action: UsageAction) => {
    const reading = await readUsage(db, params.actor, action, params.now);
    return { used: reading.used, limit: reading.limit };
  };
  return {
    periodStart: usageMonthStart(params.now).toISOString(),
    periodEnd: usageMonthEnd(params.now).toISOString(),
    contract_analysis: await counter("contract_analysis"),
    contract_generation: await counter("contract_generation"),
    contract_sharing: await counter("contract_sharing"),
  };
}

/**
 * Counts a visitor's analysis (1 per browser session, VISITOR_IP_CAP per address a day), or refuses
 * with 402 and the product's message. Call it inside the transaction that stores the visitor's
 * upload: the check and the count run under the session's usage lock, so a refusal stores nothing.
 */
export async function chargeVisitorAnalysis(
  tx: Database,
  params: { visitor: Visitor; contractId: string; now: Date },
): Promise<void> {
  await lockUsage(tx, `visitor:${params.visitor.sessionId}`);
  const reading = await readVisitorUsage(tx, { visitor: params.visitor, action: "contract_analysis", now: params.now });
  if (reading.paywall) {
    throw new AppError("payment_required", {
      message: reading.message,
      details: { used: reading.used, limit: reading.limit, reason: reading.reason },
    });
  }
  await recordUsageEvent(tx, {
    subject: { visitorSessionId: params.visitor.sessionId },
    action: "contract_analysis",
    subjectId: params.contractId,
    now: params.now,
  });
  await incrementRateLimit(tx, { key: ipKey(params.visitor.ip), windowMs: VISITOR_IP_CAP.windowMs, now: params.now });
}
