import { segmentClauses } from "../../ingest/segment-clauses";
import type { ClauseClassifierModel } from "../clause-classifier";
import { sigmoid } from "../clause-classifier";
import { clauseUnits, type ClauseUnit } from "../clause-units";
import { clauseFeatures } from "../features";
import { type CuadContract, fnv1a, loadCuadCategories, loadCuadDataset, splitCuadIds } from "./cuad-dataset";

export type TrainOptions = { dataDir: string; epochs?: number; learningRate?: number; l2?: number; log?: (line: string) => void };

type Example = { contract: string; features: Int32Array; labels: Uint8Array };

const MIN_DOCUMENT_FREQUENCY = 3;
const MAX_FEATURES = 80_000;
const KEEP_PER_CATEGORY = 2500;

/**
 * One-vs-rest logistic regression (AdaGrad, L2) over clause units of the CUAD train split,
 * with per-category thresholds tuned on the held-out tune part of TRAIN. Deterministic.
 */
export function trainClauseClassifier(options: TrainOptions): ClauseClassifierModel {
  const log = options.log ?? (() => {});
  const categories = loadCuadCategories(options.dataDir);
  const all = loadCuadDataset(options.dataDir);
  const split = splitCuadIds(all.map((c) => c.id));
  const trainIds = new Set(split.train);
  const tuneIds = new Set(split.tune);
  log(`contracts: train ${split.train.length}, tune ${split.tune.length}, dev ${split.dev.length} (dev not read)`);

  const unitsOf = (contract: CuadContract) => {
    const units = clauseUnits(contract.text, segmentClauses(contract.text));
    return units.map((unit) => ({ unit, names: clauseFeatures(unit, units.length), labels: labelUnit(unit, contract, categories) }));
  };
  const trainRaw = all.filter((c) => trainIds.has(c.id)).flatMap((c) => unitsOf(c).map((u) => ({ ...u, contract: c.id })));
  const tuneContracts = all.filter((c) => tuneIds.has(c.id));
  const tuneRaw = tuneContracts.flatMap((c) => unitsOf(c).map((u) => ({ ...u, contract: c.id })));
  log(`units: train ${trainRaw.length}, tune ${tuneRaw.length}`);

  const frequency = new Map<string, number>();
  for (const example of trainRaw) for (const name of example.names) frequency.set(name, (frequency.get(name) ?? 0) + 1);
  const vocabulary = [...frequency.entries()]
    .filter(([, count]) => count >= MIN_DOCUMENT_FREQUENCY)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_FEATURES)
    .map(([name]) => name);
  const index = new Map(vocabulary.map((name, i) => [name, i]));
  const encode = (names: Set<string>) => Int32Array.from([...names].map((n) => index.get(n) ?? -1).filter((i) => i >= 0)).sort();
  const train: Example[] = trainRaw.map((e) => ({ contract: e.contract, features: encode(e.names), labels: e.labels }));
  const tune: Example[] = tuneRaw.map((e) => ({ contract: e.contract, features: encode(e.names), labels: e.labels }));
  log(`features: ${vocabulary.length}`);

  const C = categories.length;
  const V = vocabulary.length;
  const weights = new Float32Array(C * V);
  const gradSq = new Float32Array(C * V).fill(1e-6);
  const bias = new Float64Array(C);
  const biasGradSq = new Float64Array(C).fill(1e-6);
  const positives = new Float64Array(C);
  for (const e of train) for (let c = 0; c < C; c++) positives[c]! += e.labels[c]!;
  // Up-weight positives of rare categories (capped) so they are not drowned by negatives.
  const positiveWeight = Array.from(positives, (p) => Math.min(10, Math.max(1, Math.sqrt((train.length - p) / Math.max(1, p)) / 3)));
  const learningRate = options.learningRate ?? 0.5;
  const l2 = options.l2 ?? 1e-6;
  const epochs = options.epochs ?? 8;
  const order = train.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order, epoch + 1);
    let loss = 0;
    for (const i of order) {
      const example = train[i]!;
      const scale = 1 / Math.sqrt(Math.max(1, example.features.length));
      for (let c = 0; c < C; c++) {
        const base = c * V;
        let z = bias[c]!;
        for (const f of example.features) z += weights[base + f]! * scale;
        const p = sigmoid(z);
        const y = example.labels[c]!;
        const w = y ? positiveWeight[c]! : 1;
        loss += -w * (y ? Math.log(p + 1e-12) : Math.log(1 - p + 1e-12));
        const g = w * (p - y);
        if (Math.abs(g) < 1e-4) continue;
        biasGradSq[c]! += g * g;
        bias[c]! -= (learningRate * g) / Math.sqrt(biasGradSq[c]!);
        for (const f of example.features) {
          const k = base + f;
          const grad = g * scale + l2 * weights[k]!;
          gradSq[k]! += grad * grad;
          weights[k]! -= (learningRate * grad) / Math.sqrt(gradSq[k]!);
        }
      }
    }
    log(`epoch ${epoch + 1}/${epochs}: loss ${(loss / train.length).toFixed(4)}`);
  }

  // Keep the strongest weights per category (the artifact must stay small), then tune thresholds
  // on the pruned model, since that is the model that ships.
  const heads: ClauseClassifierModel["heads"] = [];
  const used = new Map<number, number>();
  const kept: Array<Array<[number, number]>> = [];
  for (let c = 0; c < C; c++) {
    const pairs: Array<[number, number]> = [];
    for (let f = 0; f < V; f++) {
      const w = weights[c * V + f]!;
      if (Math.abs(w) >= 0.02) pairs.push([f, w]);
    }
    pairs.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0] - b[0]);
    kept.push(pairs.slice(0, KEEP_PER_CATEGORY));
  }
  for (const pairs of kept) for (const [f] of pairs) if (!used.has(f)) used.set(f, used.size);
  const features = [...used.keys()].map((f) => vocabulary[f]!);
  const tuneMetrics: ClauseClassifierModel["tuneMetrics"] = {};
  for (let c = 0; c < C; c++) {
    const pairs = kept[c]!;
    const lookup = new Map(pairs);
    const scores = tune.map((e) => {
      const scale = 1 / Math.sqrt(Math.max(1, e.features.length));
      let z = bias[c]!;
      for (const f of e.features) z += (lookup.get(f) ?? 0) * scale;
      return sigmoid(z);
    });
    const { threshold, presenceF1, unitF1, positives: tunePositives } = tuneThreshold(tune, scores, c);
    tuneMetrics[categories[c]!] = { threshold, presenceF1: round(presenceF1), unitF1: round(unitF1), positives: tunePositives };
    heads.push({
      bias: round(bias[c]!, 4),
      threshold,
      index: pairs.map(([f]) => used.get(f)!),
      weight: pairs.map(([, w]) => round(w, 3)),
    });
  }
  const macro = Object.values(tuneMetrics).reduce((s, m) => s + m.presenceF1, 0) / C;
  log(`tune presence macro-F1 ${macro.toFixed(3)}`);
  return {
    version: `clause-classifier@1.0.0#${fnv1a(JSON.stringify(heads)).toString(16)}`,
    createdWith: `scripts/train.ts: OvR logistic regression, AdaGrad, ${epochs} epochs, ${V} features (df>=${MIN_DOCUMENT_FREQUENCY}), top ${KEEP_PER_CATEGORY} weights per category; thresholds tuned on the tune split`,
    categories,
    features,
    heads,
    split,
    tuneMetrics,
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

/** Picks the threshold that maximises the mean of contract-level presence F1 and unit-level F1. */
function tuneThreshold(examples: Example[], scores: number[], c: number) {
  const positives = examples.reduce((s, e) => s + e.labels[c]!, 0);
  if (positives === 0) return { threshold: 0.5, presenceF1: 0, unitF1: 0, positives };
  let best = { threshold: 0.5, presenceF1: 0, unitF1: 0, objective: -1 };
  for (let t = 0.05; t < 0.96; t += 0.025) {
    const threshold = round(t, 3);
    let tp = 0, fp = 0, fn = 0;
    const predicted = new Map<string, boolean>();
    const gold = new Map<string, boolean>();
    examples.forEach((e, i) => {
      const p = scores[i]! >= threshold;
      const y = e.labels[c] === 1;
      if (p && y) tp++;
      else if (p) fp++;
      else if (y) fn++;
      predicted.set(e.contract, (predicted.get(e.contract) ?? false) || p);
      gold.set(e.contract, (gold.get(e.contract) ?? false) || y);
    });
    let ptp = 0, pfp = 0, pfn = 0;
    for (const [contract, p] of predicted) {
      const y = gold.get(contract)!;
      if (p && y) ptp++;
      else if (p) pfp++;
      else if (y) pfn++;
    }
    const unitF1 = f1(tp, fp, fn);
    const presenceF1 = f1(ptp, pfp, pfn);
    const objective = 0.5 * presenceF1 + 0.5 * unitF1;
    if (objective > best.objective + 1e-9) best = { threshold, presenceF1, unitF1, objective };
  }
  return { threshold: best.threshold, presenceF1: best.presenceF1, unitF1: best.unitF1, positives };
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
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = array.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [array[i], array[j]] = [array[j]!, array[i]!];
  }
}
