import type { LawReference } from "../../common/analysis";
import { RULE_PACKS } from "./rules/rule-packs";
import { zaDetectors } from "./rules/za/detectors";
import { RESTRAINT as RESTRAINT_SOURCES } from "./rules/za/law-numbers";

/**
 * No invented law: a reference an AI model gives is kept only if the product's own table knows it —
 * the Acts, sections and cases the rule packs and detectors cite (agent/analysis/rules). A model's
 * reference to an Act not in the table, a section of a known Act that no rule cites, or a case the
 * table does not name is unknown, and the caller drops it.
 */
export type LawReferenceCheck = { known: true } | { known: false; reason: string };

type KnownAct = { name: string; sections: Set<string> };

/** Cases the product cites (restraints of trade), by their first party's name. */
const KNOWN_CASES = RESTRAINT_SOURCES.source
  .split(";")
  .map((s) => s.trim())
  .filter((s) => /\sv\s/.test(s));

const KNOWN_ACTS: Map<string, KnownAct> = buildTable();

function buildTable(): Map<string, KnownAct> {
  const references: LawReference[] = [
    ...RULE_PACKS.flatMap((pack) => [...pack.clauseRules, ...pack.missingRules].flatMap((rule) => rule.law)),
    ...zaDetectors.flatMap((detector) => detector.law),
  ];
  const table = new Map<string, KnownAct>();
  for (const reference of references) {
    const key = normalize(reference.act);
    const entry = table.get(key) ?? { name: reference.act, sections: new Set<string>() };
    for (const number of sectionNumbers(reference.section ?? "", true)) entry.sections.add(number);
    table.set(key, entry);
  }
  return table;
}

/** Checks one reference a model gave against the table. */
export function checkLawReference(reference: { act: string; section: string | null }): LawReferenceCheck {
  const act = findAct(reference.act);
  if (!act) {
    return isCaseName(reference.act) && KNOWN_CASES.some((c) => sameCase(c, reference.act))
      ? { known: true }
      : { known: false, reason: `"${reference.act}" is not in ContractClarity's table of law` };
  }
  if (reference.section === null || reference.section.trim() === "") return { known: true };
  const numbers = sectionNumbers(reference.section, false);
  if (numbers.length === 0) return { known: false, reason: `"${reference.section}" is not a section number` };
  const unknown = numbers.filter((n) => !act.sections.has(n));
  return unknown.length === 0
    ? { known: true }
    : { known: false, reason: `${act.name} ${unknown.join(", ")} is not in ContractClarity's table of law` };
}

/** Splits a model's references into those the table knows and those it does not. */
export function verifyLawReferences<T extends { act: string; section: string | null }>(
  references: T[],
): { kept: T[]; dropped: Array<T & { reason: string }> } {
  const kept: T[] = [];
  const dropped: Array<T & { reason: string }> = [];
  for (const reference of references) {
    const check = checkLawReference(reference);
    if (check.known) kept.push(reference);
    else dropped.push({ ...reference, reason: check.reason });
  }
  return { kept, dropped };
}

/** The exact references the product knows, for a prompt or a tool result that asks the model to quote them. */
export function knownLawReferences(): Array<{ act: string; sections: string[] }> {
  return [
    ...[...KNOWN_ACTS.values()].map((act) => ({
      act: act.name,
      sections: [...act.sections].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
    })),
    ...KNOWN_CASES.map((name) => ({ act: name, sections: [] })),
  ];
}

function findAct(name: string): KnownAct | undefined {
  const key = normalize(name);
  const exact = KNOWN_ACTS.get(key);
  if (exact) return exact;
  // "Consumer Protection Act" without its number and year names the same Act; a wrong number or year does not
  for (const act of KNOWN_ACTS.values()) {
    const bare = normalize(act.name.replace(/\s+\d+\s+of\s+\d{4}$/, ""));
    if (bare !== normalize(act.name) && key === bare) return act;
  }
  return undefined;
}

/**
 * The section (or regulation) numbers a section text names, without subsections: "s14(2)(b)" → 14,
 * "s55–s56" → 55 and 56, "Regulations reg 44(3)(i)" → reg 44. In the table, a range names every
 * section in it; in a model's text only its ends are checked.
 */
function sectionNumbers(section: string, expandRanges: boolean): string[] {
  const text = section.replace(/\([^)]*\)/g, "").replace(/\bsections?\b|\bss?\.?(?=\s*\d)/gi, " ");
  const numbers: string[] = [];
  const pattern = /(reg(?:ulation)?s?\.?\s*)?(\d+[A-Z]?)(?:\s*[–-]\s*(?:s|reg\s*)?(\d+[A-Z]?))?/gi;
  for (const match of text.matchAll(pattern)) {
    const prefix = match[1] ? "reg " : "";
    const from = match[2]!;
    const to = match[3];
    numbers.push(prefix + from.toUpperCase());
    if (!to) continue;
    numbers.push(prefix + to.toUpperCase());
    if (expandRanges && /^\d+$/.test(from) && /^\d+$/.test(to)) {
      for (let n = Number(from) + 1; n < Number(to); n++) numbers.push(prefix + String(n));
    }
  }
  return numbers;
}

function isCaseName(text: string): boolean {
  return /\sv\.?\s/i.test(text);
}

/** Same case when both parties' first words match ("Basson v Chilwan 1993 (3) SA 742 (A)" ~ "Basson v Chilwan"). */
function sameCase(known: string, given: string): boolean {
  const parties = (text: string) =>
    text
      .split(/\sv\.?\s/i)
      .slice(0, 2)
      .map((p) => normalize(p).split(" ")[0]);
  const [a, b] = parties(known);
  const [c, d] = parties(given);
  return a === c && b === d;
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
