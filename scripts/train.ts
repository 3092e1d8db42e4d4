import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_MODEL_URL } from "../agent/analysis/clause-classifier";
import { trainClauseClassifier } from "../agent/analysis/training/train-clause-classifier";
import { cuadDir } from "../fixtures/paths";

/** `npm run train [-- --data <cuad dir>] [--out <model.json>] [--epochs N] [--lr X] [--l2 X] [--pos X] [--folds N]` */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = resolve(option("data") ?? cuadDir);
const out = resolve(option("out") ?? fileURLToPath(DEFAULT_MODEL_URL));
const started = Date.now();
const model = trainClauseClassifier({
  dataDir,
  epochs: option("epochs") ? Number(option("epochs")) : undefined,
  learningRate: option("lr") ? Number(option("lr")) : undefined,
  l2: option("l2") ? Number(option("l2")) : undefined,
  positiveWeightCap: option("pos") ? Number(option("pos")) : undefined,
  folds: option("folds") ? Number(option("folds")) : undefined,
  log: (line) => process.stderr.write(`${line}\n`),
});
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(model));
process.stderr.write(`wrote ${out} (${model.version}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
