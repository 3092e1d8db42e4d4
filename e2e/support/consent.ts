import { PRIVACY_CONSENT_VERSION, TERMS_VERSION } from "../../common/consent";
import { COOKIE_CONSENT_STORAGE_KEY, PRIVACY_CONSENT_STORAGE_KEY, TERMS_STORAGE_KEY } from "../../web/src/lib/consent";

const answeredAt = "2026-01-01T00:00:00.000Z";

/**
 * A browser that already answered the consent questions (terms accepted, privacy consent given, cookies
 * rejected), as Playwright storage state. playwright.config.ts gives it to every test, so the browser
 * tests of other screens are not behind the consent modals and banner; e2e/consent-and-pages.spec.ts
 * starts from an empty browser instead.
 */
export function consentGivenState(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: TERMS_STORAGE_KEY,
            value: JSON.stringify({ accepted: true, timestamp: answeredAt, version: TERMS_VERSION }),
          },
          {
            name: PRIVACY_CONSENT_STORAGE_KEY,
            value: JSON.stringify({
              contractProcessing: true,
              dataRetention: true,
              marketingCommunications: false,
              analyticsTracking: false,
              timestamp: answeredAt,
              version: PRIVACY_CONSENT_VERSION,
            }),
          },
          {
            name: COOKIE_CONSENT_STORAGE_KEY,
            value: JSON.stringify({
              necessary: true,
              analytics: false,
              marketing: false,
              functional: false,
              timestamp: answeredAt,
            }),
          },
        ],
      },
    ],
  };
}

/** An empty browser: no consent given yet. */
export const noConsentState = { cookies: [], origins: [] };
