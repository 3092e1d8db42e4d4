import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadClauseClassifier } from "../../../agent/analysis/clause-classifier";
import { rulePackVersions } from "../../../agent/analysis/rules/rule-packs";
import type { EvalSuite } from "../../framework/types";
import { categoriesFound } from "../../scorers/categories-found";
import { type CuadCounts, type CuadLabel, cuadFigures, scoreCuadContract, selectCuadContracts } from "./cuad-suite";

/** A contract passes when the categories the analysis finds in it reach this F1 against CUAD's labels. */
const MIN_CONTRACT_F1 = 0.5;

type CuadCase = { label: CuadLabel; categories: string[]; dataDir: string };

/** CUAD dev split, one case per contract: categories found (presence) and clause spans, with the suite's macro/micro F1. */
export const cuadSuite: EvalSuite<CuadCase> = {
  name: "cuad",
  description: "CUAD dev contracts: clause categories found and where (local analysis engine)",
  usesModel: false,
  headline: [
    { key: "presenceMacroF1", label: "presence macro-F1" },
    { key: "spanMicroF1", label: "span micro-F1" },
  ],
  cases({ settings }) {
    const { categories, labels } = selectCuadContracts({ dataDir: settings.cuadDir });
    return labels.map((label) => ({
      id: label.id.slice(0, 60),
      title: label.id,
      data: { label, categories, dataDir: settings.cuadDir },
    }));
  },
  async runCase({ data }) {
    const text = readFileSync(join(data.dataDir, "contracts", `${data.label.id}.txt`), "utf8");
    const scored = scoreCuadContract(data.label, text, data.categories);
    const spans = [...scored.counts.values()].reduce((t, c) => ({ gold: t.gold + c.gold, found: t.found + c.found }), {
      gold: 0,
      found: 0,
    });
    const presence = categoriesFound(scored.predictedCategories, scored.goldCategories, MIN_CONTRACT_F1);
    const missedSpan = data.label.spans.find((span) =>
      (presence.actual as { missed: string[] }).missed.includes(span.category),
    );
    return {
      scores: [
        {
          ...presence,
          metadata: { counts: Object.fromEntries(scored.counts), spansFound: spans.found, spansGold: spans.gold },
        },
      ],
      excerpt: missedSpan ? `Missed ${missedSpan.category}: “${missedSpan.text.slice(0, 400)}”` : text.slice(0, 400),
    };
  },
  metrics(results) {
    const counted = results
      .filter((r) => r.status !== "error")
      .map((r) => new Map(Object.entries(r.scores[0]!.metadata!.counts as Record<string, CuadCounts>)));
    const categories = counted[0] ? [...counted[0].keys()] : [];
    const figures = cuadFigures(categories, counted);
    return {
      presenceMacroF1: figures.presenceMacroF1,
      spanMicroF1: figures.span.microF1,
      spanPrecision: figures.span.precision,
      spanRecall: figures.span.recall,
    };
  },
  describeRun: () => ({ classifier: loadClauseClassifier().version, rulePacks: rulePackVersions() }),
};
