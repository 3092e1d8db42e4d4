import { describe, expect, it } from "vitest";
import type { ContractType } from "../../../common/analysis";
import { analyzeContract } from "../analyze-contract";
import { documentFromText } from "../document-from-text";
import { RULE_PACKS } from "./rule-packs";

/** One clause in a minimal contract of the given type, with an individual and a company party. */
function contractWith(type: ContractType, clause: string): string {
  const titles: Partial<Record<ContractType, string>> = {
    residential_lease:
      'RESIDENTIAL LEASE AGREEMENT\n\nbetween ACME PROPERTIES (PTY) LTD ("the Landlord") and JOHN SMITH ("the Tenant")\n\n1. LETTING\n\n1.1 The Landlord lets the dwelling to the Tenant. The Tenant shall pay rent of R8 000,00 per month.',
    employment:
      'CONTRACT OF EMPLOYMENT\n\nbetween ACME STORES (PTY) LTD ("the Employer") and JOHN SMITH ("the Employee")\n\n1. APPOINTMENT\n\n1.1 The Employer employs the Employee. The Employee shall be paid a salary of R9 000,00 per month. Annual leave: 21 consecutive days.',
    loan: 'LOAN AGREEMENT\n\nbetween ACME FINANCE (PTY) LTD ("the Lender") and JOHN SMITH ("the Borrower")\n\n1. LOAN\n\n1.1 The Lender lends the Borrower R10 000,00, repayable in instalments.',
  };
  return `${titles[type]}\n\n2. TERMS\n\n2.1 ${clause}\n\n3. GENERAL\n\n3.1 This agreement is governed by the laws of the Republic of South Africa.\n\n3.2 Notices shall be given in writing.\n\n3.3 No variation is valid unless in writing.\n`;
}

const fires = (type: ContractType, clause: string, ruleId: string) =>
  analyzeContract(documentFromText(contractWith(type, clause))).findings.some(
    (f) => f.ruleId === ruleId && f.citation?.clauseNumber === "2.1",
  );

