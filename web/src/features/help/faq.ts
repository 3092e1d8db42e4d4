import { REFUND_WINDOW_DAYS } from "../../../../common/api/billing";

export type FaqItem = { id: string; question: string; answer: string };

/** The Help Center's ten questions (SPEC §2 "Help Center"). Figures that change (prices, limits, retention) are on the pages that read them from the server. */
export const faqItems: readonly FaqItem[] = [
  {
    id: "what-it-does",
    question: "What does ContractClarity do?",
    answer:
      "It reviews contracts you upload — a risk score, plain-language explanations, negotiation advice and a clause-by-clause breakdown — and helps you create new contracts with the AI contract agent, the form builder or templates.",
  },
  {
    id: "file-types",
    question: "Which files can I upload?",
    answer:
      "PDF, DOCX, DOC and TXT files, and photos of pages (JPG, PNG, TIFF, BMP, HEIC), which are read by OCR. Documents with selectable text give the best results; for photos, use good light and keep the page flat.",
  },
  {
    id: "legal-advice",
    question: "Is this legal advice?",
    answer:
      "No. ContractClarity gives information produced by software. It does not replace an admitted attorney. Check anything important with an attorney before you sign or rely on it.",
  },
  {
    id: "jurisdictions",
    question: "Which countries' laws does it cover?",
    answer:
      "South African law in depth, including the Consumer Protection Act, the Rental Housing Act, the Basic Conditions of Employment Act and POPIA, and common issues under the laws of the United States, the United Kingdom, the European Union, Canada and Australia in general terms.",
  },
  {
    id: "without-account",
    question: "Can I try it without an account?",
    answer:
      "Yes: on the home page you can analyse one contract per browser session without signing up. Create a free account to keep the result and analyse more.",
  },
  {
    id: "create-contract",
    question: "How do I create a new contract?",
    answer:
      "Open Create, then the AI Contract Agent: it asks you the questions a contract of that type needs and drafts it as you answer. You can also fill in the form builder or start from a template, then export the contract to Word or PDF.",
  },
  {
    id: "security",
    question: "How is my contract kept safe?",
    answer:
      "It travels over an encrypted connection, and the file and its text are stored encrypted (AES-256-GCM). Only your account can see it. Uploaded files and their text are deleted automatically after the retention period stated in the Privacy Policy.",
  },
  {
    id: "my-data",
    question: "How do I download or delete my data?",
    answer:
      "Delete any contract from History or the contract's page at once. In Settings you can download all your data or delete your account, which removes everything stored with it.",
  },
  {
    id: "plans",
    question: "What do the plans cost?",
    answer:
      "The Free plan costs nothing and has monthly limits. Paid plans are billed monthly in rand, VAT included, and raise or remove the limits. The Pricing page shows the current prices and limits.",
  },
  {
    id: "cancel-refund",
    question: "How do I cancel or get a refund?",
    answer: `Cancel renewal at any time in Subscription; your plan stays until the end of the month you paid for. First-time subscribers can ask for a full refund within ${REFUND_WINDOW_DAYS} days of paying; it is paid back in 5 to 10 business days.`,
  },
];

/** SPEC §5 "Help search": a case-insensitive substring match on the question or the answer; an empty query matches everything. */
export function searchFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.question.toLocaleLowerCase().includes(needle) || item.answer.toLocaleLowerCase().includes(needle),
  );
}
