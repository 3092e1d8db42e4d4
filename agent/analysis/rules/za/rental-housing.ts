import { CONSTITUTION, law, RHA } from "../law";
import type { ClauseRule, MissingClauseRule } from "../rule-types";

/** Rental Housing Act 50 of 1999 (za-contract-law.md §2). Applies to residential leases. */
export const rentalHousingRules: ClauseRule[] = [
  {
    id: "za.rha.deposit-not-interest-bearing",
    title: "Deposit does not earn interest for you",
    topic: RHA,
    contractTypes: ["residential_lease"],
    when: {
      headingOrText: /deposit/i,
      all: [/deposit/i],
      any: [
        /no interest|not (?:earn|bear|accrue)\s+interest|interest\s+shall\s+not|without interest|interest-free|non-interest|general (?:operating|business|current) account|no claim .{0,60}interest/i,
      ],
    },
    protects: ["tenant"],
    severity: "high",
    explanation:
      "The landlord keeps your deposit without paying you interest. The law says the deposit must sit in an interest-bearing account, and the interest belongs to you. This clause takes that away, so it cannot stand.",
    advice:
      "Ask that the deposit be kept in an interest-bearing account and that the interest be paid to you with the deposit.",
    suggestedWording:
      "The Landlord shall invest the Deposit in an interest-bearing account with a registered financial institution at a rate not less than the rate applicable to a savings account. The interest shall accrue to the Tenant and shall be refunded with the Deposit. The Tenant may at any time ask for written proof of the interest earned.",
    law: [law(RHA, "s5(3)(c)-(d)")],
  },
  {
    id: "za.rha.no-move-in-inspection",
    title: "No joint inspection when you move in",
    topic: RHA,
    contractTypes: ["residential_lease"],
    when: {
      headingOrText: /inspect|condition/i,
      any: [
        /no (?:joint )?inspection|inspection .{0,60}(?:not be required|shall not|will not|need not)|(?:not|never) be (?:required|conducted).{0,30}inspect/i,
      ],
    },
    protects: ["tenant"],
    severity: "medium",
    explanation:
      "You and the landlord must inspect the home together before you move in and list any defects. Without that list, the landlord can later blame you for damage that was already there and keep money from your deposit.",
    advice: "Ask for a joint inspection before you move in, with a signed list of defects attached to the lease.",
    suggestedWording:
      "The Landlord and the Tenant shall jointly inspect the Premises before the Tenant takes occupation, to record any defects or damage. The list of defects shall be signed by both parties and annexed to this Lease.",
    law: [law(RHA, "s5(3)(e)")],
  },
  {
    id: "za.rha.exit-inspection-landlord-alone",
    title: "The landlord inspects alone when you move out",
    topic: RHA,
    contractTypes: ["residential_lease"],
    when: {
      headingOrText: /inspect/i,
      all: [/inspect/i],
      any: [
        /(?:tenant|lessee) (?:shall|will) not be (?:entitled|permitted|allowed) to (?:be present|attend)|without the tenant|in the absence of the tenant|(?:assessment|determination|decision).{0,80}final and binding/i,
      ],
    },
    protects: ["tenant"],
    severity: "high",
    explanation:
      "The landlord checks the home alone after you leave, and the landlord's view of the damage is final. The law says the exit inspection must be done jointly, within the last 3 days of the lease, so you can see and dispute any claims against your deposit.",
    advice:
      "Ask for a joint exit inspection in the 3 days before the lease ends, and remove the words that make the landlord's assessment final.",
    suggestedWording:
      "The Landlord and the Tenant shall jointly inspect the Premises within 3 (three) days before the termination of this Lease to record any damage caused during the Tenant's occupation. Any amount the Landlord claims for damage must be supported by receipts and may be disputed by the Tenant before the Rental Housing Tribunal.",
    law: [law(RHA, "s5(3)(e)-(f)")],
  },
  {
    id: "za.rha.entry-without-notice",
    title: "The landlord may enter at any time without notice",
    topic: RHA,
    contractTypes: ["residential_lease", "commercial_lease"],
    when: {
      any: [
        /(?:enter|access|inspect)[^.]{0,120}(?:at any time|without (?:prior |any )?notice)/i,
        /(?:at any time|without (?:prior |any )?notice)[^.]{0,120}(?:enter|access)/i,
      ],
      none: [/reasonable (?:prior )?notice|(?:\d+|twenty-four|forty-eight) (?:\(\d+\) )?hours'? notice|emergenc/i],
    },
    protects: ["tenant"],
    severity: "high",
    explanation:
      "This lets the landlord, and people the landlord brings, walk into your home whenever they like without warning. You have a right to privacy in your home. The landlord may inspect only at reasonable times and after reasonable notice.",
    advice:
      "Ask that the landlord give at least 24 hours' notice and enter only at reasonable times, except in a real emergency.",
    suggestedWording:
      "The Landlord or its agent may, on not less than 24 (twenty-four) hours' prior notice to the Tenant and at reasonable times, enter the Premises to inspect them, carry out repairs or show them to prospective tenants or purchasers. Without notice, the Landlord may enter only in an emergency that threatens life or property.",
    law: [law(RHA, "s4(3)"), law(CONSTITUTION, "s14")],
  },
  {
    id: "za.rha.self-help",
    title: "The landlord may lock you out, cut services or take your goods",
    topic: RHA,
    contractTypes: ["residential_lease", "commercial_lease"],
    when: {
      any: [
        /lock(?:-| )?out|change the locks|(?:cut|disconnect|terminate)[^.]{0,30}(?:electricity|water|supply|utilities)|(?:seize|attach|remove|retain)[^.]{0,40}(?:tenant's|lessee's) (?:goods|possessions|property|movables)|evict[^.]{0,60}without (?:a )?court order/i,
      ],
      none: [/(?:not|never)[^.]{0,40}(?:lock|disconnect|cut)/i],
    },
    protects: ["tenant"],
    severity: "high",
    explanation:
      "This lets the landlord take the law into its own hands: locking you out, cutting services or taking your belongings. That is unlawful. A landlord needs a Tribunal ruling or a court order first.",
    advice:
      "Ask that this be removed. The landlord's remedies should be a claim through the Rental Housing Tribunal or the court.",
    suggestedWording:
      "The Landlord shall not lock the Tenant out of the Premises, disconnect any utility, or remove or retain the Tenant's property, except under an order of court or a ruling of the Rental Housing Tribunal.",
    law: [law(RHA, "s4(4)-(5)"), law(CONSTITUTION, "s26(3)")],
  },
  {
    id: "za.rha.deposit-non-refundable",
    title: "Deposit is non-refundable",
    topic: RHA,
    contractTypes: ["residential_lease"],
    when: { all: [/deposit/i, /non-refundable|not (?:be )?refundable/i] },
    protects: ["tenant"],
    severity: "high",
    explanation:
      "A deposit is security, not a fee. The landlord must refund it, with interest, less only the costs of damage you caused and money you owe.",
    advice: "Ask that the deposit be refundable with interest, less only proven amounts you owe.",
    suggestedWording:
      "The Deposit, with the interest earned on it, shall be refunded to the Tenant within 7 (seven) days after the end of the Lease, less only amounts reasonably required to repair damage caused by the Tenant and any unpaid rent, supported by receipts.",
    law: [law(RHA, "s5(3)(g)")],
  },
];

export const rentalHousingMissingRules: MissingClauseRule[] = [
  {
    id: "za.rha.missing-inspection",
    title: "No inspection clause",
    topic: RHA,
    contractTypes: ["residential_lease"],
    presentWhen: { pattern: /inspect/i },
    protects: ["tenant"],
    severity: "medium",
    explanation:
      "The lease does not mention the joint move-in and move-out inspections that protect your deposit. The law requires them anyway, but it is safer to have them written in.",
    advice: "Ask for a clause on joint inspections at the start and end of the lease.",
    suggestedWording:
      "The parties shall jointly inspect the Premises before occupation and within 3 (three) days before the end of the Lease. A signed list of defects shall be annexed to this Lease.",
    law: [law(RHA, "s5(3)(e)")],
  },
];
