import { z } from "zod";

/**
 * The e-mails the product sends, their placeholders and default wording. Templates are plain text with
 * {{placeholder}}s; the same renderer fills them on the server (sending) and in the browser (preview).
 */
export const emailKinds = ["welcome", "payment_receipt", "refund", "consultation_confirmation"] as const;
export const emailKindSchema = z.enum(emailKinds);
export type EmailKind = z.infer<typeof emailKindSchema>;

export type EmailTemplateDefinition = {
  label: string;
  /** When the product sends it. */
  sentWhen: string;
  /** Placeholder name → what it holds (shown to the admin). */
  placeholders: Record<string, string>;
  /** Realistic values for the preview. */
  sample: Record<string, string>;
  subject: string;
  body: string;
};

export const emailTemplateDefinitions: Record<EmailKind, EmailTemplateDefinition> = {
  welcome: {
    label: "Welcome",
    sentWhen: "When someone creates an account.",
    placeholders: { email: "The new user's e-mail address", appUrl: "The address of ContractClarity" },
    sample: { email: "thandi@example.co.za", appUrl: "https://contractclarity.co.za" },
    subject: "Welcome to ContractClarity",
    body: [
      "Hello,",
      "",
      "Your ContractClarity account for {{email}} is ready.",
      "",
      "Upload a lease, employment contract or any agreement and we will explain it clause by clause, flag the risky parts and suggest what to ask for. You can also draft a new contract with our AI contract agent.",
      "",
      "Start here: {{appUrl}}",
      "",
      "ContractClarity is not legal advice.",
      "",
      "The ContractClarity team",
    ].join("\n"),
  },
  payment_receipt: {
    label: "Payment receipt",
    sentWhen: "When a payment is confirmed and the plan is activated.",
    placeholders: {
      email: "The customer's e-mail address",
      planName: "The plan paid for",
      amount: "The amount paid, VAT included",
      vat: "The VAT in the amount",
      invoiceNumber: "The tax invoice number",
      paidAt: "The date of payment",
      invoiceUrl: "Where the tax invoice can be downloaded",
      appUrl: "The address of ContractClarity",
    },
    sample: {
      email: "thandi@example.co.za",
      planName: "Professional",
      amount: "R299.00",
      vat: "R39.00",
      invoiceNumber: "INV-2026-000042",
      paidAt: "2 March 2026",
      invoiceUrl: "https://contractclarity.co.za/subscription",
      appUrl: "https://contractclarity.co.za",
    },
    subject: "Your ContractClarity receipt {{invoiceNumber}}",
    body: [
      "Hello,",
      "",
      "Thank you for your payment. Your {{planName}} plan is active.",
      "",
      "Invoice: {{invoiceNumber}}",
      "Date: {{paidAt}}",
      "Amount: {{amount}} (includes VAT of {{vat}})",
      "",
      "Download your tax invoice: {{invoiceUrl}}",
      "",
      "The ContractClarity team",
    ].join("\n"),
  },
  refund: {
    label: "Refund decision",
    sentWhen: "When an administrator approves or declines a refund request.",
    placeholders: {
      email: "The customer's e-mail address",
      planName: "The plan of the payment",
      amount: "The amount of the payment",
      decision: "approved or declined",
      reason: "The administrator's reason",
      nextSteps: "What happens next (differs for approvals and declines)",
      appUrl: "The address of ContractClarity",
    },
    sample: {
      email: "thandi@example.co.za",
      planName: "Professional",
      amount: "R299.00",
      decision: "approved",
      reason: "Requested within 7 days of a first subscription.",
      nextSteps:
        "The R299.00 goes back through the payment provider you paid with; banks usually take 5 to 10 working days to show it. Your account is on the Free plan again.",
      appUrl: "https://contractclarity.co.za",
    },
    subject: "Your refund request was {{decision}}",
    body: [
      "Hello,",
      "",
      "Your refund request for the {{planName}} payment of {{amount}} was {{decision}}.",
      "",
      "Reason: {{reason}}",
      "",
      "{{nextSteps}}",
      "",
      "The ContractClarity team",
    ].join("\n"),
  },
  consultation_confirmation: {
    label: "Consultation confirmation",
    sentWhen: "When someone asks for an attorney consultation.",
    placeholders: {
      email: "The requester's e-mail address",
      name: "The requester's name",
      topic: "What the consultation is about",
      reference: "The request's reference",
      appUrl: "The address of ContractClarity",
    },
    sample: {
      email: "thandi@example.co.za",
      name: "Thandi Mokoena",
      topic: "Residential lease renewal",
      reference: "CR-1A2B3C4D",
      appUrl: "https://contractclarity.co.za",
    },
    subject: "We received your consultation request {{reference}}",
    body: [
      "Hello {{name}},",
      "",
      "Thank you for asking for an attorney consultation about: {{topic}}.",
      "",
      "Your reference is {{reference}}. We will contact you at {{email}} within two working days to arrange a time.",
      "",
      "The ContractClarity team",
    ].join("\n"),
  },
};

const placeholderPattern = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholders a text uses that the kind does not know, e.g. ["amout"]. */
export function unknownPlaceholders(kind: EmailKind, text: string): string[] {
  const known = emailTemplateDefinitions[kind].placeholders;
  const unknown = new Set<string>();
  for (const match of text.matchAll(placeholderPattern)) {
    if (!Object.hasOwn(known, match[1]!)) unknown.add(match[1]!);
  }
  return [...unknown];
}

/** Fills {{placeholder}}s with the data; a placeholder without a value becomes empty text. */
export function fillPlaceholders(text: string, data: Record<string, string | undefined>): string {
  return text.replace(placeholderPattern, (_, name: string) => (Object.hasOwn(data, name) ? (data[name] ?? "") : ""));
}

export function renderEmail(
  template: { subject: string; body: string },
  data: Record<string, string | undefined>,
): { subject: string; body: string } {
  // a subject is one line, whatever the data holds
  return {
    subject: fillPlaceholders(template.subject, data)
      .replace(/\s*[\r\n]+\s*/g, " ")
      .trim(),
    body: fillPlaceholders(template.body, data),
  };
}
