import { useSyncExternalStore } from "react";
import { type CookieCategory, PRIVACY_CONSENT_VERSION, TERMS_VERSION } from "../../../common/consent";

/**
 * The browser's consent records (SPEC §3, §4 "Terms of use" and "Cookie consent"), kept in
 * localStorage and shared by the modals, the cookie banner, the settings screen and any code that
 * may only run with consent (`hasConsent`, `useHasConsent`, `whenConsented`).
 *
 * No zod here on purpose: the cookie banner shows on the signed-out landing page, whose first load
 * must stay small; records are checked by hand and a record that does not parse counts as absent.
 */

export const TERMS_STORAGE_KEY = "contractclarity.termsAcceptance";
export const COOKIE_CONSENT_STORAGE_KEY = "contractclarity.cookieConsent";
export const PRIVACY_CONSENT_STORAGE_KEY = "contractclarity.privacyConsent";
/** The id of the signed-in user whose terms and privacy choices this browser holds. */
export const CONSENT_OWNER_STORAGE_KEY = "contractclarity.consentOwner";

/** SPEC §3 "Terms acceptance record (browser storage): accepted flag, timestamp, version". */
export type TermsRecord = { accepted: boolean; timestamp: string; version: string };
/** SPEC §3 "Cookie consent record (browser storage): necessary, analytics, marketing, functional, timestamp". */
export type CookieConsentRecord = {
  necessary: boolean;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  timestamp: string;
};
export type CookieChoices = Omit<CookieConsentRecord, "timestamp">;
/** SPEC §3 "Privacy consent choices", with when and to which wording they were given. */
export type PrivacyConsentRecord = {
  contractProcessing: boolean;
  dataRetention: boolean;
  marketingCommunications: boolean;
  analyticsTracking: boolean;
  timestamp: string;
  version: string;
};
export type PrivacyChoices = Omit<PrivacyConsentRecord, "timestamp" | "version">;

export type ConsentSnapshot = {
  terms: TermsRecord | null;
  cookies: CookieConsentRecord | null;
  privacy: PrivacyConsentRecord | null;
};
export type ConsentKind = keyof ConsentSnapshot;

/** Who made a change: the person in this browser ("user", to be stored on the server when signed in) or the server (sync). */
export type ConsentChange = { kind: ConsentKind; source: "user" | "server" };

export const ACCEPT_ALL_COOKIES: CookieChoices = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};
export const REJECT_ALL_COOKIES: CookieChoices = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
const isTimestamp = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function parseTermsRecord(value: unknown): TermsRecord | null {
  if (
    !isRecord(value) ||
    !isBoolean(value.accepted) ||
    !isTimestamp(value.timestamp) ||
    typeof value.version !== "string"
  )
    return null;
  return { accepted: value.accepted, timestamp: value.timestamp, version: value.version };
}

export function parseCookieConsentRecord(value: unknown): CookieConsentRecord | null {
  if (!isRecord(value) || !isTimestamp(value.timestamp)) return null;
  const { necessary, analytics, marketing, functional } = value;
  if (!isBoolean(necessary) || !isBoolean(analytics) || !isBoolean(marketing) || !isBoolean(functional)) return null;
  // necessary cookies cannot be refused, whatever a hand-edited record says
  return { necessary: true, analytics, marketing, functional, timestamp: value.timestamp };
}

export function parsePrivacyConsentRecord(value: unknown): PrivacyConsentRecord | null {
  if (!isRecord(value) || !isTimestamp(value.timestamp) || typeof value.version !== "string") return null;
  const { contractProcessing, dataRetention, marketingCommunications, analyticsTracking } = value;
  if (
    !isBoolean(contractProcessing) ||
    !isBoolean(dataRetention) ||
    !isBoolean(marketingCommunications) ||
    !isBoolean(analyticsTracking)
  )
    return null;
  return {
    contractProcessing,
    dataRetention,
    marketingCommunications,
    analyticsTracking,
    timestamp: value.timestamp,
    version: value.version,
  };
}

/** SPEC §4: accepted counts only if the stored flag is true and the version equals 1.0. */
export function isTermsAccepted(record: TermsRecord | null): boolean {
  return record?.accepted === true && record.version === TERMS_VERSION;
}

/** The privacy consent counts when both required boxes were ticked for the current wording. */
export function isPrivacyConsentGiven(record: PrivacyConsentRecord | null): boolean {
  return (
    record?.contractProcessing === true && record.dataRetention === true && record.version === PRIVACY_CONSENT_VERSION
  );
}

/**
 * Whether code of a cookie category may run. Necessary always may; the others need the cookie choice,
 * and analytics also needs the privacy consent not to have refused analytics tracking (either "no" wins).
 */
export function consentAllows(snapshot: ConsentSnapshot, category: CookieCategory): boolean {
  if (category === "necessary") return true;
  if (!snapshot.cookies?.[category]) return false;
  if (category === "analytics" && snapshot.privacy && !snapshot.privacy.analyticsTracking) return false;
  return true;
}

