import type { ConsultationStatus } from "../../../../common/api/account";
import type { SubscriptionTier } from "../../../../common/api/auth";

export const manageNavTexts = {
  label: "Manage",
  users: "Users",
  plans: "Plans",
  feedback: "Feedback",
  consultations: "Consultations",
  audit: "Audit log",
};

export const tierLabels: Record<SubscriptionTier, string> = {
  free: "Free",
  professional: "Professional",
  enterprise: "Enterprise",
  beta: "Beta",
};

export const commonTexts = {
  loading: "Loading…",
  previous: "Previous",
  next: "Next",
  pageOf: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  saveFailed: "Not saved",
};

export const usersTexts = {
  title: "Users",
  intro: "Find an account, see its usage and payments, change its tier, and grant or revoke admin.",
  searchLabel: "Search by email or name",
  searchPlaceholder: "e.g. thandi@ or Nkosi",
  search: "Search",
  caption: "Users",
  email: "Email",
  name: "Name",
  tier: "Tier",
  role: "Role",
  joined: "Joined",
  admin: "Admin",
  adminFromEnvironment: "Admin (ADMIN_EMAILS)",
  user: "User",
  view: "Manage",
  viewLabel: (email: string) => `Manage ${email}`,
  empty: "No users match this search.",
  detailTitle: (email: string) => `Manage ${email}`,
  detailDescription: "Usage this month, payments, tier and role. Every change is written to the audit log.",
  usage: "Usage this month",
  analyses: "Analyses",
  generations: "Generations",
  shares: "Shares",
  usedOf: (used: number, limit: number | null) => (limit === null ? `${used} of unlimited` : `${used} of ${limit}`),
  payments: "Payments",
  noPayments: "No payments.",
  changeTier: "Tier",
  saveTier: "Change tier",
  tierChanged: (email: string, tier: string) => `${email} is now on ${tier}.`,
  grantAdmin: "Grant admin",
  revokeAdmin: "Revoke admin",
  adminGranted: (email: string) => `${email} is now an admin.`,
  adminRevoked: (email: string) => `${email} is no longer an admin.`,
  ownAccount: "This is your account: another admin must revoke your role.",
  environmentAdmin: "Admin through ADMIN_EMAILS: remove the address there to revoke it.",
  close: "Close",
};

export const plansTexts = {
  title: "Plans",
  intro:
    "Prices and monthly limits. A new price applies to checkouts and renewals from now on; a period already paid keeps what was paid. New limits apply to Free users at once and to paid users from their next billing period.",
  price: "Price (rand, VAT included)",
  priceHint: (free: boolean) => (free ? "The Free plan stays at 0." : "At least R1.00."),
  analysisLimit: "Analyses a month",
  generationLimit: "Generations a month",
  sharingLimit: "Shares a month",
  limitHint: "Leave empty for unlimited.",
  unlimited: "Unlimited",
  save: (name: string) => `Save ${name}`,
  saving: "Saving…",
  saved: (name: string) => `${name} plan saved.`,
  updated: (when: string) => `Last changed ${when}`,
  invalidPrice: "Enter the price in rand, e.g. 299 or 299.00.",
  invalidLimit: "Enter a whole number, or leave empty for unlimited.",
};

export const sellerDetailsTexts = {
  title: "Seller details on tax invoices",
  intro:
    "A South African tax invoice names the seller with its address and VAT registration number. Until all three are set, invoices are titled “Invoice” and say the details are missing.",
  notSet: "Not set yet: invoices are not valid tax invoices.",
  legalName: "Registered business name",
  legalNameHint: "As registered with SARS, e.g. ContractClarity (Pty) Ltd.",
  address: "Business address",
  addressHint: "Street address, city and postal code, one per line.",
  vatNumber: "VAT registration number",
  vatNumberHint: "10 digits, starting with 4.",
  save: "Save seller details",
  saving: "Saving…",
  saved: "Seller details saved: the next invoices show them.",
  updated: (when: string) => `Last changed ${when}`,
};

export const refundsTexts = {
  title: "Refund requests",
  intro:
    "Approve or decline with a reason. An approval is refunded through the provider that took the payment, and the user goes back to Free.",
  caption: "Refund requests",
  empty: "No refund requests yet.",
  requested: "Requested",
  user: "User",
  payment: "Payment",
  paidOn: (day: string) => `Paid ${day}`,
  windowEnds: (day: string) => `Window ends ${day}`,
  reason: "Reason",
  eligibility: "7-day rule",
  eligible: "Eligible",
  status: "Status",
  decision: "Decision",
  approve: "Approve",
  decline: "Decline",
  approveTitle: (email: string) => `Approve the refund for ${email}?`,
  declineTitle: (email: string) => `Decline the refund for ${email}?`,
  approveDescription: (amount: string, provider: string) =>
    `${amount} will be refunded through ${provider}, and the user goes back to the Free plan.`,
  declineDescription: "The user is told the reason.",
  decisionReason: "Reason for the decision",
  decisionReasonHint: "At least 3 characters; the user sees it.",
  reasonTooShort: "Give a reason of at least 3 characters.",
  confirmApprove: "Approve and refund",
  confirmDecline: "Decline request",
  cancel: "Cancel",
  approved: "Refund approved and processed.",
  declined: "Refund request declined.",
  decideLabel: (action: string, email: string) => `${action} refund for ${email}`,
};

export const refundStatusTexts = {
  requested: "Requested",
  approved: "Approved",
  declined: "Declined",
  processed: "Refunded",
} as const;

export const feedbackTexts = {
  title: "Feedback",
  intro: "What people told us through the Feedback button, newest first.",
  empty: "No feedback yet.",
  rating: (value: number) => `${value} of 5`,
  ratingLabel: "Rating",
  experience: "Experience",
  improvements: "Improvements",
  recommend: "Would recommend",
  from: "From",
  visitor: "Visitor",
  page: "Page",
  recommendation: { yes: "Yes", maybe: "Maybe", no: "No" } as Record<string, string>,
};

export const consultationsTexts = {
  title: "Consultation requests",
  intro: "Requests to be put in touch with an attorney. Move each on as you work on it; every change is audited.",
  empty: "No consultation requests yet.",
  caption: "Consultation requests",
  received: "Received",
  requester: "Requester",
  topic: "Topic",
  contact: "Contact",
  status: "Status",
  statusLabel: (reference: string) => `Status of ${reference}`,
  changed: (reference: string, status: string) => `${reference} is now ${status.toLowerCase()}.`,
  contract: (fileName: string) => `Contract: ${fileName}`,
};

export const consultationStatusLabels: Record<ConsultationStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  closed: "Closed",
};

export const auditTexts = {
  title: "Audit log",
  intro: "Every admin change: who, what, when, and the state before and after.",
  recent: "Recent admin actions",
  seeAll: "See the whole audit log",
  empty: "No admin actions yet.",
  caption: "Admin actions",
  when: "When",
  who: "Admin",
  what: "Action",
  target: "Target",
  change: "Change",
};
