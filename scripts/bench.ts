// `npm run bench`: every performance figure next to its DESIGN.md budget, printed and written to
// bench/results/latest.{md,json} (and a dated copy). Figures are measured, never asserted.
// `npm run bench -- pipeline api` runs only the named sections (a dated copy only, latest untouched).
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runAgentBench } from "../bench/agent";
import { runAnalysisBench } from "../bench/analysis";
import { runApiBench } from "../bench/api";
import { runExtractionBench } from "../bench/extraction";
import { type BenchFigure, budgetStatus } from "../bench/figure";
import { runPipelineBench } from "../bench/pipeline";
import { runResponsivenessBench } from "../bench/responsiveness";
import { runRetrievalBench } from "../bench/retrieval";
import { runSharedPostgresBench } from "../bench/shared-postgres";
import { runWebBench } from "../bench/web";

const sections: Array<[string, () => Promise<BenchFigure[]>]> = [
  ["Extraction", runExtractionBench],
  ["Analysis", runAnalysisBench],
  ["Pipeline", runPipelineBench],
  ["Responsiveness", runResponsivenessBench],
  ["API", () => runApiBench()],
  ["Agent", () => runAgentBench()],
  ["Retrieval", runRetrievalBench],
  ["Web", runWebBench],
];
/** Run only when named: it needs DATABASE_URL (an empty database of a Postgres with pgvector). */
const namedOnly: Array<[string, () => Promise<BenchFigure[]>]> = [["Shared-Postgres", runSharedPostgresBench]];

const only = process.argv.slice(2).map((name) => name.toLowerCase());
const known = [...sections, ...namedOnly];
const unknown = only.filter((name) => !known.some(([section]) => section.toLowerCase() === name));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown bench section: ${unknown.join(", ")}. Sections: ${known.map(([section]) => section.toLowerCase()).join(", ")}.\n`,
  );
  process.exit(2);
}
const selected = only.length > 0 ? known.filter(([section]) => only.includes(section.toLowerCase())) : sections;

const loadBefore = os.loadavg()[0]!;
const results: Array<{ section: string; figures: Array<BenchFigure & { status: string }>; error?: string }> = [];
for (const [section, run] of selected) {
  process.stdout.write(`${section}… `);
  const started = performance.now();
  try {
    const figures = await run();
    results.push({ section, figures: figures.map((figure) => ({ ...figure, status: budgetStatus(figure) })) });
    process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    results.push({ section, figures: [], error: String(error) });
    process.stdout.write(`failed: ${String(error)}\n`);
  }
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
// other work on the machine slows every figure: the load average says how quiet it was
const load = `1-minute load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (${os.cpus().length} cores; above ${os.cpus().length} the figures are slowed by other work)`;
const all = results.flatMap((result) => result.figures);
const count = (status: string) => all.filter((figure) => figure.status === status).length;
const failed = results.filter((result) => result.error).map((result) => result.section);
const summary = `Budgets from DESIGN.md: ${count("met")} met, ${count("missed")} missed${failed.length > 0 ? `; sections that failed: ${failed.join(", ")}` : ""}.`;
const lines = [
  `# ContractClarity bench — ${new Date().toISOString()}`,
  "",
  `Machine: ${machine}`,
  "",
  `Load: ${load}`,
  "",
  summary,
  "",
  "| section | figure | value | unit | budget | status |",
  "|---|---|---|---|---|---|",
];
const cell = (text: string) => text.replaceAll("|", "/");
for (const { section, figures, error } of results) {
  if (error) lines.push(`| ${section} | failed | ${cell(error)} | | | failed |`);
  for (const figure of figures)
    lines.push(
      `| ${section} | ${cell(figure.name)} | ${figure.value} | ${figure.unit} | ${cell(figure.budget ?? "")} | ${figure.status} |`,
    );
}
const markdown = `${lines.join("\n")}\n`;

const folder = path.resolve(import.meta.dirname, "../bench/results");
mkdirSync(folder, { recursive: true });
const stamp = new Date().toISOString().slice(0, 19).replaceAll(":", "-");
const json = JSON.stringify({ date: new Date().toISOString(), machine, load, results }, null, 2);
for (const name of only.length > 0 ? [stamp] : [stamp, "latest"]) {
  writeFileSync(path.join(folder, `${name}.md`), markdown);
  writeFileSync(path.join(folder, `${name}.json`), json);
}
process.stdout.write(`\n${markdown}`);
process.exit(results.some((result) => result.error) ? 1 : 0);
