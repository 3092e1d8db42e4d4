import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { JurisdictionCode } from "../../../common/analysis";
import type {
  ConsultationContactMethod,
  ConsultationStatus,
  ReadingLevel,
  Recommendation,
} from "../../../common/api/account";
import { users } from "./auth";
import { contracts } from "./contracts";

/** A user's own settings: the name to address them by and the defaults for new analyses. One row per user, made on first save. */
export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name"),
  /** The jurisdiction new uploads are read under; null lets the engine detect it. */
  defaultJurisdiction: text("default_jurisdiction").$type<Exclude<JurisdictionCode, "unknown">>(),
  /** The side the user is usually on (tenant, employee…); null reads neutrally. */
  usualSide: text("usual_side"),
  readingLevel: text("reading_level").$type<ReadingLevel>().notNull().default("plain"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What people told us through the Feedback button; visitors may send it too (user id null). */
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    experience: text("experience"),
    improvements: text("improvements"),
    recommendation: text("recommendation").$type<Recommendation>(),
    contactEmail: text("contact_email"),
    pagePath: text("page_path"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("feedback_created_at_idx").on(table.createdAt),
    index("feedback_user_id_idx").on(table.userId),
    check("feedback_rating_range", sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/** A request to be put in touch with an attorney; admins work through them (status starts at "new"). */
export const consultationRequests = pgTable(
  "consultation_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    /** How the requester wants to be addressed. */
    name: text("name").notNull(),
    /** The account's e-mail address (the confirmation goes there). */
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    details: text("details"),
    contactMethod: text("contact_method").$type<ConsultationContactMethod>().notNull(),
    /** The e-mail address or phone number to contact them at. */
    contactDetail: text("contact_detail").notNull(),
    preferredTime: text("preferred_time").notNull(),
    status: text("status").$type<ConsultationStatus>().notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consultation_requests_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("consultation_requests_created_at_idx").on(table.createdAt),
  ],
);

export type UserPreferencesRow = typeof userPreferences.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type ConsultationRequestRow = typeof consultationRequests.$inferSelect;
