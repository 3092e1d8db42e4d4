import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ExtractedPage } from "../../../common/document";
import { users } from "./auth";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Per-page facts without the page text (the text is only ever stored encrypted). */
export type StoredPage = Pick<ExtractedPage, "number" | "method" | "confidence" | "lowConfidence">;

export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The owner; null while a signed-out visitor owns it (see visitorSessionHash). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the visitor's browser session id (X-Session-Id) until the contract is claimed into an account. */
    visitorSessionHash: text("visitor_session_hash"),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(),
    byteSize: integer("byte_size").notNull(),
    pageCount: integer("page_count").notNull(),
    pages: jsonb("pages").$type<StoredPage[]>().notNull(),
    warnings: jsonb("warnings").$type<string[]>().notNull(),
    /** AES-256-GCM (iv|tag|ciphertext) of the uploaded bytes; null once the retention job has deleted it. */
    originalEncrypted: bytea("original_encrypted"),
    /** AES-256-GCM of the extracted document (text and clause tree) as JSON; null once deleted. */
    documentEncrypted: bytea("document_encrypted"),
    /** Detected by the analysis (residential_lease, employment…); null until analysed. */
    contractType: text("contract_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deleteFilesAfter: timestamp("delete_files_after", { withTimezone: true }).notNull(),
    filesDeletedAt: timestamp("files_deleted_at", { withTimezone: true }),
  },
  (table) => [
    index("contracts_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("contracts_delete_files_after_idx").on(table.deleteFilesAfter),
    index("contracts_visitor_session_hash_idx").on(table.visitorSessionHash),
    // exactly one owner: an account or a visitor's browser session
    check("contracts_one_owner", sql`num_nonnulls(${table.userId}, ${table.visitorSessionHash}) = 1`),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
