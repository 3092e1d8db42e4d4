import type { EmailTemplate } from "../../common/api/admin-email";
import { type EmailKind, emailKinds, emailTemplateDefinitions } from "../../common/email-templates";
import type { Database } from "../db/client";
import { findEmailTemplateRow, listEmailTemplateRows } from "../db/queries/email";
import type { EmailTemplateRow } from "../db/schema";

function toTemplate(kind: EmailKind, row: EmailTemplateRow | undefined): EmailTemplate {
  const definition = emailTemplateDefinitions[kind];
  return {
    kind,
    label: definition.label,
    sentWhen: definition.sentWhen,
    subject: row?.subject ?? definition.subject,
    body: row?.body ?? definition.body,
    isDefault: !row,
    placeholders: definition.placeholders,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Every product e-mail's template: the admin's wording where saved, the default otherwise. */
export async function listEmailTemplates(db: Database): Promise<EmailTemplate[]> {
  const rows = new Map((await listEmailTemplateRows(db)).map((row) => [row.kind, row]));
  return emailKinds.map((kind) => toTemplate(kind, rows.get(kind)));
}

export async function loadEmailTemplate(db: Database, kind: EmailKind): Promise<EmailTemplate> {
  return toTemplate(kind, await findEmailTemplateRow(db, kind));
}
