/**
 * Consumer categories. CUAD has no labels for these, so they come from keyword rules over the
 * clause heading and text (not from the trained classifier).
 */
export type ConsumerCategory = { id: string; label: string; heading: RegExp; text: RegExp };

export const CONSUMER_CATEGORIES: ConsumerCategory[] = [
  {
    id: "rent",
    label: "Rent",
    heading: /\brent(al)?\b/i,
    text: /\b(monthly )?rent(al)? (?:is|shall be|of|payable)|pay (?:the )?rent\b/i,
  },
  { id: "deposit", label: "Deposit", heading: /deposit/i, text: /\bdeposit\b/i },
  {
    id: "escalation",
    label: "Escalation",
    heading: /escalat/i,
    text: /\bescalat(?:e|ion)|increase(?:d)? (?:annually|each year|by \d)/i,
  },
  {
    id: "maintenance",
    label: "Maintenance and repairs",
    heading: /maintenance|repair/i,
    text: /\b(maintain|repair|wear and tear|in good (?:order|condition))/i,
  },
  {
    id: "entry_access",
    label: "Entry and access",
    heading: /access|entry|inspection/i,
    text: /\b(enter|entry|access to) (?:the )?(?:premises|property|dwelling)|inspect(?:ion)? (?:of )?the premises/i,
  },
  {
    id: "working_hours",
    label: "Working hours",
    heading: /hours of work|working hours|hours/i,
    text: /\bhours (?:of work|per (?:week|day))|ordinary hours|overtime\b/i,
  },
  {
    id: "leave",
    label: "Leave",
    heading: /\bleave\b/i,
    text: /\b(annual|sick|maternity|parental|family responsibility|unpaid) leave\b/i,
  },
  {
    id: "remuneration",
    label: "Remuneration",
    heading: /remuneration|salary|wages|compensation|fees/i,
    text: /\b(salary|remuneration|wage)s?\b/i,
  },
  {
    id: "deductions",
    label: "Deductions",
    heading: /deduction/i,
    text: /\bdeduct(?:ion)?s?\b.{0,80}\b(salary|remuneration|wages|pay)\b|\b(salary|remuneration|wages|pay)\b.{0,80}\bdeduct/i,
  },
  { id: "probation", label: "Probation", heading: /probation/i, text: /\bprobation(?:ary)?\b/i },
  {
    id: "penalties",
    label: "Penalties",
    heading: /penalt|forfeit/i,
    text: /\b(penalty|penalties|forfeit(?:s|ed|ure)?|liquidated damages)\b/i,
  },
  {
    id: "interest",
    label: "Interest",
    heading: /interest/i,
    text: /\binterest (?:at|on|rate|of|shall)|\d+(?:[.,]\d+)?\s?% (?:\([^)]*\) )?per (?:annum|month)/i,
  },
  {
    id: "dispute_resolution",
    label: "Dispute resolution",
    heading: /dispute|arbitration|jurisdiction/i,
    text: /\b(arbitration|arbitrator|mediation|dispute resolution|jurisdiction of the)\b/i,
  },
  {
    id: "indemnity",
    label: "Indemnity",
    heading: /indemn/i,
    text: /\bindemnif(?:y|ies|ied)|hold (?:\w+ )?harmless\b/i,
  },
  {
    id: "termination",
    label: "Termination and cancellation",
    heading: /terminat|cancel|breach/i,
    text: /\b(terminate|cancel)\b.{0,60}\b(notice|breach)\b/i,
  },
  { id: "confidentiality", label: "Confidentiality", heading: /confidential/i, text: /\bconfidential information\b/i },
  {
    id: "restraint_of_trade",
    label: "Restraint of trade",
    heading: /restraint|non-compet/i,
    text: /\brestraint of trade\b|shall not.{0,80}(?:compete|competing business)/i,
  },
  {
    id: "personal_information",
    label: "Personal information",
    heading: /privacy|personal information|data protection/i,
    text: /\bpersonal (?:information|data)\b|\bPOPIA\b/i,
  },
  { id: "legal_costs", label: "Legal costs", heading: /costs/i, text: /attorney and (?:own )?client|legal costs/i },
];

export function consumerCategoriesOf(heading: string, text: string): ConsumerCategory[] {
  return CONSUMER_CATEGORIES.filter((category) => category.heading.test(heading) || category.text.test(text));
}
