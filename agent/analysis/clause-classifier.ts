import { readFileSync } from "node:fs";
import { z } from "zod";
import type { ClauseUnit } from "./clause-units";
import { type ContractGate, gateFeatures, gateProbability } from "./contract-gate";
import { clauseFeatures, featureValues, isCueFeature } from "./features";
import { sigmoid } from "./sigmoid";

/**
 * Long arrays (60,000 features, 160,000 weights) are checked by one loop each: element-wise zod
 * parsing took half of the classifier's load time.
 */
const longArrayOf = <T>(isItem: (item: unknown) => item is T, what: string) =>
  z.custom<T[]>((value) => Array.isArray(value) && value.every(isItem), { message: `expected an array of ${what}` });
const isFiniteNumber = (item: unknown): item is number => typeof item === "number" && Number.isFinite(item);
const isGap = (item: unknown): item is number => Number.isInteger(item) && (item as number) >= 0;
const isString = (item: unknown): item is string => typeof item === "string";

/** The committed classifier artifact, written by `npm run train` (scripts/train.ts). */
export const clauseClassifierModelSchema = z.object({
  version: z.string(),
  createdWith: z.string(),
  categories: z.array(z.string()),
  /** The whole vocabulary (unit normalisation needs every feature's IDF, not only weighted ones). */
  features: longArrayOf(isString, "feature names"),
  idf: longArrayOf(isFiniteNumber, "numbers"),
  /**
   * One entry per category, same order as `categories`. Weights are sparse: feature index → weight.
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
      /** The weighted features in ascending order, each as the gap from the one before (the first from 0). */
      indexGaps: longArrayOf(isGap, "gaps (integers ≥ 0)"),
      weight: longArrayOf(isFiniteNumber, "numbers"),
    }),
  ),
  split: z.object({ train: z.array(z.string()), tune: z.array(z.string()), dev: z.array(z.string()) }),
  tuneMetrics: z.record(
    z.string(),
    z.object({
      presenceF1: z.number(),
      gatePresenceF1: z.number().nullable(),
      unitF1: z.number(),
      threshold: z.number(),
      unitThreshold: z.number(),
      relative: z.number(),
      positives: z.number(),
      /** The AdaGrad learning rate the category was trained with (chosen on out-of-fold F1). */
      learningRate: z.number(),
    }),
  ),
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
  cached ??= createClauseClassifier(
    clauseClassifierModelSchema.parse(JSON.parse(readFileSync(DEFAULT_MODEL_URL, "utf8"))),
  );
  return cached;
}

export function createClauseClassifier(model: ClauseClassifierModel): ClauseClassifier {
  const featureIndex = new Map<string, number>();
  for (const [index, name] of model.features.entries()) featureIndex.set(name, index);
  const columns = weightColumns(model);
  // only what scoring reads is kept (the model's own arrays are left to the garbage collector)
  const { idf, categories } = model;
  const cue = Uint8Array.from(model.features, (name) => (isCueFeature(name) ? 1 : 0));
  const heads = model.heads.map(({ indexGaps: _indexGaps, weight: _weight, ...head }) => head);
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
        const values = featureValues(present, idf, cue);
        const logits = heads.map((head) => head.bias);
        for (const [j, feature] of present.entries()) {
          const value = values[j]!;
          for (let entry = columns.start[feature]!; entry < columns.start[feature + 1]!; entry += 1) {
            logits[columns.category[entry]!]! += columns.weight[entry]! * value;
          }
        }
        return logits.map(sigmoid);
      });
      const categoryCount = categories.length;
      const best = heads.map((_, category) => Math.max(0, ...probabilities.map((p) => p[category]!)));
      const present = heads.map((head, category) =>
        head.gate
          ? isPresentByGate(head.gate, probabilities, category, categoryCount)
          : best[category]! >= head.threshold,
      );
      return probabilities.map((row) =>
        row.map((probability, category) => {
          const head = heads[category]!;
          return {
            category: categories[category]!,
            probability,
            threshold: head.threshold,
            assigned:
              present[category]! &&
              (probability === best[category] ||
                (probability >= head.unitThreshold && probability >= head.relative * best[category]!)),
          };
        }),
      );
    },
  };
}

export { sigmoid };

/**
 * The heads' sparse weights regrouped by feature (compressed columns: the entries of feature f are
 * `start[f]` to `start[f + 1]`, in category order), so scoring a unit touches only its features.
 * Typed arrays, not [category, weight] pairs: 200,000 small arrays took ~15 MB of the server's heap.
 */
function weightColumns(model: ClauseClassifierModel): {
  start: Int32Array;
  category: Uint16Array;
  weight: Float64Array;
} {
  const featuresOf = model.heads.map((head) => {
    let feature = 0;
    return head.indexGaps.map((gap) => (feature += gap));
  });
  const start = new Int32Array(model.features.length + 1);
  for (const features of featuresOf) for (const feature of features) start[feature + 1]! += 1;
  for (let feature = 0; feature < model.features.length; feature += 1) start[feature + 1]! += start[feature]!;
  const next = start.slice(0, -1);
  const category = new Uint16Array(start[model.features.length]!);
  const weight = new Float64Array(category.length);
  model.heads.forEach((head, headIndex) => {
    featuresOf[headIndex]!.forEach((feature, k) => {
      const entry = next[feature]!++;
      category[entry] = headIndex;
      weight[entry] = head.weight[k]!;
    });
  });
  return { start, category, weight };
}

function isPresentByGate(
  gate: ContractGate,
  probabilities: number[][],
  category: number,
  categoryCount: number,
): boolean {
  return (
    probabilities.length > 0 &&
    gateProbability(gate, gateFeatures(probabilities, category, categoryCount)) >= gate.threshold
  );
}
