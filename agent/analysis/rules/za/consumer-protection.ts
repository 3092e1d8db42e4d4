import type { ContractType } from "../../../../common/analysis";
import { durationInDays, parseDurations } from "../../key-terms/parse-durations";
import { CPA, law, PENALTIES } from "../law";
import type { ClauseContext, ClauseRule } from "../rule-types";

/** Consumer contracts where a business supplies a natural person (CPA s5; s14 never between two companies). */
const CONSUMER_TYPES: ContractType[] = ["residential_lease", "services", "sale_of_goods", "licence", "other"];
const cpaMayApply = (clause: ClauseContext) =>
  clause.contract.hasIndividualParty && !clause.contract.allPartiesCompanies;

/** Consumer Protection Act 68 of 2008 (za-contract-law.md §1) and forfeiture under the Conventional Penalties Act. */
export const consumerProtectionRules: ClauseRule[] = [
  {
    id: "za.cpa.s14-cancellation-penalty",
    title: "Cancelling early costs you everything",
    topic: CPA,
    contractTypes: CONSUMER_TYPES,
    when: {
      all: [/cancel|terminat/i],
      any: [
        /forfeit/i,
        /(?:all|full|entire|whole)[^.]{0,30}(?:remaining|outstanding|unexpired|balance)[^.]{0,80}(?:due|payable|liable)/i,
        /(?:remaining|unexpired)[^.]{0,60}(?:rent|instalments?|fees|payments)[^.]{0,120}(?:immediately|at once|forthwith)? ?(?:due|payable)/i,
      ],
      none: [/reasonable cancellation (?:penalty|fee)/i],
      test: cpaMayApply,
    },
    protects: ["tenant", "client", "buyer", "consumer", "licensee"],
    severity: "high",
    explanation:
      "If you cancel early you lose your deposit and still owe every payment left on the contract, even if the landlord or supplier finds someone else. The law lets you cancel a fixed-term contract on 20 business days' notice and allows only a reasonable cancellation charge. A charge this big takes that right away.",
    advice:
      "Ask that early cancellation be allowed on 20 business days' written notice, with a reasonable charge that takes into account how quickly the property or service can be re-let or re-sold.",
    suggestedWording:
      "The Tenant may cancel this Lease at any time on 20 (twenty) business days' written notice. The Tenant shall then pay only a reasonable cancellation penalty, determined with regard to the rent still owing, the notice given, and the Landlord's ability to re-let the Premises, and shall not exceed the rent for the period until the Premises are re-let or 2 (two) months' rent, whichever is less. The Deposit shall be refunded in terms of clause 5.",
    law: [law(CPA, "s14(3)"), law(CPA, "Reg 5"), law(PENALTIES, "s4")],
  },
  {
    id: "za.cpa.s14-no-cancellation",
    title: "You may not cancel before the end of the term",
    topic: CPA,
    contractTypes: CONSUMER_TYPES,
    when: {
      any: [
        /(?:may|shall) not (?:be entitled to )?(?:cancel|terminate)[^.]{0,60}before|no (?:early|premature) (?:termination|cancellation)|(?:non-cancellable|irrevocable for the (?:full|entire) term)/i,
      ],
      test: cpaMayApply,
    },
    protects: ["tenant", "client", "buyer", "consumer"],
    severity: "high",
    explanation:
      "This stops you from ending the contract early. The law lets a consumer cancel a fixed-term contract on 20 business days' notice, whatever the contract says.",
    advice:
      "Ask that you may cancel on 20 business days' written notice, subject only to a reasonable cancellation charge.",
    suggestedWording:
      "The Consumer may cancel this agreement at any time on 20 (twenty) business days' written notice, subject to a reasonable cancellation penalty as contemplated in section 14 of the Consumer Protection Act.",
    law: [law(CPA, "s14(2)(b)")],
  },
  {
    id: "za.cpa.s14-automatic-renewal",
    title: "The contract renews itself for a new fixed term",
    topic: CPA,
    contractTypes: CONSUMER_TYPES,
    when: {
      any: [
        /automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend)[^.]{0,80}(?:further|another|successive|period of)|(?:renew|extend)(?:ed)?\s+(?:automatically\s+)?for\s+(?:a\s+)?(?:further|another|successive)\s+(?:period|term)/i,
      ],
      none: [/month[- ]to[- ]month|monthly basis/i],
      test: cpaMayApply,
    },
    protects: ["tenant", "client", "consumer"],
    severity: "medium",
    explanation:
      "If you forget to give notice in time, you are locked into a whole new fixed term, often at a higher price. For consumer contracts the law says the supplier must remind you 40 to 80 business days before the end, and if you do nothing the contract simply carries on month to month.",
    advice:
      "Ask that the contract continue month to month after the fixed term unless both parties sign a new term, and that you get written notice of the end date 40 to 80 business days before it.",
    suggestedWording:
      "The Landlord shall notify the Tenant in writing not more than 80 (eighty) and not less than 40 (forty) business days before the Termination Date of the impending expiry and of any material changes. Unless the parties agree in writing to a new fixed term, the Lease shall after the Termination Date continue on a month-to-month basis, terminable by either party on one calendar month's written notice.",
    law: [law(CPA, "s14(2)(c)-(d)")],
  },
  {
    id: "za.cpa.s14-short-breach-notice",
    title: "You can be cancelled out after a short warning",
    topic: CPA,
    contractTypes: CONSUMER_TYPES,
    when: {
      all: [/breach|fail/i, /cancel|terminat/i, /remedy|rectify/i],
      test: (clause) => {
        if (!cpaMayApply(clause)) return false;
        const windowDays = parseDurations(clause.text).find(
          (d) => d.unit === "day" || d.unit === "business_day" || d.unit === "week",
        );
        return windowDays !== undefined && durationInDays(windowDays) < 28;
      },
    },
    protects: ["tenant", "client", "consumer"],
    severity: "medium",
    explanation:
      "The supplier can cancel if you do not fix a breach within a few days. Under the CPA the supplier must give you 20 business days' written notice to fix a material breach before cancelling.",
    advice: "Ask for 20 business days' written notice to remedy a breach before the contract may be cancelled.",
    suggestedWording:
      "Should the Tenant commit a material breach of this Lease and fail to remedy it within 20 (twenty) business days of receiving written notice requiring it to do so, the Landlord may cancel this Lease.",
    law: [law(CPA, "s14(2)(b)(ii)")],
    confidence: 0.7,
  },
  {
    id: "za.cpa.s51-gross-negligence",
    title: "Excludes liability even for gross negligence",
    topic: CPA,
    when: {
      all: [/liab|responsib|claim/i],
      any: [
        /howsoever (?:arising|caused)|including (?:gross )?negligence|gross negligence[^.]{0,40}(?:not|no) (?:be )?liab|under no circumstances[^.]{0,60}liable|whether (?:caused )?by (?:its )?negligence or otherwise/i,
      ],
      none: [
        /(?:save|except|other than)[^.]{0,40}gross negligence|gross negligence[^.]{0,20}(?:excepted|excluded from this)/i,
      ],
      test: cpaMayApply,
    },
    protects: ["tenant", "client", "buyer", "consumer", "employee"],
    severity: "high",
    explanation:
      "This tries to excuse the other side even when it is grossly negligent. A consumer contract may not do that; such a term is void.",
    advice: "Ask that the exclusion not cover gross negligence, wilful misconduct or fraud.",
    suggestedWording:
      "Nothing in this agreement excludes or limits either party's liability for loss caused by its gross negligence, wilful misconduct or fraud.",
    law: [law(CPA, "s51(1)(c)")],
  },
  {
    id: "za.cpa.s51-waiver",
    title: "You waive your consumer rights",
    topic: CPA,
    when: {
      any: [
        /waive[^.]{0,80}(?:rights|protection)[^.]{0,80}(?:consumer protection act|CPA)|no refunds? under any circumstances/i,
      ],
    },
    protects: ["tenant", "client", "buyer", "consumer"],
    severity: "high",
    explanation: "This asks you to give up rights the Consumer Protection Act gives you. Such a waiver is void.",
    advice: "Ask that the waiver be removed.",
    suggestedWording:
      "Nothing in this agreement limits or waives any right the Consumer has under the Consumer Protection Act 68 of 2008.",
    law: [law(CPA, "s51(1)(b)")],
  },
  {
    id: "za.cpa.s48-unilateral-variation",
    title: "The other side may change the terms on its own",
    topic: CPA,
    when: {
      any: [
        /(?:may|shall be entitled to|reserves the right to) (?:unilaterally )?(?:vary|amend|change|alter|increase) (?:the|these|this|any|its)[^.]{0,60}(?:at any time|sole discretion|without (?:notice|consent|the consent))/i,
      ],
      test: cpaMayApply,
    },
    protects: ["tenant", "client", "buyer", "consumer"],
    severity: "medium",
    explanation:
      "This lets the other side change the deal whenever it wants. Terms that are this one-sided can be unfair under the CPA.",
    advice:
      "Ask that changes need your written agreement, or at least reasonable written notice and a right to cancel without penalty.",
    suggestedWording:
      "No variation of this agreement shall be of any effect unless reduced to writing and signed by both parties.",
    law: [law(CPA, "s48")],
    confidence: 0.7,
  },
];
