import { asc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  analyses,
  analysisShares,
  betaEnrolments,
  consentRecords,
  consultationRequests,
  contracts,
  conversationMessages,
  conversations,
  customTemplates,
  draftProposals,
  drafts,
  draftVersions,
  feedback,
  generatedContracts,
  jobs,
  paymentEvents,
  payments,
  rateLimits,
  refunds,
  sessions,
  subscriptions,
  templateFormDrafts,
  usageEvents,
  userPreferences,
  users,
} from "../schema";

/** Every row the product holds about one user, table by table (for the POPIA access request). Sealed columns stay sealed here. */
export async function readAccountRows(db: Database, params: { userId: string }) {
  const { userId } = params;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const userConversations = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(asc(conversations.createdAt));
  const userDrafts = await db.select().from(drafts).where(eq(drafts.userId, userId)).orderBy(asc(drafts.createdAt));
  const conversationIds = userConversations.map((row) => row.id);
  const draftIds = userDrafts.map((row) => row.id);
  return {
    user,
    preferences: (await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0] ?? null,
    sessions: await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    contracts: await db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(asc(contracts.createdAt)),
    analyses: await db.select().from(analyses).where(eq(analyses.userId, userId)).orderBy(asc(analyses.createdAt)),
    analysisShares: await db
      .select()
      .from(analysisShares)
      .where(eq(analysisShares.userId, userId))
      .orderBy(asc(analysisShares.createdAt)),
    conversations: userConversations,
    conversationMessages: conversationIds.length
      ? await db
          .select()
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, conversationIds))
          .orderBy(asc(conversationMessages.conversationId), asc(conversationMessages.position))
      : [],
    drafts: userDrafts,
    draftVersions: draftIds.length
      ? await db
          .select()
          .from(draftVersions)
          .where(inArray(draftVersions.draftId, draftIds))
          .orderBy(asc(draftVersions.draftId), asc(draftVersions.version))
      : [],
    draftProposals: draftIds.length
      ? await db
          .select()
          .from(draftProposals)
          .where(inArray(draftProposals.draftId, draftIds))
          .orderBy(asc(draftProposals.createdAt))
      : [],
    customTemplates: await db
      .select()
      .from(customTemplates)
      .where(eq(customTemplates.userId, userId))
      .orderBy(asc(customTemplates.createdAt)),
    templateFormDrafts: await db.select().from(templateFormDrafts).where(eq(templateFormDrafts.userId, userId)),
    generatedContracts: await db
      .select()
      .from(generatedContracts)
      .where(eq(generatedContracts.userId, userId))
      .orderBy(asc(generatedContracts.createdAt)),
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    payments: await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
    refunds: await db.select().from(refunds).where(eq(refunds.userId, userId)).orderBy(asc(refunds.createdAt)),
    betaEnrolment: (await db.select().from(betaEnrolments).where(eq(betaEnrolments.userId, userId)))[0] ?? null,
    usageEvents: await db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, userId))
      .orderBy(asc(usageEvents.createdAt)),
    consentRecords: await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(asc(consentRecords.acceptedAt)),
    feedback: await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.createdAt)),
    consultationRequests: await db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.userId, userId))
      .orderBy(asc(consultationRequests.createdAt)),
  };
}

export type AccountRows = Awaited<ReturnType<typeof readAccountRows>>;

/**
 * Erases the account: the user row and, through it (ON DELETE CASCADE), every row that names the user —
 * sessions, contracts with their encrypted files and text, analyses, chunks, conversations, drafts, templates,
 * payments, subscriptions, usage, consent, feedback, consultation requests. First the rows that hold the user's
 * data without a foreign key to them: the provider notifications about their payments, their analysis jobs and
 * the rate-limit counters keyed by their id or email. One transaction: all of it or none.
 */
export async function deleteAccountData(db: Database, params: { userId: string; email: string }): Promise<boolean> {
  const { userId, email } = params;
  return db.transaction(async (tx) => {
    const userPayments = tx.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId));
    await tx.delete(paymentEvents).where(inArray(paymentEvents.paymentId, userPayments));
    const userAnalyses = await tx
      .select({ id: analyses.id, jobId: analyses.jobId })
      .from(analyses)
      .where(eq(analyses.userId, userId));
    const analysisIds = userAnalyses.map((row) => row.id);
    const jobIds = userAnalyses.flatMap((row) => (row.jobId ? [row.jobId] : []));
    if (analysisIds.length > 0) {
      await tx
        .delete(jobs)
        .where(
          or(
            inArray(sql`${jobs.payload}->>'analysisId'`, analysisIds),
            jobIds.length ? inArray(jobs.id, jobIds) : undefined,
          ),
        );
    }
    await tx
      .delete(rateLimits)
      .where(or(like(rateLimits.key, `%:${escapeLike(userId)}`), like(rateLimits.key, `%:${escapeLike(email)}`)));
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
