import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  emailSettingsUpdateSchema,
  emailTemplateUpdateSchema,
  type TestEmailResult,
  testEmailRequestSchema,
} from "../../common/api/admin-email";
import { emailKindSchema, emailTemplateDefinitions, renderEmail } from "../../common/email-templates";
import { AppError } from "../../common/errors";
import type { AppEnv, SignedInEnv } from "../context";
import { recordAdminAction } from "../db/queries/admin-audit";
import { deleteEmailTemplateRow, upsertEmailTemplateRow } from "../db/queries/email";
import { loadSmtpSettings, saveSmtpSettings, toSettingsView, withoutPassword } from "../email/email-settings";
import { listEmailTemplates, loadEmailTemplate } from "../email/email-templates";
import { sendEmail } from "../email/send-email";
import { refuseNulCharacters } from "../middleware/refuse-nul-characters";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";

/** The same 400 as the validate middleware, for a schema that depends on the path (the kind's placeholders). */
function validationFailed(error: z.ZodError) {
  const flattened = z.flattenError(error);
  const firstMessage = Object.values(flattened.fieldErrors).flat()[0] ?? flattened.formErrors[0];
  return new AppError("validation_failed", {
    message: typeof firstMessage === "string" ? firstMessage : undefined,
    details: { fieldErrors: flattened.fieldErrors, formErrors: flattened.formErrors },
  });
}

function emailKindParam(value: string) {
  const kind = emailKindSchema.safeParse(value);
  if (!kind.success) throw new AppError("not_found", { message: "There is no e-mail of that kind." });
  return kind.data;
}

/** /api/admin/email: the SMTP settings (stored encrypted; the password never leaves the server), a test send, and the product e-mails' templates. */
export const adminEmailRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/settings", async (c) => c.json(toSettingsView(await loadSmtpSettings(c.var.deps))))

  .put("/settings", validate("json", emailSettingsUpdateSchema), async (c) => {
    const update = c.req.valid("json");
    const { db, dataKey, clock } = c.var.deps;
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      const result = await saveSmtpSettings({ db: tx, dataKey }, { update, adminId: c.var.user.id, now });
      // the audit entry shows the password only as set / not set, and whether it changed
      const passwordChanged = (result.before?.password ?? "") !== result.after.password;
      await recordAdminAction(tx, {
        admin: adminOf(c),
        action: "email_settings.updated",
        targetType: "email_settings",
        targetId: null,
        before: withoutPassword(result.before),
        after: { ...withoutPassword(result.after), passwordChanged },
        now,
      });
      return result;
    });
    return c.json(toSettingsView({ settings: saved.after, updatedAt: saved.updatedAt }));
  })

  /** Sends a short e-mail with the saved settings; a failure is an answer too, in plain words. */
  .post("/test", validate("json", testEmailRequestSchema), async (c) => {
    const { to } = c.req.valid("json");
    const saved = await loadSmtpSettings(c.var.deps);
    if (!saved) {
      const result: TestEmailResult = {
        sent: false,
        message: "E-mail is not configured yet. Save the SMTP settings first, then send a test.",
      };
      return c.json(result);
    }
    const { settings } = saved;
    const outcome = await sendEmail(settings, {
      to,
      subject: "ContractClarity test e-mail",
      text: [
        "Hello,",
        "",
        `This is a test e-mail from ContractClarity, sent through ${settings.host}:${settings.port} by ${c.var.user.email}.`,
        "If you can read it, the product's e-mails (welcome, receipts, refunds, consultation confirmations) will arrive too.",
      ].join("\n"),
    });
    c.var.deps.logger.info({ sent: outcome.sent }, "test e-mail");
    const result: TestEmailResult = outcome.sent
      ? {
          sent: true,
          message: `The test e-mail was sent to ${to} through ${settings.host}:${settings.port}. Check that inbox (and its spam folder).`,
        }
      : { sent: false, message: outcome.reason };
    return c.json(result);
  })

  .get("/templates", async (c) => c.json(await listEmailTemplates(c.var.deps.db)))

  .put("/templates/:kind", async (c) => {
    const kind = emailKindParam(c.req.param("kind"));
    const parsed = emailTemplateUpdateSchema(kind).safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw validationFailed(parsed.error);
    refuseNulCharacters(parsed.data);
    const { subject, body } = parsed.data;
    const { db, clock } = c.var.deps;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = await loadEmailTemplate(tx, kind);
      await upsertEmailTemplateRow(tx, { kind, subject, body, updatedBy: c.var.user.id, updatedAt: now });
      await recordAdminAction(tx, {
        admin: adminOf(c),
        action: "email_template.updated",
        targetType: "email_template",
        targetId: kind,
        before: { subject: before.subject, body: before.body, isDefault: before.isDefault },
        after: { subject, body },
        now,
      });
    });
    return c.json(await loadEmailTemplate(c.var.deps.db, kind));
  })

  /** Back to the default wording. */
  .delete("/templates/:kind", async (c) => {
    const kind = emailKindParam(c.req.param("kind"));
    const { db, clock } = c.var.deps;
    await db.transaction(async (tx) => {
      const removed = await deleteEmailTemplateRow(tx, kind);
      if (!removed) return; // already the default: nothing changed, nothing to record
      const definition = emailTemplateDefinitions[kind];
      await recordAdminAction(tx, {
        admin: adminOf(c),
        action: "email_template.reset",
        targetType: "email_template",
        targetId: kind,
        before: { subject: removed.subject, body: removed.body },
        after: { subject: definition.subject, body: definition.body, isDefault: true },
        now: clock.now(),
      });
    });
    return c.json(await loadEmailTemplate(c.var.deps.db, kind));
  })

  /** The template rendered with sample data (the screen previews locally too; this is the server's own rendering). */
  .get("/templates/:kind/preview", async (c) => {
    const kind = emailKindParam(c.req.param("kind"));
    const template = await loadEmailTemplate(c.var.deps.db, kind);
    return c.json(renderEmail(template, emailTemplateDefinitions[kind].sample));
  });

function adminOf(c: Context<SignedInEnv>) {
  return { id: c.var.user.id, email: c.var.user.email };
}
