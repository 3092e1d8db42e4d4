import { law, NCA, PENALTIES, PRESCRIPTION } from "../law";
import type { ClauseRule } from "../rule-types";

/** Conventional Penalties Act (§5), National Credit Act (§4) and Prescription Act (§7). */
export const penaltiesAndCreditRules: ClauseRule[] = [
  {
    id: "za.penalties.penalty-and-damages",
    title: "Penalty on top of damages",
    topic: PENALTIES,
    when: {
      all: [/penalt|liquidated damages/i],
      any: [
        /(?:penalty|liquidated damages)[^.]{0,120}(?:in addition to|as well as|plus|and (?:also )?(?:claim|recover))[^.]{0,40}damages|without prejudice to[^.]{0,60}(?:claim|right)[^.]{0,30}damages/i,
      ],
    },
    protects: [
      "tenant",
      "employee",
      "client",
      "buyer",
      "borrower",
      "contractor",
      "service_provider",
      "licensee",
      "party",
    ],
    severity: "medium",
    explanation:
      "The other side may claim a penalty and its damages for the same breach. The law does not allow both, and a court can cut a penalty that is out of proportion to the harm.",
    advice: "Ask that the penalty be the only remedy for that breach, or be set off against any damages claimed.",
    suggestedWording:
      "The creditor may recover either the penalty or damages for the same breach, but not both. Any penalty is subject to reduction under section 3 of the Conventional Penalties Act 15 of 1962.",
    law: [law(PENALTIES, "s2(1)"), law(PENALTIES, "s3")],
  },
  {
    id: "za.nca.interest-above-cap",
    title: "Interest rate may be above the legal cap",
    topic: NCA,
    contractTypes: ["loan", "sale_of_goods", "other"],
    when: {
      all: [/interest/i],
      test: (clause) => {
        const monthly = [...clause.text.matchAll(/(\d+(?:[.,]\d+)?)\s?%[^.]{0,20}(?:per|a|each) month/gi)].map((m) =>
          Number(m[1]!.replace(",", ".")),
        );
        const yearly = [
          ...clause.text.matchAll(/(\d+(?:[.,]\d+)?)\s?%[^.]{0,20}(?:per annum|a year|per year|annually|p\.a\.)/gi),
        ].map((m) => Number(m[1]!.replace(",", ".")));
        return monthly.some((r) => r > 5) || yearly.some((r) => r > 28);
      },
    },
    protects: ["borrower", "buyer", "consumer"],
    severity: "high",
    explanation:
      "The interest rate looks higher than the National Credit Act allows. For unsecured credit the cap is the repo rate plus 21% a year; short-term loans are capped at 5% a month.",
    advice: "Check the credit type and ask that the rate be brought within the NCA cap for that type.",
    suggestedWording:
      "Interest shall accrue at a rate not exceeding the maximum prescribed under the National Credit Act 34 of 2005 for this type of credit agreement.",
    law: [law(NCA, "s105; Reg 42")],
    confidence: 0.7,
  },
  {
    id: "za.nca.in-duplum",
    title: "Interest keeps running with no limit",
    topic: NCA,
    contractTypes: ["loan"],
    when: {
      all: [/interest/i],
      any: [/until (?:the date of )?(?:payment in full|paid in full|final payment|full and final)/i],
      none: [/in duplum|section 103|s ?103\(5\)|shall not exceed the (?:unpaid )?(?:principal|capital)/i],
    },
    protects: ["borrower"],
    severity: "medium",
    explanation:
      "Interest and charges run until everything is paid, with no limit. Under the NCA, interest and fees that build up while you are in default may not add up to more than the unpaid capital.",
    advice: "Ask that interest and charges during default be capped at the unpaid capital (the in duplum rule).",
    suggestedWording:
      "The total of interest, fees and collection costs accruing while the Borrower is in default shall not exceed the unpaid balance of the principal debt at the time of default.",
    law: [law(NCA, "s103(5)")],
    confidence: 0.65,
  },
  {
    id: "za.prescription.waiver",
    title: "You waive prescription",
    topic: PRESCRIPTION,
    when: { any: [/waive[^.]{0,40}prescription|prescription[^.]{0,40}(?:shall not|will not) (?:run|apply)/i] },
    protects: ["borrower", "tenant", "employee", "client", "buyer", "party"],
    severity: "medium",
    explanation:
      "You give up the rule that most debts fall away after 3 years. That keeps old claims alive against you indefinitely.",
    advice: "Ask that the prescription waiver be removed.",
    suggestedWording:
      "Nothing in this agreement affects the running of prescription under the Prescription Act 68 of 1969.",
    law: [law(PRESCRIPTION, "s11(d)")],
  },
];
