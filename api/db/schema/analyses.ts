import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AnalysisProgress, AnalysisStatus } from "../../../common/api/analyses";
import { users } from "./auth";
import { contracts } from "./contracts";
import { jobs } from "./jobs";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One analysis of a contract. The result quotes the contract, so it is stored only encrypted;
 * the figures lists need (type, risk) are plain columns.
 */
export const analyses = pgTable(
  "analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The owner; null while a signed-out visitor owns it (the contract's visitorSessionHash, copied here). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorSessionHash: text("visitor_session_hash"),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    status: text("status").$type<AnalysisStatus>().notNull().default("pending"),
    progress: jsonb("progress").$type<AnalysisProgress>().notNull(),
    errorMessage: text("error_message"),
    /** What the user asked for; null means the engine's default side / detected jurisdiction. */
    requestedSide: text("requested_side"),
    requestedJurisdiction: text("requested_jurisdiction"),
    /** The side the result was written for. */
    side: text("side"),
    engineLabel: text("engine_label").notNull(),
    engineModel: text("engine_model").notNull(),
    contractType: text("contract_type"),
    contractTypeLabel: text("contract_type_label"),
    riskScore: integer("risk_score"),
    riskLevel: text("risk_level"),
    /** AES-256-GCM of the AnalysisResult JSON; null until completed, and after the retention date. */
    resultEncrypted: bytea("result_encrypted"),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("analyses_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("analyses_contract_id_idx").on(table.contractId),
    check("analyses_one_owner", sql`num_nonnulls(${table.userId}, ${table.visitorSessionHash}) = 1`),
  ],
);

export type AnalysisRow = typeof analyses.$inferSelect;

/**
 * What counts against a plan's monthly limits: one row per counted action, kept when the
 * contract is deleted (deleting must not give an analysis back). A signed-in user's rows carry
 * the user id; a visitor's carry the browser session id (X-Session-Id) instead.
 */
export const usageEvents = pgTable(
  "usage_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorSessionId: text("visitor_session_id"),
    action: text("action", { enum: ["contract_analysis", "contract_generation", "contract_sharing"] }).notNull(),
    subjectId: text("subject_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("usage_events_user_id_action_created_at_idx").on(table.userId, table.action, table.createdAt),
    index("usage_events_visitor_session_id_idx").on(table.visitorSessionId, table.action),
  ],
);
