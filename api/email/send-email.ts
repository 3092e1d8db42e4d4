import { describeSmtpError } from "./describe-smtp-error";
import type { SmtpSettings } from "./email-settings";

export type OutgoingEmail = { to: string; subject: string; text: string };
export type SendOutcome = { sent: true; messageId: string } | { sent: false; reason: string };

/** How long each step may take before the send is given up (an unreachable host must not hang a request). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends one plain-text e-mail through the configured SMTP server. Never throws: failures come back in plain words. */
export async function sendEmail(settings: SmtpSettings, email: OutgoingEmail): Promise<SendOutcome> {
  // loaded on the first e-mail: nodemailer would otherwise hold ~3 MB of every server's heap
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === "tls",
    requireTLS: settings.security === "starttls",
    ignoreTLS: settings.security === "none",
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    ...SMTP_TIMEOUTS,
  });
  try {
    const info = await transport.sendMail({
      from: settings.fromName ? { name: settings.fromName, address: settings.fromAddress } : settings.fromAddress,
      to: email.to,
      subject: email.subject,
      text: email.text,
    });
    return { sent: true, messageId: info.messageId };
  } catch (error) {
    return { sent: false, reason: describeSmtpError(error, settings) };
  } finally {
    transport.close();
  }
}
