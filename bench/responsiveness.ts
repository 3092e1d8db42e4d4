// Is the server still answering while it analyses a large contract? GET /api/auth/user at a steady
// 200 req/s (open loop, latency from each request's scheduled time) from the upload's 202 until the
// analysis completes, during a 106-page PDF and a 250-page text file (made at run time from CUAD's
// texts). The server runs as the Dockerfile runs it and is not pinned to a core: the analysis may
// use the other one. Each size is analysed RUNS times; the figures are the median run, and every
// run's value is in the figure's name, because other work on the machine moves them.
// `npx tsx bench/responsiveness.ts` prints the figures; scripts/bench.ts imports the function.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cuadDir } from "../fixtures/paths";
import { analysisStatus, type BenchSession, createEnterpriseAccount, signIn, uploadContract } from "./accounts";
import type { BenchFigure } from "./figure";
import { rssMb } from "./pipeline";
import { type BenchServer, startBenchServer } from "./server";
import { type LoadLatencies, steadyLoad } from "./steady-load";

const RATE = 200;
/** Runs of each size (BENCH_RUNS to change it: each 250-page run takes a minute or more on a busy machine). */
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const HUNDRED_PAGE_PDF = "cuad-0478.pdf"; // 106 pages, the CUAD PDF closest to 100 pages
/** A printed page of contract text, as the upload's page limit counts a text file. */
const CHARS_PER_PAGE = 3000;
const TEXT_PAGES = 250;
const account = { email: "responsiveness@contractclarity.test", password: "bench password 1" };

type Run = { load: LoadLatencies; analysisMs: number; peakRssMb: number; loadAverage: number };
/** A row of the summary table: the median run's figures, and every run's machine load. */
type SummaryRow = {
  label: string;
  p50: number;
  p95: number;
  max: number;
  failed: number;
  analysisMs?: number;
  rssMb: number;
  loadAverages: number[];
};

