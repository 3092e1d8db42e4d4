import { z } from "zod";
import { type EmailSettingsUpdate, type EmailSettingsView, smtpSecuritySchema } from "../../common/api/admin-email";
import type { Database } from "../db/client";
import { findEmailSettingsRow, upsertEmailSettingsRow } from "../db/queries/email";
import { openJson, sealJson } from "../sealed-json";

/** The SMTP settings as stored (decrypted): the password is here, and only here. */
export const smtpSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  password: z.string(),
  fromAddress: z.string(),
  fromName: z.string().default(""),
  security: smtpSecuritySchema,
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

type Store = { db: Database; dataKey: Buffer };

/** The saved settings, or null when e-mail was never configured. */
export async function loadSmtpSettings(store: Store): Promise<{ settings: SmtpSettings; updatedAt: Date } | null> {
  const row = await findEmailSettingsRow(store.db);
  if (!row) return null;
  return {
    settings: openJson(smtpSettingsSchema, row.settingsEncrypted, store.dataKey),
    updatedAt: row.updatedAt,
  };
}

/** Saves the settings encrypted. An empty password keeps the stored one unless clearPassword says otherwise. */
export async function saveSmtpSettings(
  store: Store,
  params: { update: EmailSettingsUpdate; adminId: string; now: Date },
): Promise<{ before: SmtpSettings | null; after: SmtpSettings; updatedAt: Date }> {
  const { update } = params;
  const before = (await loadSmtpSettings(store))?.settings ?? null;
  const password = update.clearPassword ? "" : update.password ? update.password : (before?.password ?? "");
  const after: SmtpSettings = {
    host: update.host,
    port: update.port,
    user: update.user,
    password,
    fromAddress: update.fromAddress,
    fromName: update.fromName ?? "",
    security: update.security,
  };
  const row = await upsertEmailSettingsRow(store.db, {
    settingsEncrypted: sealJson(after, store.dataKey),
    updatedBy: params.adminId,
    updatedAt: params.now,
  });
  return { before, after, updatedAt: row.updatedAt };
}

/** What an admin (and the audit log) may see: the password only as set / not set. */
export function toSettingsView(saved: { settings: SmtpSettings; updatedAt: Date } | null): EmailSettingsView {
  if (!saved)
    return {
      configured: false,
      host: "",
      port: 587,
      user: "",
      passwordSet: false,
      fromAddress: "",
      fromName: "",
      security: "starttls",
      updatedAt: null,
    };
  const { password, ...rest } = saved.settings;
  return { configured: true, ...rest, passwordSet: password.length > 0, updatedAt: saved.updatedAt.toISOString() };
}

export function withoutPassword(
  settings: SmtpSettings | null,
): (Omit<SmtpSettings, "password"> & { passwordSet: boolean }) | null {
  if (!settings) return null;
  const { password, ...rest } = settings;
  return { ...rest, passwordSet: password.length > 0 };
}
