import type { ContractTemplate } from "./contract-template";

/** A small template that uses every body feature, for the engine's tests. */
export const testTemplate: ContractTemplate = {
  id: "test-lease",
  title: "Test lease",
  category: "residential_lease",
  jurisdiction: "ZA",
  description: "A template for tests.",
  fields: [
    { key: "tenantName", label: "Tenant's name", type: "text", required: true, step: "Parties", question: "Who is the tenant?" },
    { key: "tenantEmail", label: "Tenant's email", type: "email", required: false, important: true, step: "Parties", question: "What is the tenant's email?" },
    { key: "monthlyRent", label: "Monthly rent", type: "money", required: true, min: 1, step: "Money", question: "What is the monthly rent?" },
    { key: "startDate", label: "Start date", type: "date", required: true, step: "Term", question: "When does the lease start?" },
    { key: "noticeDays", label: "Notice days", type: "integer", required: true, default: 30, min: 1, max: 90, step: "Term", question: "How many days' notice?" },
    { key: "escalationPercent", label: "Escalation", type: "percent", required: true, default: 8.5, step: "Money", question: "By how much does the rent increase?" },
    { key: "petsAllowed", label: "Pets allowed", type: "boolean", required: true, default: false, step: "Rules", question: "Are pets allowed?" },
    { key: "petDetails", label: "Pets", type: "text", required: false, step: "Rules", question: "Which pets?" },
    { key: "utilities", label: "Utilities", type: "select", required: true, default: "metered", step: "Money", question: "How are utilities paid?", options: [ { value: "metered", label: "on meter readings" }, { value: "included", label: "included in the rent" } ] },
    {
      key: "occupants",
      label: "Occupants",
      type: "list",
      required: false,
      max: 3,
      step: "Parties",
      question: "Who else lives there?",
      itemFields: [
        { key: "name", label: "Occupant's name", type: "text", required: true, step: "Parties", question: "Name?" },
        { key: "relationship", label: "Relationship", type: "text", required: false, step: "Parties", question: "Relationship?" },
      ],
    },
  ],
  body: {
    title: "Test Lease",
    sides: ["tenant", "landlord"],
    parties: [
      { role: "Landlord", name: "Thandi Landlord", details: "of 1 Main Road" },
      { role: "Tenant", name: "{{tenantName}}", details: "{{#tenantEmail}}email {{tenantEmail}}{{/tenantEmail}}" },
    ],
    clauses: [
      { id: "rent", heading: "Rent", children: [
        { id: "rent-amount", text: "The rent is {{monthlyRent|rand}} per month from {{startDate|date}}." },
        { id: "rent-escalation", text: "It increases by {{escalationPercent|percent}} a year." },
      ] },
      { id: "pets", heading: "Pets", when: { field: "petsAllowed", equals: true }, text: "The Tenant may keep {{petDetails}}." },
      { id: "utilities", heading: "Utilities", children: [
        { id: "utilities-metered", when: { field: "utilities", equals: "metered" }, text: "The Tenant pays {{utilities}}." },
        { id: "utilities-included", when: { field: "utilities", equals: "included" }, text: "Water is {{utilities}}." },
      ] },
      { id: "occupants", heading: "Occupants", when: { field: "occupants", filled: true }, children: [
        { id: "occupant", each: "occupants", text: "{{item.name}}{{#item.relationship}} ({{item.relationship}}){{/item.relationship}} may live there." },
      ] },
      { id: "notice", heading: "Notice", text: "Either party may end the lease on {{noticeDays|words}} days' notice, subject to clause {{=rent}}.\nNotice must be in writing." },
    ],
    signatures: [
      { role: "Landlord", party: "Thandi Landlord", signatory: "{{#tenantEmail}}Agent Smith{{/tenantEmail}}" },
      { role: "Tenant", party: "{{tenantName}}" },
    ],
  },
};
