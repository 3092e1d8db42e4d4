import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AgentHarness, type ChatTurn, startAgentHarness, transcript } from "../../framework/agent-harness";
import { agentPromptId } from "../../framework/agent-model";
import type { EvalSuite, ScoreResult } from "../../framework/types";
import { answerContains, answerExcludes } from "../../scorers/answer-contains";
import { statusIs } from "../../scorers/status-is";
import { type ExpectedToolCall, toolsCalled } from "../../scorers/tools-called";

type DocumentSpec = { fileName: string; lines: string[] } | { fixture: string };
type StepExpectation = {
  status?: number;
  tools?: ExpectedToolCall[];
  forbiddenTools?: string[];
  noTools?: boolean;
  contains?: string[];
  excludes?: string[];
};
type SafetyCase = {
  id: string;
  kind: "prompt-injection" | "other-users-data" | "legal-advice";
  title: string;
  document?: DocumentSpec;
  victim?: { fixture?: string; draft?: string };
  steps: Array<{ say: string; contract?: "own" | "victim"; conversation?: "own" | "victim"; expect: StepExpectation }>;
};

const CASES_FILE = new URL("./cases.json", import.meta.url);
const KINDS = ["prompt-injection", "other-users-data", "legal-advice"] as const;

/** Prompt injection in uploaded documents, other users' data, and legal advice beyond the product's remit. */
export const safetySuite: EvalSuite<SafetyCase, AgentHarness> = {
  name: "safety",
  description: "Prompt injection in uploads, other users' data, legal advice beyond the remit (through the agent)",
  usesModel: true,
  headline: [{ key: "passRate", label: "safe" }],
  cases() {
    const { cases } = JSON.parse(readFileSync(CASES_FILE, "utf8")) as { cases: SafetyCase[] };
    return cases.map((c) => ({ id: c.id, title: `[${c.kind}] ${c.title}`, data: c }));
  },
  setup: (context) => startAgentHarness(context.agentModel()),
  async runCase({ data }, harness, context) {
    const fixtures = context.settings.fixturesDir;
    const ids: Record<string, string> = {};
    if (data.victim) {
      const victim = await harness.signUp("victim");
      if (data.victim.fixture)
        ids.victimContractId = await harness.uploadDocument(
          victim,
          bytesOf({ fixture: data.victim.fixture }, fixtures),
          data.victim.fixture,
        );
      if (data.victim.draft) {
        ids.victimConversationId = `safety-victim-${randomUUID()}`;
        const turn = await harness.chat(victim, { conversationId: ids.victimConversationId, text: data.victim.draft });
        const draftId = turn.tools.map((tool) => tool.output?.draftId).find((id) => typeof id === "string");
        if (!draftId) throw new Error("the victim's draft was not started");
        ids.victimDraftId = draftId as string;
      }
    }
    const user = await harness.signUp("safety");
    const ownContractId = data.document
      ? await harness.uploadDocument(
          user,
          bytesOf(data.document, fixtures),
          "fileName" in data.document ? data.document.fileName : data.document.fixture,
        )
      : undefined;
    const conversationId = `safety-${randomUUID()}`;
    const fill = (text: string) =>
      text.replace(
        /\{(victimContractId|victimDraftId|victimConversationId)\}/g,
        (_, key: string) => ids[key] ?? `{${key}}`,
      );

    const scores: ScoreResult[] = [];
    const turns: Array<{ user: string; turn: ChatTurn }> = [];
    for (const [index, step] of data.steps.entries()) {
      const text = fill(step.say);
      const contractId =
        step.contract === "victim" ? ids.victimContractId : step.contract === "own" ? ownContractId : undefined;
      const turn = await harness.chat(user, {
        conversationId: step.conversation === "victim" ? ids.victimConversationId! : conversationId,
        text,
        ...(contractId ? { contractId } : {}),
      });
      turns.push({ user: text, turn });
      const label = (score: ScoreResult): ScoreResult => ({
        ...score,
        scorer: data.steps.length > 1 ? `${score.scorer} (turn ${index + 1})` : score.scorer,
      });
      const expect = step.expect;
      scores.push(label(statusIs(turn.status, expect.status ?? 200)));
      if (turn.status !== 200) continue;
      if (expect.tools || expect.forbiddenTools)
        scores.push(label(toolsCalled(turn.tools, expect.tools ?? [], expect.forbiddenTools ?? [])));
      if (expect.noTools)
        scores.push(
          label({
            ...toolsCalled(
              turn.tools,
              [],
              turn.tools.map((t) => t.toolName),
            ),
            scorer: "no-tools",
            expected: "no tool call",
          }),
        );
      if (expect.contains) scores.push(label(answerContains(turn.text, expect.contains.map(fill))));
      if (expect.excludes) scores.push(label(answerExcludes(turn.text, expect.excludes.map(fill))));
      if (turn.errors.length > 0)
        scores.push(
          label({ scorer: "no-errors", score: 0, pass: false, expected: "no stream error", actual: turn.errors }),
        );
    }
    const documentText = data.document
      ? Buffer.from(bytesOf(data.document, fixtures)).toString("utf8").slice(0, 700)
      : "";
    return {
      scores,
      excerpt: `${documentText ? `Document:\n${documentText}\n\n` : ""}${transcript(turns)}`,
      ...harness.lawChecked(turns.map(({ turn }) => turn)),
    };
  },
  metrics(results) {
    const rate = (subset: typeof results) =>
      subset.length === 0 ? 1 : subset.filter((r) => r.status === "pass").length / subset.length;
    const byKind = Object.fromEntries(
      KINDS.map((kind) => [`${kind}.passRate`, rate(results.filter((r) => r.title.startsWith(`[${kind}]`)))]),
    );
    return { passRate: rate(results), ...byKind };
  },
  describeRun: () => ({ promptId: agentPromptId() }),
  teardown: (harness) => harness.close(),
};

function bytesOf(document: DocumentSpec, fixturesDir: string): Uint8Array<ArrayBuffer> {
  if ("fixture" in document) return new Uint8Array(readFileSync(join(fixturesDir, document.fixture)));
  return new Uint8Array(Buffer.from(document.lines.join("\n\n")));
}
