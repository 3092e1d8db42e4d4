import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractText } from "unpdf";
import { findTemplate } from "../../../agent/templates/template-library";
import { type DraftDetail, draftDetailSchema } from "../../../common/chat";
import { contractFixturesDir, zaCorpusDir } from "../../../fixtures/paths";
import { type AgentHarness, type ChatTurn, startAgentHarness, transcript } from "../../framework/agent-harness";
import { agentPromptId } from "../../framework/agent-model";
import { answerFor, askedFields, lastFill as lastFillOf } from "../../framework/interview-user";
import type { EvalSuite, ScoreResult } from "../../framework/types";

/**
 * Scripted conversations with the agent, each of one behaviour: details volunteered in the first
 * message, corrections, questions in the middle of an interview (terms, the law), edits of a
 * finished draft (fields, added and removed clauses), questions about an uploaded contract, and
 * plain answers (yes/no, skip). Each case checks what a user would notice: the stored fields, the
 * exported document (which never holds a question or an instruction the user typed), and the
 * text of the answers.
 */
type Step =
  | { say: string; expectText?: string[]; expectNotText?: string[] }
  /** Answers every remaining question (from `answers`, else the template's sample values) until the draft is complete. */
  | { answerRest: true }
  /** Accepts the latest open proposal, as the Accept button does. */
  | { accept: true };

export type ConversationCase = {
  id: string;
  title: string;
  behaviour: string;
  /** A contract to upload and attach: "contracts/<file>" or "za-corpus/<file>". */
  contract?: string;
  templateId?: string;
  answers?: Record<string, string>;
  steps: Step[];
  expect: {
    fields?: Record<string, unknown>;
    fieldsAbsent?: string[];
    documentContains?: string[];
    documentNotContains?: string[];
    tools?: string[];
    toolsNot?: string[];
  };
};

const CASES_FILE = new URL("./cases.json", import.meta.url);
const MAX_ROUNDS = 30;

