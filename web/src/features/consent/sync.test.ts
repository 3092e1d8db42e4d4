import { describe, expect, it } from "vitest";
import type { ConsentRecord, ConsentState } from "../../../../common/api/consent";
import type { ConsentSnapshot } from "../../lib/consent";
import { planConsentSync } from "./sync";

const earlier = "2026-03-01T08:00:00.000Z";
const later = "2026-03-02T08:00:00.000Z";
const emptyServer: ConsentState = { terms: null, privacy: null, cookies: null };
const emptyLocal: ConsentSnapshot = { terms: null, privacy: null, cookies: null };

const localTerms = (timestamp: string) => ({ accepted: true, timestamp, version: "1.0" });
const localCookies = (timestamp: string, analytics = false) => ({
  necessary: true,
  analytics,
  marketing: false,
  functional: false,
  timestamp,
});
const serverRecord = (
  kind: ConsentRecord["kind"],
  choices: ConsentRecord["choices"],
  recordedAt: string,
): ConsentRecord => ({
  id: `${kind}-${recordedAt}`,
  kind,
  version: "1.0",
  choices,
  acceptedAt: recordedAt,
  recordedAt,
  userAgent: null,
});

describe("consent sync on sign-in", () => {
  it("uploads browser choices the server does not have", () => {
    const plan = planConsentSync(
      { ...emptyLocal, terms: localTerms(earlier), cookies: localCookies(earlier) },
      emptyServer,
      { sameOwner: true },
    );
    expect(plan.upload.map((input) => input.kind).sort()).toEqual(["cookies", "terms"]);
    expect(plan.upload.find((input) => input.kind === "cookies")).toMatchObject({
      version: "1.0",
      choices: { necessary: true, analytics: false, marketing: false, functional: false },
      recordedAt: earlier,
    });
    expect(plan.adopt).toEqual({});
  });

  it("takes over newer server choices and uploads newer browser ones", () => {
    const server: ConsentState = {
      ...emptyServer,
      terms: serverRecord("terms", { termsOfService: true, privacyPolicy: true, dataProcessing: true }, later),
      cookies: serverRecord(
        "cookies",
        { necessary: true, analytics: true, marketing: false, functional: true },
        earlier,
      ),
    };
    const plan = planConsentSync({ ...emptyLocal, cookies: localCookies(later) }, server, { sameOwner: true });
    expect(plan.upload.map((input) => input.kind)).toEqual(["cookies"]);
    expect(plan.adopt).toEqual({ terms: { accepted: true, timestamp: later, version: "1.0" } });
  });

  it("changes nothing when both hold the same choice", () => {
    const server: ConsentState = {
      ...emptyServer,
      cookies: serverRecord(
        "cookies",
        { necessary: true, analytics: false, marketing: false, functional: false },
        earlier,
      ),
    };
    expect(planConsentSync({ ...emptyLocal, cookies: localCookies(earlier) }, server, { sameOwner: true })).toEqual({
      upload: [],
      adopt: {},
    });
  });

  it("never stores another account's terms acceptance as this account's, but stores the browser's cookie choice", () => {
    const plan = planConsentSync(
      { ...emptyLocal, terms: localTerms(later), cookies: localCookies(later) },
      emptyServer,
      { sameOwner: false },
    );
    expect(plan.upload.map((input) => input.kind)).toEqual(["cookies"]);
    expect(plan.adopt).toEqual({});
  });

  it("never uploads terms that are not accepted in the current version", () => {
    const plan = planConsentSync(
      { ...emptyLocal, terms: { accepted: true, timestamp: later, version: "0.9" } },
      emptyServer,
      { sameOwner: true },
    );
    expect(plan.upload).toEqual([]);
  });
});
