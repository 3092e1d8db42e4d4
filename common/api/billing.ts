import { z } from "zod";
import { planIdSchema } from "../plans";
import { subscriptionTierSchema } from "./auth";

/**
 * Plans, usage, subscriptions, payments and refunds as the API exposes them (SPEC §3, §4, §7;
 * DESIGN.md "plans" and "payments"). The web app parses every response with these schemas.
 */

// ── usage ────────────────────────────────────────────────────────────────────

/** The metered actions (SPEC §3 "Usage-limit check result"). */
export const usageActionSchema = z.enum(["contract_analysis", "contract_generation", "contract_sharing"]);
export type UsageAction = z.infer<typeof usageActionSchema>;

/** Visitors send this header (SPEC §3 "Session id", §7): a random id kept in sessionStorage. */
export const SESSION_ID_HEADER = "X-Session-Id";
export const sessionIdSchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /api/usage/check-limit — body; the visitor's session id travels in X-Session-Id. */
export const checkLimitRequestSchema = z.object({ action: usageActionSchema });
export type CheckLimitRequest = z.infer<typeof checkLimitRequestSchema>;

/** POST /api/usage/check-limit — answer. `limit` null means unlimited. */
export const checkLimitResponseSchema = z.object({
  paywall: z.boolean(),
  message: z.string(),
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative().nullable(),
  /** What upgrading gives, in words (the feature labels of the next plan up). */
  benefits: z.array(z.string()),
  /**
   * Why the paywall is up: the plan's (or the browser session's) own limit, or — for visitors — the daily cap
   * of free analyses from one internet address, which many people may share (an office, a campus, a mobile network).
   */
  reason: z.enum(["limit", "shared_network"]).optional(),
});
export type CheckLimitResponse = z.infer<typeof checkLimitResponseSchema>;

/** POST /api/usage/track — records one use of an action (the server also records real actions itself). */
export const trackUsageRequestSchema = z.object({
  action: usageActionSchema,
  contractId: z.string().max(100).optional(),
});
export type TrackUsageRequest = z.infer<typeof trackUsageRequestSchema>;
export const trackUsageResponseSchema = z.object({
  tracked: z.boolean(),
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative().nullable(),
});

const usageCounterSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative().nullable(),
});

