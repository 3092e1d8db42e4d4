import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { draftHighFindings } from "../../../agent/templates/draft-high-findings";
import { findTemplate } from "../../../agent/templates/template-library";
import { draftDetailSchema } from "../../../common/chat";
import { type AgentHarness, type ChatTurn, startAgentHarness, transcript } from "../../framework/agent-harness";
import { agentPromptId } from "../../framework/agent-model";
import { answerFor, askedFields, lastFill as lastFillOf } from "../../framework/interview-user";
import type { EvalSuite, ScoreResult } from "../../framework/types";
import { documentExported } from "../../scorers/document-exported";
import { draftComplete } from "../../scorers/draft-complete";
import { noHighFindings } from "../../scorers/no-high-findings";
import { questionsPerTurn } from "../../scorers/questions-per-turn";
import { readingLevelAtMost } from "../../scorers/reading-level";
import { type ExpectedToolCall, toolsCalled } from "../../scorers/tools-called";

type DraftingCase = {
  id: string;
  title: string;
  opening: string;
  templateId: string;
  answers: Record<string, string>;
  finish: string;
  expect: {
    tools: ExpectedToolCall[];
    documentContains: string[];
    maxQuestionsPerTurn: number;
    maxReadingGrade: number;
  };
};

const CASES_FILE = new URL("./cases.json", import.meta.url);
/** A conversation that has not completed the draft after this many answers has failed. */
const MAX_ROUNDS = 24;

/** Scripted drafting conversations with the agent, to a complete draft and an exported file. */
export const draftingSuite: EvalSuite<DraftingCase, AgentHarness> = {
  name: "drafting",
  description: "Drafting conversations through the agent, ending in an exported Word or PDF document",
  usesModel: true,
  headline: [
    { key: "exportedRate", label: "valid exported document" },
    { key: "passRate", label: "conversations passing" },
  ],
  cases() {
    const { cases } = JSON.parse(readFileSync(CASES_FILE, "utf8")) as { cases: DraftingCase[] };
    return cases.map((c) => ({ id: c.id, title: c.title, data: c }));
  },
  setup: (context) => startAgentHarness(context.agentModel()),
  async runCase({ data }, harness) {
    const template = findTemplate(data.templateId);
    if (!template) throw new Error(`template ${data.templateId} is not in the library`);
    const user = await harness.signUp("drafting");
    const conversationId = `drafting-${randomUUID()}`;
    const turns: Array<{ user: string; turn: ChatTurn }> = [];
    const say = async (text: string) => {
      const turn = await harness.chat(user, { conversationId, text });
      if (turn.status !== 200) throw new Error(`chat answered ${turn.status}: ${turn.errors.join("; ")}`);
      turns.push({ user: text, turn });
      return turn;
    };
    const lastFill = () => lastFillOf(turns);

    let turn = await say(data.opening);
    const askedPerTurn: number[] = [];
    for (let round = 0; round < MAX_ROUNDS && lastFill() && lastFill()!.complete !== true; round++) {
      const asked = askedFields(template.fields, turn.text, lastFill()!.nextQuestions ?? []);
      askedPerTurn.push(asked.length);
      turn = await say(asked.map((field) => answerFor(field, data.answers, data.templateId)).join(" and "));
    }
    const filled = lastFill();
    const complete = draftComplete(filled);
    let exported: Parameters<typeof documentExported>[0] = null;
    let findings: ScoreResult = {
      scorer: "no-high-findings",
      score: 0,
      pass: false,
      expected: "no high-severity finding",
      actual: "no draft",
    };
    if (filled?.complete) {
      const finish = await say(data.finish);
      const link = finish.tools.find((t) => t.toolName === "exportDocument")?.output as { url?: string } | undefined;
      if (link?.url) {
        const response = await user.browser.request(link.url);
        exported = {
          status: response.status,
          contentType: response.headers.get("content-type"),
          bytes: new Uint8Array(await response.arrayBuffer()),
        };
      }
      const detail = draftDetailSchema.parse(
        await (await user.browser.request(`/api/agent/drafts/${filled.draftId}`)).json(),
      );
      findings = noHighFindings(draftHighFindings(template, detail.document));
    }
    const calls = turns.flatMap(({ turn: t }) => t.tools);
    const assistantText = turns.map(({ turn: t }) => t.text).join("\n\n");
    return {
      scores: [
        toolsCalled(calls, data.expect.tools),
        questionsPerTurn(askedPerTurn, data.expect.maxQuestionsPerTurn),
        complete,
        await documentExported(exported, data.expect.documentContains),
        findings,
        readingLevelAtMost(assistantText, data.expect.maxReadingGrade),
      ],
      excerpt: transcript(turns),
      ...harness.lawChecked(turns.map(({ turn }) => turn)),
    };
  },
  metrics(results) {
    const rate = (pick: (scores: ScoreResult[]) => boolean) =>
      results.filter((r) => pick(r.scores)).length / Math.max(results.length, 1);
    return {
      passRate: results.filter((r) => r.status === "pass").length / Math.max(results.length, 1),
      exportedRate: rate((scores) => scores.some((s) => s.scorer === "document-exported" && s.pass)),
      completeRate: rate((scores) => scores.some((s) => s.scorer === "draft-complete" && s.pass)),
      noHighFindingsRate: rate((scores) => scores.some((s) => s.scorer === "no-high-findings" && s.pass)),
      toolAccuracy: rate((scores) => scores.some((s) => s.scorer === "tools-called" && s.pass)),
    };
  },
  describeRun: () => ({ promptId: agentPromptId() }),
  teardown: (harness) => harness.close(),
};
