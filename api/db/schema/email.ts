import { customType, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The SMTP settings the product sends e-mail with: one row (id "smtp"). Host, user and password are
 * credentials, so the whole settings object is stored only encrypted (AES-256-GCM with the data key).
 */
export const emailSettings = pgTable("email_settings", {
  id: text("id").primaryKey(),
  /** AES-256-GCM of the settings JSON (host, port, user, password, from address, security). */
  settingsEncrypted: bytea("settings_encrypted").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's wording of one product e-mail; a kind without a row uses the default in common/email-templates.ts. */
export const emailTemplates = pgTable("email_templates", {
  kind: text("kind").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type EmailSettingsRow = typeof emailSettings.$inferSelect;
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
