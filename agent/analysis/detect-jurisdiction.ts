import type { AnalysisResult, JurisdictionCode, KeyTerms } from "../../common/analysis";

export const JURISDICTION_NAMES: Record<JurisdictionCode, string> = {
  ZA: "South Africa",
  US: "United States",
  UK: "United Kingdom",
  EU: "European Union",
  CA: "Canada",
  AU: "Australia",
  unknown: "Unknown",
};

const SIGNALS: Array<{ code: Exclude<JurisdictionCode, "unknown">; pattern: RegExp; weight: number; label: string }> = [
  {
    code: "ZA",
    pattern: /\bR\s?\d{1,3}(?:[ ,]\d{3})*(?:,\d{2})\b|\bZAR\b|\brand\b/g,
    weight: 2,
    label: "amounts in rand",
  },
  {
    code: "ZA",
    pattern: /\(Pty\)\s*Ltd|\b\d{4}\/\d{6}\/\d{2}\b/gi,
    weight: 2,
    label: "South African company names or registration numbers",
  },
  {
    code: "ZA",
    pattern:
      /Consumer Protection Act|Rental Housing Act|Basic Conditions of Employment|Labour Relations Act|National Credit Act|POPIA|domicilium/gi,
    weight: 3,
    label: "South African statutes or terms",
  },
  {
    code: "ZA",
    pattern: /Cape Town|Johannesburg|Pretoria|Durban|Gauteng|Western Cape|KwaZulu|Magistrate's Court/gi,
    weight: 1,
    label: "South African places or courts",
  },
  {
    code: "US",
    pattern: /\$\s?\d|\bUSD\b|Delaware|New York|California|Texas|Securities and Exchange|U\.S\.C\./g,
    weight: 1,
    label: "US dollars, states or statutes",
  },
  {
    code: "UK",
    pattern: /£\s?\d|England and Wales|Companies House|Consumer Rights Act|\bplc\b/g,
    weight: 2,
    label: "pounds sterling or English law",
  },
  { code: "EU", pattern: /€\s?\d|\bGDPR\b|European Union|Directive \d+\/\d+/g, weight: 2, label: "euros or EU law" },
  {
    code: "CA",
    pattern: /\bC\$\s?\d|Ontario|Quebec|British Columbia|Alberta|Canada/g,
    weight: 2,
    label: "Canadian provinces or dollars",
  },
  {
    code: "AU",
    pattern: /\bA\$\s?\d|\bABN\b|Australian Consumer Law|New South Wales|Queensland|Victoria, Australia/g,
    weight: 2,
    label: "Australian law or places",
  },
];

/** Jurisdiction from the governing-law clause first, then addresses, currency and statutes cited. */
export function detectJurisdiction(
  text: string,
  governingLaw: KeyTerms["governingLaw"],
  userChoice?: string,
): AnalysisResult["jurisdiction"] {
  const chosen = normaliseJurisdiction(userChoice);
  if (chosen)
    return {
      code: chosen,
      name: JURISDICTION_NAMES[chosen],
      source: "user",
      evidence: ["chosen by you"],
      confidence: 1,
    };
  if (governingLaw && governingLaw.jurisdiction !== "unknown") {
    const code = governingLaw.jurisdiction;
    return {
      code,
      name: JURISDICTION_NAMES[code],
      source: "detected",
      evidence: [`governing-law clause: "${governingLaw.value}"`],
      confidence: 0.95,
    };
  }
  const scores = new Map<JurisdictionCode, { score: number; evidence: string[] }>();
  for (const signal of SIGNALS) {
    const count = Math.min(5, (text.match(signal.pattern) ?? []).length);
    if (count === 0) continue;
    const entry = scores.get(signal.code) ?? { score: 0, evidence: [] };
    entry.score += count * signal.weight;
    entry.evidence.push(signal.label);
    scores.set(signal.code, entry);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1].score - a[1].score);
  const best = ranked[0];
  if (!best || best[1].score < 3)
    return { code: "unknown", name: JURISDICTION_NAMES.unknown, source: "default", evidence: [], confidence: 0.3 };
  const runnerUp = ranked[1]?.[1].score ?? 0;
  const confidence = Math.min(0.9, 0.5 + (best[1].score - runnerUp) / (2 * best[1].score));
  return {
    code: best[0],
    name: JURISDICTION_NAMES[best[0]],
    source: "detected",
    evidence: best[1].evidence,
    confidence: Math.round(confidence * 100) / 100,
  };
}

export function normaliseJurisdiction(value: string | undefined): JurisdictionCode | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  if (upper === "GB" || upper === "UK" || upper === "ENGLAND") return "UK";
  if (upper === "SA" || upper === "RSA" || upper === "ZA" || upper === "SOUTH AFRICA") return "ZA";
  if (["US", "USA", "EU", "CA", "AU"].includes(upper)) return (upper === "USA" ? "US" : upper) as JurisdictionCode;
  return null;
}
