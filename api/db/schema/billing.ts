import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PaymentProvider, PaymentStatusValue } from "../../../common/api/billing";
import type { FeatureKey, PlanId } from "../../../common/plans";
import { users } from "./auth";

/** The plans on sale; seeded from common/plans.ts when empty, edited by admins afterwards. Limits: null or 0 is unlimited. */
export const plans = pgTable("plans", {
  id: text("id").$type<PlanId>().primaryKey(),
  name: text("name").notNull(),
  /** Cents, VAT included. */
  price: integer("price").notNull(),
  analysisLimit: integer("analysis_limit"),
  generationLimit: integer("generation_limit"),
  sharingLimit: integer("sharing_limit"),
  features: jsonb("features").$type<FeatureKey[]>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PeriodPlanLimits = {
  analysisLimit: number | null;
  generationLimit: number | null;
  sharingLimit: number | null;
};

/** A paid period on a plan. The user's tier (users.subscription_tier) follows the live one. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id").$type<PlanId>().notNull(),
    state: text("state", { enum: ["active", "cancelled", "expired"] })
      .notNull()
      .default("active"),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    /** The payment that paid for this period: one subscription per payment (activation is idempotent). */
    paymentId: uuid("payment_id").unique(),
    /** The provider's recurring-billing handle (PayFast subscription token, PayPal subscription id); null when the provider does not renew. Carried to each renewal. */
    providerSubscriptionId: text("provider_subscription_id"),
    /**
     * The plan's monthly limits when this period was created (null each = unlimited): an admin's edit
     * of a plan's limits applies from the next period. Null on periods created before limits were kept.
     */
    planLimits: jsonb("plan_limits").$type<PeriodPlanLimits>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_user_id_idx").on(table.userId, table.periodEnd),
    index("subscriptions_provider_subscription_id_idx").on(table.provider, table.providerSubscriptionId),
  ],
);

/**
 * The seller's details printed on every tax invoice (VAT Act s20: the supplier's name, address and VAT
 * registration number). One row (id 1), edited by admins on /admin/plans.
 */
export const sellerDetails = pgTable("seller_details", {
  id: integer("id").primaryKey().default(1),
  legalName: text("legal_name").notNull(),
  address: text("address").notNull(),
  vatNumber: text("vat_number").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Invoice numbers come from one sequence, so they are unique and gap-free enough for a tax invoice. */
export const invoiceNumberSequence = pgSequence("invoice_number_seq", { startWith: 1 });

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id").$type<PlanId>().notNull(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    /** The provider's id: Yoco checkout id, PayFast pf_payment_id, PayPal subscription id. */
    providerReference: text("provider_reference"),
    amount: integer("amount").notNull(),
    currency: text("currency").$type<"ZAR">().notNull().default("ZAR"),
    status: text("status").$type<PaymentStatusValue>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    invoiceNumber: integer("invoice_number").unique(),
    /** SHA-256 of the single-use restore-session token issued with the checkout. */
    checkoutTokenHash: text("checkout_token_hash"),
    checkoutTokenUsedAt: timestamp("checkout_token_used_at", { withTimezone: true }),
  },
  (table) => [
    index("payments_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("payments_provider_reference_idx").on(table.provider, table.providerReference),
  ],
);

/** Every webhook / ITN body as received, verified or not; (provider, event id) unique so a replay changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    eventId: text("event_id").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    verified: boolean("verified").notNull().default(false),
    /** What we did with it: "completed", "ignored: …", "rejected: …". */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("payment_events_provider_event_id_idx").on(table.provider, table.eventId)],
);

export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["requested", "approved", "declined", "processed"] })
      .notNull()
      .default("requested"),
    decisionReason: text("decision_reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    providerReference: text("provider_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [index("refunds_status_created_at_idx").on(table.status, table.createdAt)],
);

/** The beta programme: one row per tester, 2 free months from joining. */
export const betaEnrolments = pgTable("beta_enrolments", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
});

export type PlanRow = typeof plans.$inferSelect;
export type SellerDetailsRow = typeof sellerDetails.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type BetaEnrolmentRow = typeof betaEnrolments.$inferSelect;

export const nextInvoiceNumber = sql<number>`nextval('invoice_number_seq')::int`;
