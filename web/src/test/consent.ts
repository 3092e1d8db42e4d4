import { PRIVACY_CONSENT_VERSION, TERMS_VERSION } from "../../../common/consent";
import {
  COOKIE_CONSENT_STORAGE_KEY,
  consentStore,
  PRIVACY_CONSENT_STORAGE_KEY,
  TERMS_STORAGE_KEY,
} from "../lib/consent";

/**
 * Stores accepted terms, privacy consent and a cookie choice, as a returning user's browser has them,
 * so screen tests are not behind the consent modals and banner (their own tests start from nothing).
 */
export function seedAcceptedConsent(storage: Storage = localStorage): void {
  const timestamp = new Date("2026-01-01T00:00:00.000Z").toISOString();
  storage.setItem(TERMS_STORAGE_KEY, JSON.stringify({ accepted: true, timestamp, version: TERMS_VERSION }));
  storage.setItem(
    PRIVACY_CONSENT_STORAGE_KEY,
    JSON.stringify({
      contractProcessing: true,
      dataRetention: true,
      marketingCommunications: false,
      analyticsTracking: false,
      timestamp,
      version: PRIVACY_CONSENT_VERSION,
    }),
  );
  storage.setItem(
    COOKIE_CONSENT_STORAGE_KEY,
    JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false, timestamp }),
  );
  consentStore.reload();
}
