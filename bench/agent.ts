// Chat latency of the local engine through the real server over HTTP: a browser's POST
// /api/agent/chat, timed to the first streamed text and to the end of the streamed turn.
// `npx tsx bench/agent.ts` prints the figures; scripts/bench.ts imports the function.
import { randomUUID } from "node:crypto";
import { type BenchSession, sessionHeaders } from "./accounts";
import type { BenchFigure } from "./figure";
import { startBenchServer } from "./server";

/** One chat turn through the API: milliseconds to the first streamed text and to the end of the turn. */
async function timedTurn(
  session: BenchSession,
  conversationId: string,
  text: string,
): Promise<{ firstText: number; full: number; body: string }> {
  const started = performance.now();
  const response = await fetch(`${session.baseUrl}/api/agent/chat`, {
    method: "POST",
    headers: { ...sessionHeaders(session), "content-type": "application/json" },
    body: JSON.stringify({
      id: conversationId,
      messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text }] }],
    }),
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
 * The local engine through POST /api/agent/chat on the real server (its own process, embedded
 * database): a new lease conversation (listTemplates → fillTemplate → first questions) and an
 * answer turn (fillTemplate → next questions). The chat allows 30 turns a minute per user: the
 * bench stays under it.
 */
export async function runAgentBench(options: { conversations?: number } = {}): Promise<BenchFigure[]> {
  const server = await startBenchServer();
  try {
    const signUp = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench-agent@contractclarity.test", password: "bench password 1" }),
    });
    const cookie = signUp.headers.getSetCookie()[0]?.split(";")[0];
    if (signUp.status !== 201 || !cookie) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const session: BenchSession = { baseUrl: server.baseUrl, cookie };
    const opening: Array<{ firstText: number; full: number }> = [];
    const answers: Array<{ firstText: number; full: number }> = [];
    const count = options.conversations ?? 12;
    for (let index = 0; index < count + 2; index++) {
      const conversationId = `bench-${randomUUID()}`;
      const first = await timedTurn(session, conversationId, "Draft a residential lease for a flat in Cape Town");
      const second = await timedTurn(session, conversationId, "Jan Botha");
      if (index < 2) continue; // warm-up
      opening.push(first);
      answers.push(second);
    }
    return [
      {
        name: "Chat first token, new lease conversation (local engine, over HTTP)",
        value: round(median(opening.map((t) => t.firstText))),
        unit: "ms",
        budget: "≤ 150 ms",
      },
      {
        name: "Chat full turn, new lease conversation (2 tool steps)",
        value: round(median(opening.map((t) => t.full))),
        unit: "ms",
      },
      {
        name: "Chat first token, answer turn (local engine, over HTTP)",
        value: round(median(answers.map((t) => t.firstText))),
        unit: "ms",
        budget: "≤ 150 ms",
      },
      {
        name: "Chat full turn, answer turn (fillTemplate)",
        value: round(median(answers.map((t) => t.full))),
        unit: "ms",
      },
    ];
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith("bench/agent.ts")) {
  for (const figure of await runAgentBench())
    console.info(`${figure.name}: ${figure.value} ${figure.unit}${figure.budget ? ` (budget ${figure.budget})` : ""}`);
}
