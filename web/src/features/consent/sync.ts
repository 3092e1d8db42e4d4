import type { ConsentInput, ConsentRecord, ConsentState } from "../../../../common/api/consent";
import { COOKIE_CONSENT_VERSION, TERMS_VERSION } from "../../../../common/consent";
import {
  type ConsentKind,
  type ConsentSnapshot,
  type CookieConsentRecord,
  isPrivacyConsentGiven,
  isTermsAccepted,
  type PrivacyConsentRecord,
  type TermsRecord,
} from "../../lib/consent";

/** The request that stores a browser record on the server, or null when the record is nothing to store (not accepted, old version). */
export function toConsentInput(kind: ConsentKind, local: ConsentSnapshot): ConsentInput | null {
  if (kind === "terms") {
    const record = local.terms;
    if (!record || !isTermsAccepted(record)) return null;
    return {
      kind: "terms",
      version: TERMS_VERSION,
      choices: { termsOfService: true, privacyPolicy: true, dataProcessing: true },
      recordedAt: record.timestamp,
    };
  }
  if (kind === "privacy") {
    const record = local.privacy;
    if (!record || !isPrivacyConsentGiven(record)) return null;
    return {
      kind: "privacy",
      version: record.version,
      choices: {
        contractProcessing: true,
        dataRetention: true,
        marketingCommunications: record.marketingCommunications,
        analyticsTracking: record.analyticsTracking,
      },
      recordedAt: record.timestamp,
    };
  }
  const record = local.cookies;
  if (!record) return null;
  return {
    kind: "cookies",
    version: COOKIE_CONSENT_VERSION,
    choices: {
      necessary: true,
      analytics: record.analytics,
      marketing: record.marketing,
      functional: record.functional,
    },
    recordedAt: record.timestamp,
  };
}

/** A server record in the browser's shape (SPEC §3). */
export function toLocalRecord<K extends ConsentKind>(kind: K, record: ConsentRecord): ConsentSnapshot[K] {
  const timestamp = record.recordedAt ?? record.acceptedAt;
  const choices = record.choices as Record<string, boolean>;
  if (kind === "terms")
    return { accepted: true, timestamp, version: record.version } satisfies TermsRecord as ConsentSnapshot[K];
  if (kind === "privacy") {
    return {
      contractProcessing: choices.contractProcessing === true,
      dataRetention: choices.dataRetention === true,
      marketingCommunications: choices.marketingCommunications === true,
      analyticsTracking: choices.analyticsTracking === true,
      timestamp,
      version: record.version,
    } satisfies PrivacyConsentRecord as ConsentSnapshot[K];
  }
  return {
    necessary: true,
    analytics: choices.analytics === true,
    marketing: choices.marketing === true,
    functional: choices.functional === true,
    timestamp,
  } satisfies CookieConsentRecord as ConsentSnapshot[K];
}

export type ConsentSyncPlan = {
  /** Browser choices the server does not have yet (made before signing in, or while offline). */
  upload: ConsentInput[];
  /** Newer server choices (made in another browser) to take over. */
  adopt: { [K in ConsentKind]?: ConsentSnapshot[K] };
};

const kinds: ConsentKind[] = ["terms", "privacy", "cookies"];
/** Terms and privacy consent are a person's; cookie choices belong to the browser. */
const personalKinds = new Set<ConsentKind>(["terms", "privacy"]);

/**
 * What to do when a user signs in: for each kind the newer of the browser's and the server's record
 * wins. Terms and privacy consent given in this browser by another account are never stored as this
 * account's (each person accepts for themselves on the server); the browser's flag still counts here,
 * as SPEC §4 asks ("once per browser"). Cookie choices belong to the browser and are always stored.
 */
export function planConsentSync(
  local: ConsentSnapshot,
  server: ConsentState,
  options: { sameOwner: boolean },
): ConsentSyncPlan {
  const plan: ConsentSyncPlan = { upload: [], adopt: {} };
  for (const kind of kinds) {
    const foreign = personalKinds.has(kind) && !options.sameOwner;
    const input = foreign ? null : toConsentInput(kind, local);
    const serverRecord = server[kind];
    const localTime = input?.recordedAt ? Date.parse(input.recordedAt) : null;
    const serverTime = serverRecord ? Date.parse(serverRecord.recordedAt ?? serverRecord.acceptedAt) : null;
    if (input && (serverTime === null || (localTime !== null && localTime > serverTime))) {
      plan.upload.push(input);
    } else if (serverRecord && (localTime === null || serverTime! > localTime)) {
      setAdopt(plan, kind, toLocalRecord(kind, serverRecord));
    }
  }
  return plan;
}

function setAdopt<K extends ConsentKind>(plan: ConsentSyncPlan, kind: K, record: ConsentSnapshot[K]) {
  plan.adopt[kind] = record;
}
