import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { runCuadSuite } from "./suites/cuad/cuad-suite";
import { runFindingsSuite } from "./suites/findings/findings-suite";

/**
 * `npx tsx evals/update-baselines.ts` — rewrites evals/baselines/{cuad,findings}.json from the
 * default data (CUAD dev split, ../shared/fixtures/contracts). evals/baselines.test.ts fails when a
 * figure drops more than 0.02 below these.
 */
const dir = resolve(import.meta.dirname, "baselines");
mkdirSync(dir, { recursive: true });
const cuad = runCuadSuite({ dataDir: resolve(process.cwd(), "../shared/cuad") });
writeFileSync(
  resolve(dir, "cuad.json"),
  `${JSON.stringify(
    {
      suite: "cuad",
      split: cuad.split,
      contracts: cuad.contracts.length,
      classifierVersion: cuad.classifierVersion,
      rulePacks: cuad.rulePacks,
      presenceMacroF1: round(cuad.presenceMacroF1),
      spanMicroF1: round(cuad.span.microF1),
      perCategoryPresenceF1: Object.fromEntries(cuad.categories.map((c) => [c.category, round(c.presence.f1)])),
    },
    null,
    2,
  )}\n`,
);
const findings = runFindingsSuite({ dataDir: resolve(process.cwd(), "../shared/fixtures/contracts") });
writeFileSync(
  resolve(dir, "findings.json"),
  `${JSON.stringify(
    {
      suite: "findings",
      contracts: findings.contracts.map((c) => c.slug),
      classifierVersion: findings.classifierVersion,
      rulePacks: findings.rulePacks,
      recall: round(findings.recall),
      precision: round(findings.precision),
      keyTermAccuracy: round(findings.keyTermAccuracy),
    },
    null,
    2,
  )}\n`,
);
console.log(`cuad: presence macro-F1 ${cuad.presenceMacroF1.toFixed(3)}, span micro-F1 ${cuad.span.microF1.toFixed(3)}`);
console.log(`findings: recall ${findings.recall.toFixed(3)}, precision ${findings.precision.toFixed(3)}, key-terms ${findings.keyTermAccuracy.toFixed(3)}`);

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
