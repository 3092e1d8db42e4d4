/** The attorney consultation screen's texts. */
export const consultationTexts = {
  title: "Attorney Consultation",
  intro:
    "Ask to be put in touch with a South African attorney about a contract. Tell us what it is about and how to reach you; we reply within two working days to arrange a time.",
  notAdvice: "ContractClarity's analysis is not legal advice. An attorney can advise you on your own situation.",
  formTitle: "Request a consultation",
  nameLabel: "Your name",
  topicLabel: "What is it about?",
  topicHint: "A few words, e.g. “Deposit not refunded after my lease ended”.",
  detailsLabel: "Anything the attorney should know (optional)",
  contractLabel: "Contract to attach (optional)",
  contractNone: "No contract",
  contractsLoading: "Loading your contracts…",
  contractHint: "The attorney sees the contract you choose. Only your own contracts are listed.",
  contactLegend: "How should we contact you?",
  contactEmail: "Email",
  contactPhone: "Phone",
  contactEmailLabel: "Email address",
  contactPhoneLabel: "Phone number",
  contactPhoneHint: "e.g. 082 123 4567 or +27 82 123 4567",
  timeLabel: "Preferred time",
  submit: "Send request",
  submitting: "Sending…",
  sentTitle: "Request sent",
  sentDescription: (reference: string, emailed: boolean) =>
    emailed
      ? `Your reference is ${reference}. A confirmation is on its way to your email.`
      : `Your reference is ${reference}. We will be in touch soon.`,
  sendFailed: "Your request was not sent",
  requestsTitle: "Your requests",
  requestsEmpty: "You have not asked for a consultation yet.",
  requestsLoadFailed: "We could not load your requests.",
  statusLabels: { new: "Received", contacted: "Contacted", scheduled: "Scheduled", closed: "Closed" },
  contractAttached: (fileName: string) => `Contract: ${fileName}`,
  contactBy: (method: "email" | "phone", detail: string) => `${method === "email" ? "Email" : "Phone"}: ${detail}`,
} as const;
