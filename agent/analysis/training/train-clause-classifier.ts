import { mulberry32 } from "../../../common/mulberry32";
import { segmentClauses } from "../../ingest/segment-clauses";
import type { ClauseClassifierModel } from "../clause-classifier";
import { type ClauseUnit, clauseUnits } from "../clause-units";
import { type ContractGate, fitGate, gateFeatures, gateProbability } from "../contract-gate";
import { clauseFeatures, featureValues, isCueFeature } from "../features";
import { sigmoid } from "../sigmoid";
import {
  type CuadContract,
  fnv1a,
  groupKeyOf,
  loadCuadCategories,
  loadCuadDataset,
  splitCuadIds,
} from "./cuad-dataset";

export type TrainOptions = {
  dataDir: string;
  epochs?: number;
  learningRate?: number;
  l2?: number;
  positiveWeightCap?: number;
  folds?: number;
  log?: (line: string) => void;
};

/** Feature values: see featureValues (TF-IDF L2-normalised per unit, cues at a fixed value). */
type Example = { contract: string; fold: number; features: Int32Array; values: Float32Array; labels: Uint8Array };
type Weights = { weights: Float32Array; bias: Float64Array };

const MIN_DOCUMENT_FREQUENCY = 3;
const MAX_FEATURES = 60_000;
const KEEP_PER_CATEGORY = 4000;
const LEARNING_RATES = [0.3, 1];
const RELATIVE_CHOICES = [0, 0.3, 0.5, 0.7, 0.85];

/**
 * One-vs-rest logistic regression (AdaGrad, L2) over clause units of the CUAD train split (every
 * contract not in dev). Each category's learning rate, thresholds and presence gate are chosen on
 * out-of-fold predictions inside TRAIN (k group-aware folds); the shipped weights are the mean of
 * the fold models. Dev is never read.
 * Deterministic: fixed split, fixed folds, seeded shuffles.
 */
