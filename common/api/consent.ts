import { z } from "zod";
import { COOKIE_CONSENT_VERSION, PRIVACY_CONSENT_VERSION, TERMS_VERSION } from "../consent";

/**
 * Consent records (SPEC §3, §4 "Terms of use" and "Cookie consent"). The browser keeps its own copy
 * in localStorage; for a signed-in user every choice is also stored on the server with the time it
 * was made, so the product can show what was agreed and when (POPIA accountability).
 */

export { COOKIE_CONSENT_VERSION, PRIVACY_CONSENT_VERSION, TERMS_VERSION };

export const consentKindSchema = z.enum(["terms", "privacy", "cookies"]);
export type ConsentKind = z.infer<typeof consentKindSchema>;

/** SPEC §3 "Terms acceptance record": the three boxes of the Terms and Conditions Required modal. */
export const termsChoicesSchema = z.strictObject({
  termsOfService: z.literal(true, { error: "The Terms of Service must be accepted." }),
  privacyPolicy: z.literal(true, { error: "The Privacy Policy must be accepted." }),
  dataProcessing: z.literal(true, { error: "Data processing consent must be given." }),
});
export type TermsChoices = z.infer<typeof termsChoicesSchema>;

/** SPEC §3 "Privacy consent choices": processing and storage are required, marketing and analytics optional. */
export const privacyChoicesSchema = z.strictObject({
  contractProcessing: z.literal(true, { error: "Contract processing consent is required." }),
  dataRetention: z.literal(true, { error: "Data storage consent is required." }),
  marketingCommunications: z.boolean(),
  analyticsTracking: z.boolean(),
});
export type PrivacyChoices = z.infer<typeof privacyChoicesSchema>;

/** SPEC §3 "Cookie consent record" without its timestamp: necessary cookies cannot be refused. */
export const cookieChoicesSchema = z.strictObject({
  necessary: z.literal(true, { error: "Necessary cookies cannot be switched off." }),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
});
export type CookieChoices = z.infer<typeof cookieChoicesSchema>;

/** Only the current wording can be accepted: an older or unknown version is refused. */
const versionOf = (current: string, what: string) =>
  z.literal(current, { error: `Only version ${current} of the ${what} can be accepted.` });
/** When the browser recorded the choice (ISO 8601); the server keeps its own time too. */
const recordedAtSchema = z.iso.datetime({ offset: true, error: "recordedAt must be an ISO 8601 date and time." });

/** POST /api/consent — one choice as the browser recorded it. */
export const consentInputSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("terms"),
      version: versionOf(TERMS_VERSION, "terms"),
      choices: termsChoicesSchema,
      recordedAt: recordedAtSchema.optional(),
    }),
    z.strictObject({
      kind: z.literal("privacy"),
      version: versionOf(PRIVACY_CONSENT_VERSION, "privacy consent"),
      choices: privacyChoicesSchema,
      recordedAt: recordedAtSchema.optional(),
    }),
    z.strictObject({
      kind: z.literal("cookies"),
      version: versionOf(COOKIE_CONSENT_VERSION, "cookie choices"),
      choices: cookieChoicesSchema,
      recordedAt: recordedAtSchema.optional(),
    }),
  ],
  { error: "kind must be terms, privacy or cookies." },
);
export type ConsentInput = z.infer<typeof consentInputSchema>;

/** A stored consent record. acceptedAt is the server's time of recording. */
export const consentRecordSchema = z.object({
  id: z.string(),
  kind: consentKindSchema,
  version: z.string(),
  choices: z.union([termsChoicesSchema, privacyChoicesSchema, cookieChoicesSchema]),
  acceptedAt: z.iso.datetime({ offset: true }),
  recordedAt: z.iso.datetime({ offset: true }).nullable(),
  userAgent: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/consent — the latest record of each kind (null when never given). */
export const consentStateSchema = z.object({
  terms: consentRecordSchema.nullable(),
  privacy: consentRecordSchema.nullable(),
  cookies: consentRecordSchema.nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;
