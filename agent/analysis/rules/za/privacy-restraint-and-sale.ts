import { durationInDays, parseDurations } from "../../key-terms/parse-durations";
import { ALIENATION, CPA, LRA, law, POPIA, RESTRAINT } from "../law";
import type { ClauseRule, MissingClauseRule } from "../rule-types";

/** POPIA (§6), restraints of trade (§8), contractor vs employee (§12), voetstoots (§11), land sales (§10). */
export const privacyRestraintAndSaleRules: ClauseRule[] = [
  {
    id: "za.popia.sell-or-share-data",
    title: "Your personal information may be shared or sold freely",
    topic: POPIA,
    when: {
      all: [/personal (?:information|data)/i],
      any: [
        /(?:sell|share|disclose|transfer|make available)[^.]{0,80}(?:to any (?:third part|person)|for any purpose|for (?:marketing|commercial) purposes)/i,
      ],
      none: [/shall not (?:sell|share|disclose)|only (?:for|to the extent)/i],
    },
    protects: ["tenant", "employee", "client", "buyer", "borrower", "consumer", "party", "disclosing_party"],
    severity: "high",
    explanation:
      "The other side may share or sell your personal information for any purpose. POPIA allows processing only for a specific, lawful purpose, with proper safeguards.",
    advice:
      "Ask that your personal information be used only for this contract, not sold, and shared only with service providers bound to keep it safe.",
    suggestedWording:
      "The parties shall process personal information only for the purposes of this agreement and in accordance with the Protection of Personal Information Act 4 of 2013. Personal information shall not be sold, and shall be disclosed to third parties only where necessary to perform this agreement or required by law.",
    law: [law(POPIA, "s4, s13, s15")],
  },
  {
    id: "za.restraint.broad-restraint",
    title: "Restraint of trade that may be unreasonable",
    topic: RESTRAINT,
    contractTypes: ["employment", "independent_contractor", "services", "other"],
    when: {
      any: [
        /restraint|(?:shall|will|may) not[^.]{0,120}(?:compet|be (?:employed|engaged|interested|concerned) (?:by|in|with)|carry on (?:any )?business)/i,
      ],
      test: (clause) => {
        const longest = Math.max(
          0,
          ...parseDurations(clause.text)
            .filter((d) => d.unit === "month" || d.unit === "year")
            .map(durationInDays),
        );
        return (
          longest >= 365 * 2 - 10 ||
          /anywhere in|worldwide|within the Republic|throughout (?:the Republic|South Africa)|any business whatsoever/i.test(
            clause.text,
          )
        );
      },
    },
    protects: ["employee", "contractor", "service_provider"],
    severity: "medium",
    explanation:
      "This stops you working in your field for a long time or over a wide area. A restraint is enforced only if it protects a real interest (like confidential information or client relationships) and is reasonable in time and place.",
    advice:
      "Ask that the restraint be limited to clients you actually dealt with, a small area, and no more than 6 to 12 months.",
    suggestedWording:
      "For 6 (six) months after termination, the Employee shall not solicit any client of the Employer with whom the Employee had material dealings in the 12 (twelve) months before termination. This restraint applies only within [area] and only to the extent reasonably necessary to protect the Employer's confidential information and client connections.",
    law: [law(RESTRAINT, null)],
    confidence: 0.7,
  },
  {
    id: "za.lra.s200a-disguised-employment",
    title: "A 'contractor' who looks like an employee",
    topic: LRA,
    contractTypes: ["independent_contractor"],
    when: {
      any: [
        /(?:working|office) hours|(?:between|from) \d{1,2}[:h]\d{2}|report (?:to|directly to)|(?:shall|will) not (?:work|provide services) for any other|exclusively for|equipment (?:shall be |will be )?provided by the (?:company|client)/i,
      ],
    },
    protects: ["contractor", "service_provider"],
    severity: "medium",
    explanation:
      "The contract controls your hours, supervision or other work like an employer would. If you earn below the BCEA threshold, the law presumes you are an employee whatever the contract says, so you may be owed leave, notice and other rights.",
    advice:
      "Check whether you are really independent. If not, ask for an employment contract; if you are, ask to remove the controls on hours and exclusivity.",
    suggestedWording:
      "The Contractor determines the manner, place and hours of performing the Services and may provide services to other clients.",
    law: [law(LRA, "s200A"), law("Basic Conditions of Employment Act 75 of 1997", "s83A")],
    confidence: 0.65,
  },
  {
    id: "za.cpa.s55-voetstoots",
    title: "Sold 'voetstoots' (as is) by a business",
    topic: CPA,
    contractTypes: ["sale_of_goods"],
    when: {
      any: [/voetstoots|\bas is\b|no warrant(?:y|ies)[^.]{0,40}(?:express|implied|whatsoever)/i],
      test: (clause) => clause.contract.hasIndividualParty && !clause.contract.allPartiesCompanies,
    },
    protects: ["buyer", "consumer"],
    severity: "high",
    explanation:
      "A business seller cannot rely on a general 'as is' clause. Under the CPA, goods must be of good quality and you may return defective goods within 6 months, unless you were told of the specific defect and accepted it.",
    advice:
      "Ask that the clause list any specific known defects, and that your CPA rights to return defective goods within 6 months stay in place.",
    suggestedWording:
      "The Seller discloses the following known defects: [list]. Apart from these, the goods are sold subject to the Purchaser's rights under sections 55 and 56 of the Consumer Protection Act 68 of 2008.",
    law: [law(CPA, "s55(6), s56(2)")],
    confidence: 0.7,
  },
  {
    id: "za.land.electronic-signature",
    title: "A land sale signed electronically may be void",
    topic: ALIENATION,
    contractTypes: ["sale_of_goods", "other"],
    when: {
      all: [
        /(?:immovable )?property|erf|sectional title|land/i,
        /electronic(?:ally)? sign|e-signature|docusign|counterparts?/i,
      ],
      test: (clause) =>
        /deed of sale|sale of (?:immovable )?property|purchase price of the property|transfer of the property/i.test(
          clause.contract.source.slice(0, 5000),
        ),
    },
    protects: ["buyer", "seller"],
    severity: "high",
    explanation:
      "A sale of land must be in writing and signed by the parties. Electronic signatures may not count for land sales, so the sale could be void.",
    advice: "Sign the deed of sale in wet ink.",
    suggestedWording: "This deed of alienation shall be signed by the parties in manuscript (wet ink) signature.",
    law: [law(ALIENATION, "s2(1)"), law("Electronic Communications and Transactions Act 25 of 2002", "s4(4)")],
    confidence: 0.7,
  },
];

export const privacyMissingRules: MissingClauseRule[] = [
  {
    id: "za.popia.missing-operator-terms",
    title: "No data-protection terms for personal information handled for you",
    topic: POPIA,
    contractTypes: ["services"],
    presentWhen: { pattern: /personal (?:information|data)|POPIA|data protection|privacy/i },
    onlyIf: (contract) =>
      /\b(?:data|hosting|cloud|payroll|software|platform|processing)\b/i.test(contract.source.slice(0, 8000)),
    protects: ["client"],
    severity: "low",
    explanation:
      "The service provider may handle personal information for you, but the contract has no POPIA terms. POPIA requires a written contract that makes the operator keep the information safe and report breaches at once.",
    advice:
      "Ask for a data-protection clause covering purpose, security, breach notice and return or deletion of data.",
    suggestedWording:
      "The Service Provider shall process personal information only on the Client's instructions, keep it confidential, maintain the security measures required by section 19 of POPIA, and notify the Client immediately of any suspected breach.",
    law: [law(POPIA, "s20-21")],
  },
];
