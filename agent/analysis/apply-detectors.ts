import type { Finding, Side } from "../../common/analysis";
import type { UnitFlags } from "./apply-rules";
import { citationOf } from "./key-terms/extract-key-terms";
import type { ClauseContext, ContractContext } from "./rules/rule-types";
import { zaDetectors } from "./rules/za/detectors";
import { type Detection, type Detector, factsOf } from "./rules/za/detectors/facts";
import { zaRulePack } from "./rules/za/pack";
import { favourTitle } from "./swap-roles";

const DETECTOR_CONFIDENCE = 0.8;
/** A definition ("Rent" means …) says what a word means, not what a party must do. */
const DEFINITION =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:\([a-z0-9]+\)\s*)?["“'][^"”']{1,60}["”']\s+(?:means|shall mean|includes|refers to)\b/i;
/** The detectors are part of the za pack: their findings carry its id and version, like its rules. */
export const DETECTOR_PACK = `${zaRulePack.id}@${zaRulePack.version}`;

/** Words a contract uses for the user, by side; "you" names the reader of a plain-English contract. */
const SIDE_WORDS: Record<string, string> = {
  consumer: "member|client|customer|consumer|subscriber|hirer|guest|purchaser|buyer|user|patient|student",
  tenant: "tenant|lessee|occupant|occupier|resident",
  employee: "employee|worker|staff member",
  borrower: "borrower|debtor|consumer|client|applicant",
  buyer: "buyer|purchaser|consumer|customer",
  contractor:
    "contractor|developer|creator|consultant|service provider|freelancer|influencer|designer|photographer|supplier",
  client: "client|customer|hirer|member|consumer",
  licensee: "licensee",
  franchisee: "franchisee",
  landlord: "landlord|lessor|owner",
  employer: "employer|household|family",
  lender: "lender|credit provider|creditor",
  seller: "seller|dealer|vendor|supplier",
  service_provider: "service provider|provider|company|supplier|studio|club|gym|venue|operator|school|firm",
};
const WEAKER_DEFAULT = ["consumer", "tenant", "employee", "borrower", "buyer"];
const FIRST_PERSON = ["we", "us", "our", "I", "me", "my"];

/**
 * The user's words in this contract: their side's role words, their party's name and defined term,
 * and the pronouns the contract gives them ("you", or "we" when the contract is written by their side).
 */
export function userWordsOf(side: Side | null, contract: ContractContext): RegExp {
  const ids = side && side.id !== "party" ? [side.id === "member" ? "consumer" : side.id] : WEAKER_DEFAULT;
  const words = ids.flatMap((id) => (SIDE_WORDS[id] ?? id).split("|"));
  const party = userPartyOf(side, contract, words);
  const names = party ? [escapeRegExp(party.name.split(/\s+/).slice(0, 2).join(" "))] : [];
  const term = party?.term?.replace(/^the\s+/i, "");
  if (term && !/^(?:we|us|you|I)$/i.test(term)) names.push(escapeRegExp(term));
  const pronouns = /^(?:we|I)$/i.test(party?.term ?? "")
    ? FIRST_PERSON
    : contract.keyTerms.parties.some((p) => p !== party && /^you$/i.test(p.term ?? ""))
      ? []
      : ["you", "your"];
  return new RegExp(`\\b(?:${[...pronouns, ...words, ...names].join("|")})\\b`, "i");
}

/** The user's party: the one named for the side, or the one whose role is one of the side's words. */
function userPartyOf(side: Side | null, contract: ContractContext, words: string[]) {
  const parties = contract.keyTerms.parties;
  if (side?.partyName) {
    const named = parties.find((p) => p.name === side.partyName);
    if (named) return named;
  }
  const role = new RegExp(`^(?:${words.join("|")})$`, "i");
  return parties.find((p) => p.role && role.test(p.role)) ?? null;
}

/**
 * The other side as this contract names it: a defined term in quotes ("the Club"), a party's role,
 * or "the other side".
 */