export function trainClauseClassifier(options: TrainOptions): ClauseClassifierModel {
  const log = options.log ?? (() => {});
  const categories = loadCuadCategories(options.dataDir);
  const all = loadCuadDataset(options.dataDir);
  const split = splitCuadIds(all.map((c) => c.id));
  const trainIds = new Set([...split.train, ...split.tune]);
  const folds = options.folds ?? 4;
  log(
    `contracts: train ${trainIds.size} (tuned by ${folds}-fold out-of-fold predictions), dev ${split.dev.length} (not read)`,
  );

  const raw = all
    .filter((c) => trainIds.has(c.id))
    .flatMap((contract) => {
      const units = clauseUnits(contract.text, segmentClauses(contract.text));
      const fold = fnv1a(`fold-v1:${groupKeyOf(contract.id)}`) % folds;
      return units.map((unit) => ({
        contract: contract.id,
        fold,
        names: clauseFeatures(unit, units.length),
        labels: labelUnit(unit, contract, categories),
      }));
    });
  log(`units: ${raw.length}`);

  const frequency = new Map<string, number>();
  for (const example of raw) for (const name of example.names) frequency.set(name, (frequency.get(name) ?? 0) + 1);
  const vocabulary = [...frequency.entries()]
    .filter(([, count]) => count >= MIN_DOCUMENT_FREQUENCY)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_FEATURES)
    .map(([name]) => name);
  const index = new Map(vocabulary.map((name, i) => [name, i]));
  const idf = vocabulary.map((name) => round(Math.log((raw.length + 1) / (frequency.get(name)! + 1)) + 1, 2));
  const cue = Uint8Array.from(vocabulary, (name) => (isCueFeature(name) ? 1 : 0));
  const examples: Example[] = raw.map((e) => {
    const features = Int32Array.from([...e.names].map((n) => index.get(n) ?? -1).filter((i) => i >= 0)).sort();
    return {
      contract: e.contract,
      fold: e.fold,
      features,
      values: featureValues(features, idf, cue),
      labels: e.labels,
    };
  });
  log(`features: ${vocabulary.length}`);

  const C = categories.length;
  const V = vocabulary.length;
  const hyper = {
    epochs: options.epochs ?? 3,
    learningRates: options.learningRate ? [options.learningRate] : LEARNING_RATES,
    l2: options.l2 ?? 3e-4,
    positiveWeightCap: options.positiveWeightCap ?? 10,
  };
  // Each category takes the learning rate whose out-of-fold presence F1 is best: frequent
  // categories (audit, liability cap) do best with a small rate, rare ones (most favoured nation,
  // unlimited licence) need a large one to learn from a few dozen clauses.
  const candidates = hyper.learningRates.map((learningRate) =>
    trainCandidate(examples, C, V, folds, { ...hyper, learningRate }, log),
  );
  const chosen = Array.from({ length: C }, (_, c) => {
    let best = { candidate: 0, presenceF1: -1 };
    candidates.forEach((candidate, k) => {
      const { presenceF1 } = tune(
        examples,
        candidate.outOfFold.map((p) => p[c]!),
        c,
      );
      if (presenceF1 > best.presenceF1 + 1e-9) best = { candidate: k, presenceF1 };
    });
    return best.candidate;
  });
  const outOfFold = examples.map((_, i) =>
    Float32Array.from({ length: C }, (_, c) => candidates[chosen[c]!]!.outOfFold[i]![c]!),
  );

  // Contract-level view of the out-of-fold unit probabilities, for the presence gates.
  const contracts = [...new Set(examples.map((e) => e.contract))];
  const contractRows = new Map<string, Float32Array[]>(contracts.map((id) => [id, []]));
  const contractGold = new Map<string, Uint8Array>(contracts.map((id) => [id, new Uint8Array(C)]));
  const contractFold = new Map<string, number>();
  examples.forEach((e, i) => {
    contractRows.get(e.contract)!.push(outOfFold[i]!);
    for (let c = 0; c < C; c++) if (e.labels[c]) contractGold.get(e.contract)![c] = 1;
    contractFold.set(e.contract, e.fold);
  });

  const heads: ClauseClassifierModel["heads"] = [];
  const tuneMetrics: ClauseClassifierModel["tuneMetrics"] = {};
  for (let c = 0; c < C; c++) {
    const candidate = candidates[chosen[c]!]!;
    const tuned = tune(
      examples,
      outOfFold.map((p) => p[c]!),
      c,
    );
    const gate =
      tuned.positives >= 3 ? trainGate(contracts, contractRows, contractGold, contractFold, c, C, folds) : null;
    const useGate = gate !== null && gate.presenceF1 > tuned.presenceF1 + 0.01;
    tuneMetrics[categories[c]!] = {
      gatePresenceF1: gate ? round(gate.presenceF1) : null,
      threshold: tuned.threshold,
      unitThreshold: tuned.unitThreshold,
      relative: tuned.relative,
      presenceF1: round(useGate ? gate!.presenceF1 : tuned.presenceF1),
      unitF1: round(tuned.unitF1),
      positives: tuned.positives,
      learningRate: hyper.learningRates[chosen[c]!]!,
    };
    heads.push({
      bias: round(candidate.final.bias[c]!, 4),
      threshold: tuned.threshold,
      unitThreshold: tuned.unitThreshold,
      relative: tuned.relative,
      gate: useGate ? gate!.gate : null,
      ...sparseWeights(candidate.kept[c]!),
    });
  }
  const macro = Object.values(tuneMetrics).reduce((s, m) => s + m.presenceF1, 0) / C;
  log(`out-of-fold presence macro-F1 ${macro.toFixed(3)}`);
  return {
    version: `clause-classifier@1.7.0#${fnv1a(JSON.stringify(heads)).toString(16)}`,
    createdWith: `scripts/train.ts: one-vs-rest logistic regression on L2-normalised TF-IDF features and legal cues (clause-cues.ts), AdaGrad lr ${hyper.learningRates.join(" or ")} per category (the better out-of-fold), L2 ${hyper.l2}, positive weight cap ${hyper.positiveWeightCap}, ${hyper.epochs} epochs, ${V} features (df>=${MIN_DOCUMENT_FREQUENCY}), top ${KEEP_PER_CATEGORY} weights per category; shipped weights = mean of the ${folds} fold models; thresholds and contract-level presence gates tuned on ${folds}-fold out-of-fold predictions within TRAIN`,
    categories,
    features: vocabulary,
    idf,
    heads,
    split: { train: [...split.train, ...split.tune].sort(), tune: [], dev: split.dev },
    tuneMetrics,
  };
}

