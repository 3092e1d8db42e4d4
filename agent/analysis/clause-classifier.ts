import { readFileSync } from "node:fs";
import { z } from "zod";
import type { ClauseUnit } from "./clause-units";
import { type ContractGate, gateFeatures, gateProbability } from "./contract-gate";
import { clauseFeatures } from "./features";
import { sigmoid } from "./sigmoid";

/** The committed classifier artifact, written by `npm run train` (scripts/train.ts). */
export const clauseClassifierModelSchema = z.object({
  version: z.string(),
  createdWith: z.string(),
  categories: z.array(z.string()),
  /** The whole vocabulary (unit normalisation needs every feature's IDF, not only weighted ones). */
  features: z.array(z.string()),
  idf: z.array(z.number()),
  /** One entry per category, same order as `categories`. Weights are sparse: feature index → weight. */
  /**
   * A contract's best-scoring unit carries the category when it reaches `threshold`; any other
   * unit also needs `unitThreshold` and `relative` × the best unit's probability.
   */
  heads: z.array(
    z.object({
      bias: z.number(),
      threshold: z.number(),
      unitThreshold: z.number(),
      relative: z.number(),
      /** Contract-level presence gate; when set it replaces `threshold` for deciding presence. */
      gate: z.object({ weights: z.array(z.number()), bias: z.number(), threshold: z.number() }).nullable(),
      index: z.array(z.number()),
      weight: z.array(z.number()),
    }),
  ),
  split: z.object({ train: z.array(z.string()), tune: z.array(z.string()), dev: z.array(z.string()) }),
  tuneMetrics: z.record(z.string(), z.object({ presenceF1: z.number(), gatePresenceF1: z.number().nullable(), unitF1: z.number(), threshold: z.number(), unitThreshold: z.number(), relative: z.number(), positives: z.number() })),
});
export type ClauseClassifierModel = z.infer<typeof clauseClassifierModelSchema>;

export type CategoryScore = { category: string; probability: number; threshold: number; assigned: boolean };

export type ClauseClassifier = {
  version: string;
  categories: string[];
  split: ClauseClassifierModel["split"];
  /** Probabilities for every category, per unit, and whether the unit carries the category. */
  score(units: ClauseUnit[]): CategoryScore[][];
};

export const DEFAULT_MODEL_URL = new URL("./model/clause-classifier.json", import.meta.url);

let cached: ClauseClassifier | null = null;

/** Loads (once) the committed model. */
export function loadClauseClassifier(): ClauseClassifier {
  cached ??= createClauseClassifier(clauseClassifierModelSchema.parse(JSON.parse(readFileSync(DEFAULT_MODEL_URL, "utf8"))));
  return cached;
}

export function createClauseClassifier(model: ClauseClassifierModel): ClauseClassifier {
  const featureIndex = new Map<string, number>();
  model.features.forEach((name, index) => featureIndex.set(name, index));
  // Column-major: for each feature, the (category, weight) pairs that use it.
  const columns: Array<Array<[number, number]>> = model.features.map(() => []);
  model.heads.forEach((head, category) => {
    head.index.forEach((feature, k) => columns[feature]!.push([category, head.weight[k]!]));
  });
  return {
    version: model.version,
    categories: model.categories,
    split: model.split,
    score(units) {
      const probabilities = units.map((unit) => {
        const present: number[] = [];
        for (const name of clauseFeatures(unit, units.length)) {
          const feature = featureIndex.get(name);
          if (feature !== undefined) present.push(feature);
        }
        const norm = Math.sqrt(present.reduce((s, f) => s + model.idf[f]! ** 2, 0)) || 1;
        const logits = model.heads.map((head) => head.bias);
        for (const feature of present) {
          const value = model.idf[feature]! / norm;
          for (const [category, weight] of columns[feature]!) logits[category]! += weight * value;
        }
        return logits.map(sigmoid);
      });
      const categoryCount = model.categories.length;
      const best = model.heads.map((_, category) => Math.max(0, ...probabilities.map((p) => p[category]!)));
      const present = model.heads.map((head, category) =>
        head.gate ? isPresentByGate(head.gate, probabilities, category, categoryCount) : best[category]! >= head.threshold,
      );
      return probabilities.map((row) =>
        row.map((probability, category) => {
          const head = model.heads[category]!;
          return {
            category: model.categories[category]!,
            probability,
            threshold: head.threshold,
            assigned:
              present[category]! &&
              (probability === best[category] || (probability >= head.unitThreshold && probability >= head.relative * best[category]!)),
          };
        }),
      );
    },
  };
}

export { sigmoid };

function isPresentByGate(gate: ContractGate, probabilities: number[][], category: number, categoryCount: number): boolean {
  return probabilities.length > 0 && gateProbability(gate, gateFeatures(probabilities, category, categoryCount)) >= gate.threshold;
}
