import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * What answering cost: one row per model that answered a chat message (the assistant message's id)
 * or an analysis (its id). A turn the hosted model began and the local engine finished has a row
 * for each. Rows outlive the message, the analysis and the account (the operator's costs stay
 * counted); they hold figures only, no contract text.
 */
export const modelUsage = pgTable(
  "model_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["chat", "analysis"] }).notNull(),
    /** The assistant message's id (chat) or the analysis id. */
    subjectId: text("subject_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** hosted: the configured AI provider; local: the built-in engine (no cost). */
    engine: text("engine", { enum: ["hosted", "local"] }).notNull(),
    /** The stored model id ("openai-compatible/llama3") and the name users saw. */
    model: text("model").notNull(),
    modelLabel: text("model_label").notNull(),
    inputTokens: integer("input_tokens").notNull(),
    outputTokens: integer("output_tokens").notNull(),
    /** Rand, from the prices set when the model answered; 0 for the local engine, null for a hosted model without prices. */
    estimatedCostZar: doublePrecision("estimated_cost_zar"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("model_usage_created_at_idx").on(table.createdAt),
    index("model_usage_subject_idx").on(table.kind, table.subjectId),
  ],
);

export type ModelUsageRow = typeof modelUsage.$inferSelect;
export type NewModelUsageRow = typeof modelUsage.$inferInsert;