/** A category's kept weights in the artifact's form: ascending features as gaps, weights to 2 decimals. */
function sparseWeights(pairs: Array<[number, number]>): { indexGaps: number[]; weight: number[] } {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  return {
    indexGaps: sorted.map(([f], k) => f - (k > 0 ? sorted[k - 1]![0] : 0)),
    weight: sorted.map(([, w]) => round(w, 2)),
  };
}

/**
 * The fold models at one learning rate, their average (the model shipped) pruned to its strongest
 * weights, and out-of-fold scores of every example.
 */
function trainCandidate(
  examples: Example[],
  C: number,
  V: number,
  folds: number,
  hyper: { epochs: number; learningRate: number; l2: number; positiveWeightCap: number },
  log: (line: string) => void,
): { final: Weights; kept: Array<Array<[number, number]>>; outOfFold: Float32Array[] } {
  // The shipped model is the average of the fold models, so its scores are distributed like the
  // out-of-fold scores the thresholds and gates were tuned on.
  const final: Weights = { weights: new Float32Array(C * V), bias: new Float64Array(C) };
  const outOfFold: Float32Array[] = examples.map(() => new Float32Array(C));
  for (let fold = 0; fold < folds; fold++) {
    const model = fit(
      examples.filter((e) => e.fold !== fold),
      C,
      V,
      hyper,
      log,
    );
    for (let k = 0; k < C * V; k++) final.weights[k]! += model.weights[k]! / folds;
    for (let c = 0; c < C; c++) final.bias[c]! += model.bias[c]! / folds;
    // Out-of-fold scores come from each fold model pruned the way the shipped model is (its own
    // strongest weights, chosen without the held-out fold): scoring with the full fold models tuned
    // thresholds on scores the pruned model never produces — dropping the many small weights moved
    // logits by several units and flooded dev with false positives.
    const pruned: Weights = { weights: new Float32Array(C * V), bias: model.bias };
    for (const [c, pairs] of strongestWeights(model, C, V).entries()) {
      for (const [f, w] of pairs) pruned.weights[c * V + f] = w;
    }
    examples.forEach((e, i) => {
      if (e.fold === fold) outOfFold[i] = predict(pruned, e, C, V);
    });
    log(`lr ${hyper.learningRate}: fold ${fold + 1}/${folds} done`);
  }
  return { final, kept: strongestWeights(final, C, V), outOfFold };
}

/** The strongest weights of each category (|w| ≥ 0.02, at most KEEP_PER_CATEGORY), so the artifact stays small. */
function strongestWeights(model: Weights, C: number, V: number): Array<Array<[number, number]>> {
  const kept: Array<Array<[number, number]>> = [];
  for (let c = 0; c < C; c++) {
    const pairs: Array<[number, number]> = [];
    for (let f = 0; f < V; f++) {
      const w = model.weights[c * V + f]!;
      if (Math.abs(w) >= 0.02) pairs.push([f, w]);
    }
    pairs.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0] - b[0]);
    kept.push(pairs.slice(0, KEEP_PER_CATEGORY));
  }
  return kept;
}

