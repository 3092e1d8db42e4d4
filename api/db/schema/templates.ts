import { customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { drafts } from "./agent";
import { users } from "./auth";
import { contracts } from "./contracts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A user's own contract turned into a template: private to the user. Everything the user wrote
 * (title, text, variables) is stored only encrypted; the category is one of the template categories.
 */
export const customTemplates = pgTable(
  "custom_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    /** AES-256-GCM of `{ title, description, text, variables, sourceFileName }` as JSON. */
    contentEncrypted: bytea("content_encrypted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("custom_templates_user_id_idx").on(table.userId)],
);

/**
 * A half-filled form saved to come back to (not charged): one per user and template. `templateRef`
 * is a library template id or `custom:<uuid>` for a custom template.
 */
export const templateFormDrafts = pgTable(
  "template_form_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateRef: text("template_ref").notNull(),
    /** AES-256-GCM of the form values as JSON. */
    valuesEncrypted: bytea("values_encrypted").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("template_form_drafts_user_template_idx").on(table.userId, table.templateRef)],
);

/** A contract made from a template (library or custom): the contract in History and the draft it was exported from. */
export const generatedContracts = pgTable(
  "generated_contracts",
  {
    contractId: uuid("contract_id")
      .primaryKey()
      .references(() => contracts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    draftId: uuid("draft_id").references(() => drafts.id, { onDelete: "set null" }),
    templateRef: text("template_ref").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("generated_contracts_user_id_idx").on(table.userId, table.createdAt)],
);

export type CustomTemplateRow = typeof customTemplates.$inferSelect;
export type TemplateFormDraftRow = typeof templateFormDrafts.$inferSelect;
export type GeneratedContractRow = typeof generatedContracts.$inferSelect;
