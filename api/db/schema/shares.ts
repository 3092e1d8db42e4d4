import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { analyses } from "./analyses";
import { users } from "./auth";

/**
 * Read-only public links to one analysis. The token (32 random bytes, base64url) is the whole
 * capability: anyone holding it reads the analysis until the owner revokes the link.
 */
export const analysisShares = pgTable(
  "analysis_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    analysisId: uuid("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("analysis_shares_analysis_id_idx").on(table.analysisId),
    index("analysis_shares_user_id_idx").on(table.userId),
  ],
);

export type AnalysisShareRow = typeof analysisShares.$inferSelect;
