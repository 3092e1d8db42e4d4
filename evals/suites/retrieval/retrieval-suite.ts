import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pino from "pino";
import { documentFromText } from "../../../agent/analysis/document-from-text";
import { embedQuery, type RetrievalEmbeddingModel } from "../../../agent/retrieval/embed-texts";
import { localEmbeddingModel } from "../../../agent/retrieval/local-embedding";
import { openDatabase } from "../../../api/db/client";
import { insertContract } from "../../../api/db/queries/contracts";
import { searchClauses } from "../../../api/db/queries/search-clauses";
import { users } from "../../../api/db/schema";
import { indexContractClauses } from "../../../api/retrieval/index-contract-clauses";

type Question = { contract: string; question: string; clauses: string[] };
export type RetrievalMode = "vector" | "text" | "hybrid";
export const retrievalModes: RetrievalMode[] = ["vector", "text", "hybrid"];

export type RetrievalQuestionReport = Question & {
  /** Per mode: the 1-based rank of the first correct hit in the top 10, or null. */
  rank: Record<RetrievalMode, number | null>;
  /** Per mode: the clause numbers of the top 3 hits. */
  top3: Record<RetrievalMode, Array<string | null>>;
};

export type RetrievalReport = {
  suite: "retrieval";
  dataDir: string;
  embeddingModel: string;
  questions: RetrievalQuestionReport[];
  /** Share of questions with a correct hit in the top 3, per mode. */
  recallAt3: Record<RetrievalMode, number>;
  /** Mean reciprocal rank over the top 10, per mode. */
  mrr: Record<RetrievalMode, number>;
  chunks: number;
  /** Median and p95 of one hybrid search (embedding the query included), in ms. */
  searchMs: { p50: number; p95: number };
};

const QUESTIONS_FILE = join(import.meta.dirname, "questions.json");
const TOP = 10;

/**
 * Retrieval suite: the fixture contracts go through the real path (chunk, embed, store in an
 * in-memory PGlite, search with SQL), then each question is searched three ways — vector only,
 * full text only and hybrid (RRF) — and scored against the clause numbers that hold its answer.
 */
export async function runRetrievalSuite(options: {
  dataDir: string;
  embedding?: RetrievalEmbeddingModel;
  questionsFile?: string;
}): Promise<RetrievalReport> {
  const embedding = options.embedding ?? localEmbeddingModel;
  const { questions } = JSON.parse(readFileSync(options.questionsFile ?? QUESTIONS_FILE, "utf8")) as {
    questions: Question[];
  };
  const database = await openDatabase({ kind: "memory" });
  try {
    const { db } = database;
    const dataKey = randomBytes(32);
    const [user] = await db.insert(users).values({ email: "retrieval-eval@example.co.za" }).returning();
    const contractIds = new Map<string, string>();
    let chunks = 0;
    for (const slug of [...new Set(questions.map((question) => question.contract))]) {
      const text = readFileSync(join(options.dataDir, `${slug}.txt`), "utf8");
      const document = documentFromText(text);
      const contract = await insertContract(db, {
        userId: user!.id,
        fileName: `${slug}.txt`,
        format: "txt",
        byteSize: Buffer.byteLength(text),
        pageCount: document.pageCount,
        pages: [],
        warnings: [],
        deleteFilesAfter: new Date(Date.now() + 86_400_000),
      });
      const indexed = await indexContractClauses(
        { db, dataKey, logger: pino({ level: "silent" }), embedding },
        { userId: user!.id, contractId: contract.id, document },
      );
      chunks += indexed.chunks;
      contractIds.set(slug, contract.id);
    }

    const timings: number[] = [];
    const reports: RetrievalQuestionReport[] = [];
    for (const question of questions) {
      const rank = {} as RetrievalQuestionReport["rank"];
      const top3 = {} as RetrievalQuestionReport["top3"];
      for (const mode of retrievalModes) {
        const started = performance.now();
        const queryEmbedding = mode === "text" ? null : await embedQuery(embedding, question.question);
        const hits = await searchClauses(db, {
          userId: user!.id,
          contractId: contractIds.get(question.contract)!,
          query: question.question,
          queryEmbedding,
          modelId: embedding.id,
          limit: TOP,
          dataKey,
          mode,
        });
        if (mode === "hybrid") timings.push(performance.now() - started);
        const index = hits.findIndex((hit) => answers(hit.clauseNumber, question.clauses));
        rank[mode] = index >= 0 ? index + 1 : null;
        top3[mode] = hits.slice(0, 3).map((hit) => hit.clauseNumber);
      }
      reports.push({ ...question, rank, top3 });
    }

    const score = (pick: (rank: number | null) => number) =>
      Object.fromEntries(
        retrievalModes.map((mode) => [
          mode,
          round(reports.reduce((sum, report) => sum + pick(report.rank[mode]), 0) / reports.length),
        ]),
      ) as Record<RetrievalMode, number>;
    return {
      suite: "retrieval",
      dataDir: options.dataDir,
      embeddingModel: embedding.id,
      questions: reports,
      recallAt3: score((rank) => (rank !== null && rank <= 3 ? 1 : 0)),
      mrr: score((rank) => (rank ? 1 / rank : 0)),
      chunks,
      searchMs: { p50: round(percentile(timings, 0.5), 2), p95: round(percentile(timings, 0.95), 2) },
    };
  } finally {
    await database.close();
  }
}

/** "4.1(b)" answers a question whose answer is in 4.1. */
function answers(clauseNumber: string | null, expected: string[]): boolean {
  return (
    clauseNumber !== null && expected.some((number) => clauseNumber === number || clauseNumber.startsWith(`${number}(`))
  );
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

function round(value: number, digits = 3): number {
  return Number(value.toFixed(digits));
}
