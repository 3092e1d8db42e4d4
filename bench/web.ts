// The landing page as a signed-out visitor's browser gets it from the real server: its gzipped
// JavaScript, its load time, and Lighthouse's scores in headless Chromium (no network but 127.0.0.1).
// `npx tsx bench/web.ts` prints the figures; scripts/bench.ts imports the function.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright-core";
import type { BenchFigure } from "./figure";
import { startBenchServer } from "./server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Lighthouse's scores vary from run to run (more so on a busy machine): the median of three. */
const LIGHTHOUSE_RUNS = 3;
const categories = [
  { id: "performance", label: "performance", budget: "≥ 90" },
  { id: "accessibility", label: "accessibility", budget: "≥ 90" },
  { id: "best-practices", label: "best practices" },
] as const;

/** Gzipped JavaScript a signed-out visitor's browser loads for the landing page, the time to load it, and Lighthouse's scores. */
export async function runWebBench(): Promise<BenchFigure[]> {
  const { baseUrl, stop } = await startBenchServer();
  try {
    return [...(await pageFigures(baseUrl)), ...(await lighthouseFigures(baseUrl))];
  } finally {
    await stop();
  }
}

async function pageFigures(baseUrl: string): Promise<BenchFigure[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    const started = performance.now();
    await page.goto(baseUrl, { waitUntil: "networkidle" });
    const loadMs = performance.now() - started;
    let gzipped = 0;
    for (const url of scripts) gzipped += gzipSync(await (await page.request.get(url)).body()).byteLength;
    return [
      {
        name: "landing page JavaScript, first load (gzipped)",
        value: Math.round(gzipped / 102.4) / 10,
        unit: "KB",
        budget: "≤ 150 KB",
      },
      { name: "landing page load to network idle (localhost)", value: Math.round(loadMs), unit: "ms" },
    ];
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's default (mobile: a mid-range phone's CPU and a slow 4G network, simulated) and its
 * desktop preset, each the median of three runs, in headless Chromium against the built app.
 */
async function lighthouseFigures(baseUrl: string): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const [formFactor, config] of [
    ["mobile", undefined],
    ["desktop", desktopConfig],
  ] as const) {
    const scores: Array<Record<string, number>> = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) scores.push(await lighthouseScores(`${baseUrl}/`, config));
    for (const category of categories) {
      const values = scores.map((score) => score[category.id]!).sort((a, b) => a - b);
      figures.push({
        name: `Lighthouse ${category.label}, landing page, ${formFactor} (median of ${LIGHTHOUSE_RUNS}: ${values.join(", ")})`,
        value: values[Math.floor(values.length / 2)]!,
        unit: "score",
        budget: "budget" in category ? `${category.budget} score` : undefined,
      });
    }
  }
  return figures;
}

/** One Lighthouse run in a fresh Chromium, scores 0–100; a run whose trace failed (it happens on a busy machine) is tried once more. */
async function lighthouseScores(
  url: string,
  config: typeof desktopConfig | undefined,
  attempt = 1,
): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: "error", onlyCategories: categories.map((category) => category.id) },
      config,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) {
      if (attempt < 2) return await lighthouseScores(url, config, attempt + 1);
      throw new Error(`Lighthouse failed: ${result.lhr.runtimeError.message}`);
    }
    return Object.fromEntries(
      categories.map(({ id }) => [id, Math.round((result.lhr.categories[id]?.score ?? Number.NaN) * 100)]),
    );
  } finally {
    chrome.kill();
  }
}

if (process.argv[1]?.endsWith("bench/web.ts")) {
  for (const figure of await runWebBench())
    console.info(`${figure.name}: ${figure.value} ${figure.unit}${figure.budget ? ` (budget ${figure.budget})` : ""}`);
}
