import type { AnalysisResult, ContractType, KeyTerms, Side } from "../../common/analysis";

const ROLE_ALIASES: Array<[RegExp, string, string]> = [
  [/^(landlord|lessor|owner)$/i, "landlord", "Landlord"],
  [/^(tenant|lessee|occupant)$/i, "tenant", "Tenant"],
  [/^employer$/i, "employer", "Employer"],
  [/^(employee|worker)$/i, "employee", "Employee"],
  [/^(client|customer)$/i, "client", "Client"],
  [/^(member|members)$/i, "member", "Member"],
  [/^(consumer|subscriber|hirer)$/i, "consumer", "Consumer"],
  [/^(contractor|independent contractor|freelancer|consultant)$/i, "contractor", "Contractor"],
  [
    /^(service provider|supplier|provider|vendor|club|studio|gym|venue operator)$/i,
    "service_provider",
    "Service provider",
  ],
  [/^(consumer|subscriber)$/i, "consumer", "Consumer"],
  [/^member$/i, "consumer", "Member"],
  [/^borrower$/i, "borrower", "Borrower"],
  [/^(lender|creditor)$/i, "lender", "Lender"],
  [/^(buyer|purchaser)$/i, "buyer", "Buyer"],
  [/^seller$/i, "seller", "Seller"],
  [/^licensor$/i, "licensor", "Licensor"],
  [/^licensee$/i, "licensee", "Licensee"],
  [/^(disclosing party|discloser)$/i, "disclosing_party", "Disclosing party"],
  [/^(receiving party|recipient)$/i, "receiving_party", "Receiving party"],
  [/^(party|parties)$/i, "party", "A party"],
];

/** The two sides each contract type normally has; the first is the default (the weaker side). */
const TYPE_SIDES: Record<ContractType, string[]> = {
  residential_lease: ["tenant", "landlord"],
  commercial_lease: ["tenant", "landlord"],
  employment: ["employee", "employer"],
  independent_contractor: ["contractor", "client"],
  services: ["client", "service_provider"],
  consumer_services: ["consumer", "service_provider"],
  membership: ["consumer", "service_provider"],
  nda: ["party"],
  sale_of_goods: ["buyer", "seller"],
  loan: ["borrower", "lender"],
  licence: ["licensee", "licensor"],
  partnership: ["party"],
  other: ["party"],
};

export function canonicalSide(value: string): { id: string; label: string } | null {
  const cleaned = value
    .trim()
    .replace(/^the\s+/i, "")
    .replace(/_/g, " ");
  for (const [pattern, id, label] of ROLE_ALIASES) if (pattern.test(cleaned)) return { id, label };
  return null;
}

export function sideLabel(id: string): string {
  return ROLE_ALIASES.find(([, alias]) => alias === id)?.[2] ?? id;
}

/** Side candidates from the parties found and the contract type; the user's choice wins. */
export function resolveSides(
  type: ContractType,
  parties: KeyTerms["parties"],
  requested?: string,
): AnalysisResult["sides"] {
  const candidates: Side[] = [];
  const add = (id: string, label: string, partyName: string | null) => {
    const existing = candidates.find((c) => c.id === id);
    if (existing) {
      existing.partyName ??= partyName;
      return;
    }
    candidates.push({ id, label, partyName });
  };
  for (const party of parties) {
    const side = party.role ? canonicalSide(party.role) : null;
    if (side) add(side.id, side.label, party.name);
  }
  for (const id of TYPE_SIDES[type]) add(id, sideLabel(id), null);
  if (requested) {
    const byRole = canonicalSide(requested);
    const byName = candidates.find((c) => c.partyName?.toLowerCase().includes(requested.trim().toLowerCase()));
    const chosen = byRole
      ? (candidates.find((c) => c.id === byRole.id) ?? { id: byRole.id, label: byRole.label, partyName: null })
      : byName;
    if (chosen) return { candidates, used: withPartyInSamePosition(chosen, candidates), source: "user" };
  }
  const defaultId = TYPE_SIDES[type][0]!;
  return { candidates, used: candidates.find((c) => c.id === defaultId) ?? null, source: "default" };
}

/**
 * Roles that stand in the same place in a contract: the developer the contract calls "service
 * provider" is the contractor; a client of an armed-response company is its consumer; the buyer in
 * an instalment sale is the borrower.
 */
const SAME_POSITION: string[][] = [
  ["contractor", "service_provider"],
  ["client", "consumer"],
  ["buyer", "borrower"],
  ["seller", "lender"],
];

function withPartyInSamePosition(side: Side, candidates: Side[]): Side {
  if (side.partyName) return side;
  const group = SAME_POSITION.find((ids) => ids.includes(side.id));
  const partner = group && candidates.find((c) => c.partyName && c.id !== side.id && group.includes(c.id));
  return partner ? { ...side, partyName: partner.partyName } : side;
}
