import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { contractFixturesDir, cuadDir, zaCorpusDir } from "../fixtures/paths";
import { compareWithBaseline, loadBaseline } from "./framework/compare";
import { formatHtmlReport } from "./framework/report-html";
import { formatTextReport } from "./framework/report-text";
import { runEvals } from "./framework/run-evals";
import type { EvalSuite, RunSettings } from "./framework/types";
import { allSuites } from "./suites/all-suites";

const USAGE = `usage: npm run eval -- [--suite] <${allSuites.map((s) => s.name).join("|")}|all>
  [--data <dir>]            fixtures folder (with answer keys) or the CUAD folder (default fixtures/contracts, or CUAD_DIR;
                            the findings suite also scores fixtures/za-corpus unless --data names a folder)
  [--provider local|openai|openai-compatible] [--model <id>] [--prompt-version <v>]
  [--record | --replay]     store model calls in evals/cassettes/, or answer from them (offline)
  [--sample N]              N cases per suite, spread evenly      [--concurrency N] (default 4)
  [--json out.json] [--html out.html]                             (default html: evals/reports/eval-report.html)
  [--baseline <file|dir>]   a --json report or committed baselines (default evals/baselines)`;

const repo = resolve(import.meta.dirname, "..");

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

let values: Record<string, string | boolean | undefined>;
try {
  const parsed = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      suite: { type: "string" },
      data: { type: "string" },
      provider: { type: "string", default: "local" },
      model: { type: "string" },
      "prompt-version": { type: "string" },
      json: { type: "string" },
      html: { type: "string" },
      baseline: { type: "string" },
      concurrency: { type: "string", default: "4" },
      record: { type: "boolean", default: false },
      replay: { type: "boolean", default: false },
      sample: { type: "string" },
    },
  });
  if (parsed.positionals.length > 1 || (parsed.positionals.length === 1 && parsed.values.suite))
    throw new Error(`unexpected argument "${parsed.positionals.at(-1)}"`);
  values = { ...parsed.values, suite: parsed.values.suite ?? parsed.positionals[0] };
} catch (error) {
  fail((error as Error).message);
}

const suiteName = values.suite as string | undefined;
if (!suiteName) fail("--suite is required");
const suites: EvalSuite[] = suiteName === "all" ? allSuites : allSuites.filter((s) => s.name === suiteName);
if (suites.length === 0) fail(`unknown suite "${suiteName}"`);
const provider = values.provider as string;
if (!["local", "openai", "openai-compatible"].includes(provider)) fail(`unknown provider "${provider}"`);
if (values.record && values.replay) fail("--record and --replay exclude each other");
const positive = (name: string) => {
  const raw = values[name] as string | undefined;
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a whole number of at least 1 (got "${raw}")`);
  return n;
};

const data = values.data ? resolve(values.data as string) : undefined;
if (data && !existsSync(data)) fail(`--data ${data} does not exist`);
const isCuad = (dir: string) => existsSync(join(dir, "labels.jsonl")) && existsSync(join(dir, "categories.json"));
const settings: RunSettings = {
  provider: provider as RunSettings["provider"],
  model: values.model as string | undefined,
  promptVersion: values["prompt-version"] as string | undefined,
  cassette: values.record
    ? { mode: "record", dir: join(repo, "evals/cassettes") }
    : values.replay
      ? { mode: "replay", dir: join(repo, "evals/cassettes") }
      : undefined,
  sample: positive("sample"),
  concurrency: positive("concurrency")!,
  fixturesDir: data && !isCuad(data) ? data : contractFixturesDir,
  cuadDir: data && isCuad(data) ? data : cuadDir,
  zaCorpusDir: data ? undefined : zaCorpusDir,
};
if (settings.provider !== "local" && !suites.some((s) => s.usesModel)) {
  process.stderr.write(
    `note: ${suites.map((s) => s.name).join(", ")} use the local analysis engine only; --provider applies to the agent suites (qa, drafting, safety) and to findings (the hosted model's review)\n`,
  );
}

if (values.baseline && !existsSync(resolve(values.baseline as string)))
  fail(`--baseline ${values.baseline} does not exist`);

let report: Awaited<ReturnType<typeof runEvals>>;
try {
  report = await runEvals(suites, settings);
} catch (error) {
  process.stderr.write(`eval failed: ${(error as Error).message}\n`);
  process.exit(2);
}

for (const suite of report.suites) {
  const misses = suite.run.replayMisses as { count: number; first: string } | undefined;
  if (misses)
    process.stderr.write(`warning: ${suite.suite}: ${misses.count} model calls had no recording — ${misses.first}\n`);
}

const baselinePath = resolve((values.baseline as string | undefined) ?? join(repo, "evals/baselines"));
let comparison = null;
try {
  comparison = compareWithBaseline(report.suites, loadBaseline(baselinePath));
} catch (error) {
  if (values.baseline) fail((error as Error).message);
}

if (values.json) {
  mkdirSync(dirname(resolve(values.json as string)), { recursive: true });
  writeFileSync(resolve(values.json as string), `${JSON.stringify(report, null, 2)}\n`);
}
const htmlPath = resolve((values.html as string | undefined) ?? join(repo, "evals/reports/eval-report.html"));
mkdirSync(dirname(htmlPath), { recursive: true });
writeFileSync(htmlPath, formatHtmlReport(report, comparison));

const text = formatTextReport(report, comparison).split("\n");
const headlines = text.splice(text.length - report.suites.length);
console.log(text.join("\n"));
console.log(
  `report: ${htmlPath}${values.json ? `, ${resolve(values.json as string)}` : ""}; ${(report.durationMs / 1000).toFixed(1)} s`,
);
console.log(headlines.join("\n"));
