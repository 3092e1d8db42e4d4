import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import type { BenchFigure } from "./figure";
import { startBenchServer } from "./server";

/** Gzipped JavaScript a signed-out visitor's browser loads for the landing page, and the time to load it. */
export async function runWebBench(): Promise<BenchFigure[]> {
  const { baseUrl, stop } = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
      { name: "landing page JavaScript, first load (gzipped)", value: Math.round(gzipped / 102.4) / 10, unit: "KB", budget: "≤ 150 KB" },
      { name: "landing page load to network idle (localhost)", value: Math.round(loadMs), unit: "ms" },
    ];
  } finally {
    await browser.close();
    await stop();
  }
}

if (process.argv[1]?.endsWith("bench/web.ts")) {
  for (const figure of await runWebBench()) console.info(`${figure.name}: ${figure.value} ${figure.unit}`);
}
