import { randomUUID } from "node:crypto";
import { createBrowser, createTestApp } from "../api/testing/create-test-app";
import type { BenchFigure } from "./figure";

type Browser = ReturnType<typeof createBrowser>;

/** One chat turn through the API: milliseconds to the first streamed text and to the end of the turn. */
async function timedTurn(browser: Browser, conversationId: string, text: string): Promise<{ firstText: number; full: number; body: string }> {
  const started = performance.now();
  const response = await browser.request("/api/agent/chat", {
    method: "POST",
    json: { id: conversationId, messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text }] }] },
  });
  if (response.status !== 200) throw new Error(`chat answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let body = "";
  let firstText = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    body += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstText) && body.includes('"type":"text-delta"')) firstText = performance.now() - started;
  }
  return { firstText, full: performance.now() - started, body };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The local engine through POST /api/agent/chat on the in-memory database: a new lease conversation
 * (listTemplates → fillTemplate → first questions) and an answer turn (fillTemplate → next questions).
 */
export async function runAgentBench(options: { conversations?: number } = {}): Promise<BenchFigure[]> {
  const testApp = await createTestApp();
  try {
    const browser = createBrowser(testApp.app);
    await browser.request("/api/auth/signup", { method: "POST", json: { email: "bench-agent@contractclarity.test", password: "bench password 1" } });
    const opening: Array<{ firstText: number; full: number }> = [];
    const answers: Array<{ firstText: number; full: number }> = [];
    const count = options.conversations ?? 12;
    for (let index = 0; index < count + 2; index++) {
      const conversationId = `bench-${randomUUID()}`;
      const first = await timedTurn(browser, conversationId, "Draft a residential lease for a flat in Cape Town");
      const second = await timedTurn(browser, conversationId, "Jan Botha");
      if (index < 2) continue; // warm-up
      opening.push(first);
      answers.push(second);
    }
    return [
      { name: "Chat first token, new lease conversation (local engine)", value: round(median(opening.map((t) => t.firstText))), unit: "ms", budget: "≤ 150 ms" },
      { name: "Chat full turn, new lease conversation (2 tool steps)", value: round(median(opening.map((t) => t.full))), unit: "ms" },
      { name: "Chat first token, answer turn (local engine)", value: round(median(answers.map((t) => t.firstText))), unit: "ms", budget: "≤ 150 ms" },
      { name: "Chat full turn, answer turn (fillTemplate)", value: round(median(answers.map((t) => t.full))), unit: "ms" },
    ];
  } finally {
    await testApp.close();
  }
}

if (process.argv[1]?.endsWith("bench/agent.ts")) {
  for (const figure of await runAgentBench()) console.info(`${figure.name}: ${figure.value} ${figure.unit}${figure.budget ? ` (budget ${figure.budget})` : ""}`);
}