function fit(
  examples: Example[],
  C: number,
  V: number,
  hyper: { epochs: number; learningRate: number; l2: number; positiveWeightCap: number },
  log?: (line: string) => void,
): Weights {
  const weights = new Float32Array(C * V);
  const gradSq = new Float32Array(C * V).fill(1e-6);
  const bias = new Float64Array(C);
  const biasGradSq = new Float64Array(C).fill(1e-6);
  const positives = new Float64Array(C);
  for (const e of examples) for (let c = 0; c < C; c++) positives[c]! += e.labels[c]!;
  // Up-weight positives of rare categories (capped) so they are not drowned by negatives.
  const positiveWeight = Array.from(positives, (p) =>
    Math.min(hyper.positiveWeightCap, Math.max(1, Math.sqrt((examples.length - p) / Math.max(1, p)) / 3)),
  );
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < hyper.epochs; epoch++) {
    shuffle(order, epoch + 1);
    let loss = 0;
    for (const i of order) {
      const example = examples[i]!;
      const { features, values } = example;
      for (let c = 0; c < C; c++) {
        const base = c * V;
        let z = bias[c]!;
        for (let j = 0; j < features.length; j++) z += weights[base + features[j]!]! * values[j]!;
        const p = sigmoid(z);
        const y = example.labels[c]!;
        const w = y ? positiveWeight[c]! : 1;
        loss += -w * (y ? Math.log(p + 1e-12) : Math.log(1 - p + 1e-12));
        const g = w * (p - y);
        if (Math.abs(g) < 1e-4) continue;
        biasGradSq[c]! += g * g;
        bias[c]! -= (hyper.learningRate * g) / Math.sqrt(biasGradSq[c]!);
        for (let j = 0; j < features.length; j++) {
          const k = base + features[j]!;
          const grad = g * values[j]! + hyper.l2 * weights[k]!;
          gradSq[k]! += grad * grad;
          weights[k]! -= (hyper.learningRate * grad) / Math.sqrt(gradSq[k]!);
        }
      }
    }
    log?.(`epoch ${epoch + 1}/${hyper.epochs}: loss ${(loss / examples.length).toFixed(4)}`);
  }
  return { weights, bias };
}

function predict(model: Weights, example: Example, C: number, V: number): Float32Array {
  const out = new Float32Array(C);
  for (let c = 0; c < C; c++) {
    let z = model.bias[c]!;
    for (let j = 0; j < example.features.length; j++)
      z += model.weights[c * V + example.features[j]!]! * example.values[j]!;
    out[c] = sigmoid(z);
  }
  return out;
}

/**
 * Trains the presence gate for one category on out-of-fold unit probabilities: its threshold is
 * tuned on gate predictions made out of fold too (same contract folds), then the gate is refitted
 * on every TRAIN contract.
 */
function trainGate(
  contracts: string[],
  rows: Map<string, Float32Array[]>,
  gold: Map<string, Uint8Array>,
  fold: Map<string, number>,
  c: number,
  C: number,
  folds: number,
): { gate: ContractGate; presenceF1: number } {
  const features = contracts.map((id) => gateFeatures(rows.get(id)!, c, C));
  const labels = contracts.map((id) => gold.get(id)![c]!);
  const outOfFold = new Array<number>(contracts.length).fill(0);
  for (let k = 0; k < folds; k++) {
    const trainIndex = contracts.map((_, i) => i).filter((i) => fold.get(contracts[i]!) !== k);
    const fitted = fitGate(
      trainIndex.map((i) => features[i]!),
      trainIndex.map((i) => labels[i]!),
    );
    contracts.forEach((id, i) => {
      if (fold.get(id) === k) outOfFold[i] = gateProbability({ ...fitted, threshold: 0 }, features[i]!);
    });
  }
  let best = { threshold: 0.5, presenceF1: -1 };
  for (let t = 0.05; t < 0.96; t += 0.025) {
    let tp = 0,
      fp = 0,
      fn = 0;
    outOfFold.forEach((p, i) => {
      const predicted = p >= t;
      if (predicted && labels[i]) tp++;
      else if (predicted) fp++;
      else if (labels[i]) fn++;
    });
    const value = f1(tp, fp, fn);
    if (value > best.presenceF1 + 1e-9) best = { threshold: round(t, 3), presenceF1: value };
  }
  const fitted = fitGate(features, labels);
  return {
    gate: { weights: fitted.weights.map((w) => round(w, 4)), bias: round(fitted.bias, 4), threshold: best.threshold },
    presenceF1: best.presenceF1,
  };
}

