import { z } from "zod";
import { emailSchema, newPasswordSchema } from "./auth";

// ---- preferences ----

export const readingLevels = ["plain", "detailed"] as const;
export const readingLevelSchema = z.enum(readingLevels);
export type ReadingLevel = z.infer<typeof readingLevelSchema>;

/** The jurisdictions a user can choose as default (common/analysis.ts without "unknown"). */
export const preferredJurisdictionSchema = z.enum(["ZA", "US", "UK", "EU", "CA", "AU"]);

/** A side id the engine knows (tenant, employee, service_provider…). */
export const usualSideSchema = z
  .string()
  .trim()
  .regex(/^[a-z_]{2,40}$/, "Choose a side from the list.");

const optionalName = z
  .string()
  .trim()
  .max(100, "Use at most 100 characters for your name.")
  .transform((value) => (value === "" ? null : value));

/** PUT /api/account/preferences — every field is sent; null clears a default. */
export const updatePreferencesRequestSchema = z.object({
  displayName: optionalName.nullable().transform((value) => value ?? null),
  defaultJurisdiction: preferredJurisdictionSchema.nullable(),
  usualSide: usualSideSchema.nullable(),
  readingLevel: readingLevelSchema,
});
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;

export const preferencesSchema = z.object({
  displayName: z.string().nullable(),
  defaultJurisdiction: preferredJurisdictionSchema.nullable(),
  usualSide: z.string().nullable(),
  readingLevel: readingLevelSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: Preferences = {
  displayName: null,
  defaultJurisdiction: null,
  usualSide: null,
  readingLevel: "plain",
};

/** GET /api/account */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  /** False for accounts that only sign in through OpenID Connect (no password to change). */
  hasPassword: z.boolean(),
  preferences: preferencesSchema,
});
export type Account = z.infer<typeof accountSchema>;

// ---- password ----

/** POST /api/account/password — the other sessions are signed out; this browser gets a fresh session. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password.").max(200),
    newPassword: newPasswordSchema,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    message: "Choose a new password that differs from your current one.",
    path: ["newPassword"],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({ otherSessionsSignedOut: z.number().int() });

// ---- deletion ----

export const DELETE_CONFIRMATION_WORD = "DELETE";

/** POST /api/account/delete — `confirmation` is the account's email or the word DELETE. */
export const deleteAccountRequestSchema = z.object({
  confirmation: z.string().trim().min(1, "Type your email address or DELETE to confirm.").max(254),
});

/** Whether what the user typed confirms deleting this account. */
export function confirmsDeletion(typed: string, email: string): boolean {
  const value = typed.trim();
  return value === DELETE_CONFIRMATION_WORD || value.toLowerCase() === email.toLowerCase();
}

// ---- feedback ----

export const recommendationSchema = z.enum(["yes", "maybe", "no"]);
export type Recommendation = z.infer<typeof recommendationSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : null));

/** POST /api/feedback (SPEC §7): rating 1–5 (the form sends it as a string), the rest optional. */
export const feedbackRequestSchema = z.object({
  rating: z.coerce
    .number({ error: "Choose a rating from 1 to 5." })
    .int("Choose a rating from 1 to 5.")
    .min(1, "Choose a rating from 1 to 5.")
    .max(5, "Choose a rating from 1 to 5."),
  experience: optionalText(5000, "Your experience"),
  improvements: optionalText(5000, "Your suggestions"),
  recommendation: z
    .union([recommendationSchema, z.literal("")])
    .optional()
    .transform((value) => (value ? value : null)),
  contactEmail: z
    .union([z.literal(""), emailSchema])
    .optional()
    .transform((value) => (value ? value : null)),
  timestamp: z.string().max(64).optional(),
  userAgent: z.string().max(512).optional(),
  url: z.string().max(2048).optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ id: z.string() });

// ---- attorney consultation ----

export const consultationContactMethodSchema = z.enum(["email", "phone"]);
export type ConsultationContactMethod = z.infer<typeof consultationContactMethodSchema>;

export const consultationStatusSchema = z.enum(["new", "contacted", "scheduled", "closed"]);
export type ConsultationStatus = z.infer<typeof consultationStatusSchema>;

export const preferredTimeSchema = z.enum([
  "weekday_morning",
  "weekday_afternoon",
  "weekday_evening",
  "saturday_morning",
  "any_time",
]);
export type PreferredTime = z.infer<typeof preferredTimeSchema>;

export const preferredTimeLabels: Record<PreferredTime, string> = {
  weekday_morning: "Weekday mornings (08:00–12:00)",
  weekday_afternoon: "Weekday afternoons (12:00–17:00)",
  weekday_evening: "Weekday evenings (17:00–19:00)",
  saturday_morning: "Saturday mornings (09:00–13:00)",
  any_time: "Any time in business hours",
};

/** Digits with an optional leading +, spaces, brackets or dashes: 9 to 15 digits (+27 82 123 4567, 082 123 4567). */
const phonePattern = /^\+?[\d\s()-]+$/;

/** POST /api/consultations */
export const consultationInputSchema = z
  .object({
    name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters for your name."),
    topic: z
      .string()
      .trim()
      .min(3, "Say in a few words what the consultation is about.")
      .max(200, "Keep the topic under 200 characters."),
    details: optionalText(4000, "The details"),
    contractId: z
      .uuid("Choose one of your contracts.")
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    contactMethod: consultationContactMethodSchema,
    contactDetail: z.string().trim().min(1, "Enter how we can reach you.").max(254),
    preferredTime: preferredTimeSchema,
  })
  .superRefine((value, context) => {
    if (value.contactMethod === "email" && !emailSchema.safeParse(value.contactDetail).success) {
      context.addIssue({ code: "custom", path: ["contactDetail"], message: "Enter a valid email address." });
    }
    if (value.contactMethod === "phone") {
      const digits = value.contactDetail.replace(/\D/g, "").length;
      if (!phonePattern.test(value.contactDetail) || digits < 9 || digits > 15) {
        context.addIssue({
          code: "custom",
          path: ["contactDetail"],
          message: "Enter a phone number, e.g. 082 123 4567 or +27 82 123 4567.",
        });
      }
    }
  });
export type ConsultationInput = z.input<typeof consultationInputSchema>;

export const consultationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  details: z.string().nullable(),
  contract: z.object({ id: z.string(), fileName: z.string() }).nullable(),
  contactMethod: consultationContactMethodSchema,
  contactDetail: z.string(),
  preferredTime: preferredTimeSchema,
  status: consultationStatusSchema,
  createdAt: z.iso.datetime(),
});
export type Consultation = z.infer<typeof consultationSchema>;

/** POST /api/consultations answers the stored request and whether a confirmation e-mail is on its way (false while e-mail is not configured). */
export const consultationCreatedSchema = z.object({ consultation: consultationSchema, confirmationEmail: z.boolean() });

/** GET /api/admin/consultations */
export const adminConsultationSchema = consultationSchema.extend({ userId: z.string() });
export type AdminConsultation = z.infer<typeof adminConsultationSchema>;
