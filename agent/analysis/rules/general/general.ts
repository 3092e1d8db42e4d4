import type { RulePack } from "../rule-types";

const ANY_SIDE = ["party"];

/**
 * A governing-law clause however it is worded: "governed by the laws of", "South African law governs / applies to
 * this agreement", "subject to the law of", "in accordance with the laws of", "governing law".
 */
const GOVERNING_LAW =
  /governed by|\bgovern(?:s|ing)? (?:this|the) (?:agreement|contract|lease)|governing law|laws of|law of (?:the Republic of )?South Africa|law of the (?:State|Province|Commonwealth) of|\b[a-z]+(?: [a-z]+)? law (?:applies|shall apply|will apply|is to apply)|subject to (?:the )?laws? of/i;

/**
 * Red flags that hold in any jurisdiction, keyed on clause categories (CUAD's, from the trained
 * classifier, and the consumer categories). Topic = the category, since no Act applies.
 */
export const generalRulePack: RulePack = {
  id: "general",
  version: "1.2.0",
  jurisdictions: ["*"],
  clauseRules: [
    {
      id: "general.uncapped-liability",
      title: "Liability with no cap",
      topic: "Uncapped Liability",
      when: {
        categories: ["Uncapped Liability"],
        any: [
          /unlimited|no (?:limit|cap)|shall not (?:apply|limit)|not be subject to|in no event[^.]{0,40}limit|exclusion[^.]{0,30}not apply/i,
        ],
      },
      protects: ANY_SIDE,
      severity: "medium",
      explanation:
        "Some claims under this clause have no upper limit. If things go wrong, the amount owed could be far bigger than the value of the contract.",
      advice:
        "Ask for a cap on liability (for example, the fees paid in the last 12 months), with only fraud and wilful misconduct left uncapped.",
      suggestedWording:
        "Except for fraud or wilful misconduct, each party's total liability under this agreement shall not exceed the total fees paid or payable in the 12 (twelve) months before the claim arose.",
      law: [],
    },
    {
      id: "general.liquidated-damages",
      title: "Fixed penalty or liquidated damages",
      topic: "Liquidated Damages",
      when: { categories: ["Liquidated Damages", "penalties"], any: [/penalt|liquidated damages|forfeit/i] },
      protects: ANY_SIDE,
      severity: "low",
      explanation:
        "A fixed amount becomes payable if a term is broken, whatever the real loss. Check that the amount is in proportion to the likely harm.",
      advice: "Ask that the amount be a genuine estimate of loss and capped.",
      suggestedWording:
        "Any amount payable under this clause shall be a genuine pre-estimate of loss and shall not exceed [amount].",
      law: [],
    },
    {
      id: "general.non-compete",
      title: "You may not compete",
      topic: "Non-Compete",
      when: { categories: ["Non-Compete", "restraint_of_trade"], any: [/compet|restraint/i] },
      protects: ["employee", "contractor", "service_provider", "licensee", "party"],
      severity: "low",
      explanation:
        "This limits who you may work for or do business with. Check how long it lasts, where it applies and what it covers.",
      advice:
        "Ask that it be as short and narrow as possible and limited to what is needed to protect real business interests.",
      suggestedWording: "The restriction applies for [6] months, within [area], and only to [specific activity].",
      law: [],
    },
    {
      id: "general.termination-for-convenience",
      title: "The other side may end the contract at will",
      topic: "Termination For Convenience",
      when: {
        categories: ["Termination For Convenience"],
        any: [/for any reason|without cause|for convenience|at any time/i],
        // a right both sides have, on notice, is the fair version this rule suggests
        // nor is the weaker side's own right to cancel or settle early ("The Member may cancel at any time")
        none: [
          /(?:either|each) party may terminate[^.]*\bnotice\b/i,
          /^[\s\d.()]*(?:the )?(?:member|client|customer|consumer|subscriber|tenant|lessee|borrower|buyer|purchaser|employee|you)\b[^.]{0,40}\b(?:may|can|is entitled to)\b[^.]{0,30}\b(?:cancel|terminate|end|settle)/i,
          /\bsettle\b[^.]{0,60}\b(?:early|in advance|at any time)\b/i,
        ],
      },
      protects: ANY_SIDE,
      severity: "low",
      explanation:
        "A party may end the contract without giving a reason. Make sure the notice is long enough and that you are paid for work already done.",
      advice: "Ask that termination without cause be mutual, with reasonable notice and payment for work done.",
      suggestedWording:
        "Either party may terminate this agreement without cause on [30] days' written notice. The terminating party shall pay for all work performed up to termination.",
      law: [],
    },
    {
      id: "general.legal-costs-attorney-client",
      title: "You pay legal costs on the highest scale",
      topic: "Legal costs",
      when: { any: [/attorney and (?:own )?client|collection commission|tracing (?:fees|costs)/i] },
      protects: ["tenant", "employee", "client", "buyer", "borrower", "consumer"],
      severity: "low",
      explanation:
        "If there is a dispute, you must pay the other side's legal costs on the highest scale, plus collection fees. This only works one way.",
      advice: "Ask that legal costs be mutual and on the party-and-party scale, as a court decides.",
      suggestedWording: "The party against whom a court awards costs shall pay them on the scale the court determines.",
      law: [],
    },
    {
      id: "general.change-of-control",
      title: "Change of control lets the other side end or change the deal",
      topic: "Change Of Control",
      when: { categories: ["Change Of Control"], none: [/shall not (?:constitute|be) a change of control/i] },
      protects: ANY_SIDE,
      severity: "low",
      explanation:
        "If the ownership of a party changes, the other party may end the contract or must give consent. Check whether this could affect you if you sell or restructure your business.",
      advice: "Ask that a change of control within your group of companies be excluded.",
      suggestedWording:
        "A change of control to an affiliate of a party shall not constitute a change of control for the purposes of this clause.",
      law: [],
    },
  ],
  missingRules: [
    {
      id: "general.missing-governing-law",
      title: "No governing-law clause",
      topic: "Governing Law",
      contractTypes: [
        "services",
        "licence",
        "sale_of_goods",
        "nda",
        "independent_contractor",
        "partnership",
        "loan",
        "commercial_lease",
      ],
      presentWhen: { categories: ["Governing Law"], pattern: GOVERNING_LAW },
      protects: ANY_SIDE,
      severity: "low",
      explanation:
        "The contract does not say which country's law applies. That can make any dispute slower and more expensive.",
      advice: "Ask to add a governing-law clause.",
      suggestedWording: "This agreement is governed by the laws of the Republic of South Africa.",
      law: [],
    },
    {
      id: "general.missing-dispute-resolution",
      title: "No dispute-resolution clause",
      topic: "Dispute resolution",
      contractTypes: ["services", "licence", "partnership", "independent_contractor", "commercial_lease"],
      presentWhen: { categories: ["dispute_resolution"], pattern: /dispute|arbitrat|mediat|jurisdiction/i },
      protects: ANY_SIDE,
      severity: "low",
      explanation:
        "The contract does not say how disagreements will be handled. A simple step-by-step process (talk, mediate, then arbitrate or go to court) saves time and money.",
      advice: "Ask to add a dispute-resolution clause.",
      suggestedWording:
        "Any dispute shall first be referred to senior representatives of the parties for 10 (ten) business days, then to mediation, and failing settlement may be referred to the competent court.",
      law: [],
    },
  ],
};
