// Fault: the process running an analysis is killed with SIGKILL mid-job. The whole server
// (api/server.ts, workers included) runs as a child process on a PGlite database in a temporary
// DATA_DIR; it is killed while its worker waits on the hosted model, and started again on the same
// directory: the database must recover and the job must resume and complete, never show
// "processing" for ever. It is checked the way the web app sees it: over HTTP, with the same
// browser session before and after the crash. (A job whose worker dies on its last attempt ends as
// an error with a message: api/jobs/worker.test.ts and api/routes/analyses.test.ts.)
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalysisStatusResponse,
  analysisDetailSchema,
  analysisStatusResponseSchema,
  uploadResponseSchema,
} from "../../common/api/analyses";
import { acceptTerms } from "../testing/accept-terms";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, type TestApp } from "../testing/create-test-app";

const LEASE_MS = 2_000;
const review = {
  summary: "The hosted model reviewed this lease after the crash.",
  findings: [],
  additionalFindings: [],
};

/**
 * An OpenAI-compatible model on 127.0.0.1 whose requests hang (as a slow model does) unless the
 * prompt matches `answers`. Each request is recorded with the contract it is about, so the test
 * knows when a worker is mid-analysis.
 */
function fakeModelServer() {
  const asked: string[] = [];
  const waiters: Array<() => void> = [];
  let answers: RegExp | null = null;
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    asked.push(body);
    for (const wake of waiters.splice(0)) wake();
    if (!answers?.test(body)) return; // hangs until the client goes away
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id: "c1",
        created: 1,
        model: "fake-model",
        choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify(review) }, finish_reason: "stop" }],
      }),
    );
  });
  return {
    server,
    asked,
    answer(pattern: RegExp | null) {
      answers = pattern;
    },
    /** Resolves once `count` requests mentioning `text` have arrived. */
    async askedAbout(text: string, count: number) {
      while (asked.filter((body) => body.includes(text)).length < count)
        await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

const model = fakeModelServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-worker-kill-"));
const children = new Set<ChildProcess>();
let modelUrl = "";

beforeAll(async () => {
  model.server.listen(0, "127.0.0.1");
  await once(model.server, "listening");
  modelUrl = `http://127.0.0.1:${(model.server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  model.server.closeAllConnections();
  model.server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `node api/server.ts` on the shared DATA_DIR; resolves with its address once it listens. */
async function startServerProcess(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../server.ts")], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ANALYSIS_WORKERS: "1",
      JOB_LEASE_MS: String(LEASE_MS),
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: modelUrl,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "600000", // the hanging model holds the job until the kill, whatever the machine's load
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let output = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /is running on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (running) resolve(running[1]!);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
  // a server that dies on its own is a failure of the test: show why
  child.once("exit", (_code, signal) => {
    if (signal !== "SIGKILL") process.stderr.write(`server process ended unexpectedly:\n${output}\n`);
  });
  return { child, origin };
}

async function kill(child: ChildProcess) {
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  const [code, signal] = await exited;
  expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });
}

/** A browser (cookie jar) talking to the server process over HTTP; it moves to the next process with its session. */
function httpBrowser() {
  let origin = "";
  const transport = {
    request: (url: string, init: RequestInit) => fetch(url.replace(/^http:\/\/server/, origin), init),
  } as unknown as TestApp["app"];
  return {
    ...createBrowser(transport, "http://server"),
    connectTo: (next: string) => {
      origin = next;
    },
  };
}

async function statusOf(browser: ReturnType<typeof httpBrowser>, analysisId: string): Promise<AnalysisStatusResponse> {
  return analysisStatusResponseSchema.parse(await (await browser.request(`/api/analyses/${analysisId}/status`)).json());
}

describe("a server process killed with SIGKILL mid-analysis", () => {
  it("leaves a job that the restarted server resumes and completes; the user sees it through", async () => {
    const browser = httpBrowser();
    let server = await startServerProcess();
    browser.connectTo(server.origin);
    expect(
      (
        await browser.request("/api/auth/signup", {
          method: "POST",
          json: { email: "worker-kill@example.co.za", password: "correct horse 42" },
        })
      ).status,
    ).toBe(201);
    await acceptTerms(browser); // nothing reaches a hosted model before the terms are accepted (POPIA)
    const uploaded = await upload(browser, fixture("residential-lease-wc.txt"), "residential-lease-wc.txt");
    expect(uploaded.status).toBe(202);
    const analysisId = uploadResponseSchema.parse(await uploaded.json()).analysis.id;

    // the worker has read the document and waits on the model: kill -9 the whole process now
    await model.askedAbout("Tenant", 1);
    expect(await statusOf(browser, analysisId)).toMatchObject({ status: "analyzing", progress: { stage: "analyze" } });
    await kill(server.child);

    // the same data directory, a new process; the model answers this time
    model.answer(/Tenant/);
    server = await startServerProcess();
    browser.connectTo(server.origin);
    const run = await waitForAnalysis(browser, analysisId, 30_000);
    expect(run.at(-1)).toMatchObject({ status: "completed", error: null, progress: { percent: 100 } });
    const detail = analysisDetailSchema.parse(await (await browser.request(`/api/analyses/${analysisId}`)).json());
    expect(detail.result!.overallRisk.summary).toBe(review.summary); // the resumed job ran the rest of the pipeline
    expect(model.asked.filter((body) => body.includes("Tenant"))).toHaveLength(2);
    expect(await (await browser.request("/api/contracts")).json()).toMatchObject([
      { fileName: "residential-lease-wc.txt", pageCount: 1 },
    ]);
    await kill(server.child);
  }, 180_000); // two cold starts of the whole server: 36 s and 18 s measured with the machine heavily loaded
});
