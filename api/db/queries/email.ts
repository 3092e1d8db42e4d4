import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { type EmailSettingsRow, type EmailTemplateRow, emailSettings, emailTemplates } from "../schema";

const SETTINGS_ID = "smtp";

export async function findEmailSettingsRow(db: Database): Promise<EmailSettingsRow | undefined> {
  const [row] = await db.select().from(emailSettings).where(eq(emailSettings.id, SETTINGS_ID));
  return row;
}

export async function upsertEmailSettingsRow(
  db: Database,
  values: { settingsEncrypted: Buffer; updatedBy: string; updatedAt: Date },
): Promise<EmailSettingsRow> {
  const [row] = await db
    .insert(emailSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: emailSettings.id, set: values })
    .returning();
  return row!;
}

export async function listEmailTemplateRows(db: Database): Promise<EmailTemplateRow[]> {
  return db.select().from(emailTemplates);
}

export async function findEmailTemplateRow(db: Database, kind: string): Promise<EmailTemplateRow | undefined> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.kind, kind));
  return row;
}

export async function upsertEmailTemplateRow(
  db: Database,
  values: { kind: string; subject: string; body: string; updatedBy: string; updatedAt: Date },
): Promise<EmailTemplateRow> {
  const { kind, ...changes } = values;
  const [row] = await db
    .insert(emailTemplates)
    .values(values)
    .onConflictDoUpdate({ target: emailTemplates.kind, set: changes })
    .returning();
  return row!;
}

export async function deleteEmailTemplateRow(db: Database, kind: string): Promise<EmailTemplateRow | undefined> {
  const [row] = await db.delete(emailTemplates).where(eq(emailTemplates.kind, kind)).returning();
  return row;
}
