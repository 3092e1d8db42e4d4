import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { analyzeContract } from "../../../agent/analysis/analyze-contract";
import { loadClauseClassifier } from "../../../agent/analysis/clause-classifier";
import { documentFromText } from "../../../agent/analysis/document-from-text";
import { durationInDays, parseDurations } from "../../../agent/analysis/key-terms/parse-durations";
import { rulePackVersions } from "../../../agent/analysis/rules/rule-packs";
import type { AnalysisResult, Finding } from "../../../common/analysis";

type ExpectedFinding = {
  clause: string;
  issue: string;
  severity: string;
  law_reference: string | null;
  must_find: boolean;
};
export type AnswerKey = {
  slug: string;
  parties: Array<{ name: string }>;
  key_dates: Array<{ label: string; date: string; derived?: boolean }>;
  key_amounts: Array<{ label: string; amount_zar: number; derived?: boolean }>;
  notice_periods: Array<{ label: string; period: string }>;
  expected_findings: ExpectedFinding[];
  formats: { source_text: string };
};

export type FindingsContractReport = {
  slug: string;
  mustFind: number;
  found: number;
  missed: ExpectedFinding[];
  reportedMediumHigh: number;
  matchedMediumHigh: number;
  unmatched: Array<{ clause: string | null; ruleId: string; severity: string; topic: string }>;
  keyTerms: { total: number; correct: number; misses: string[] };
};

export type FindingsReport = {
  suite: "findings";
  dataDir: string;
  classifierVersion: string;
  rulePacks: Record<string, string>;
  contracts: FindingsContractReport[];
  recall: number;
  precision: number;
  keyTermAccuracy: number;
};

/**
 * Findings suite over a folder of contracts with `<slug>.answers.json` keys. Recall: expected
 * findings with must_find that some reported finding matches. Precision: of reported findings
 * rated medium or high, the share matching any expected finding. A finding matches when it cites
 * the same clause (or a sub-clause of it) and the same legal topic (an Act both name; when the key
 * names no Act, the clause alone). Key terms: parties, non-derived dates and amounts, and notice
 * periods the key states as a duration.
 */
export function runFindingsSuite(options: { dataDir: string; slugs?: string[] }): FindingsReport {
  const keys = readdirSync(options.dataDir)
    .filter((f) => f.endsWith(".answers.json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(options.dataDir, f), "utf8")) as AnswerKey)
    .filter((key) => !options.slugs || options.slugs.includes(key.slug));
  const contracts = keys.map((key) => {
    const text = readFileSync(join(options.dataDir, key.formats.source_text), "utf8");
    return scoreContract(key, analyzeContract(documentFromText(text)));
  });
  const sum = (pick: (c: FindingsContractReport) => number) => contracts.reduce((s, c) => s + pick(c), 0);
  return {
    suite: "findings",
    dataDir: options.dataDir,
    classifierVersion: loadClauseClassifier().version,
    rulePacks: rulePackVersions(),
    contracts,
    recall: ratio(
      sum((c) => c.found),
      sum((c) => c.mustFind),
    ),
    precision: ratio(
      sum((c) => c.matchedMediumHigh),
      sum((c) => c.reportedMediumHigh),
    ),
    keyTermAccuracy: ratio(
      sum((c) => c.keyTerms.correct),
      sum((c) => c.keyTerms.total),
    ),
  };
}

export function scoreContract(key: AnswerKey, result: AnalysisResult): FindingsContractReport {
  const mustFind = key.expected_findings.filter((e) => e.must_find);
  const missed = mustFind.filter((expected) => !result.findings.some((f) => findingMatches(f, expected)));
  const reported = result.findings.filter((f) => f.severity !== "low");
  const unmatched = reported.filter((f) => !key.expected_findings.some((e) => findingMatches(f, e)));
  return {
    slug: key.slug,
    mustFind: mustFind.length,
    found: mustFind.length - missed.length,
    missed,
    reportedMediumHigh: reported.length,
    matchedMediumHigh: reported.length - unmatched.length,
    unmatched: unmatched.map((f) => ({
      clause: f.citation?.clauseNumber ?? null,
      ruleId: f.ruleId,
      severity: f.severity,
      topic: f.topic,
    })),
    keyTerms: scoreKeyTerms(key, result),
  };
}

export function findingMatches(finding: Finding, expected: ExpectedFinding): boolean {
  const clause = finding.citation?.clauseNumber;
  if (!clause) return false;
  const sameClause =
    clause === expected.clause || clause.startsWith(`${expected.clause}.`) || clause.startsWith(`${expected.clause}(`);
  if (!sameClause) return false;
  if (!expected.law_reference) return true;
  const expectedActs = actsIn(expected.law_reference);
  const findingActs = new Set([...finding.lawReferences.map((l) => l.act), finding.topic].flatMap(actsIn));
  return expectedActs.some((act) => findingActs.has(act));
}

/** "Rental Housing Act 50 of 1999, s5(3)" → ["rental housing act"]; also the Constitution. */
function actsIn(text: string): string[] {
  const acts = [...text.matchAll(/((?:[A-Z][A-Za-z']+\s+)+Act)\b/g)].map((m) => m[1]!.toLowerCase());
  if (/constitution/i.test(text)) acts.push("constitution");
  return acts;
}

function scoreKeyTerms(key: AnswerKey, result: AnalysisResult) {
  const misses: string[] = [];
  let total = 0;
  let correct = 0;
  const check = (ok: boolean, what: string) => {
    total++;
    if (ok) correct++;
    else misses.push(what);
  };
  const norm = (name: string) =>
    name
      .toLowerCase()
      .replace(/\bt\/a\b.*$/, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  for (const party of key.parties) {
    const expected = norm(party.name);
    check(
      result.keyTerms.parties.some(
        (p) =>
          norm(p.name) === expected ||
          (norm(p.name).length > 5 && (expected.includes(norm(p.name)) || norm(p.name).includes(expected))),
      ),
      `party ${party.name}`,
    );
  }
  for (const date of key.key_dates.filter((d) => !d.derived))
    check(
      result.keyTerms.dates.some((d) => d.date === date.date),
      `date ${date.label} ${date.date}`,
    );
  for (const amount of key.key_amounts.filter((a) => !a.derived))
    check(
      result.keyTerms.amounts.some((a) => Math.abs(a.value - amount.amount_zar) < 0.005),
      `amount ${amount.label} ${amount.amount_zar}`,
    );
  for (const notice of key.notice_periods) {
    const expected = parseDurations(notice.period)[0];
    if (!expected) continue;
    check(
      result.keyTerms.noticePeriods.some((p) => Math.abs(durationInDays(p.period) - durationInDays(expected)) < 0.01),
      `notice ${notice.label} ${notice.period}`,
    );
  }
  return { total, correct, misses };
}

function ratio(a: number, b: number): number {
  return b === 0 ? 1 : a / b;
}
