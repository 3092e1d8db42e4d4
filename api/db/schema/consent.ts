import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ConsentKind, CookieChoices, PrivacyChoices, TermsChoices } from "../../../common/api/consent";
import { users } from "./auth";

/**
 * Every consent a signed-in user gave (terms, privacy, cookies), append-only: a new choice adds a row,
 * so the history of what was agreed and when stays (POPIA accountability). The latest row per kind counts.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ConsentKind>().notNull(),
    version: text("version").notNull(),
    choices: jsonb("choices").$type<TermsChoices | PrivacyChoices | CookieChoices>().notNull(),
    /** When the server recorded it. */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull(),
    /** When the browser says the choice was made (a choice made before signing in is synced later). */
    recordedAt: timestamp("recorded_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (table) => [index("consent_records_user_kind_idx").on(table.userId, table.kind, table.acceptedAt)],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
