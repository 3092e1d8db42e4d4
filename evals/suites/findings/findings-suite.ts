import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { analyzeContract } from "../../../agent/analysis/analyze-contract";
import { analyzeContractWithModel } from "../../../agent/analysis/analyze-contract-with-model";
import { loadClauseClassifier } from "../../../agent/analysis/clause-classifier";
import { documentFromText } from "../../../agent/analysis/document-from-text";
import { durationInDays, parseDurations } from "../../../agent/analysis/key-terms/parse-durations";
import { rulePackVersions } from "../../../agent/analysis/rules/rule-packs";
import type { AgentModel } from "../../../api/agent/agent-model";
import type { AnalysisResult, Finding, RiskLevel } from "../../../common/analysis";
import { TOPIC_VOCABULARY } from "./topic-vocabulary";

export type ExpectedFinding = {
  clause: string;
  issue: string;
  severity: RiskLevel;
  law_reference: string | null;
  must_find: boolean;
  topic?: string;
  match_terms?: string[];
};
export type BenignClause = { clause: string; topic: string; why_fair: string };
export type AnswerKey = {
  slug: string;
  side?: string;
  parties: Array<{ name: string }>;
  key_dates: Array<{ label: string; date: string; derived?: boolean }>;
  key_amounts: Array<{ label: string; amount_zar: number; derived?: boolean }>;
  notice_periods: Array<{ label: string; period: string }>;
  expected_findings: ExpectedFinding[];
  benign?: BenignClause[];
  formats?: { source_text?: string | null };
};

/** An answer key with its contract text and the folder ("group") it came from. */
export type FindingsCase = { group: string; key: AnswerKey; text: string };

export type FindingsContractReport = {
  group: string;
  slug: string;
  overallRisk: RiskLevel;
  /** The result carries a "we could not judge it" warning. */
  warned: boolean;
  mustFind: number;
  found: number;
  missed: ExpectedFinding[];
  benign: number;
  benignFlagged: Array<{ clause: string; topic: string; by: string }>;
  /** The key has a high must-find problem (a candidate for a false all-clear). */
  hasHighProblem: boolean;
  falseAllClear: boolean;
  /** Expected findings (must-find or not) some finding addresses at any severity, and how many at the key's severity. */
  addressed: number;
  severityAgreed: number;
  reportedMediumHigh: number;
  matchedMediumHigh: number;
  keyTerms: { total: number; correct: number; misses: string[] };
};

export type FindingsFigures = {
  contractCount: number;
  recall: number;
  mustFind: number;
  found: number;
  benignFlagged: number;
  benign: number;
  benignFlaggedRate: number;
  falseAllClear: number;
  highProblemContracts: number;
  severityAgreement: number;
  precision: number;
  keyTermAccuracy: number;
};

export type FindingsReport = FindingsFigures & {
  suite: "findings";
  classifierVersion: string;
  rulePacks: Record<string, string>;
  groups: Record<string, FindingsFigures>;
  contracts: FindingsContractReport[];
};