export function otherSideName(contract: ContractContext, userWords: RegExp): string {
  const defined = [
    ...contract.source
      .slice(0, 6000)
      .matchAll(
        /\((?:hereinafter |herein )?(?:referred to as |called )?(?:the )?["“']([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?)["”']\)/g,
      ),
  ].map((m) => m[1]!);
  const term = defined.find(
    (d) => !userWords.test(d) && !/agreement|schedule|premises|services|property|date|period|fee/i.test(d),
  );
  if (term) return `the ${term}`;
  const party = contract.keyTerms.parties.find((p) => !(p.role && userWords.test(p.role)) && !userWords.test(p.name));
  if (party?.role && !/^party$/i.test(party.role)) return `the ${party.role}`;
  if (party) return party.name;
  return "the other side";
}

/** Runs every detector over every clause; one finding per detector per clause unit. */
export function applyDetectors(contract: ContractContext, side: Side | null, flags: UnitFlags[]): Finding[] {
  if (contract.jurisdiction !== "ZA") return [];
  const userWords = userWordsOf(side, contract);
  const other = otherSideName(contract, userWords);
  const findings: Finding[] = [];
  contract.units.forEach((unit, index) => {
    if (unit.text.length < 25 || DEFINITION.test(unit.text)) return;
    const clause: ClauseContext = {
      unit,
      heading: [...unit.parentHeadings, unit.heading ?? ""].join(" "),
      text: unit.text,
      categories: contract.categoriesByUnit[index]!,
      contract,
    };
    const facts = factsOf(clause, userWords);
    for (const detector of zaDetectors) {
      const detection = detector.detect(facts);
      if (!detection) continue;
      const finding = detectorFinding(detector, detection, clause, side, other, flags[index]!);
      if (finding) findings.push(finding);
    }
  });
  return findings;
}

/**
 * The finding from the user's side: a problem, or a clause in their favour that may not hold
 * (the law protects the other side there). A clause that binds only the other side, where the law
 * protects no one against it, gives no finding (null).
 */
export function detectorFinding(
  detector: Detector,
  detection: Detection,
  clause: ClauseContext,
  side: Side | null,
  other: string,
  flags: UnitFlags,
): Finding | null {
  const fill = (text: string) =>
    text
      .replace(/(^|[.!?:]\s+)\{other\}/g, (_, lead: string) => `${lead}${capitalise(other)}`)
      .replace(/\{other\}/g, other);
  // The detectors check protections the law gives the weaker side. Read by the stronger side, what
  // they find is in the user's favour; a clause that binds only the side the law does not protect
  // (the member's own right to cancel, read by the club) is no finding at all.
  const favoursUser = side !== null && detector.against.includes(sideIdIn(side, clause.contract));
  if (detection.burdened === (favoursUser ? "user" : "other")) return null;
  let confidence = DETECTOR_CONFIDENCE;
  const reasons: string[] = [];
  if (flags.lowConfidencePage) {
    confidence *= 0.6;
    reasons.push(`The scan of page ${flags.page} is poor, so the text we read may be wrong.`);
  }
  const base = {
    id: `za.detect.${detector.topic}@${clause.unit.number ?? `u${clause.unit.index}`}`,
    ruleId: `za.detect.${detector.topic}`,
    pack: DETECTOR_PACK,
    kind: "clause" as const,
    topic: detector.law[0]?.act ?? detector.topic,
    confidence: Math.round(confidence * 100) / 100,
    uncertainty: { uncertain: confidence < 0.6, reasons },
    lawReferences: detector.law,
    citation: citationOf(clause.unit),
  };
  if (favoursUser) {
    // The detector's words speak to the protected side ("you" = the tenant); read for the stronger
    // side the roles swap, and the clause is one in the user's favour that may not hold.
    const law = detector.law[0]
      ? `${detector.law[0].act}${detector.law[0].section ? ` ${detector.law[0].section}` : ""}`
      : null;
    return {
      ...base,
      title: favourTitle(detector.title, other),
      severity: "low",
      explanation: `This clause works in your favour as the ${side.label.toLowerCase()}, so it is not a problem for you. But the law protects ${other} here${law ? ` (${law})` : ""}, so a court or tribunal may not enforce it as written. Relying on it could cost you time and money.`,
      advice: {
        ask: "You need not ask for a change. Do not count on this clause as written: a fair version would hold.",
        suggestedWording: null,
      },
      favoursUser: true,
    };
  }
  const because = detection.because.replace(/\bthe other side\b/g, other);
  return {
    ...base,
    title: fill(detector.title),
    severity: detection.severity,
    explanation: `${capitalise(because)} ${fill(detector.explanation)}`,
    advice: { ask: fill(detector.advice), suggestedWording: fill(detector.wording) },
  };
}

/**
 * The user's side as the detectors' `against` lists name it: a "client" of a venue or security
 * firm is a consumer, and a "service provider" who is a developer, creator or freelancer working
 * for a client is a contractor.
 */
function sideIdIn(side: Side, contract: ContractContext): string {
  if (side.id === "client") return workForClient(contract) ? "client" : "consumer";
  if (side.id === "service_provider" && workForClient(contract)) return "contractor";
  return side.id;
}

/**
 * One finding per problem. When a rule already reports a detector's problem at the same clause
 * (it cites the same Act), the rule's finding stays, rated at the higher of the two, with the
 * detector's values added to its explanation; otherwise the detector's finding is added.
 */
export function mergeFindings(ruleFindings: Finding[], detectorFindings: Finding[]): Finding[] {
  const merged = ruleFindings.map((f) => ({ ...f }));
  const added: Finding[] = [];
  for (const found of detectorFindings) {
    const acts = new Set(found.lawReferences.map((l) => l.act));
    const same = merged.find(
      (f) => citationKey(f) === citationKey(found) && f.lawReferences.some((l) => acts.has(l.act)),
    );
    if (!same) {
      added.push(found);
      continue;
    }
    if (RANK[found.severity] > RANK[same.severity]) {
      same.severity = found.severity;
      same.explanation = `${found.explanation.split(/(?<=\.)\s/)[0]} ${same.explanation}`;
    }
  }
  // A general rule (no Act) for the same kind of problem at the same clause gives way to the detector.
  const covered = (f: Finding) =>
    f.lawReferences.length === 0 &&
    added.some(
      (d) =>
        citationKey(d) === citationKey(f) && SAME_PROBLEM[f.ruleId.split(".").at(-1)!] === d.ruleId.split(".").at(-1),
    );
  return [...merged.filter((f) => !covered(f)), ...added];
}

/** General rules (ruleId's last part) and the detector topic that reports the same problem with more care. */
const SAME_PROBLEM: Record<string, string> = {
  "termination-for-convenience": "termination-at-will-one-sided",
  "legal-costs-attorney-client": "forum-unfair",
  "liquidated-damages": "penalty-disproportionate",
};

const RANK: Record<Finding["severity"], number> = { low: 0, medium: 1, high: 2 };

/**
 * A contract for work done for a client by a contractor, developer, creator or freelancer (rather
 * than a service a business supplies to the public, like a venue or a security firm).
 */
function workForClient(contract: ContractContext): boolean {
  return /["“'](?:the )?(?:contractor|developer|creator|consultant|freelancer|influencer|designer)["”']|\bindependent contractor\b/i.test(
    contract.source,
  );
}

const citationKey = (f: Finding) => (f.citation ? `${f.citation.start}-${f.citation.end}` : `missing-${f.id}`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
