import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { analyzeContract } from "../../../agent/analysis/analyze-contract";
import { loadClauseClassifier } from "../../../agent/analysis/clause-classifier";
import { documentFromText } from "../../../agent/analysis/document-from-text";
import { rulePackVersions } from "../../../agent/analysis/rules/rule-packs";
import { prf } from "../../scoring";

type Label = { id: string; spans: Array<{ category: string; start: number; end: number; text: string }> };

export type CuadCategoryScore = {
  category: string;
  presence: { tp: number; fp: number; fn: number; precision: number; recall: number; f1: number };
  span: { predicted: number; correct: number; gold: number; found: number };
};

export type CuadReport = {
  suite: "cuad";
  dataDir: string;
  split: string;
  contracts: string[];
  classifierVersion: string;
  rulePacks: Record<string, string>;
  categories: CuadCategoryScore[];
  presenceMacroF1: number;
  span: { precision: number; recall: number; microF1: number };
  msPerContract: number;
};

/**
 * CUAD suite. (a) Presence: per contract and category, predicted present iff some clause of the
 * analysis carries the category; gold present iff the contract has a span of it; macro-F1 over all
 * categories. (b) Spans: a predicted (clause, category) is correct if it overlaps a gold span of
 * that category (or contains the span's text, the README's tolerance for repeated texts); a gold
 * span is found if some correct prediction covers it; micro-F1.
 */
export type CuadLabel = Label;
export type CuadCounts = {
  tp: number;
  fp: number;
  fn: number;
  predicted: number;
  correct: number;
  gold: number;
  found: number;
};

/** The CUAD contracts a run scores: the classifier's dev split (never trained on) unless ids are given, then `limit`. */
export function selectCuadContracts(options: { dataDir: string; ids?: string[]; limit?: number }): {
  categories: string[];
  labels: Label[];
  split: string;
} {
  const classifier = loadClauseClassifier();
  const categories = (
    JSON.parse(readFileSync(join(options.dataDir, "categories.json"), "utf8")) as Array<{ name: string }>
  ).map((c) => c.name);
  const labels = readFileSync(join(options.dataDir, "labels.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Label);
  const available = labels.filter((l) => existsSync(join(options.dataDir, "contracts", `${l.id}.txt`)));
  let split = "all";
  let selected = available;
  if (options.ids) {
    selected = available.filter((l) => options.ids!.includes(l.id));
    split = "given ids";
  } else {
    const dev = new Set(classifier.split.dev);
    const inDev = available.filter((l) => dev.has(l.id));
    if (inDev.length > 0) {
      selected = inDev;
      split = "dev (from the classifier artifact)";
    }
  }
  if (options.limit) selected = selected.slice(0, options.limit);
  return { categories, labels: selected, split };
}

/** One contract's presence and span counts per category (summed over contracts by the suite). */
export function scoreCuadContract(
  label: Label,
  text: string,
  categories: string[],
): { counts: Map<string, CuadCounts>; predictedCategories: string[]; goldCategories: string[] } {
  const result = analyzeContract(documentFromText(text));
  const counts = new Map<string, CuadCounts>();
  for (const category of categories) {
    const gold = label.spans.filter((s) => s.category === category);
    const predicted = result.clauses.filter((c) => c.categories.some((k) => k.id === category));
    const isGold = gold.length > 0;
    const isPredicted = predicted.length > 0;
    const covers = (clause: { start: number; end: number; text: string }, span: Label["spans"][number]) =>
      (span.start < clause.end && span.end > clause.start) || (span.text.length > 0 && clause.text.includes(span.text));
    counts.set(category, {
      tp: isGold && isPredicted ? 1 : 0,
      fp: !isGold && isPredicted ? 1 : 0,
      fn: isGold && !isPredicted ? 1 : 0,
      predicted: predicted.length,
      correct: predicted.filter((clause) => gold.some((span) => covers(clause, span))).length,
      gold: gold.length,
      found: gold.filter((span) => predicted.some((clause) => covers(clause, span))).length,
    });
  }
  return {
    counts,
    predictedCategories: categories.filter((c) => counts.get(c)!.predicted > 0),
    goldCategories: categories.filter((c) => counts.get(c)!.gold > 0),
  };
}

/** Presence macro-F1 over categories and span micro-F1 from summed counts. */
export function cuadFigures(
  categories: string[],
  perContract: Array<Map<string, CuadCounts>>,
): {
  scores: CuadCategoryScore[];
  presenceMacroF1: number;
  span: { precision: number; recall: number; microF1: number };
} {
  const scores: CuadCategoryScore[] = categories.map((category) => {
    const c = perContract.reduce(
      (t, counts) => {
        const one = counts.get(category)!;
        return {
          tp: t.tp + one.tp,
          fp: t.fp + one.fp,
          fn: t.fn + one.fn,
          predicted: t.predicted + one.predicted,
          correct: t.correct + one.correct,
          gold: t.gold + one.gold,
          found: t.found + one.found,
        };
      },
      { tp: 0, fp: 0, fn: 0, predicted: 0, correct: 0, gold: 0, found: 0 },
    );
    return {
      category,
      presence: { tp: c.tp, fp: c.fp, fn: c.fn, ...prf(c.tp, c.fp, c.fn) },
      span: { predicted: c.predicted, correct: c.correct, gold: c.gold, found: c.found },
    };
  });
  const totals = scores.reduce(
    (t, c) => ({
      predicted: t.predicted + c.span.predicted,
      correct: t.correct + c.span.correct,
      gold: t.gold + c.span.gold,
      found: t.found + c.span.found,
    }),
    { predicted: 0, correct: 0, gold: 0, found: 0 },
  );
  const precision = totals.predicted === 0 ? 0 : totals.correct / totals.predicted;
  const recall = totals.gold === 0 ? 0 : totals.found / totals.gold;
  return {
    scores,
    presenceMacroF1: scores.length ? scores.reduce((s, c) => s + c.presence.f1, 0) / scores.length : 0,
    span: {
      precision,
      recall,
      microF1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    },
  };
}

export function runCuadSuite(options: { dataDir: string; ids?: string[]; limit?: number }): CuadReport {
  const classifier = loadClauseClassifier();
  const { categories, labels: selected, split } = selectCuadContracts(options);
  const started = Date.now();
  const perContract = selected.map(
    (label) =>
      scoreCuadContract(label, readFileSync(join(options.dataDir, "contracts", `${label.id}.txt`), "utf8"), categories)
        .counts,
  );
  const figures = cuadFigures(categories, perContract);
  return {
    suite: "cuad",
    dataDir: options.dataDir,
    split,
    contracts: selected.map((l) => l.id),
    classifierVersion: classifier.version,
    rulePacks: rulePackVersions(),
    categories: figures.scores,
    presenceMacroF1: figures.presenceMacroF1,
    span: figures.span,
    msPerContract: selected.length ? Math.round((Date.now() - started) / selected.length) : 0,
  };
}
