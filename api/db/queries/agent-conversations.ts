import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type ConversationRow, conversationMessages, conversations, drafts } from "../schema";

export async function findConversation(
  db: Database,
  params: { userId: string; conversationId: string },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, params.conversationId), eq(conversations.userId, params.userId)));
  return row;
}

/** Whether any user has a conversation with this id (the browser makes ids; one taken by another user is refused). */
export async function conversationIdTaken(db: Database, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row !== undefined;
}

export async function insertConversation(
  db: Database,
  values: typeof conversations.$inferInsert,
): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values(values).returning();
  return row!;
}

export async function listConversations(db: Database, params: { userId: string }): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, params.userId))
    .orderBy(desc(conversations.updatedAt));
}

export async function updateConversation(
  db: Database,
  params: { userId: string; conversationId: string },
  values: Partial<Pick<ConversationRow, "title" | "contractId" | "draftId" | "updatedAt">>,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set(values)
    .where(and(eq(conversations.id, params.conversationId), eq(conversations.userId, params.userId)))
    .returning();
  return row;
}

/** Deletes the conversation, its messages and the drafts made in it. */
export async function deleteConversation(
  db: Database,
  params: { userId: string; conversationId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .delete(drafts)
      .where(and(eq(drafts.conversationId, params.conversationId), eq(drafts.userId, params.userId)));
    const deleted = await tx
      .delete(conversations)
      .where(and(eq(conversations.id, params.conversationId), eq(conversations.userId, params.userId)))
      .returning({ id: conversations.id });
    return deleted.length > 0;
  });
}

/** The conversation's stored messages (encrypted), in order. Callers have checked the owner. */
export async function listConversationMessages(db: Database, conversationId: string) {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.position));
}

/** Replaces the conversation's messages with the full list the chat ended with. */
export async function replaceConversationMessages(
  db: Database,
  params: {
    conversationId: string;
    messages: Array<{ messageId: string; role: string; messageEncrypted: Buffer }>;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(conversationMessages).where(eq(conversationMessages.conversationId, params.conversationId));
    if (params.messages.length > 0) {
      await tx.insert(conversationMessages).values(
        params.messages.map((message, position) => ({
          conversationId: params.conversationId,
          position,
          ...message,
          createdAt: params.now,
        })),
      );
    }
    await tx.update(conversations).set({ updatedAt: params.now }).where(eq(conversations.id, params.conversationId));
  });
}
