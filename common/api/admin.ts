import { z } from "zod";
import { planIdSchema } from "../plans";
import { consultationStatusSchema } from "./account";
import { subscriptionTierSchema } from "./auth";
import { paymentSchema, usageStatsSchema } from "./billing";

// ---- audit log ----

/** GET /api/admin/audit?limit&offset — one admin action, newest first. */
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

/** Paging for admin lists. */
export const adminPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Readable names of the audited actions (unknown ones are shown as stored). */
export const adminActionLabels: Record<string, string> = {
  "user.tier_changed": "Changed tier",
  "user.admin_granted": "Granted admin",
  "user.admin_revoked": "Revoked admin",
  "plan.updated": "Edited plan",
  "seller_details.updated": "Edited invoice seller details",
  "refund.approved": "Approved refund",
  "refund.declined": "Declined refund",
  "consultation.status_changed": "Consultation status",
};

// ---- users ----

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The name the user gave in their settings. */
  displayName: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Admin because the e-mail is in ADMIN_EMAILS (cannot be revoked in the UI). */
  adminFromEnvironment: z.boolean(),
  subscriptionTier: subscriptionTierSchema,
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users?q&limit&offset — q matches e-mail or name (case-insensitive). */
export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional().default(""),
});

export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int().nonnegative() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /api/admin/users/:id — the user with this month's usage and their payments. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  usage: usageStatsSchema,
  payments: z.array(paymentSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PUT /api/admin/users/:id/tier */
export const changeTierRequestSchema = z.object({ tier: subscriptionTierSchema });
/** PUT /api/admin/users/:id/admin */
export const setAdminRequestSchema = z.object({ isAdmin: z.boolean() });

// ---- plans ----

/** The most a plan may cost: R100 000.00. */
export const MAX_PLAN_PRICE_CENTS = 10_000_000;
const limitSchema = z
  .number({ error: "Enter a whole number, or leave empty for unlimited." })
  .int("Enter a whole number, or leave empty for unlimited.")
  .min(1, "A limit is at least 1; leave it empty for unlimited.")
  .max(1_000_000, "Use at most 1 000 000, or leave empty for unlimited.")
  .nullable();

/**
 * PUT /api/admin/plans/:id — price in cents (VAT included); limits a month, null is unlimited.
 * The Free plan stays free; a paid plan costs at least R1.00.
 */
export const planUpdateRequestSchema = z.object({
  price: z
    .number({ error: "Enter the price in cents, e.g. 29900 for R299.00." })
    .int("Enter the price in whole cents, e.g. 29900 for R299.00.")
    .min(0, "The price cannot be negative.")
    .max(MAX_PLAN_PRICE_CENTS, "The price can be at most R100 000.00."),
  analysisLimit: limitSchema,
  generationLimit: limitSchema,
  sharingLimit: limitSchema,
});
export type PlanUpdateRequest = z.infer<typeof planUpdateRequestSchema>;

/** GET /api/admin/plans and the answer of PUT. */
export const adminPlanSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  price: z.number().int(),
  analysisLimit: z.number().int().nullable(),
  generationLimit: z.number().int().nullable(),
  sharingLimit: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

/**
 * PUT /api/admin/seller-details — the seller's name, address and VAT registration number printed on every
 * tax invoice (a South African tax invoice needs all three: VAT Act s20(4) and (5)).
 */
export const sellerDetailsRequestSchema = z.object({
  legalName: z
    .string()
    .trim()
    .min(2, "Enter the registered name of the business.")
    .max(200, "Use at most 200 characters."),
  address: z
    .string()
    .trim()
    .min(10, "Enter the full street address, with the city and postal code.")
    .max(500, "Use at most 500 characters."),
  vatNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^4\d{9}$/, "A South African VAT registration number has 10 digits and starts with 4.")),
});
export type SellerDetailsRequest = z.input<typeof sellerDetailsRequestSchema>;

/** GET /api/admin/seller-details: the details, or null while none are set (invoices then say so). */
export const sellerDetailsSchema = z
  .object({
    legalName: z.string(),
    address: z.string(),
    vatNumber: z.string(),
    updatedAt: z.iso.datetime(),
  })
  .nullable();
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;

// ---- feedback and consultations ----

/** GET /api/admin/feedback */
export const adminFeedbackSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  experience: z.string().nullable(),
  improvements: z.string().nullable(),
  recommendation: z.string().nullable(),
  contactEmail: z.string().nullable(),
  userEmail: z.string().nullable(),
  pagePath: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackPageSchema = z.object({
  items: z.array(adminFeedbackSchema),
  total: z.number().int().nonnegative(),
});
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;

/** PUT /api/admin/consultations/:id/status — new, contacted, scheduled or closed (audited). */
export const consultationStatusRequestSchema = z.object({ status: consultationStatusSchema });
