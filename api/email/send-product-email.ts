import type { EmailKind } from "../../common/email-templates";
import { renderEmail } from "../../common/email-templates";
import type { AppDeps } from "../context";
import { loadSmtpSettings } from "./email-settings";
import { loadEmailTemplate } from "./email-templates";
import { type SendOutcome, sendEmail } from "./send-email";

export type ProductEmailDeps = Pick<AppDeps, "db" | "dataKey" | "logger">;

/**
 * Sends one of the product's e-mails: loads the SMTP settings, renders the kind's template with the data and
 * sends it with nodemailer. Never throws — the user's request must not fail because of e-mail — and does
 * nothing but answer { sent: false, reason: "not configured" } while no SMTP settings are saved.
 */
export async function sendProductEmail(
  deps: ProductEmailDeps,
  kind: EmailKind,
  to: string,
  data: Record<string, string | undefined>,
): Promise<SendOutcome> {
  try {
    const saved = await loadSmtpSettings(deps);
    if (!saved) return { sent: false, reason: "not configured" };
    const template = await loadEmailTemplate(deps.db, kind);
    const rendered = renderEmail(template, { email: to, ...data });
    const outcome = await sendEmail(saved.settings, { to, subject: rendered.subject, text: rendered.body });
    if (outcome.sent) deps.logger.info({ kind, messageId: outcome.messageId }, "product e-mail sent");
    else deps.logger.warn({ kind, reason: outcome.reason }, "product e-mail not sent");
    return outcome;
  } catch (error) {
    deps.logger.error({ err: error, kind }, "product e-mail failed");
    return { sent: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
