import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { analyzeContract } from "../../../agent/analysis/analyze-contract";
import { loadClauseClassifier } from "../../../agent/analysis/clause-classifier";
import { documentFromText } from "../../../agent/analysis/document-from-text";
import { rulePackVersions } from "../../../agent/analysis/rules/rule-packs";
import type { EvalSuite } from "../../framework/types";
import { findingsAbsent } from "../../scorers/findings-absent";
import { findingsPresent } from "../../scorers/findings-present";
import { keyTermValues } from "../../scorers/key-term-values";
import { type AnswerKey, scoreContract } from "./findings-suite";

type FindingsCase = { key: AnswerKey; text: string };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

/** The fixture contracts with answer keys: must-find findings present, no unexpected medium/high finding, key-term values. */
export const findingsSuite: EvalSuite<FindingsCase> = {
  name: "findings",
  description: "South African fixture contracts against their answer keys (local analysis engine)",
  usesModel: false,
  headline: [
    { key: "recall", label: "recall" },
    { key: "precision", label: "precision" },
    { key: "keyTermAccuracy", label: "key-terms" },
  ],
  cases({ settings }) {
    return readdirSync(settings.fixturesDir)
      .filter((file) => file.endsWith(".answers.json"))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(settings.fixturesDir, file), "utf8")) as AnswerKey)
      .map((key) => ({
        id: key.slug,
        title: key.slug,
        data: { key, text: readFileSync(join(settings.fixturesDir, key.formats.source_text), "utf8") },
      }));
  },
  async runCase({ data }) {
    const report = scoreContract(data.key, analyzeContract(documentFromText(data.text)));
    const mustFind = data.key.expected_findings.filter((e) => e.must_find);
    const firstMissed = report.missed[0];
    const excerpt = firstMissed ? clauseExcerpt(data.text, firstMissed.clause) : data.text.slice(0, 500);
    return {
      scores: [
        findingsPresent(mustFind, report.missed),
        findingsAbsent(report.reportedMediumHigh, report.unmatched),
        keyTermValues(report.keyTerms.total, report.keyTerms.misses),
      ],
      excerpt,
    };
  },
  metrics(results) {
    const meta = (scorer: string, field: string) =>
      results.flatMap((r) => r.scores.filter((s) => s.scorer === scorer).map((s) => Number(s.metadata?.[field] ?? 0)));
    return {
      recall: ratio(sum(meta("findings-present", "found")), sum(meta("findings-present", "expected"))),
      precision: ratio(sum(meta("findings-absent", "matched")), sum(meta("findings-absent", "reported"))),
      keyTermAccuracy: ratio(sum(meta("key-term-values", "correct")), sum(meta("key-term-values", "total"))),
    };
  },
  describeRun: () => ({ classifier: loadClauseClassifier().version, rulePacks: rulePackVersions() }),
};

/** The text of clause `number` (its line and what follows, up to 500 characters). */
export function clauseExcerpt(text: string, number: string): string {
  const at = text.search(new RegExp(`(^|\\n)\\s*${number.replace(/\./g, "\\.")}[.\\s]`));
  return at < 0 ? text.slice(0, 500) : text.slice(at, at + 500).trim();
}