function labelUnit(unit: ClauseUnit, contract: CuadContract, categories: string[]): Uint8Array {
  const labels = new Uint8Array(categories.length);
  for (const span of contract.spans) {
    if (span.start < unit.end && span.end > unit.start) {
      const c = categories.indexOf(span.category);
      if (c >= 0) labels[c] = 1;
    }
  }
  return labels;
}

/**
 * `threshold` maximises contract-level presence F1 (ties: unit F1): the contract's best unit is
 * labelled when it reaches it. Other units are labelled only when they also reach `unitThreshold`
 * and `relative` × the best unit's score; those two maximise unit-level F1.
 */
function tune(examples: Example[], scores: number[], c: number) {
  const positives = examples.reduce((s, e) => s + e.labels[c]!, 0);
  if (positives < 3) return { threshold: 0.9, unitThreshold: 0.9, relative: 0, presenceF1: 0, unitF1: 0, positives };
  const contractMax = new Map<string, number>();
  const contractGold = new Map<string, boolean>();
  examples.forEach((e, i) => {
    contractMax.set(e.contract, Math.max(contractMax.get(e.contract) ?? 0, scores[i]!));
    contractGold.set(e.contract, (contractGold.get(e.contract) ?? false) || e.labels[c] === 1);
  });
  const unitF1 = (threshold: number, unitThreshold: number, relative: number) => {
    let tp = 0,
      fp = 0,
      fn = 0;
    examples.forEach((e, i) => {
      const score = scores[i]!;
      const max = contractMax.get(e.contract)!;
      const p = score >= threshold && (score === max || (score >= unitThreshold && score >= relative * max));
      const y = e.labels[c] === 1;
      if (p && y) tp++;
      else if (p) fp++;
      else if (y) fn++;
    });
    return f1(tp, fp, fn);
  };
  let best = { threshold: 0.5, presenceF1: -1 };
  for (let t = 0.05; t < 0.96; t += 0.025) {
    const threshold = round(t, 3);
    let tp = 0,
      fp = 0,
      fn = 0;
    for (const [contract, max] of contractMax) {
      const p = max >= threshold;
      const y = contractGold.get(contract)!;
      if (p && y) tp++;
      else if (p) fp++;
      else if (y) fn++;
    }
    const presence = f1(tp, fp, fn);
    if (presence > best.presenceF1 + 1e-9) best = { threshold, presenceF1: presence };
  }
  let bestUnit = { unitThreshold: best.threshold, relative: 0, unitF1: -1 };
  for (let u = best.threshold; u < 0.99; u += 0.05) {
    for (const relative of RELATIVE_CHOICES) {
      const value = unitF1(best.threshold, round(u, 3), relative);
      if (value > bestUnit.unitF1 + 1e-9) bestUnit = { unitThreshold: round(u, 3), relative, unitF1: value };
    }
  }
  return { threshold: best.threshold, presenceF1: best.presenceF1, ...bestUnit, positives };
}

function f1(tp: number, fp: number, fn: number): number {
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Seeded Fisher–Yates (mulberry32), so training is reproducible. */
function shuffle(array: number[], seed: number) {
  const random = mulberry32(seed);
  for (let i = array.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [array[i], array[j]] = [array[j]!, array[i]!];
  }
}
