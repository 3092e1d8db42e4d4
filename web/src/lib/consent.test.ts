import { describe, expect, it, vi } from "vitest";
import {
  ACCEPT_ALL_COOKIES,
  COOKIE_CONSENT_STORAGE_KEY,
  type ConsentSnapshot,
  consentAllows,
  createConsentStore,
  isTermsAccepted,
  PRIVACY_CONSENT_STORAGE_KEY,
  REJECT_ALL_COOKIES,
  TERMS_STORAGE_KEY,
  whenConsented,
} from "./consent";

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const fixedNow = new Date("2026-03-02T08:00:00.000Z");

function storeOver(storage: ReturnType<typeof memoryStorage>) {
  return createConsentStore(
    () => storage,
    () => fixedNow,
  );
}

describe("terms acceptance (SPEC §3, §4)", () => {
  it("stores the accepted flag, the timestamp and version 1.0", () => {
    const storage = memoryStorage();
    const store = storeOver(storage);
    store.acceptTerms();
    expect(JSON.parse(storage.map.get(TERMS_STORAGE_KEY)!)).toEqual({
      accepted: true,
      timestamp: fixedNow.toISOString(),
      version: "1.0",
    });
    expect(isTermsAccepted(store.getSnapshot().terms)).toBe(true);
  });

  it("rejecting removes the record", () => {
    const storage = memoryStorage();
    const store = storeOver(storage);
    store.acceptTerms();
    store.rejectTerms();
    expect(storage.map.has(TERMS_STORAGE_KEY)).toBe(false);
    expect(store.getSnapshot().terms).toBeNull();
  });

  it.each([
    ["another version", { accepted: true, timestamp: fixedNow.toISOString(), version: "0.9" }],
    ["a false flag", { accepted: false, timestamp: fixedNow.toISOString(), version: "1.0" }],
    ["a string flag", { accepted: "true", timestamp: fixedNow.toISOString(), version: "1.0" }],
  ])("does not count %s as accepted", (_case, record) => {
    const store = storeOver(memoryStorage({ [TERMS_STORAGE_KEY]: JSON.stringify(record) }));
    expect(isTermsAccepted(store.getSnapshot().terms)).toBe(false);
  });

  it("treats an unparsable record as absent and only logs", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const store = storeOver(memoryStorage({ [TERMS_STORAGE_KEY]: "{not json" }));
    expect(store.getSnapshot().terms).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("keeps the choice for the page when storage refuses it", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const store = createConsentStore(
      () => refusing,
      () => fixedNow,
    );
    store.acceptTerms();
    expect(isTermsAccepted(store.getSnapshot().terms)).toBe(true);
    log.mockRestore();
  });
});

describe("cookie consent (SPEC §3, §4)", () => {
  it("Accept All stores everything true with a timestamp", () => {
    const storage = memoryStorage();
    storeOver(storage).saveCookieConsent(ACCEPT_ALL_COOKIES);
    expect(JSON.parse(storage.map.get(COOKIE_CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
      timestamp: fixedNow.toISOString(),
    });
  });

  it("Reject All stores only necessary as true", () => {
    const storage = memoryStorage();
    storeOver(storage).saveCookieConsent(REJECT_ALL_COOKIES);
    expect(JSON.parse(storage.map.get(COOKIE_CONSENT_STORAGE_KEY)!)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  it("Save Preferences stores the chosen toggles, necessary always on", () => {
    const storage = memoryStorage();
    storeOver(storage).saveCookieConsent({ necessary: false, analytics: true, marketing: false, functional: true });
    expect(JSON.parse(storage.map.get(COOKIE_CONSENT_STORAGE_KEY)!)).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
  });

  it("reads a stored record back in a new store (a reload)", () => {
    const storage = memoryStorage();
    storeOver(storage).saveCookieConsent({ ...REJECT_ALL_COOKIES, functional: true });
    expect(storeOver(storage).getSnapshot().cookies).toMatchObject({ functional: true, analytics: false });
  });

  it("notifies subscribers with the kind and who made the change", () => {
    const store = storeOver(memoryStorage());
    const changes: unknown[] = [];
    store.subscribe((change) => changes.push(change));
    store.saveCookieConsent(ACCEPT_ALL_COOKIES);
    store.adopt("terms", { accepted: true, timestamp: fixedNow.toISOString(), version: "1.0" });
    expect(changes).toEqual([
      { kind: "cookies", source: "user" },
      { kind: "terms", source: "server" },
    ]);
  });

  it("stores the privacy choices with their version", () => {
    const storage = memoryStorage();
    storeOver(storage).savePrivacyConsent({
      contractProcessing: true,
      dataRetention: true,
      marketingCommunications: false,
      analyticsTracking: true,
    });
    expect(JSON.parse(storage.map.get(PRIVACY_CONSENT_STORAGE_KEY)!)).toEqual({
      contractProcessing: true,
      dataRetention: true,
      marketingCommunications: false,
      analyticsTracking: true,
      timestamp: fixedNow.toISOString(),
      version: "1.0",
    });
  });
});

describe("the consent gate", () => {
  const timestamp = fixedNow.toISOString();
  const none: ConsentSnapshot = { terms: null, cookies: null, privacy: null };
  const privacy = (analyticsTracking: boolean) => ({
    contractProcessing: true,
    dataRetention: true,
    marketingCommunications: false,
    analyticsTracking,
    timestamp,
    version: "1.0",
  });

  it("allows necessary code always and nothing else before a choice", () => {
    expect(consentAllows(none, "necessary")).toBe(true);
    expect(consentAllows(none, "analytics")).toBe(false);
    expect(consentAllows(none, "marketing")).toBe(false);
    expect(consentAllows(none, "functional")).toBe(false);
  });

  it("follows the cookie choice per category", () => {
    const snapshot = { ...none, cookies: { ...REJECT_ALL_COOKIES, analytics: true, timestamp } };
    expect(consentAllows(snapshot, "analytics")).toBe(true);
    expect(consentAllows(snapshot, "marketing")).toBe(false);
  });

  it("refuses analytics when the privacy consent refused analytics tracking, whatever the cookie choice", () => {
    const cookies = { ...ACCEPT_ALL_COOKIES, timestamp };
    expect(consentAllows({ ...none, cookies, privacy: privacy(false) }, "analytics")).toBe(false);
    expect(consentAllows({ ...none, cookies, privacy: privacy(true) }, "analytics")).toBe(true);
  });

  it("whenConsented starts analytics code only once consent is given, and only once", () => {
    const store = storeOver(memoryStorage());
    const start = vi.fn();
    whenConsented("analytics", start, store);
    store.saveCookieConsent(REJECT_ALL_COOKIES);
    expect(start).not.toHaveBeenCalled();
    store.saveCookieConsent(ACCEPT_ALL_COOKIES);
    store.saveCookieConsent(ACCEPT_ALL_COOKIES);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("whenConsented starts at once when consent already exists, and a cancelled wait never starts", () => {
    const store = storeOver(memoryStorage());
    const later = vi.fn();
    const cancel = whenConsented("marketing", later, store);
    cancel();
    store.saveCookieConsent(ACCEPT_ALL_COOKIES);
    expect(later).not.toHaveBeenCalled();
    const now = vi.fn();
    whenConsented("marketing", now, store);
    expect(now).toHaveBeenCalledTimes(1);
  });
});