export const conversationsSuite: EvalSuite<ConversationCase, AgentHarness> = {
  name: "conversations",
  description:
    "Scripted conversations of each kind a user has with the agent: volunteered details, corrections, mid-interview questions, edits and questions on uploaded contracts",
  usesModel: true,
  headline: [
    { key: "passRate", label: "conversations passing" },
    { key: "documentsClean", label: "exports without user questions or instructions" },
  ],
  cases() {
    const { cases } = JSON.parse(readFileSync(CASES_FILE, "utf8")) as { cases: ConversationCase[] };
    return cases.map((c) => ({ id: c.id, title: `[${c.behaviour}] ${c.title}`, data: c }));
  },
  setup: (context) => startAgentHarness(context.agentModel()),
  async runCase({ data }, harness) {
    const user = await harness.signUp("conversation");
    const conversationId = `conversation-${randomUUID()}`;
    const contractId = data.contract
      ? await harness.uploadDocument(user, fixtureBytes(data.contract), data.contract.split("/").at(-1)!)
      : undefined;
    const turns: Array<{ user: string; turn: ChatTurn }> = [];
    const textFailures: string[] = [];
    const say = async (text: string) => {
      let turn = await harness.chat(user, { conversationId, text, ...(contractId ? { contractId } : {}) });
      // a user typing this fast meets the chat's rate limit (30 turns a minute): a minute later they go on
      for (let retry = 0; turn.status === 429 && retry < 3; retry++) {
        harness.testApp.clock.advance(60_000);
        turn = await harness.chat(user, { conversationId, text, ...(contractId ? { contractId } : {}) });
      }
      if (turn.status !== 200) throw new Error(`chat answered ${turn.status}: ${turn.errors.join("; ")}`);
      turns.push({ user: text, turn });
      return turn;
    };
    const lastFill = () => lastFillOf(turns);
    const draftId = () => lastFill()?.draftId;
    const detail = async (): Promise<DraftDetail | null> => {
      const id = draftId();
      if (!id) return null;
      return draftDetailSchema.parse(await (await user.browser.request(`/api/agent/drafts/${id}`)).json());
    };

    for (const step of data.steps) {
      if ("say" in step) {
        const turn = await say(step.say);
        const text = turn.text.toLowerCase();
        for (const wanted of step.expectText ?? [])
          if (!wanted.split("|").some((option) => text.includes(option.toLowerCase())))
            textFailures.push(`“${step.say}” → answer lacks “${wanted}”`);
        for (const unwanted of step.expectNotText ?? [])
          if (text.includes(unwanted.toLowerCase())) textFailures.push(`“${step.say}” → answer has “${unwanted}”`);
      } else if ("answerRest" in step) {
        const fill = lastFill();
        const template = findTemplate(fill?.templateId ?? data.templateId ?? "");
        if (!template) throw new Error("answerRest: no draft in the conversation");
        let turn = turns.at(-1)!.turn;
        for (let round = 0; round < MAX_ROUNDS && lastFill() && lastFill()!.complete !== true; round++) {
          const asked = askedFields(template.fields, turn.text, lastFill()!.nextQuestions ?? []);
          turn = await say(asked.map((field) => answerFor(field, data.answers ?? {}, template.id)).join(" and "));
        }
      } else {
        const current = await detail();
        const open = current?.proposals.filter((proposal) => proposal.status === "proposed").at(-1);
        if (!current || !open) {
          textFailures.push("accept: no open proposal to accept");
          continue;
        }
        const response = await user.browser.request(
          `/api/agent/drafts/${current.id}/proposals/${open.proposalId}/accept`,
          { method: "POST" },
        );
        if (response.status !== 200) textFailures.push(`accept answered ${response.status}`);
      }
    }

    const scores: ScoreResult[] = [
      {
        scorer: "answer-text",
        score: textFailures.length === 0 ? 1 : 0,
        pass: textFailures.length === 0,
        expected: "each answer says what the script expects",
        actual: textFailures.length > 0 ? textFailures : undefined,
      },
    ];
    const calls = turns.flatMap(({ turn }) => turn.tools.map((tool) => tool.toolName));
    if (data.expect.tools || data.expect.toolsNot) {
      const missing = (data.expect.tools ?? []).filter((tool) => !calls.includes(tool));
      const unwanted = (data.expect.toolsNot ?? []).filter((tool) => calls.includes(tool));
      scores.push({
        scorer: "tools",
        score: missing.length + unwanted.length === 0 ? 1 : 0,
        pass: missing.length + unwanted.length === 0,
        expected: { tools: data.expect.tools, toolsNot: data.expect.toolsNot },
        actual: missing.length + unwanted.length > 0 ? { missing, unwanted } : undefined,
      });
    }
    const draft = await detail();
    if (data.expect.fields || data.expect.fieldsAbsent) {
      const values = draft?.document.values ?? {};
      const wrong = Object.entries(data.expect.fields ?? {})
        .filter(([key, value]) => !sameValue(values[key], value))
        .map(([key, value]) => ({ key, expected: value, actual: values[key] ?? null }));
      const present = (data.expect.fieldsAbsent ?? []).filter((key) => values[key] !== undefined && values[key] !== "");
      scores.push({
        scorer: "stored-fields",
        score: wrong.length + present.length === 0 ? 1 : 0,
        pass: wrong.length + present.length === 0,
        expected: { fields: data.expect.fields, absent: data.expect.fieldsAbsent },
        actual: wrong.length + present.length > 0 ? { wrong, present } : undefined,
      });
    }
    if (draft?.versions.length || data.expect.documentContains || data.expect.documentNotContains) {
      scores.push(
        await exportedDocument(
          user,
          draft,
          data,
          turns.map(({ user: said }) => said),
        ),
      );
    }
    return { scores, excerpt: transcript(turns, 20_000), ...harness.lawChecked(turns.map(({ turn }) => turn)) };
  },
  metrics(results) {
    const passRate = results.filter((r) => r.status === "pass").length / Math.max(results.length, 1);
    const withDocument = results.filter((r) =>
      r.scores.some((s) => s.scorer === "exported-document" && s.metadata?.userTextInDocument !== undefined),
    );
    const clean = withDocument.filter((r) =>
      r.scores.some((s) => s.scorer === "exported-document" && s.metadata?.userTextInDocument === 0),
    );
    const metrics: Record<string, number> = {
      passRate,
      documentsClean: withDocument.length === 0 ? 1 : clean.length / withDocument.length,
    };
    // per behaviour: "[correction] …" → passRate.correction
    const behaviours = new Map<string, { pass: number; all: number }>();
    for (const result of results) {
      const behaviour = /^\[([^\]]+)\]/.exec(result.title)?.[1] ?? "other";
      const entry = behaviours.get(behaviour) ?? { pass: 0, all: 0 };
      entry.all++;
      if (result.status === "pass") entry.pass++;
      behaviours.set(behaviour, entry);
    }
    for (const [behaviour, { pass, all }] of behaviours) metrics[`passRate.${behaviour}`] = pass / all;
    return metrics;
  },
  describeRun: () => ({ promptId: agentPromptId() }),
  teardown: (harness) => harness.close(),
};

