import { describe, expect, it } from "vitest";
import type { AnalysisResult, KeyTerms } from "../../common/analysis";
import { inContractTerms } from "./contract-terms";

type Party = KeyTerms["parties"][number];
const party = (name: string, role: string, term: string): Party => ({
  name,
  role,
  term,
  kind: "individual",
  confidence: 0.9,
  citation: { clauseNumber: null, start: 0, end: 0, quote: "" },
});
const resultWith = (parties: Party[], side: { id: string; label: string; partyName: string }) =>
  ({
    keyTerms: { parties },
    sides: { candidates: [side], used: side, source: "user" },
  }) as unknown as AnalysisResult;

describe("inContractTerms", () => {
  const gym = resultWith(
    [party("Highveld Fitness (Pty) Ltd", "Club", "the Club"), party("Sipho Dlamini", "Member", "the Member")],
    { id: "consumer", label: "Member", partyName: "Sipho Dlamini" },
  );
  const plain = resultWith([party("Karoo Loans (Pty) Ltd", "Lender", "we"), party("Anna Smit", "Borrower", "you")], {
    id: "borrower",
    label: "Borrower",
    partyName: "Anna Smit",
  });

  it("uses the gym contract's own names for the two sides, never 'Landlord' or 'Tenant'", () => {
    expect(
      inContractTerms(
        "The Tenant may cancel on 20 business days' notice and the Landlord shall refund the Tenant's deposit.",
        gym,
      ),
    ).toBe("The Member may cancel on 20 business days' notice and the Club shall refund the Member's deposit.");
  });

  it("writes 'you' and 'we' with verbs that agree in a plain-English contract", () => {
    expect(
      inContractTerms(
        "The Borrower is entitled to settle early. The Lender shall notify the Borrower, and the Borrower pays only the Borrower's capital.",
        plain,
      ),
    ).toBe("You are entitled to settle early. We shall notify you, and you pay only your capital.");
  });

  it("leaves wording alone when the contract's parties are unknown", () => {
    const unknown = resultWith([], { id: "tenant", label: "Tenant", partyName: "" });
    expect(inContractTerms("The Tenant may cancel.", unknown)).toBe("The Tenant may cancel.");
  });
});