describe("rule packs", () => {
  it("state every rule as complete data", () => {
    const ids = new Set<string>();
    for (const pack of RULE_PACKS) {
      expect(pack.version).toMatch(/^\d+\.\d+\.\d+$/);
      for (const rule of [...pack.clauseRules, ...pack.missingRules]) {
        expect(ids.has(rule.id), rule.id).toBe(false);
        ids.add(rule.id);
        expect(rule.id.startsWith(`${pack.id}.`), rule.id).toBe(true);
        expect(rule.explanation.length, rule.id).toBeGreaterThan(40);
        expect(rule.advice.length, rule.id).toBeGreaterThan(15);
        expect(rule.suggestedWording.length, rule.id).toBeGreaterThan(20);
        expect(rule.protects.length, rule.id).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    [
      "za.rha.deposit-not-interest-bearing",
      "residential_lease",
      "The deposit shall be held in the Landlord's business account and shall not earn interest.",
    ],
    [
      "za.rha.entry-without-notice",
      "residential_lease",
      "The Landlord may enter the Premises at any time without notice.",
    ],
    [
      "za.rha.self-help",
      "residential_lease",
      "Should the Tenant fall into arrears, the Landlord may change the locks and disconnect the electricity supply.",
    ],
    [
      "za.cpa.s14-cancellation-penalty",
      "residential_lease",
      "If the Tenant cancels early, all remaining rent for the full lease period becomes immediately due and payable.",
    ],
    [
      "za.cpa.s14-no-cancellation",
      "residential_lease",
      "The Tenant may not cancel this Lease before the end of the lease period.",
    ],
    ["za.bcea.s9-ordinary-hours", "employment", "The Employee's ordinary hours of work are 50 hours per week."],
    [
      "za.bcea.s10-no-overtime-pay",
      "employment",
      "The salary is all-inclusive and no additional payment for overtime shall be made.",
    ],
    [
      "za.bcea.s34-deductions-without-consent",
      "employment",
      "The Employer may deduct any till shortage from the Employee's salary without the Employee's consent.",
    ],
    [
      "za.bcea.s37-short-notice",
      "employment",
      "After 12 months of service, either party may terminate this contract on 1 (one) week's notice.",
    ],
    ["za.nca.interest-above-cap", "loan", "Interest accrues at 10% per month on the outstanding balance."],
    ["za.nca.in-duplum", "loan", "Interest shall accrue on the outstanding balance until paid in full."],
  ] as Array<[string, ContractType, string]>)("%s fires on a clause with the problem", (ruleId, type, clause) => {
    expect(fires(type, clause, ruleId)).toBe(true);
  });

  it.each([
    [
      "za.rha.deposit-not-interest-bearing",
      "residential_lease",
      "The Landlord shall invest the deposit in an interest-bearing account and the interest shall accrue to the Tenant.",
    ],
    [
      "za.rha.entry-without-notice",
      "residential_lease",
      "The Landlord may enter the Premises at reasonable times on 24 hours' notice.",
    ],
    ["za.bcea.s9-ordinary-hours", "employment", "The Employee's ordinary hours of work are 45 hours per week."],
    [
      "za.bcea.s37-short-notice",
      "employment",
      "After 12 months of service, either party may terminate this contract on 4 (four) weeks' notice.",
    ],
    [
      "za.bcea.s34-deductions-without-consent",
      "employment",
      "The Employer may deduct amounts from the Employee's salary only with the Employee's prior written consent.",
    ],
  ] as Array<[string, ContractType, string]>)("%s stays quiet on a lawful clause", (ruleId, type, clause) => {
    expect(fires(type, clause, ruleId)).toBe(false);
  });
});

describe("suggested wording", () => {
  // A redline we hand the user must not be flagged by the rule that suggested it.
  const testable = RULE_PACKS.flatMap((pack) => pack.clauseRules)
    .map((rule) => ({
      rule,
      type: (rule.contractTypes ?? ["employment"]).find((type) =>
        ["residential_lease", "employment", "loan"].includes(type),
      ),
    }))
    .filter((entry): entry is { rule: (typeof entry)["rule"]; type: ContractType } => entry.type !== undefined);

  it("covers most clause rules", () => {
    expect(testable.length).toBeGreaterThan(20);
  });

  it.each(testable.map(({ rule, type }) => [rule.id, type, rule.suggestedWording] as [string, ContractType, string]))(
    "%s stays quiet on its own suggested wording",
    (ruleId, type, wording) => {
      expect(fires(type, wording, ruleId)).toBe(false);
    },
  );
});

describe("a governing-law clause, however it is worded", () => {
  const servicesWith = (general: string) =>
    `SERVICES AGREEMENT\n\nbetween ACME DIGITAL (PTY) LTD ("the Provider") and JOHN SMITH ("the Client")\n\n1. SERVICES\n\n1.1 The Provider shall build and maintain the Client's online shop. The Client shall pay R12 000,00 per month.\n\n1.2 Either party may end this agreement on 30 days' written notice.\n\n2. DISPUTES\n\n2.1 Disputes shall be referred to mediation, failing which to arbitration in Johannesburg.\n\n3. GENERAL\n\n3.1 ${general}\n\n3.2 Notices shall be given in writing.\n\nSigned at Johannesburg on 1 March 2026.\n\n____________________ for and on behalf of the Provider\n\n____________________ the Client\n`;
  const missingLawFinding = (general: string) =>
    analyzeContract(documentFromText(servicesWith(general))).findings.some(
      (f) => f.ruleId === "general.missing-governing-law",
    );

  it.each([
    "South African law applies to this agreement.",
    "South African law governs this agreement.",
    "This contract is subject to the law of the Republic of South Africa.",
    "The laws of South Africa apply to everything in this agreement.",
    "This agreement will be interpreted in accordance with the laws of the Republic of South Africa.",
    "English law shall apply to this contract.",
  ])("is recognised: %s", (clause) => {
    expect(missingLawFinding(clause)).toBe(false);
  });

  it("is missed only when the contract has none", () => {
    expect(missingLawFinding("No variation is valid unless in writing.")).toBe(true);
  });
});
