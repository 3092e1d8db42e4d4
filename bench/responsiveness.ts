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

type Run = { load: LoadLatencies; analysisMs: number; peakRssMb: number };

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
      process.stderr.write(
        `responsiveness: idle p50 ${idle.latencyMs(50)} ms, p95 ${idle.latencyMs(95)} ms, max ${idle.maxMs} ms, ${idle.failures.length} failed\n`,
      );
      const sizes = [
        {
          label: `the 106-page PDF (${HUNDRED_PAGE_PDF})`,
          file: path.join(cuadDir, "pdf", HUNDRED_PAGE_PDF),
          type: "application/pdf",
          rssBudget: true,
        },
        {
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
            `responsiveness: ${size.label}, run ${run + 1}: p50 ${done.load.latencyMs(50)} ms, p95 ${done.load.latencyMs(95)} ms, max ${done.load.maxMs} ms, ${done.load.failures.length} failed, analysed in ${done.analysisMs} ms, peak RSS ${done.peakRssMb} MB, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
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
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
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
    return { load, analysisMs: await completed, peakRssMb };
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
