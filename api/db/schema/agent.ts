import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { contracts } from "./contracts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One chat with the contract agent. The id is the chat id the browser made (the AI SDK's), so it
 * is text; every query also filters by the owner, and an id taken by another user is not found.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    draftId: uuid("draft_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("conversations_user_id_updated_at_idx").on(table.userId, table.updatedAt)],
);

/**
 * The conversation's UI messages (text and tool parts) in order. Tool parts quote contracts and
 * hold names and ID numbers, so each message is stored only encrypted.
 */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    messageId: text("message_id").notNull(),
    role: text("role").notNull(),
    /** AES-256-GCM of the UI message as JSON. */
    messageEncrypted: bytea("message_encrypted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.position] })],
);

/** A contract drafted with the agent: the current version, what it was rendered from, and whether it counted as a generation. */
export const drafts = pgTable(
  "drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    templateId: text("template_id").notNull(),
    version: integer("version").notNull().default(1),
    complete: boolean("complete").notNull().default(false),
    generationCounted: boolean("generation_counted").notNull().default(false),
    /** AES-256-GCM of `{ values, skipped, clauseOverrides, document }` as JSON. */
    stateEncrypted: bytea("state_encrypted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("drafts_user_id_idx").on(table.userId)],
);

/** Every version of a completed draft: who made it, what changed, when (restoring makes a new version). */
export const draftVersions = pgTable(
  "draft_versions",
  {
    draftId: uuid("draft_id")
      .notNull()
      .references(() => drafts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    author: text("author").notNull(),
    change: text("change").notNull(),
    /** AES-256-GCM of `{ values, skipped, clauseOverrides, document }` as JSON. */
    stateEncrypted: bytea("state_encrypted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.draftId, table.version] })],
);

/** A change the agent proposed; the document changes only when the user accepts it. */
export const draftProposals = pgTable(
  "draft_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => drafts.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["proposed", "accepted", "rejected"] })
      .notNull()
      .default("proposed"),
    /** The version the proposal was made against. */
    baseVersion: integer("base_version").notNull(),
    /** AES-256-GCM of `{ summary, clauseId, before, after, change }` as JSON. */
    proposalEncrypted: bytea("proposal_encrypted").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [index("draft_proposals_draft_id_idx").on(table.draftId)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type DraftRow = typeof drafts.$inferSelect;
export type DraftVersionRow = typeof draftVersions.$inferSelect;
export type DraftProposalRow = typeof draftProposals.$inferSelect;

/**
 * One chat turn at a time per conversation, across every server process on this database: a turn
 * holds its conversation's lease (key `userId:conversationId`) until its answer is stored. The
 * running turn renews it; a lease whose process died expires on its own.
 */
export const chatTurnLeases = pgTable("chat_turn_leases", {
  key: text("key").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
