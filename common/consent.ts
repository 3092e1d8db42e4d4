/**
 * Consent versions and the categories of cookie choice (SPEC §3, §4, §9), without zod so the
 * signed-out landing page can read them. The request schemas are in common/api/consent.ts.
 */

/** SPEC §9: terms version 1.0. Accepted counts only when the stored version equals this. */
export const TERMS_VERSION = "1.0";
/** The version of the privacy-consent wording; bump when its wording changes (everyone is asked again). */
export const PRIVACY_CONSENT_VERSION = "1.0";
/** The version of the cookie categories; bump when a category is added. */
export const COOKIE_CONSENT_VERSION = "1.0";

/** SPEC §3 "Cookie consent record": the four categories; necessary cookies cannot be refused. */
export const cookieCategories = ["necessary", "functional", "analytics", "marketing"] as const;
export type CookieCategory = (typeof cookieCategories)[number];
