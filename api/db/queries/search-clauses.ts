import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { fuseReciprocalRank } from "../../../agent/retrieval/reciprocal-rank-fusion";
import type { ClauseHit } from "../../../common/chat";
import { openJson } from "../../sealed-json";
import type { Database } from "../client";

/** A clause chunk as sealed in the index. */
const clauseContentSchema = z.object({ heading: z.string().nullable(), text: z.string() });

/** How many candidates each method hands to the fusion. */
const CANDIDATES_PER_METHOD = 50;

export type SearchClausesParams = {
  userId: string;
  contractId: string;
  /** The question as the user (or the model) wrote it; drives the full-text arm. */
  query: string;
  /** The question's vector, made by `modelId`; null leaves the vector arm out. */
  queryEmbedding: number[] | null;
  modelId: string;
  limit: number;
  /** Decrypts the stored clause text. */
  dataKey: Buffer;
  /** Both arms fused (default), or one alone (the eval compares them). */
  mode?: "hybrid" | "vector" | "text";
};

type CandidateRow = {
  id: string;
  position: number;
  clause_number: string | null;
  content_encrypted: Buffer | Uint8Array;
  start_offset: number;
  end_offset: number;
  page: number;
  vector_rank: number | string | null;
  text_rank: number | string | null;
};

/**
 * Hybrid search over one contract's clause chunks: cosine nearest neighbours of the query vector
 * (only vectors of the same model) and Postgres full-text search (`websearch_to_tsquery`, any of
 * the query's words, ranked by `ts_rank`), fused by reciprocal rank fusion (k = 60). Always
 * filtered by user and contract. The search is exact within the contract (a few hundred chunks:
 * well under the 10 ms budget, recall 1.0); the HNSW index serves searches across contracts.
 */
export async function searchClauses(db: Database, params: SearchClausesParams): Promise<ClauseHit[]> {
  const mode = params.mode ?? "hybrid";
  const textQuery = mode === "vector" ? "" : anyWordQuery(params.query);
  const vector = mode === "text" ? null : params.queryEmbedding;
  if (!textQuery && !vector) return [];

  const vectorArm: SQL = vector
    ? sql`SELECT id, row_number() OVER (ORDER BY embedding <=> ${JSON.stringify(vector)}::vector, position) AS hit_rank
          FROM scoped WHERE embedding_model = ${params.modelId}
          ORDER BY hit_rank LIMIT ${CANDIDATES_PER_METHOD}`
    : sql`SELECT NULL::uuid AS id, NULL::bigint AS hit_rank WHERE false`;
  const textArm: SQL = textQuery
    ? sql`SELECT id, row_number() OVER (ORDER BY ts_rank(search_vector, query) DESC, position) AS hit_rank
          FROM scoped, websearch_to_tsquery('english', ${textQuery}) AS query
          WHERE search_vector @@ query
          ORDER BY hit_rank LIMIT ${CANDIDATES_PER_METHOD}`
    : sql`SELECT NULL::uuid AS id, NULL::bigint AS hit_rank WHERE false`;

  const result = await db.execute(sql`
    WITH scoped AS MATERIALIZED (
      SELECT id, position, clause_number, content_encrypted, start_offset, end_offset, page, embedding, embedding_model, search_vector
      FROM clause_chunks
      WHERE user_id = ${params.userId} AND contract_id = ${params.contractId}
    ),
    vector_hits AS (${vectorArm}),
    text_hits AS (${textArm})
    SELECT s.id, s.position, s.clause_number, s.content_encrypted, s.start_offset, s.end_offset, s.page,
           v.hit_rank AS vector_rank, t.hit_rank AS text_rank
    FROM scoped s
    LEFT JOIN vector_hits v ON v.id = s.id
    LEFT JOIN text_hits t ON t.id = s.id
    WHERE v.id IS NOT NULL OR t.id IS NOT NULL`);
  const rows = ((result as unknown as { rows: CandidateRow[] }).rows ?? []) as CandidateRow[];

  const rankedBy = (pick: (row: CandidateRow) => number | string | null) =>
    rows
      .filter((row) => pick(row) !== null)
      .sort((a, b) => Number(pick(a)) - Number(pick(b)))
      .map((row) => row.id);
  const fused = fuseReciprocalRank([rankedBy((row) => row.vector_rank), rankedBy((row) => row.text_rank)]);
  const byId = new Map(rows.map((row) => [row.id, row]));

  return fused.slice(0, params.limit).map(({ id, score }) => {
    const row = byId.get(id)!;
    const content = openJson(clauseContentSchema, row.content_encrypted, params.dataKey);
    return {
      clauseNumber: row.clause_number,
      heading: content.heading,
      text: content.text,
      start: row.start_offset,
      end: row.end_offset,
      page: row.page,
      score: Number(score.toFixed(6)),
    };
  });
}

/**
 * The question as a websearch query matching any of its words ("how much is the deposit" →
 * `how or much or is or the or deposit`; the english configuration drops the stop words).
 * Natural questions rarely share every word with the clause that answers them.
 */
export function anyWordQuery(query: string): string {
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => word.toLowerCase() !== "or").join(" or ");
}
