import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import {
  type CustomTemplateRow,
  contracts,
  customTemplates,
  generatedContracts,
  type TemplateFormDraftRow,
  templateFormDrafts,
} from "../schema";

export async function listCustomTemplates(db: Database, params: { userId: string }): Promise<CustomTemplateRow[]> {
  return db
    .select()
    .from(customTemplates)
    .where(eq(customTemplates.userId, params.userId))
    .orderBy(desc(customTemplates.createdAt));
}

export async function findCustomTemplate(
  db: Database,
  params: { userId: string; customTemplateId: string },
): Promise<CustomTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(customTemplates)
    .where(and(eq(customTemplates.id, params.customTemplateId), eq(customTemplates.userId, params.userId)));
  return row;
}

export async function insertCustomTemplate(
  db: Database,
  values: typeof customTemplates.$inferInsert,
): Promise<CustomTemplateRow> {
  const [row] = await db.insert(customTemplates).values(values).returning();
  return row!;
}

/** Deletes the template and the half-filled form made from it. */
export async function deleteCustomTemplate(
  db: Database,
  params: { userId: string; customTemplateId: string; templateRef: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .delete(templateFormDrafts)
      .where(and(eq(templateFormDrafts.userId, params.userId), eq(templateFormDrafts.templateRef, params.templateRef)));
    const deleted = await tx
      .delete(customTemplates)
      .where(and(eq(customTemplates.id, params.customTemplateId), eq(customTemplates.userId, params.userId)))
      .returning({ id: customTemplates.id });
    return deleted.length > 0;
  });
}

export async function findFormDraft(
  db: Database,
  params: { userId: string; templateRef: string },
): Promise<TemplateFormDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(templateFormDrafts)
    .where(and(eq(templateFormDrafts.userId, params.userId), eq(templateFormDrafts.templateRef, params.templateRef)));
  return row;
}

/** One saved form per user and template: saving again replaces it. */
export async function upsertFormDraft(
  db: Database,
  values: { userId: string; templateRef: string; valuesEncrypted: Buffer; updatedAt: Date },
): Promise<TemplateFormDraftRow> {
  const [row] = await db
    .insert(templateFormDrafts)
    .values(values)
    .onConflictDoUpdate({
      target: [templateFormDrafts.userId, templateFormDrafts.templateRef],
      set: { valuesEncrypted: values.valuesEncrypted, updatedAt: values.updatedAt },
    })
    .returning();
  return row!;
}

export async function deleteFormDraft(db: Database, params: { userId: string; templateRef: string }): Promise<boolean> {
  const deleted = await db
    .delete(templateFormDrafts)
    .where(and(eq(templateFormDrafts.userId, params.userId), eq(templateFormDrafts.templateRef, params.templateRef)))
    .returning({ id: templateFormDrafts.id });
  return deleted.length > 0;
}

export async function insertGeneratedContract(
  db: Database,
  values: typeof generatedContracts.$inferInsert,
): Promise<void> {
  await db.insert(generatedContracts).values(values);
}

/** The user's contracts made from templates, with their current file names, newest first. */
export async function listGeneratedContracts(db: Database, params: { userId: string }) {
  return db
    .select({
      contractId: generatedContracts.contractId,
      draftId: generatedContracts.draftId,
      templateRef: generatedContracts.templateRef,
      createdAt: generatedContracts.createdAt,
      fileName: contracts.fileName,
    })
    .from(generatedContracts)
    .innerJoin(contracts, eq(contracts.id, generatedContracts.contractId))
    .where(eq(generatedContracts.userId, params.userId))
    .orderBy(desc(generatedContracts.createdAt));
}