/** GET /api/usage/stats — this month's counters for the signed-in user or the visitor's session. */
export const usageStatsSchema = z.object({
  /** First instant of the current usage month (South African time), ISO. */
  periodStart: z.iso.datetime(),
  /** First instant of the next one. */
  periodEnd: z.iso.datetime(),
  contract_analysis: usageCounterSchema,
  contract_generation: usageCounterSchema,
  contract_sharing: usageCounterSchema,
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

// ── subscriptions ────────────────────────────────────────────────────────────

export const subscriptionStateSchema = z.enum(["active", "cancelled", "expired"]);

/** GET /api/subscription/status (signed in). SPEC §3 "Subscription status": `currentLimits` is what screens read. */
export const subscriptionStatusSchema = z.object({
  tier: subscriptionTierSchema,
  /** The plan whose limits apply (beta users see the beta limits under planId "free"). */
  planId: planIdSchema,
  planName: z.string(),
  state: subscriptionStateSchema,
  /** When the paid period ends: it renews then, or (cancelled) falls back to Free then. Null on Free. */
  renewsAt: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /**
   * Whether the provider renews the period by itself at renewsAt (demo, PayFast and PayPal subscriptions). False for a
   * one-off payment (Yoco Checkout, once-off PayFast) or a cancelled one: the plan is paid until renewsAt, then Free unless paid again.
   */
  autoRenews: z.boolean(),
  /** Beta programme: when the 2 free months end; null unless tier is beta. */
  betaEndsAt: z.iso.datetime().nullable(),
  currentLimits: z.object({
    analysisUsed: z.number().int().nonnegative(),
    analysisLimit: z.number().int().nonnegative().nullable(),
    generationUsed: z.number().int().nonnegative(),
    generationLimit: z.number().int().nonnegative().nullable(),
  }),
  /** Whether the user may still ask for a refund of their first subscription (7-day rule) and for which payment. */
  refundablePaymentId: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** POST /api/subscription/cancel — stops renewal; the plan stays until renewsAt. Answers SubscriptionStatus. */

/** POST /api/beta/join — joins the beta programme while places remain (100 testers, 2 months). Answers SubscriptionStatus. */
export const betaProgrammeStatusSchema = z.object({
  placesLeft: z.number().int().nonnegative(),
  testers: z.number().int(),
  months: z.number().int(),
});

// ── payments ─────────────────────────────────────────────────────────────────

/** The providers behind the one payment interface; "demo" runs locally when no credentials are set. */
export const paymentProviderSchema = z.enum(["yoco", "payfast", "paypal", "demo"]);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const paymentStatusValueSchema = z.enum(["pending", "completed", "failed", "refunded"]);
export type PaymentStatusValue = z.infer<typeof paymentStatusValueSchema>;

/** A checkout still unpaid this long after it was opened is shown as expired: the provider's page is long gone. */
export const CHECKOUT_EXPIRES_AFTER_HOURS = 24;
/**
 * A payment's status as the screens show it: the stored one, or "expired" for a checkout left unpaid for
 * CHECKOUT_EXPIRES_AFTER_HOURS. Nothing was charged for it; a confirmation the provider still sends completes it.
 */
export const paymentShownStatusSchema = z.enum([...paymentStatusValueSchema.options, "expired"]);
export type PaymentShownStatus = z.infer<typeof paymentShownStatusSchema>;

/** POST /api/yoco/yoco-checkout (pricing side) and POST /api/yoco/create-checkout (home/landing side), SPEC §7. */
export const checkoutRequestSchema = z.object({
  planId: planIdSchema,
  /** Cents; must equal the plan's price or the server refuses (400). */
  amount: z.number().int().positive(),
  currency: z.literal("ZAR"),
  description: z.string().max(200).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Pricing side answer (SPEC §3 second shape). `checkoutUrl` is where the browser goes; `demo` when the demo provider took it. */
export const pricingCheckoutResponseSchema = z.object({
  success: z.boolean(),
  checkoutUrl: z.string().optional(),
  demo: z.boolean(),
  message: z.string(),
  paymentId: z.string(),
});
export type PricingCheckoutResponse = z.infer<typeof pricingCheckoutResponseSchema>;

/** Home/landing side answer (SPEC §3 first shape). */
export const createCheckoutResponseSchema = z.object({
  success: z.boolean(),
  redirectUrl: z.string().optional(),
  paymentId: z.string(),
});

/** POST /api/paypal/create-subscription { planId } → approvalUrl (the fallback path of SPEC §4). */
export const paypalSubscriptionRequestSchema = z.object({ planId: planIdSchema });
export const paypalSubscriptionResponseSchema = z.object({ approvalUrl: z.string(), paymentId: z.string() });

/** POST /api/payfast/checkout { planId } → the form the browser posts to PayFast (or the demo page). */
export const payfastCheckoutResponseSchema = z.object({
  paymentId: z.string(),
  action: z.string(),
  fields: z.array(z.tuple([z.string(), z.string()])),
});

/** GET /api/{gateway}/payment-status?paymentId&planId&userId → status (SPEC §7; anything but completed/failed is pending). */
export const paymentStatusResponseSchema = z.object({ status: paymentStatusValueSchema });

/** POST /api/subscription/activate and /upgrade (SPEC §7): the server activates only from a verified payment it recorded. */
export const activateRequestSchema = z.object({
  planId: planIdSchema,
  userId: z.string().optional(),
  source: z.string().optional(),
  paymentId: z.string().optional(),
});
export const upgradeRequestSchema = z.object({
  planId: planIdSchema,
  userId: z.string().optional(),
  paymentConfirmed: z.boolean().optional(),
  provider: z.string().optional(),
  paymentId: z.string().optional(),
});
export const activationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  subscription: subscriptionStatusSchema.nullable(),
});
export type ActivationResponse = z.infer<typeof activationResponseSchema>;

/** POST /api/auth/restore-session { token } — only a signed, short-lived token the server issued at checkout. */
export const restoreSessionRequestSchema = z.object({ token: z.string().min(10).max(2000) });

/** One payment with its invoice, as /payment-dashboard lists them (GET /api/payments). Amounts in cents, VAT included. */
export const paymentSchema = z.object({
  id: z.string(),
  provider: paymentProviderSchema,
  planId: planIdSchema,
  planName: z.string(),
  amount: z.number().int(),
  /** VAT (15 %) contained in `amount`. */
  vatAmount: z.number().int(),
  currency: z.literal("ZAR"),
  status: paymentShownStatusSchema,
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** e.g. "INV-2026-000042"; null until the payment completes. */
  invoiceNumber: z.string().nullable(),
  refund: z
    .object({
      id: z.string(),
      status: z.enum(["requested", "approved", "declined", "processed"]),
      reason: z.string(),
      decisionReason: z.string().nullable(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
/** GET /api/payments/:id/invoice.pdf downloads the invoice. */

/** POST /api/refunds { paymentId, reason } — within 7 days of a first subscription. */
export const refundRequestSchema = z.object({
  paymentId: z.string(),
  reason: z
    .string()
    .trim()
    .min(5, "Tell us in a few words why you want a refund.")
    .max(1000, "Use at most 1000 characters."),
});

/** Admin: POST /api/admin/refunds/:id/decision { approve, reason }. */
export const refundDecisionSchema = z.object({ approve: z.boolean(), reason: z.string().trim().min(3).max(1000) });

/** The 7-day rule for first-time subscribers (SPEC §9). */
export const REFUND_WINDOW_DAYS = 7;
/** South African VAT, contained in every rand price. */
export const VAT_RATE = 0.15;

// ── additions used by the server (web may use them too) ─────────────────────

/** One refund request as its owner and the admin see it. */
export const refundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  status: z.enum(["requested", "approved", "declined", "processed"]),
  reason: z.string(),
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /api/admin/refunds — each request with its payment, the requester, and whether it met the 7-day rule when asked. */
export const adminRefundSchema = refundSchema.extend({
  userEmail: z.string(),
  payment: paymentSchema,
  /** Payment completed + 7 days. */
  windowEndsAt: z.iso.datetime().nullable(),
  eligible: z.boolean(),
  /** Why not, when not eligible. */
  ineligibleReason: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** POST /api/demo/payments/:id/complete and /cancel (demo provider only) → where the browser goes next. */
export const demoPaymentResultSchema = z.object({ status: paymentStatusValueSchema, returnUrl: z.string() });
export type DemoPaymentResult = z.infer<typeof demoPaymentResultSchema>;

/** POST /api/payfast/checkout — body (amount optional; when sent it must equal the plan's price). */
export const payfastCheckoutRequestSchema = z.object({
  planId: planIdSchema,
  amount: z.number().int().positive().optional(),
});
