import { law } from "../law";
import type { RulePack } from "../rule-types";

/** General red flags for the US (za-contract-law.md §13). Orientation only, not in depth. */
export const usRulePack: RulePack = {
  id: "us",
  version: "1.0.0",
  jurisdictions: ["US"],
  clauseRules: [
    {
      id: "us.california-employee-non-compete",
      title: "Employee non-compete under California law",
      topic: "California Business and Professions Code",
      contractTypes: ["employment", "independent_contractor"],
      when: {
        any: [/(?:shall|will) not[^.]{0,120}compet/i],
        test: (clause) => /california/i.test(clause.contract.keyTerms.governingLaw?.value ?? ""),
      },
      protects: ["employee", "contractor"],
      severity: "high",
      explanation: "California law voids most non-compete clauses for employees.",
      advice: "Ask that the non-compete be removed; keep only confidentiality obligations.",
      suggestedWording:
        "The Employee shall keep the Company's trade secrets confidential. Nothing in this agreement restricts the Employee from engaging in a lawful profession, trade or business.",
      law: [law("California Business and Professions Code", "§16600", "US")],
    },
    {
      id: "us.no-cooling-off",
      title: "No right to cancel a door-to-door sale",
      topic: "FTC Cooling-Off Rule",
      contractTypes: ["sale_of_goods", "services"],
      when: { any: [/all sales (?:are )?final|no (?:cancellation|refunds?)/i] },
      protects: ["buyer", "client", "consumer"],
      severity: "medium",
      explanation:
        "For sales made at your home or at a temporary location, US federal rules give you 3 business days to cancel.",
      advice: "Ask that the 3-day cancellation right be stated.",
      suggestedWording:
        "You may cancel this transaction without penalty within 3 business days of the transaction date.",
      law: [law("FTC Cooling-Off Rule", "16 CFR 429", "US")],
      confidence: 0.6,
    },
  ],
  missingRules: [],
};

/** General red flags for the UK (§13). */
export const ukRulePack: RulePack = {
  id: "uk",
  version: "1.0.0",
  jurisdictions: ["UK"],
  clauseRules: [
    {
      id: "uk.exclude-death-injury",
      title: "Excludes liability for death or injury from negligence",
      topic: "Consumer Rights Act 2015",
      when: {
        all: [/liab/i, /death|personal injury/i],
        any: [/(?:not|no) (?:be )?liab|excludes?/i],
        none: [/nothing in this[^.]{0,60}(?:exclude|limit)[^.]{0,60}death/i],
      },
      protects: ["party"],
      severity: "high",
      explanation: "A business cannot exclude liability for death or personal injury caused by its negligence.",
      advice: "Ask that liability for death or personal injury from negligence be carved out of the exclusion.",
      suggestedWording:
        "Nothing in this agreement limits or excludes liability for death or personal injury caused by negligence, or for fraud.",
      law: [law("Consumer Rights Act 2015", "s65", "UK"), law("Unfair Contract Terms Act 1977", "s2(1)", "UK")],
    },
    {
      id: "uk.tenancy-deposit-cap",
      title: "Deposit above five weeks' rent",
      topic: "Tenant Fees Act 2019",
      contractTypes: ["residential_lease"],
      when: { all: [/deposit/i], any: [/(?:six|6|seven|7|eight|8) weeks'? rent|(?:two|2) months'? rent/i] },
      protects: ["tenant"],
      severity: "high",
      explanation:
        "In England, a tenancy deposit may not exceed 5 weeks' rent (6 weeks if the annual rent is £50,000 or more).",
      advice: "Ask that the deposit be reduced to no more than 5 weeks' rent.",
      suggestedWording:
        "The Deposit shall not exceed five weeks' rent and shall be protected in a government-approved tenancy deposit scheme.",
      law: [law("Tenant Fees Act 2019", "Sch 1 para 2", "UK")],
    },
  ],
  missingRules: [],
};

