import { customType, index, integer, pgTable, text, timestamp, uuid, vector } from "drizzle-orm/pg-core";
import { EMBEDDING_DIMENSIONS } from "../../../agent/retrieval/local-embedding";
import { users } from "./auth";
import { contracts } from "./contracts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The searchable pieces of an uploaded contract, one per clause (long clauses in overlapping
 * pieces). The clause text is contract text, so like the document itself it is stored only
 * encrypted; what search needs is plain: the vector, the full-text lexemes (positions stripped)
 * and the citation (number, offsets, page). Rows go with the contract, and the retention job
 * deletes them with its text.
 *
 * No vector index: every search is inside one contract (a few hundred rows found by
 * `clause_chunks_contract_id_idx`, then an exact distance scan), which an approximate whole-table
 * index cannot speed up; at 100 000 rows an HNSW index made storing one upload's chunks 10× slower
 * (bench/retrieval.ts).
 */
export const clauseChunks = pgTable(
  "clause_chunks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Reading order within the contract. */
    position: integer("position").notNull(),
    clauseNumber: text("clause_number"),
    /** AES-256-GCM of `{ heading, text }` as JSON. */
    contentEncrypted: bytea("content_encrypted").notNull(),
    startOffset: integer("start_offset").notNull(),
    endOffset: integer("end_offset").notNull(),
    page: integer("page").notNull(),
    embedding: vector("embedding", { dimensions: EMBEDDING_DIMENSIONS }).notNull(),
    /** Which model made the vector (`local-lexical@1`, `openai/text-embedding-3-small@384`…); queries compare only vectors of one model. */
    embeddingModel: text("embedding_model").notNull(),
    /** `strip(to_tsvector('english', heading || text))`, written with the row (the text itself is encrypted, so it cannot be a generated column). */
    searchVector: tsvector("search_vector").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("clause_chunks_contract_id_idx").on(table.contractId, table.embeddingModel),
    index("clause_chunks_user_id_idx").on(table.userId),
    index("clause_chunks_search_vector_idx").using("gin", table.searchVector),
  ],
);

export type ClauseChunkRow = typeof clauseChunks.$inferSelect;
