import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { contractFixturesDir, cuadDir, zaCorpusDir } from "../fixtures/paths";
import { runEvals } from "./framework/run-evals";
import type { SuiteReport } from "./framework/types";
import { publishedAccuracyFrom, publishedAccuracySource } from "./published-accuracy";
import { allSuites } from "./suites/all-suites";
import { runCuadSuite } from "./suites/cuad/cuad-suite";
import { type FindingsFigures, runFindingsSuite } from "./suites/findings/findings-suite";

/**
 * `npx tsx evals/update-baselines.ts` — runs every suite but retrieval (its baseline is kept by
 * hand) with the local engine on the default data (CUAD dev split, fixtures/contracts)
 * and rewrites evals/baselines/<suite>.json — figures at the top level, each case's status and
 * score under `cases`, and the date — then regenerates common/published-accuracy.ts from them.
 * evals/baselines.test.ts and evals/agent-suites-baseline.test.ts fail when a figure drops more
 * than 0.02 below these, or a case that passed fails. `npx tsx evals/update-baselines.ts findings` updates one suite.
 * findings.json keeps its `unseenBeforeTuning` block: the figures measured before the engine was tuned on the corpus.
 */
const repo = resolve(import.meta.dirname, "..");
const dir = resolve(repo, "evals/baselines");
const measuredAt = new Date().toISOString().slice(0, 10);
const only = process.argv[2];
const suites = allSuites.filter((suite) => suite.name !== "retrieval" && (!only || suite.name === only));
const run = await runEvals(suites, {
  provider: "local",
  concurrency: 4,
  fixturesDir: contractFixturesDir,
  cuadDir,
  zaCorpusDir,
});

const round = (x: number) => Math.round(x * 1000) / 1000;
const roundFigures = (figures: FindingsFigures) =>
  Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, round(value)]));
const previous = (name: string): Record<string, unknown> => {
  try {
    return JSON.parse(readFileSync(resolve(dir, `${name}.json`), "utf8"));
  } catch {
    return {};
  }
};
const casesOf = (report: SuiteReport) =>
  Object.fromEntries(report.cases.map((c) => [c.id, { status: c.status, score: c.score }]));
const write = (name: string, value: unknown) =>
  writeFileSync(resolve(dir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);

for (const report of run.suites) {
  const common = {
    suite: report.suite,
    measuredAt,
    provider: report.provider,
    ...(report.model ? { model: report.model } : {}),
    ...(report.promptId ? { promptId: report.promptId } : {}),
  };
  if (report.suite === "cuad") {
    const cuad = runCuadSuite({ dataDir: cuadDir });
    write("cuad", {
      ...common,
      split: cuad.split,
      contracts: cuad.contracts.length,
      classifierVersion: cuad.classifierVersion,
      rulePacks: cuad.rulePacks,
      presenceMacroF1: round(cuad.presenceMacroF1),
      spanMicroF1: round(cuad.span.microF1),
      perCategoryPresenceF1: Object.fromEntries(cuad.categories.map((c) => [c.category, round(c.presence.f1)])),
      cases: casesOf(report),
    });
  } else if (report.suite === "findings") {
    const findings = runFindingsSuite({ dataDirs: [contractFixturesDir, zaCorpusDir] });
    const { contracts, groups, suite: _suite, classifierVersion, rulePacks, ...figures } = findings;
    write("findings", {
      ...common,
      contracts: contracts.map((c) => c.slug),
      classifierVersion,
      rulePacks,
      ...roundFigures(figures),
      groups: Object.fromEntries(Object.entries(groups).map(([name, g]) => [name, roundFigures(g)])),
      perContract: Object.fromEntries(
        contracts.map((c) => [
          c.slug,
          {
            mustFind: `${c.found}/${c.mustFind}`,
            benignFlagged: `${c.benignFlagged.length}/${c.benign}`,
            overall: c.overallRisk,
          },
        ]),
      ),
      ...(previous("findings").unseenBeforeTuning
        ? { unseenBeforeTuning: previous("findings").unseenBeforeTuning }
        : {}),
      cases: casesOf(report),
    });
  } else {
    write(report.suite, { ...common, ...report.metrics, cases: casesOf(report) });
  }
  console.log(report.headlineText);
}

const read = (name: string) =>
  JSON.parse(readFileSync(resolve(dir, `${name}.json`), "utf8")) as Record<string, unknown>;
writeFileSync(
  resolve(repo, "common/published-accuracy.ts"),
  publishedAccuracySource(publishedAccuracyFrom({ cuad: read("cuad"), findings: read("findings"), qa: read("qa") })),
);
console.log("wrote evals/baselines/*.json and common/published-accuracy.ts");
