import { sigmoid } from "./sigmoid";

/**
 * Second stage of the classifier: decides per contract whether a category is present at all,
 * from the unit probabilities of every category (its own best, second-best and count of likely
 * units, plus the best score of each other category, since categories come together: an
 * affiliate licence needs a licence grant). A small logistic regression per category.
 */
export type ContractGate = { weights: number[]; bias: number; threshold: number };

export function gateFeatures(probabilities: ArrayLike<number>[], category: number, categoryCount: number): number[] {
  const own = Array.from(probabilities, (row) => row[category]!).sort((a, b) => b - a);
  const best = Array.from({ length: categoryCount }, (_, c) =>
    Math.max(0, ...Array.from(probabilities, (row) => row[c]!)),
  );
  return [
    logit(own[0] ?? 0),
    logit(own[1] ?? 0),
    Math.log1p(own.filter((p) => p >= 0.5).length),
    Math.log1p(probabilities.length) / 5,
    ...best.map(logit),
  ];
}

export function gateProbability(gate: ContractGate, features: number[]): number {
  return sigmoid(features.reduce((z, x, i) => z + x * gate.weights[i]!, gate.bias));
}

/** Batch gradient descent with L2; deterministic. */
export function fitGate(
  rows: number[][],
  labels: number[],
  l2 = 0.01,
  iterations = 400,
  learningRate = 0.1,
): Omit<ContractGate, "threshold"> {
  const width = rows[0]?.length ?? 0;
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  for (let iteration = 0; iteration < iterations; iteration++) {
    const gradient = new Array<number>(width).fill(0);
    let biasGradient = 0;
    rows.forEach((row, i) => {
      const error = sigmoid(row.reduce((z, x, j) => z + x * weights[j]!, bias)) - labels[i]!;
      for (let j = 0; j < width; j++) gradient[j]! += error * row[j]!;
      biasGradient += error;
    });
    for (let j = 0; j < width; j++) weights[j]! -= learningRate * (gradient[j]! / rows.length + l2 * weights[j]!);
    bias -= (learningRate * biasGradient) / rows.length;
  }
  return { weights, bias };
}

function logit(p: number): number {
  const clipped = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(clipped / (1 - clipped)) / 5;
}