function fixtureBytes(path: string): Uint8Array<ArrayBuffer> {
  const [folder, file] = path.split("/") as [string, string];
  const dir = folder === "za-corpus" ? zaCorpusDir : contractFixturesDir;
  return new Uint8Array(readFileSync(join(dir, file)));
}

function sameValue(actual: unknown, expected: unknown): boolean {
  if (typeof expected === "string" && expected.startsWith("~"))
    return typeof actual === "string" && actual.toLowerCase().includes(expected.slice(1).toLowerCase());
  return JSON.stringify(actual) === JSON.stringify(expected);
}

/**
 * The draft exported as PDF (when complete) and read back: it holds the expected words, none of
 * the unwanted ones, and none of the user's questions or instructions (any message of theirs that
 * asks or tells, at least 12 characters long).
 */
async function exportedDocument(
  user: { browser: { request: (url: string, init?: RequestInit & { json?: unknown }) => Promise<Response> } },
  draft: DraftDetail | null,
  data: ConversationCase,
  said: string[],
): Promise<ScoreResult> {
  if (!draft) return { scorer: "exported-document", score: 0, pass: false, expected: "a draft", actual: "no draft" };
  const response = await user.browser.request(`/api/agent/drafts/${draft.id}/export.pdf`);
  if (response.status !== 200)
    return {
      scorer: "exported-document",
      score: 0,
      pass: false,
      expected: "an exported PDF",
      actual: `HTTP ${response.status}`,
    };
  const text = (await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })).text.replace(
    /\s+/g,
    " ",
  );
  const lower = text.toLowerCase();
  const missing = (data.expect.documentContains ?? []).filter((word) => !lower.includes(word.toLowerCase()));
  const unwanted = (data.expect.documentNotContains ?? []).filter((word) => lower.includes(word.toLowerCase()));
  const userText = said.filter(
    (message) =>
      message.length >= 12 &&
      /\?|^\s*(?:please |actually |can you |could you )?(?:change|make|add|remove|delete|set|update|export|what|how|why|is|are|can|could|does)\b/i.test(
        message,
      ) &&
      lower.includes(message.toLowerCase().replace(/[?.!]+$/, "")),
  );
  const problems = missing.length + unwanted.length + userText.length;
  return {
    scorer: "exported-document",
    score: problems === 0 ? 1 : 0,
    pass: problems === 0,
    expected: { contains: data.expect.documentContains, notContains: data.expect.documentNotContains },
    actual: problems > 0 ? { missing, unwanted, userText } : undefined,
    metadata: { userTextInDocument: userText.length, characters: text.length },
  };
}
