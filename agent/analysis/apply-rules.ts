import type { Finding, RiskLevel, Side } from "../../common/analysis";
import { contractTypeIn } from "./detect-contract-type";
import { citationOf } from "./key-terms/extract-key-terms";
import type { ClauseContext, ClauseRule, ContractContext, MissingClauseRule, RulePack } from "./rules/rule-types";
import { sideLabel } from "./sides";
import { favourTitle, swapRoles } from "./swap-roles";

export type UnitFlags = { lowConfidencePage: boolean; page: number };

const RULE_CONFIDENCE = 0.85;
export const FINDING_CONFIDENCE_THRESHOLD = 0.6;

/** Runs every clause rule of the packs over the clauses, from the given side's position. */
export function applyClauseRules(
  packs: RulePack[],
  contract: ContractContext,
  side: Side | null,
  flags: UnitFlags[],
): Finding[] {
  const findings: Finding[] = [];
  for (const pack of packs) {
    for (const rule of pack.clauseRules) {
      if (rule.contractTypes && !contractTypeIn(rule.contractTypes, contract.type)) continue;
      const firedGroups = new Set<string>();
      contract.units.forEach((unit, index) => {
        const clause: ClauseContext = {
          unit,
          heading: [...unit.parentHeadings, unit.heading ?? ""].join(" "),
          text: unit.text,
          categories: contract.categoriesByUnit[index]!,
          contract,
        };
        if (!matches(rule, clause)) return;
        // One finding per rule per top-level clause: sibling sub-clauses that repeat the problem
        // (7.1 and 7.2) are one issue, cited at its first clause.
        const group = topLevel(unit.number) ?? `unit-${index}`;
        if (firedGroups.has(group)) return;
        firedGroups.add(group);
        findings.push(clauseFinding(pack, rule, clause, side, flags[index]!));
      });
    }
  }
  return findings;
}

function matches(rule: ClauseRule, clause: ClauseContext): boolean {
  const { when } = rule;
  if (when.categories || when.headingOrText) {
    const byCategory = when.categories?.some((c) => clause.categories.has(c)) ?? false;
    const byPattern = when.headingOrText ? when.headingOrText.test(`${clause.heading}\n${clause.text}`) : false;
    if (!byCategory && !byPattern) return false;
  }
  if (when.all && !when.all.every((p) => p.test(clause.text))) return false;
  if (when.any && !when.any.some((p) => p.test(clause.text))) return false;
  if (when.none?.some((p) => p.test(clause.text))) return false;
  return when.test ? when.test(clause) : true;
}

function clauseFinding(
  pack: RulePack,
  rule: ClauseRule,
  clause: ClauseContext,
  side: Side | null,
  flags: UnitFlags,
): Finding {
  const reasons: string[] = [];
  let confidence = rule.confidence ?? RULE_CONFIDENCE;
  if (flags.lowConfidencePage) {
    confidence *= 0.6;
    reasons.push(`The scan of page ${flags.page} is poor, so the text we read may be wrong.`);
  }
  if ((rule.confidence ?? RULE_CONFIDENCE) < 0.7)
    reasons.push("Whether this law applies depends on facts the contract does not state.");
  const positioned = fromSide(rule, side);
  return {
    id: `${rule.id}@${clause.unit.number ?? `u${clause.unit.index}`}`,
    ruleId: rule.id,
    pack: `${pack.id}@${pack.version}`,
    kind: "clause",
    title: positioned.title,
    topic: rule.topic,
    severity: positioned.severity,
    confidence: round(confidence),
    uncertainty: { uncertain: confidence < FINDING_CONFIDENCE_THRESHOLD, reasons },
    explanation: positioned.explanation,
    advice: { ask: positioned.advice, suggestedWording: rule.suggestedWording },
    lawReferences: rule.law,
    citation: citationOf(clause.unit),
    ...(positioned.favoursUser ? { favoursUser: true } : {}),
  };
}

/**
 * The other side of each protected side. A rule favours the user only when the user is the other
 * side of the one it protects (a landlord reading a tenant-protecting rule); a freelancer or a gym
 * member reading a rule written for tenants is not "the other side" and gets the rule as it is.
 */
const COUNTERPARTS: Record<string, string[]> = {
  tenant: ["landlord"],
  employee: ["employer"],
  borrower: ["lender"],
  buyer: ["seller"],
  consumer: ["service_provider", "seller", "supplier"],
  client: ["service_provider"],
  contractor: ["client"],
  service_provider: ["client"],
  licensee: ["licensor"],
  receiving_party: ["disclosing_party"],
  disclosing_party: ["receiving_party"],
};

/**
 * Risk, explanation and advice from the chosen side. A rule that protects the other side is
 * still reported, rated low, and explained as a clause that favours the user but may not hold.
 */
function fromSide(
  rule: { protects: string[]; severity: RiskLevel; explanation: string; advice: string; title: string },
  side: Side | null,
) {
  const favoursUser =
    !!side && !rule.protects.includes(side.id) && rule.protects.some((p) => COUNTERPARTS[p]?.includes(side.id));
  if (!side || !favoursUser)
    return {
      title: rule.title,
      severity: rule.severity,
      explanation: rule.explanation,
      advice: rule.advice,
      favoursUser: false,
    };
  const protectedLabel = sideLabel(rule.protects[0]!).toLowerCase();
  return {
    favoursUser: true,
    title: favourTitle(rule.title, `the ${protectedLabel}`),
    severity: "low" as RiskLevel,
    explanation: `This clause works in your favour as the ${side.label.toLowerCase()}, so it is not a problem for you. But the law protects the ${protectedLabel} here ("${swapRoles(rule.title, `the ${protectedLabel}`)}"), so a court or tribunal may not enforce it. Relying on it could cost you time and money.`,
    advice:
      "Bring this clause in line with the law before signing, so that you can rely on it. The suggested wording below is a fair version.",
  };
}

/** Missing-clause findings, raised only when the engine is confident the clause is absent. */
export function applyMissingRules(
  packs: RulePack[],
  contract: ContractContext,
  side: Side | null,
  confidentAbsence: boolean,
): Finding[] {
  if (!confidentAbsence) return [];
  const findings: Finding[] = [];
  for (const pack of packs) {
    for (const rule of pack.missingRules) {
      if (!contractTypeIn(rule.contractTypes, contract.type)) continue;
      if (rule.onlyIf && !rule.onlyIf(contract)) continue;
      if (isPresent(rule, contract)) continue;
      const positioned = fromSide(rule, side);
      findings.push({
        id: `${rule.id}@missing`,
        ruleId: rule.id,
        pack: `${pack.id}@${pack.version}`,
        kind: "missing",
        title: positioned.title,
        topic: rule.topic,
        severity: positioned.severity,
        confidence: 0.8,
        uncertainty: { uncertain: false, reasons: [] },
        explanation: positioned.explanation,
        advice: { ask: positioned.advice, suggestedWording: rule.suggestedWording },
        lawReferences: rule.law,
        citation: null,
        ...(positioned.favoursUser ? { favoursUser: true } : {}),
      });
    }
  }
  return findings;
}

function isPresent(rule: MissingClauseRule, contract: ContractContext): boolean {
  const { categories, pattern } = rule.presentWhen;
  return contract.units.some(
    (unit, index) =>
      (categories?.some((c) => contract.categoriesByUnit[index]!.has(c)) ?? false) ||
      (pattern?.test(`${unit.heading ?? ""}\n${unit.text}`) ?? false),
  );
}

function topLevel(number: string | null): string | null {
  if (!number) return null;
  return number.split(/[.(]/)[0] || number;
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
