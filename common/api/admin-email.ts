import { z } from "zod";
import {
  type EmailKind,
  emailKindSchema,
  emailKinds,
  emailTemplateDefinitions,
  unknownPlaceholders,
} from "../email-templates";

/** How the connection to the SMTP server is protected. */
export const smtpSecuritySchema = z.enum(["starttls", "tls", "none"]);
export type SmtpSecurity = z.infer<typeof smtpSecuritySchema>;

export const smtpSecurityLabels: Record<SmtpSecurity, string> = {
  starttls: "STARTTLS (usually port 587)",
  tls: "TLS from the start (usually port 465)",
  none: "None (only for a server on this machine or network)",
};

const hostPattern = /^[A-Za-z0-9.-]+$|^\[?[0-9A-Fa-f:.]+\]?$/;

/** PUT /api/admin/email/settings. An empty or absent password keeps the stored one. */
export const emailSettingsUpdateSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, "Enter the SMTP host.")
    .max(253, "The SMTP host is too long.")
    .regex(hostPattern, "Enter a host name such as smtp.example.co.za, without http:// or a port."),
  port: z.coerce
    .number({ error: "Enter the port as a number." })
    .int("Enter the port as a whole number.")
    .min(1, "The port is between 1 and 65535.")
    .max(65535, "The port is between 1 and 65535."),
  user: z.string().trim().max(320, "The user name is too long."),
  password: z.string().max(1000, "The password is too long.").optional(),
  /** True removes the stored password (for servers without sign-in). */
  clearPassword: z.boolean().optional(),
  fromAddress: z
    .string()
    .trim()
    .min(1, "Enter the from address.")
    .pipe(z.email("Enter the from address as an e-mail address, e.g. hello@example.co.za.")),
  fromName: z.string().trim().max(100, "The sender name is too long.").optional(),
  security: smtpSecuritySchema,
});
export type EmailSettingsUpdate = z.infer<typeof emailSettingsUpdateSchema>;

/** What the browser sees of the settings: never the password itself. */
export const emailSettingsViewSchema = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  passwordSet: z.boolean(),
  fromAddress: z.string(),
  fromName: z.string(),
  security: smtpSecuritySchema,
  updatedAt: z.iso.datetime().nullable(),
});
export type EmailSettingsView = z.infer<typeof emailSettingsViewSchema>;

/** POST /api/admin/email/test */
export const testEmailRequestSchema = z.object({
  to: z
    .string()
    .trim()
    .min(1, "Enter the address to send the test e-mail to.")
    .pipe(z.email("Enter a valid e-mail address.")),
});

export const testEmailResultSchema = z.object({
  sent: z.boolean(),
  /** A sentence an admin can act on: what arrived where, or what went wrong in plain words. */
  message: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

export const emailTemplateSchema = z.object({
  kind: emailKindSchema,
  label: z.string(),
  sentWhen: z.string(),
  subject: z.string(),
  body: z.string(),
  isDefault: z.boolean(),
  placeholders: z.record(z.string(), z.string()),
  updatedAt: z.iso.datetime().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** PUT /api/admin/email/templates/:kind — the kind decides which placeholders are allowed. */
export function emailTemplateUpdateSchema(kind: EmailKind) {
  const placeholdersOf = (field: string) => (text: string, context: z.RefinementCtx) => {
    const unknown = unknownPlaceholders(kind, text);
    if (unknown.length > 0) {
      const known = Object.keys(emailTemplateDefinitions[kind].placeholders)
        .map((name) => `{{${name}}}`)
        .join(", ");
      context.addIssue({
        code: "custom",
        message: `The ${field} uses ${unknown.map((name) => `{{${name}}}`).join(", ")}, which this e-mail does not have. Use ${known}.`,
      });
    }
  };
  return z.object({
    subject: z
      .string()
      .trim()
      .min(1, "Enter a subject.")
      .max(200, "Keep the subject under 200 characters.")
      .superRefine(placeholdersOf("subject")),
    body: z
      .string()
      .trim()
      .min(1, "Enter the text of the e-mail.")
      .max(10_000, "Keep the e-mail under 10,000 characters.")
      .superRefine(placeholdersOf("body")),
  });
}
export type EmailTemplateUpdate = z.infer<ReturnType<typeof emailTemplateUpdateSchema>>;

export { emailKinds };
