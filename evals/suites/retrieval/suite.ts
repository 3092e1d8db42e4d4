import type { EvalSuite } from "../../framework/types";
import { recallAtK } from "../../scorers/recall-at-k";
import { type RetrievalReport, retrievalModes, runRetrievalSuite } from "./retrieval-suite";

type RetrievalCase = { index: number; contract: string; question: string; clauses: string[] };

/** Retrieval alone (no agent): each question searched directly over the indexed fixtures, vector, text and hybrid. */
export const retrievalSuite: EvalSuite<RetrievalCase, RetrievalReport> = {
  name: "retrieval",
  description: "Clause retrieval over the fixtures in PGlite, without the agent (vector, text, hybrid)",
  usesModel: false,
  headline: [
    { key: "recallAt3.hybrid", label: "recall@3" },
    { key: "mrr.hybrid", label: "mrr" },
  ],
  async cases({ settings }) {
    // the questions are known only after the suite has read them: run it once here (it is fast) and score per question below
    const report = await runRetrievalSuite({ dataDir: settings.fixturesDir });
    cached.set(settings.fixturesDir, report);
    return report.questions.map((q, index) => ({
      id: `${q.contract}#${index + 1}`,
      title: q.question,
      data: { index, contract: q.contract, question: q.question, clauses: q.clauses },
    }));
  },
  async setup({ settings }) {
    return cached.get(settings.fixturesDir)!;
  },
  async runCase({ data }, report) {
    const question = report.questions[data.index]!;
    // the rank is the suite's own (over its top hits); the scorer shows the top 3 it saw
    return {
      scores: retrievalModes.map((mode) => {
        const rank = question.rank[mode];
        const hit = rank !== null && rank <= 3;
        return {
          ...recallAtK(question.top3[mode], data.clauses, 3),
          scorer: `recall@3 ${mode}`,
          score: hit ? 1 : 0,
          pass: hit,
          metadata: { rank },
        };
      }),
    };
  },
  metrics(results) {
    const metrics: Record<string, number> = {};
    for (const mode of retrievalModes) {
      const scores = results.map((r) => r.scores.find((s) => s.scorer === `recall@3 ${mode}`));
      metrics[`recallAt3.${mode}`] = scores.filter((s) => s?.pass).length / Math.max(results.length, 1);
      metrics[`mrr.${mode}`] =
        scores.reduce((sum, s) => sum + (s?.metadata?.rank ? 1 / Number(s.metadata.rank) : 0), 0) /
        Math.max(results.length, 1);
    }
    return metrics;
  },
  describeRun: (report) => ({
    embedding: report.embeddingModel,
    chunks: report.chunks,
    hybridSearchMs: report.searchMs,
  }),
};

const cached = new Map<string, RetrievalReport>();