/** p50/p95/max latency of a cheap route while a 100-page and a 250-page contract are analysed, with an idle baseline. */
export async function runResponsivenessBench(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-responsiveness-"));
  try {
    await createEnterpriseAccount(dataDir, account);
    const longText = path.join(dataDir, "250-page-contract.txt");
    writeFileSync(longText, textOfPages(TEXT_PAGES));
    const server = await startBenchServer({ dataDir });
    try {
      const session = { baseUrl: server.baseUrl, cookie: await signIn(server.baseUrl, account) };
      const url = `${server.baseUrl}/api/auth/user`;
      await steadyLoad(url, session.cookie, { rate: RATE, seconds: 2 }); // warm-up: JIT, connections
      const idle = await steadyLoad(url, session.cookie, { rate: RATE, seconds: 5 });
      const idleRssMb = rssMb(server.pid, "VmRSS");
      const summary: SummaryRow[] = [
        {
          label: "no analysis running",
          p50: idle.latencyMs(50),
          p95: idle.latencyMs(95),
          max: idle.maxMs,
          failed: idle.failures.length,
          rssMb: idleRssMb,
          loadAverages: [os.loadavg()[0]!],
        },
      ];
      process.stderr.write(
        `responsiveness: idle p50 ${idle.latencyMs(50)} ms, p95 ${idle.latencyMs(95)} ms, max ${idle.maxMs} ms, ${idle.failures.length} failed\n`,
      );
      const sizes = [
        {
          short: "106-page PDF",
          label: `the 106-page PDF (${HUNDRED_PAGE_PDF})`,
          file: path.join(cuadDir, "pdf", HUNDRED_PAGE_PDF),
          type: "application/pdf",
          rssBudget: true,
        },
        {
          short: `${TEXT_PAGES}-page text`,
          label: `a ${TEXT_PAGES}-page text file (CUAD texts joined)`,
          file: longText,
          type: "text/plain",
          rssBudget: false,
        },
      ];
      const figures: BenchFigure[] = [
        {
          name: `responsiveness: GET /api/auth/user at a steady ${RATE} req/s, no analysis running, p50`,
          value: idle.latencyMs(50),
          unit: "ms",
        },
        {
          name: `responsiveness: GET /api/auth/user at a steady ${RATE} req/s, no analysis running, p95`,
          value: idle.latencyMs(95),
          unit: "ms",
          budget: "p95 ≤ 50 ms (non-AI routes)",
        },
        {
          name: `responsiveness: GET /api/auth/user at a steady ${RATE} req/s, no analysis running, max`,
          value: idle.maxMs,
          unit: "ms",
        },
        {
          name: "responsiveness: server RSS with no analysis running (after sign-in and the idle load)",
          value: idleRssMb,
          unit: "MB",
        },
      ];
      // the first analysis after start also loads the classifier and starts threads: run once unmeasured
      await analyseUnderLoad(session, server, sizes[0]!.file, sizes[0]!.type);
      for (const size of sizes) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run++) {
          const done = await analyseUnderLoad(session, server, size.file, size.type);
          runs.push(done);
          // progress on stderr: the whole section takes minutes
          process.stderr.write(
            `responsiveness: ${size.label}, run ${run + 1}: p50 ${done.load.latencyMs(50)} ms, p95 ${done.load.latencyMs(95)} ms, max ${done.load.maxMs} ms, ${done.load.failures.length} failed, analysed in ${done.analysisMs} ms, peak RSS ${done.peakRssMb} MB, load average ${done.loadAverage.toFixed(1)}\n`,
          );
        }
        const during = `GET /api/auth/user at a steady ${RATE} req/s while ${size.label} is analysed`;
        const median = (pick: (run: Run) => number) => {
          const values = runs.map(pick);
          return { value: values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!, all: values.join(", ") };
        };
        const p50 = median((run) => run.load.latencyMs(50));
        const p95 = median((run) => run.load.latencyMs(95));
        const max = median((run) => run.load.maxMs);
        const took = median((run) => run.analysisMs);
        const rss = median((run) => run.peakRssMb);
        const failed = median((run) => run.load.failures.length);
        summary.push({
          label: `during the ${size.short}`,
          p50: p50.value,
          p95: p95.value,
          max: max.value,
          failed: failed.value,
          analysisMs: took.value,
          rssMb: rss.value,
          loadAverages: runs.map((run) => run.loadAverage),
        });
        figures.push(
          {
            name: `responsiveness: ${during}, p50, median of ${RUNS} (runs: ${p50.all})`,
            value: p50.value,
            unit: "ms",
          },
          {
            name: `responsiveness: ${during}, p95, median of ${RUNS} (runs: ${p95.all})`,
            value: p95.value,
            unit: "ms",
            budget: "p95 ≤ 50 ms (non-AI routes)",
          },
          {
            name: `responsiveness: ${during}, max, median of ${RUNS} (runs: ${max.all})`,
            value: max.value,
            unit: "ms",
          },
          {
            name: `responsiveness: ${during}, requests that failed (connection refused or reset), median of ${RUNS} (runs: ${failed.all}${failureSample(runs)})`,
            value: failed.value,
            unit: "requests",
          },
          {
            name: `responsiveness: ${size.label}, upload → completed under that load (runs: ${took.all})`,
            value: took.value,
            unit: "ms",
          },
          {
            name: `responsiveness: server RSS while analysing ${size.label} (peak of 50 ms samples; runs: ${rss.all})`,
            value: rss.value,
            unit: "MB",
            budget: size.rssBudget ? "≤ 400 MB" : undefined,
          },
        );
      }
      process.stderr.write(summaryTable(summary));
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The section's figures at a glance (stderr, beside the progress lines), to compare runs and machines. */
function summaryTable(rows: SummaryRow[]): string {
  const header = [
    "GET /api/auth/user at 200 req/s",
    "p50 ms",
    "p95 ms",
    "max ms",
    "failed",
    "analysis ms",
    "RSS MB",
    "load avg",
  ];
  const cells = rows.map((row) => [
    row.label,
    String(row.p50),
    String(row.p95),
    String(row.max),
    String(row.failed),
    row.analysisMs === undefined ? "" : String(row.analysisMs),
    String(row.rssMb),
    row.loadAverages.map((load) => load.toFixed(1)).join(", "),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [
    "",
    `Responsiveness, median of ${RUNS} runs per size (RSS: idle, then the peak of 50 ms samples; budgets: p95 ≤ 50 ms, RSS ≤ 400 MB while analysing 100 pages; the machine has ${os.cpus().length} cores: a load average above that slows every figure)`,
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...cells.map(line),
    "",
  ].join("\n");
}

/** The first failure's message, to say how requests failed. */
function failureSample(runs: Run[]): string {
  const first = runs.flatMap((run) => run.load.failures)[0];
  return first ? `; e.g. ${first}` : "";
}

/** Uploads one file and holds the steady load on GET /api/auth/user until its analysis completes. */
async function analyseUnderLoad(session: BenchSession, server: BenchServer, file: string, type: string): Promise<Run> {
  let peakRssMb = rssMb(server.pid, "VmRSS");
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(server.pid, "VmRSS"));
  }, 50);
  try {
    const started = performance.now();
    const { analysis } = await uploadContract(session, file, type);
    const completed = (async () => {
      const deadline = Date.now() + 600_000;
      while ((await analysisStatus(session, analysis.id)).status !== "completed") {
        if (Date.now() > deadline) throw new Error(`analysis of ${path.basename(file)} not completed after 10 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return Math.round(performance.now() - started);
    })();
    const load = await steadyLoad(`${session.baseUrl}/api/auth/user`, session.cookie, { rate: RATE, until: completed });
    return { load, analysisMs: await completed, peakRssMb, loadAverage: os.loadavg()[0]! };
  } finally {
    clearInterval(sampler);
  }
}

/** About `pages` printed pages of contract text: CUAD contracts in order, joined, cut to length. */
function textOfPages(pages: number): string {
  const ids = readFileSync(path.join(cuadDir, "contracts.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(",")[0]!);
  const wanted = pages * CHARS_PER_PAGE - CHARS_PER_PAGE / 2;
  let text = "";
  for (const id of ids) {
    if (text.length >= wanted) break;
    text += `${readFileSync(path.join(cuadDir, "contracts", `${id}.txt`), "utf8").trim()}\n\n`;
  }
  if (text.length < wanted)
    throw new Error(`the CUAD texts make only ${Math.ceil(text.length / CHARS_PER_PAGE)} pages`);
  return text.slice(0, wanted);
}

if (process.argv[1]?.endsWith("bench/responsiveness.ts")) {
  for (const figure of await runResponsivenessBench())
    console.info(`${figure.name}: ${figure.value} ${figure.unit}${figure.budget ? ` (budget ${figure.budget})` : ""}`);
}