/** General red flags for the EU (§13). */
export const euRulePack: RulePack = {
  id: "eu",
  version: "1.0.0",
  jurisdictions: ["EU"],
  clauseRules: [
    {
      id: "eu.unilateral-variation",
      title: "The business may change the terms on its own",
      topic: "Unfair Terms Directive 93/13/EEC",
      when: {
        any: [
          /(?:may|reserves the right to) (?:unilaterally )?(?:vary|amend|change|modify) (?:the|these|this|any)[^.]{0,60}(?:at any time|sole discretion|without (?:notice|consent))/i,
        ],
      },
      protects: ["client", "buyer", "consumer", "tenant"],
      severity: "medium",
      explanation:
        "A term that lets the business change the contract at will can be unfair and not binding on a consumer.",
      advice: "Ask that changes need your agreement, or reasonable notice and a right to cancel.",
      suggestedWording: "Any change to this agreement requires the written agreement of both parties.",
      law: [law("Unfair Terms Directive 93/13/EEC", "Art 3", "EU")],
      confidence: 0.7,
    },
    {
      id: "eu.withdrawal-waived",
      title: "Your 14-day withdrawal right is excluded",
      topic: "Consumer Rights Directive 2011/83/EU",
      contractTypes: ["sale_of_goods", "services"],
      when: { any: [/no (?:right of )?(?:withdrawal|cancellation)|all sales (?:are )?final|non-refundable/i] },
      protects: ["buyer", "client", "consumer"],
      severity: "high",
      explanation: "For distance and off-premises contracts, EU consumers may withdraw within 14 days.",
      advice: "Ask that the 14-day withdrawal right be stated.",
      suggestedWording: "You may withdraw from this contract within 14 days without giving any reason.",
      law: [law("Consumer Rights Directive 2011/83/EU", "Art 9", "EU")],
      confidence: 0.6,
    },
  ],
  missingRules: [
    {
      id: "eu.missing-processor-terms",
      title: "No GDPR processor terms",
      topic: "GDPR",
      contractTypes: ["services"],
      presentWhen: { pattern: /personal data|GDPR|data protection/i },
      onlyIf: (contract) => /\b(?:data|hosting|cloud|processing)\b/i.test(contract.source.slice(0, 8000)),
      protects: ["client"],
      severity: "low",
      explanation:
        "A processor handling personal data needs a written contract with the terms GDPR Article 28(3) lists.",
      advice: "Ask for a data processing agreement.",
      suggestedWording:
        "The Processor shall process personal data only on documented instructions of the Controller and shall comply with Article 28(3) GDPR.",
      law: [law("GDPR", "Art 28(3)", "EU")],
    },
  ],
};

/** General red flags for Canada (Ontario) (§13). */
export const caRulePack: RulePack = {
  id: "ca",
  version: "1.0.0",
  jurisdictions: ["CA"],
  clauseRules: [
    {
      id: "ca.ontario-employee-non-compete",
      title: "Employee non-compete under Ontario law",
      topic: "Employment Standards Act, 2000 (Ontario)",
      contractTypes: ["employment"],
      when: {
        any: [/(?:shall|will) not[^.]{0,120}compet/i],
        test: (clause) => /ontario/i.test(clause.contract.source),
      },
      protects: ["employee"],
      severity: "high",
      explanation:
        "Ontario bans non-compete agreements for most employees (executives and business sales are the exceptions).",
      advice: "Ask that the non-compete be removed.",
      suggestedWording:
        "Nothing in this agreement prevents the Employee from working for a competitor after employment ends.",
      law: [law("Employment Standards Act, 2000 (Ontario)", "s67.2", "CA")],
    },
    {
      id: "ca.ontario-damage-deposit",
      title: "Damage deposit in an Ontario tenancy",
      topic: "Residential Tenancies Act, 2006 (Ontario)",
      contractTypes: ["residential_lease"],
      when: { any: [/(?:damage|security) deposit/i] },
      protects: ["tenant"],
      severity: "high",
      explanation: "In Ontario, a landlord may take only a last-month's-rent deposit; damage deposits are not allowed.",
      advice: "Ask that the damage deposit be removed.",
      suggestedWording:
        "The only deposit is a rent deposit equal to one month's rent, applied to the last month of the tenancy.",
      law: [law("Residential Tenancies Act, 2006 (Ontario)", "s105-106", "CA")],
      confidence: 0.7,
    },
  ],
  missingRules: [],
};

/** General red flags for Australia (§13). */
export const auRulePack: RulePack = {
  id: "au",
  version: "1.0.0",
  jurisdictions: ["AU"],
  clauseRules: [
    {
      id: "au.unfair-unilateral-terms",
      title: "One-sided right to change or end the contract",
      topic: "Australian Consumer Law",
      when: {
        any: [
          /(?:may|reserves the right to) (?:unilaterally )?(?:vary|amend|change|terminate)[^.]{0,60}(?:at any time|sole discretion|without (?:notice|cause))/i,
        ],
      },
      protects: ["client", "buyer", "consumer", "tenant", "contractor"],
      severity: "medium",
      explanation:
        "In standard-form consumer and small-business contracts, one-sided terms like this can be unfair and void.",
      advice: "Ask that the right be mutual, or limited to stated reasons with notice.",
      suggestedWording: "Either party may vary this agreement only by written agreement of both parties.",
      law: [law("Australian Consumer Law", "s23-24", "AU")],
      confidence: 0.7,
    },
  ],
  missingRules: [],
};
