import { loadClauseClassifier } from "../../../agent/analysis/clause-classifier";
import { rulePackVersions } from "../../../agent/analysis/rules/rule-packs";
import { usesRunModel } from "../../framework/run-suite";
import type { CaseResult, EvalSuite } from "../../framework/types";
import { benignNotFlagged } from "../../scorers/benign-not-flagged";
import { findingsPresent } from "../../scorers/findings-present";
import { keyTermValues } from "../../scorers/key-term-values";
import { noFalseAllClear } from "../../scorers/no-false-all-clear";
import {
  analyzeCase,
  analyzeCaseWithModel,
  type FindingsCase,
  type FindingsContractReport,
  type FindingsFigures,
  figuresOf,
  findingsHeadline,
  loadFindingsCases,
  scoreContract,
} from "./findings-suite";

/**
 * The contracts with answer keys — the first three fixtures and, unless --data names one folder,
 * the South African corpus — scored strictly (see scoreContract): must-find findings found at the
 * clause and about the same problem, fair clauses left alone, no false all-clear, key-term values.
 */
export const findingsSuite: EvalSuite<FindingsCase> = {
  name: "findings",
  description:
    "contracts with answer keys, strict scorer (local analysis engine; with a hosted --provider, the model's review of its result)",
  usesModel: "when-hosted",
  headline: [
    { key: "recall", label: "must_find recall" },
    { key: "benignFlaggedRate", label: "benign flagged" },
    { key: "falseAllClear", label: "false all-clear" },
    { key: "severityAgreement", label: "severity agreement" },
  ],
  cases({ settings }) {
    const dirs = [settings.fixturesDir, ...(settings.zaCorpusDir ? [settings.zaCorpusDir] : [])];
    return dirs
      .flatMap((dir) => loadFindingsCases(dir))
      .map((data) => ({ id: `${data.group}/${data.key.slug}`, title: data.key.slug, data }));
  },
  async runCase({ data }, _state, context) {
    const hosted = usesRunModel(findingsSuite, context) ? await analyzeCaseWithModel(data, context.agentModel()) : null;
    const result = hosted?.result ?? analyzeCase(data);
    const report = scoreContract(data.key, result, data.group);
    const mustFind = data.key.expected_findings.filter((e) => e.must_find);
    const firstMissed = report.missed[0];
    return {
      scores: [
        { ...findingsPresent(mustFind, report.missed), metadata: countsOf(report) },
        benignNotFlagged(report.benign, report.benignFlagged),
        noFalseAllClear(report),
        keyTermValues(report.keyTerms.total, report.keyTerms.misses),
      ],
      detail: `must-find ${report.found}/${report.mustFind}, benign flagged ${report.benignFlagged.length}/${report.benign}, ${report.overallRisk} overall${report.warned ? " (could not judge)" : ""}${report.falseAllClear ? " FALSE ALL-CLEAR" : ""}`,
      excerpt: firstMissed ? clauseExcerpt(data.text, firstMissed.clause) : data.text.slice(0, 500),
      ...(hosted ? { lawReferencesDropped: hosted.lawReferencesDropped } : {}),
    };
  },
  metrics(all) {
    // a case that errored (a hosted review that failed) was not scored: it must not count as a contract with nothing to find
    const results = all.filter((r) => r.status !== "error");
    const figures = (subset: CaseResult[]) => figuresOf(subset.map(reportOf));
    const groups = [...new Set(results.map((r) => r.id.split("/")[0]!))];
    return {
      ...(results.length < all.length ? { errored: all.length - results.length } : {}),
      ...flatten(figures(results)),
      ...Object.fromEntries(
        groups.flatMap((group) =>
          Object.entries(flatten(figures(results.filter((r) => r.id.startsWith(`${group}/`))))).map(([key, value]) => [
            `${group}.${key}`,
            value,
          ]),
        ),
      ),
    };
  },
  formatMetrics(metrics) {
    const groups = [...new Set(Object.keys(metrics).flatMap((key) => (key.includes(".") ? [key.split(".")[0]!] : [])))];
    return groups.map((group) => findingsHeadline(`findings [${group}]`, unflatten(metrics, `${group}.`)));
  },
  formatHeadline: (metrics) =>
    `${findingsHeadline("findings", unflatten(metrics, ""))}${metrics.errored ? ` — ${metrics.errored} cases errored and are not in these figures` : ""}`,
  describeRun: () => ({ classifier: loadClauseClassifier().version, rulePacks: rulePackVersions() }),
};

function countsOf(report: FindingsContractReport): Record<string, number> {
  return {
    expected: report.mustFind,
    found: report.found,
    benign: report.benign,
    benignFlagged: report.benignFlagged.length,
    hasHighProblem: report.hasHighProblem ? 1 : 0,
    falseAllClear: report.falseAllClear ? 1 : 0,
    addressed: report.addressed,
    severityAgreed: report.severityAgreed,
    reported: report.reportedMediumHigh,
    matched: report.matchedMediumHigh,
  };
}

/** The per-contract counts back from a case result (an errored case counts as nothing found). */
function reportOf(result: CaseResult): FindingsContractReport {
  const meta = (scorer: string) => result.scores.find((s) => s.scorer === scorer)?.metadata ?? {};
  const counts = meta("findings-present") as Record<string, number>;
  const keyTerms = meta("key-term-values") as Record<string, number>;
  const n = (value: unknown) => Number(value ?? 0);
  return {
    group: result.id.split("/")[0]!,
    slug: result.title,
    overallRisk: "low",
    warned: false,
    mustFind: n(counts.expected),
    found: n(counts.found),
    missed: [],
    benign: n(counts.benign),
    benignFlagged: Array.from({ length: n(counts.benignFlagged) }, () => ({ clause: "", topic: "", by: "" })),
    hasHighProblem: n(counts.hasHighProblem) === 1,
    falseAllClear: n(counts.falseAllClear) === 1,
    addressed: n(counts.addressed),
    severityAgreed: n(counts.severityAgreed),
    reportedMediumHigh: n(counts.reported),
    matchedMediumHigh: n(counts.matched),
    keyTerms: { total: n(keyTerms.total), correct: n(keyTerms.correct), misses: [] },
  };
}

function flatten(figures: FindingsFigures): Record<string, number> {
  return { ...figures };
}

function unflatten(metrics: Record<string, number>, prefix: string): FindingsFigures {
  const get = (key: keyof FindingsFigures) => metrics[`${prefix}${key}`] ?? 0;
  return {
    contractCount: get("contractCount"),
    recall: get("recall"),
    mustFind: get("mustFind"),
    found: get("found"),
    benignFlagged: get("benignFlagged"),
    benign: get("benign"),
    benignFlaggedRate: get("benignFlaggedRate"),
    falseAllClear: get("falseAllClear"),
    highProblemContracts: get("highProblemContracts"),
    severityAgreement: get("severityAgreement"),
    precision: get("precision"),
    keyTermAccuracy: get("keyTermAccuracy"),
  };
}

/** The text of clause `number` (its line and what follows, up to 500 characters). */
export function clauseExcerpt(text: string, number: string): string {
  const at = text.search(new RegExp(`(^|\\n)\\s*${number.replace(/\./g, "\\.")}[.\\s]`));
  return at < 0 ? text.slice(0, 500) : text.slice(at, at + 500).trim();
}
