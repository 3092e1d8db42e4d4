import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type AnalysisStatusResponse,
  analysisStatusResponseSchema,
  inProgressStatuses,
} from "../../common/api/analyses";
import type { createBrowser } from "./create-test-app";

type Browser = ReturnType<typeof createBrowser>;

export { contractFixturesDir as fixturesDir } from "../../fixtures/paths";

import { contractFixturesDir as fixturesDir } from "../../fixtures/paths";

export function fixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(path.join(fixturesDir, name)));
}

export function upload(
  browser: Browser,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("file", new File([bytes], fileName));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return browser.request("/api/contracts", { method: "POST", body: form });
}

/** Polls the status path the way the web app does until the analysis is completed or failed; returns every status seen. */
export async function waitForAnalysis(
  browser: Browser,
  analysisId: string,
  timeoutMs = 90_000,
): Promise<AnalysisStatusResponse[]> {
  const seen: AnalysisStatusResponse[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await browser.request(`/api/analyses/${analysisId}/status?t=${Date.now()}`);
    if (response.status !== 200) throw new Error(`status ${response.status}: ${await response.text()}`);
    const status = analysisStatusResponseSchema.parse(await response.json());
    seen.push(status);
    if (!inProgressStatuses.includes(status.status)) return seen;
    if (Date.now() > deadline) throw new Error(`analysis ${analysisId} still ${status.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}