/** The answer keys of a folder, each with its contract text (`formats.source_text`, else `<slug>.txt`). */
export function loadFindingsCases(dataDir: string, group = groupName(dataDir)): FindingsCase[] {
  return readdirSync(dataDir)
    .filter((file) => file.endsWith(".answers.json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dataDir, file), "utf8")) as AnswerKey)
    .map((key) => {
      const textFile = key.formats?.source_text ?? `${key.slug}.txt`;
      if (!existsSync(join(dataDir, textFile))) throw new Error(`${key.slug}: no contract text ${textFile}`);
      return { group, key, text: readFileSync(join(dataDir, textFile), "utf8") };
    });
}

/** Analyses the contract from the key's side, as a user would with `npm run analyze -- <file> --side <side>`. */
export function analyzeCase(findingsCase: FindingsCase): AnalysisResult {
  return analyzeContract(documentFromText(findingsCase.text), { side: findingsCase.key.side });
}

/**
 * The analysis with the hosted model's review, as a hosted production analysis runs it, and how many
 * law references the model cited that are not in the product's table (dropped from the result). The
 * model never falls back here: a failed review throws, so its case is an error, never a score of the
 * local engine under the model's name.
 */
export async function analyzeCaseWithModel(
  findingsCase: FindingsCase,
  agent: AgentModel,
): Promise<{ result: AnalysisResult; lawReferencesDropped: number }> {
  let failure: unknown;
  let lawReferencesDropped = 0;
  const result = await analyzeContractWithModel(documentFromText(findingsCase.text), {
    side: findingsCase.key.side,
    model: agent.model,
    modelName: agent.info.model,
    onFallback: (error) => {
      failure = error;
    },
    onUnknownLaw: (dropped) => {
      lawReferencesDropped += dropped.length;
    },
  });
  if (failure !== undefined) throw failure;
  return { result, lawReferencesDropped };
}

/**
 * The findings suite over folders of contracts with answer keys (the first three fixtures and
 * the South African corpus), scored strictly: see scoreContract. Figures for each folder and in all.
 */
export function runFindingsSuite(options: { dataDirs: string[] }): FindingsReport {
  const contracts = options.dataDirs
    .flatMap((dir) => loadFindingsCases(dir))
    .map((c) => scoreContract(c.key, analyzeCase(c), c.group));
  const groups = [...new Set(contracts.map((c) => c.group))];
  return {
    suite: "findings",
    classifierVersion: loadClauseClassifier().version,
    rulePacks: rulePackVersions(),
    ...figuresOf(contracts),
    groups: Object.fromEntries(groups.map((g) => [g, figuresOf(contracts.filter((c) => c.group === g))])),
    contracts,
  };
}

export function figuresOf(contracts: FindingsContractReport[]): FindingsFigures {
  const sum = (pick: (c: FindingsContractReport) => number) => contracts.reduce((s, c) => s + pick(c), 0);
  const benignFlagged = sum((c) => c.benignFlagged.length);
  const benign = sum((c) => c.benign);
  return {
    contractCount: contracts.length,
    recall: ratio(
      sum((c) => c.found),
      sum((c) => c.mustFind),
    ),
    mustFind: sum((c) => c.mustFind),
    found: sum((c) => c.found),
    benignFlagged,
    benign,
    benignFlaggedRate: benign === 0 ? 0 : benignFlagged / benign,
    falseAllClear: contracts.filter((c) => c.falseAllClear).length,
    highProblemContracts: contracts.filter((c) => c.hasHighProblem).length,
    severityAgreement: ratio(
      sum((c) => c.severityAgreed),
      sum((c) => c.addressed),
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

/** `findings: must_find recall R, benign flagged B/N, false all-clear F/H, severity agreement S` */
export function findingsHeadline(label: string, figures: FindingsFigures): string {
  return `${label}: must_find recall ${figures.recall.toFixed(3)}, benign flagged ${figures.benignFlagged}/${figures.benign}, false all-clear ${figures.falseAllClear}/${figures.highProblemContracts}, severity agreement ${figures.severityAgreement.toFixed(3)}`;
}

const SEVERITY_RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };
/** The result says it could not judge the contract (too little recognised, a partial document). */
const COULD_NOT_JUDGE = /could not read enough|only (a )?part of the contract|not enough text/i;

/**
 * The strict scorer.
 * - An expected finding is found only when a finding rated at least medium (for an expected high
 *   or medium; any rating for an expected low) cites its clause or a sub-clause of it AND is about
 *   the same problem: its title, explanation or advice contains one of the key's `match_terms` or
 *   a word of the topic's own vocabulary (TOPIC_VOCABULARY).
 * - A benign clause (or a sub-clause of it) cited by a finding rated medium or high counts against.
 * - A contract with a high must-find problem rated low overall without a "could not judge it"
 *   warning is a false all-clear.
 * - Severity agreement: of the expected findings some finding addresses (any rating), the share
 *   whose highest such rating equals the key's.
 */
export function scoreContract(key: AnswerKey, result: AnalysisResult, group = ""): FindingsContractReport {
  const mustFind = key.expected_findings.filter((e) => e.must_find);
  const missed = mustFind.filter((expected) => !result.findings.some((f) => findingMatches(f, expected)));
  const reported = result.findings.filter((f) => f.severity !== "low");
  const unmatched = reported.filter((f) => !key.expected_findings.some((e) => addresses(f, e)));
  const benign = key.benign ?? [];
  const benignFlagged = benign.flatMap((b) => {
    const by = reported.find((f) => citesClause(f, b.clause));
    return by ? [{ clause: b.clause, topic: b.topic, by: `${by.severity} ${by.ruleId}: ${by.title}` }] : [];
  });
  let addressed = 0;
  let severityAgreed = 0;
  for (const expected of key.expected_findings) {
    const ratings = result.findings.filter((f) => addresses(f, expected)).map((f) => SEVERITY_RANK[f.severity]);
    if (ratings.length === 0) continue;
    addressed++;
    if (Math.max(...ratings) === SEVERITY_RANK[expected.severity]) severityAgreed++;
  }
  const warned = result.uncertainty.reasons.some((reason) => COULD_NOT_JUDGE.test(reason));
  const hasHighProblem = mustFind.some((e) => e.severity === "high");
  return {
    group,
    slug: key.slug,
    overallRisk: result.overallRisk.level,
    warned,
    mustFind: mustFind.length,
    found: mustFind.length - missed.length,
    missed,
    benign: benign.length,
    benignFlagged,
    hasHighProblem,
    falseAllClear: hasHighProblem && result.overallRisk.level === "low" && !warned,
    addressed,
    severityAgreed,
    reportedMediumHigh: reported.length,
    matchedMediumHigh: reported.length - unmatched.length,
    keyTerms: scoreKeyTerms(key, result),
  };
}

/** Found: rated at least medium for an expected high or medium, at the clause, about the same problem. */
export function findingMatches(finding: Finding, expected: ExpectedFinding): boolean {
  const needed = expected.severity === "low" ? 0 : SEVERITY_RANK.medium;
  return SEVERITY_RANK[finding.severity] >= needed && addresses(finding, expected);
}

/** At the expected clause (or a sub-clause) and about the same problem, whatever the rating. */
function addresses(finding: Finding, expected: ExpectedFinding): boolean {
  return citesClause(finding, expected.clause) && aboutSameProblem(finding, expected);
}

export function citesClause(finding: Finding, clause: string): boolean {
  const cited = finding.citation?.clauseNumber;
  if (!cited) return false;
  return cited === clause || cited.startsWith(`${clause}.`) || cited.startsWith(`${clause}(`);
}

export function aboutSameProblem(finding: Finding, expected: ExpectedFinding): boolean {
  const said = [finding.title, finding.explanation, finding.advice.ask].join("\n").toLowerCase();
  const words = [...(expected.match_terms ?? []), ...(TOPIC_VOCABULARY[expected.topic ?? "other"] ?? [])];
  return words.some((word) => said.includes(word.toLowerCase()));
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

/** "fixtures" for fixtures/contracts (the first three fixtures), else the folder's name ("za-corpus"). */
function groupName(dataDir: string): string {
  const name = basename(dataDir);
  return name === "contracts" ? "fixtures" : name;
}
