import type { Finding, Side } from "../../common/analysis";
import type { UnitFlags } from "./apply-rules";
import { citationOf } from "./key-terms/extract-key-terms";
import type { ClauseContext, ContractContext } from "./rules/rule-types";
import { zaDetectors } from "./rules/za/detectors";
import { type Detector, factsOf } from "./rules/za/detectors/facts";
import { zaRulePack } from "./rules/za/pack";

const DETECTOR_CONFIDENCE = 0.8;
/** A definition ("Rent" means …) says what a word means, not what a party must do. */
const DEFINITION =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:\([a-z0-9]+\)\s*)?["“'][^"”']{1,60}["”']\s+(?:means|shall mean|includes|refers to)\b/i;
/** The detectors are part of the za pack: their findings carry its id and version, like its rules. */
export const DETECTOR_PACK = `${zaRulePack.id}@${zaRulePack.version}`;

/** Words a contract uses for the user, by side; "you" always names the reader in a plain-English contract. */
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
};
const WEAKER_DEFAULT = ["consumer", "tenant", "employee", "borrower", "buyer"];

/** The user's words in this contract: their side's role words, their party's name, and "you". */
export function userWordsOf(side: Side | null, contract: ContractContext): RegExp {
  const ids = side && side.id !== "party" ? [side.id === "member" ? "consumer" : side.id] : WEAKER_DEFAULT;
  const words = ids.flatMap((id) => (SIDE_WORDS[id] ?? id).split("|"));
  const party =
    side?.partyName ?? contract.keyTerms.parties.find((p) => p.role && ids.includes(p.role.toLowerCase()))?.name;
  const names = party ? [escapeRegExp(party.split(/\s+/).slice(0, 2).join(" "))] : [];
  return new RegExp(`\\b(?:you|your|${[...words, ...names].join("|")})\\b`, "i");
}

/**
 * The other side as this contract names it: a defined term in quotes ("the Club"), a party's role,
 * or "the other side".
 */
export function otherSideName(side: Side | null, contract: ContractContext, userWords: RegExp): string {
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
  return side ? "the other side" : "the other side";
}

/** Runs every detector over every clause; one finding per detector per clause unit. */
export function applyDetectors(contract: ContractContext, side: Side | null, flags: UnitFlags[]): Finding[] {
  if (contract.jurisdiction !== "ZA") return [];
  const userWords = userWordsOf(side, contract);
  const other = otherSideName(side, contract, userWords);
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
      findings.push(detectorFinding(detector, detection, clause, side, other, flags[index]!));
    }
  });
  return findings;
}

export function detectorFinding(
  detector: Detector,
  detection: { severity: Finding["severity"]; because: string },
  clause: ClauseContext,
  side: Side | null,
  other: string,
  flags: UnitFlags,
): Finding {
  const fill = (text: string) =>
    text
      .replace(/(^|[.!?:]\s+)\{other\}/g, (_, lead: string) => `${lead}${capitalise(other)}`)
      .replace(/\{other\}/g, other);
  const favoursUser = side !== null && detector.against.includes(side.id) && !clientIsConsumer(side, clause.contract);
  let confidence = DETECTOR_CONFIDENCE;
  const reasons: string[] = [];
  if (flags.lowConfidencePage) {
    confidence *= 0.6;
    reasons.push(`The scan of page ${flags.page} is poor, so the text we read may be wrong.`);
  }
  const because = detection.because.replace(/\bthe other side\b/g, other);
  const explanation = favoursUser
    ? `This clause favours you. ${because} ${fill(detector.explanation)} So a court or tribunal may not enforce it as written, and relying on it could cost you time and money.`
    : `${capitalise(because)} ${fill(detector.explanation)}`;
  return {
    id: `za.detect.${detector.topic}@${clause.unit.number ?? `u${clause.unit.index}`}`,
    ruleId: `za.detect.${detector.topic}`,
    pack: DETECTOR_PACK,
    kind: "clause",
    title: fill(detector.title),
    topic: detector.law[0]?.act ?? detector.topic,
    severity: favoursUser ? "low" : detection.severity,
    confidence: Math.round(confidence * 100) / 100,
    uncertainty: { uncertain: confidence < 0.6, reasons },
    explanation,
    advice: {
      ask: favoursUser
        ? "Bring this clause in line with the law before signing, so that you can rely on it. The suggested wording below is a fair version."
        : fill(detector.advice),
      suggestedWording: fill(detector.wording),
    },
    lawReferences: detector.law,
    citation: citationOf(clause.unit),
  };
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
 * "Client" names the stronger side when the other party is a contractor, developer or creator,
 * and the consumer when the other party supplies a service to the public (a venue, a security firm).
 */
function clientIsConsumer(side: Side, contract: ContractContext): boolean {
  if (side.id !== "client") return false;
  return !/["“'](?:the )?(?:contractor|developer|creator|consultant|freelancer|influencer|designer)["”']|\bindependent contractor\b/i.test(
    contract.source,
  );
}

const citationKey = (f: Finding) => (f.citation ? `${f.citation.start}-${f.citation.end}` : `missing-${f.id}`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
