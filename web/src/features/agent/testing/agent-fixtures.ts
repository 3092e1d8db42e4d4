import type { DraftDetail, ProposedChange } from "../../../../../common/chat";
import type { TemplateField } from "../../../../../common/templates";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export const leaseQuestions: TemplateField[] = [
  {
    key: "tenantName",
    label: "Tenant's full name",
    type: "text",
    required: true,
    question: "What is the tenant's full name?",
    step: "Parties",
  },
  {
    key: "monthlyRent",
    label: "Monthly rent",
    type: "money",
    required: true,
    question: "What is the monthly rent?",
    step: "Money",
    min: 1,
  },
  {
    key: "startDate",
    label: "Start date",
    type: "date",
    required: true,
    question: "On what date does the lease start?",
    step: "Term",
  },
  {
    key: "escalationPercent",
    label: "Yearly rent increase",
    type: "percent",
    required: true,
    question: "By what percentage will the rent increase each year?",
    step: "Money",
    default: 8,
    help: "6 to 10% a year is usual.",
    min: 0,
    max: 20,
  },
  {
    key: "leaseType",
    label: "Kind of lease",
    type: "select",
    required: true,
    question: "Is this a lease for a fixed period, or month to month?",
    step: "Term",
    default: "fixed",
    options: [
      { value: "fixed", label: "a fixed term" },
      { value: "monthly", label: "month to month" },
    ],
  },
  {
    key: "petsAllowed",
    label: "Pets allowed",
    type: "boolean",
    required: true,
    question: "Does the landlord allow the tenant to keep pets?",
    step: "House rules",
    default: false,
  },
];

export const draftDocument: DraftDetail["document"] = {
  title: "Residential Lease Agreement",
  templateId: "residential-lease-za",
  jurisdiction: "ZA",
  parties: [
    { name: "Johannes van der Merwe", role: "Landlord", details: null },
    { name: "Nomvula Khumalo", role: "Tenant", details: null },
  ],
  clauses: [
    { id: "parties", number: "1", heading: "Parties", text: "This lease is between the Landlord and the Tenant." },
    { id: "rent", number: "2", heading: "Rent", text: "The Tenant pays R14 500 a month on the 1st day of each month." },
    {
      id: "deposit",
      number: "3",
      heading: "Deposit",
      text: "The Tenant pays a deposit of R29 000, held in an interest-bearing account.",
    },
  ],
  signatureBlocks: [],
  values: {},
};

export const proposal: ProposedChange = {
  proposalId: "p-1",
  draftId: "d-1",
  status: "proposed",
  summary: "Lower the deposit to one month's rent",
  clauseId: "deposit",
  before: "The Tenant pays a deposit of R29 000, held in an interest-bearing account.",
  after: "The Tenant pays a deposit of R14 500, held in an interest-bearing account.",
};

export function draftDetail(overrides: Partial<DraftDetail> = {}): DraftDetail {
  return {
    id: "d-1",
    version: 2,
    document: draftDocument,
    versions: [
      { version: 1, createdAt: "2026-03-01T10:00:00.000Z", author: "agent", change: "Drafted from the template" },
      { version: 2, createdAt: "2026-03-01T10:05:00.000Z", author: "agent", change: "Added the tenant's details" },
    ],
    proposals: [proposal],
    ...overrides,
  };
}