const storageKeys: Record<ConsentKind, string> = {
  terms: TERMS_STORAGE_KEY,
  cookies: COOKIE_CONSENT_STORAGE_KEY,
  privacy: PRIVACY_CONSENT_STORAGE_KEY,
};
const parsers = { terms: parseTermsRecord, cookies: parseCookieConsentRecord, privacy: parsePrivacyConsentRecord };

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** A consent store over a storage (localStorage in the app, a Map-backed fake in tests). */
export function createConsentStore(storage: () => KeyValueStorage | null, clock: () => Date = () => new Date()) {
  const listeners = new Set<(change: ConsentChange) => void>();
  let snapshot: ConsentSnapshot = { terms: null, cookies: null, privacy: null };
  let loaded = false;

  function readKind<K extends ConsentKind>(kind: K): ConsentSnapshot[K] {
    try {
      const raw = storage()?.getItem(storageKeys[kind]);
      if (!raw) return null;
      return parsers[kind](JSON.parse(raw)) as ConsentSnapshot[K];
    } catch (error) {
      // SPEC §8: storage errors are only logged; an unreadable record counts as no record.
      console.error(`Could not read the stored ${kind} consent`, error);
      return null;
    }
  }

  function load(): ConsentSnapshot {
    if (!loaded) {
      snapshot = { terms: readKind("terms"), cookies: readKind("cookies"), privacy: readKind("privacy") };
      loaded = true;
    }
    return snapshot;
  }

  function write<K extends ConsentKind>(kind: K, record: ConsentSnapshot[K], source: ConsentChange["source"]) {
    load();
    try {
      const target = storage();
      if (record === null) target?.removeItem(storageKeys[kind]);
      else target?.setItem(storageKeys[kind], JSON.stringify(record));
    } catch (error) {
      console.error(`Could not store the ${kind} consent`, error);
    }
    // the choice holds for this page even when storage refused it
    snapshot = { ...snapshot, [kind]: record };
    for (const listener of [...listeners]) listener({ kind, source });
  }

  const now = () => clock().toISOString();

  return {
    getSnapshot: load,
    /** Re-reads storage (another tab changed it). */
    reload() {
      loaded = false;
      load();
      for (const listener of [...listeners]) listener({ kind: "cookies", source: "server" });
    },
    subscribe(listener: (change: ConsentChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptTerms() {
      write("terms", { accepted: true, timestamp: now(), version: TERMS_VERSION }, "user");
    },
    /** SPEC §4: rejecting removes the record. */
    rejectTerms() {
      write("terms", null, "user");
    },
    savePrivacyConsent(choices: PrivacyChoices) {
      write("privacy", { ...choices, timestamp: now(), version: PRIVACY_CONSENT_VERSION }, "user");
    },
    /** SPEC §4: Accept All stores everything true, Reject All only necessary; Save Preferences the chosen toggles. */
    saveCookieConsent(choices: CookieChoices) {
      write("cookies", { ...choices, necessary: true, timestamp: now() }, "user");
    },
    /** A record taken over from the server (sync); it is not sent back. */
    adopt<K extends ConsentKind>(kind: K, record: ConsentSnapshot[K]) {
      write(kind, record, "server");
    },
    getOwner(): string | null {
      try {
        return storage()?.getItem(CONSENT_OWNER_STORAGE_KEY) ?? null;
      } catch {
        return null;
      }
    },
    setOwner(userId: string) {
      try {
        storage()?.setItem(CONSENT_OWNER_STORAGE_KEY, userId);
      } catch (error) {
        console.error("Could not store the consent owner", error);
      }
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The app's one consent store, over localStorage. */
export const consentStore = createConsentStore(browserStorage);

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || Object.values(storageKeys).includes(event.key)) consentStore.reload();
  });
}

const subscribeToStore = (listener: () => void) => consentStore.subscribe(listener);
const currentSnapshot = () => consentStore.getSnapshot();

/** The current records; re-renders when any changes. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribeToStore, currentSnapshot, currentSnapshot);
}

/** `hasConsent('analytics')`: may code of this category run now? */
export function hasConsent(category: CookieCategory): boolean {
  return consentAllows(consentStore.getSnapshot(), category);
}

/** The hook form of hasConsent: re-renders when the answer changes. */
export function useHasConsent(category: CookieCategory): boolean {
  return consentAllows(useConsent(), category);
}

/**
 * Runs `start` once consent for the category is given (at once when it already is). Analytics or
 * marketing code must start only through this (or check hasConsent first). Returns a cancel function.
 */
export function whenConsented(
  category: CookieCategory,
  start: () => void,
  store: ConsentStore = consentStore,
): () => void {
  if (consentAllows(store.getSnapshot(), category)) {
    start();
    return () => undefined;
  }
  const unsubscribe = store.subscribe(() => {
    if (!consentAllows(store.getSnapshot(), category)) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
