import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { documentFromText } from "../../../agent/analysis/document-from-text";
import type { ClauseHit } from "../../../common/chat";
import type { Clause } from "../../../common/document";
import { type AgentHarness, type AgentUser, startAgentHarness, transcript } from "../../framework/agent-harness";
import { agentPromptId } from "../../framework/agent-model";
import type { EvalSuite } from "../../framework/types";
import { citationsExist, citesClause } from "../../scorers/citations";
import { recallAtK } from "../../scorers/recall-at-k";
import { toolsCalled } from "../../scorers/tools-called";

/** The questions are the retrieval suite's (one list): here they are asked through the agent, as a user would. */
const QUESTIONS_FILE = new URL("../retrieval/questions.json", import.meta.url);

type QaCase = { contract: string; question: string; clauses: string[]; nth: number };
type QaState = {
  harness: AgentHarness;
  contracts: Map<string, { clauseNumbers: string[]; uploads: Array<{ user: AgentUser; contractId: string }> }>;
};

/** Questions one user asks (the chat allows 30 turns a minute per user): more questions, more users with their own upload. */
const QUESTIONS_PER_USER = 25;

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** Questions about uploaded fixture contracts, asked in the chat: the right clause retrieved (recall@3) and cited in the answer. */
export const qaSuite: EvalSuite<QaCase, QaState> = {
  name: "qa",
  description: "Questions about uploaded fixture contracts, asked through the agent (POST /api/agent/chat)",
  usesModel: true,
  headline: [
    { key: "recallAt3", label: "recall@3" },
    { key: "citationAccuracy", label: "cites the right clause" },
  ],
  cases() {
    const { questions } = JSON.parse(readFileSync(QUESTIONS_FILE, "utf8")) as { questions: QaCase[] };
    const seen = new Map<string, number>();
    return questions.map((question) => {
      const n = (seen.get(question.contract) ?? 0) + 1;
      seen.set(question.contract, n);
      return { id: `${question.contract}#${n}`, title: question.question, data: { ...question, nth: n - 1 } };
    });
  },
  async setup(context, cases) {
    const harness = await startAgentHarness(context.agentModel());
    const contracts: QaState["contracts"] = new Map();
    for (const slug of [...new Set(cases.map((c) => c.data.contract))]) {
      const bytes = new Uint8Array(readFileSync(join(context.settings.fixturesDir, `${slug}.txt`)));
      const users = Math.ceil(
        (Math.max(...cases.filter((c) => c.data.contract === slug).map((c) => c.data.nth)) + 1) / QUESTIONS_PER_USER,
      );
      const uploads = await Promise.all(
        Array.from({ length: users }, async () => {
          const user = await harness.signUp("qa");
          return { user, contractId: await harness.uploadDocument(user, bytes, `${slug}.txt`) };
        }),
      );
      contracts.set(slug, {
        clauseNumbers: numbersOf(documentFromText(Buffer.from(bytes).toString("utf8")).clauses),
        uploads,
      });
    }
    return { harness, contracts };
  },
  async runCase({ data }, state) {
    const contract = state.contracts.get(data.contract)!;
    const { user, contractId } = contract.uploads[Math.floor(data.nth / QUESTIONS_PER_USER)]!;
    const turn = await state.harness.chat(user, {
      conversationId: `qa-${randomUUID()}`,
      contractId,
      text: data.question,
    });
    if (turn.status !== 200) throw new Error(`chat answered ${turn.status}: ${turn.errors.join("; ")}`);
    const search = turn.tools.find((tool) => tool.toolName === "searchContract");
    const hits = ((search?.output as { hits?: ClauseHit[] } | undefined)?.hits ?? []).map((hit) => hit.clauseNumber);
    return {
      scores: [
        toolsCalled(turn.tools, [{ tool: "searchContract", args: { contractId } }]),
        recallAtK(hits, data.clauses, 3),
        citesClause(turn.text, data.clauses),
        citationsExist(turn.text, contract.clauseNumbers),
      ],
      excerpt: transcript([{ user: data.question, turn }]),
      ...state.harness.lawChecked([turn]),
    };
  },
  metrics(results) {
    const scoreOf = (scorer: string) => results.map((r) => r.scores.find((s) => s.scorer === scorer)?.score ?? 0);
    const ranks = results.map(
      (r) =>
        (r.scores.find((s) => s.scorer === "recall@3")?.actual as { rank: number | null } | undefined)?.rank ?? null,
    );
    return {
      recallAt3: mean(scoreOf("recall@3")),
      citationAccuracy: mean(scoreOf("citations")),
      citationsExist: mean(scoreOf("citations-exist")),
      mrr: mean(ranks.map((rank) => (rank ? 1 / rank : 0))),
    };
  },
  describeRun: () => ({ promptId: agentPromptId() }),
  teardown: (state) => state.harness.close(),
};

/** Every clause number in the document, sub-clauses included ("5", "5.1", "5.1(a)"). */
function numbersOf(clauses: Clause[], parent: string | null = null): string[] {
  return clauses.flatMap((clause) => {
    const number =
      clause.number && parent && clause.number.startsWith("(") ? `${parent}${clause.number}` : clause.number;
    return [...(number ? [number] : []), ...numbersOf(clause.children, number ?? parent)];
  });
}
