import type { ContractType, JurisdictionCode, KeyTerms, LawReference, RiskLevel } from "../../../common/analysis";
import type { ClauseUnit } from "../clause-units";

/** What a rule's condition can look at for one clause. */
export type ClauseContext = {
  unit: ClauseUnit;
  /** Heading chain and clause text, for matching. */
  heading: string;
  text: string;
  categories: ReadonlySet<string>;
  contract: ContractContext;
};

export type ContractContext = {
  type: ContractType;
  jurisdiction: JurisdictionCode;
  source: string;
  units: ClauseUnit[];
  categoriesByUnit: ReadonlyArray<ReadonlySet<string>>;
  keyTerms: KeyTerms;
  /** True when a party looks like a natural person (consumer protections apply). */
  hasIndividualParty: boolean;
  /** True when every party is a company (CPA s14 never applies between juristic persons). */
  allPartiesCompanies: boolean;
};

/** The law's protected party, as canonical side ids ("tenant", "employee", …). */
export type SideIds = string[];

/**
 * A clause rule: a condition over one clause plus everything the user sees when it fires.
 * Rules are data; the engine (apply-rules.ts) evaluates them.
 */
export type ClauseRule = {
  id: string;
  title: string;
  /** Legal topic: the Act ("Rental Housing Act") or, when no Act applies, the clause category. */
  topic: string;
  contractTypes?: ContractType[];
  when: {
    /** The clause must carry one of these categories, or match `headingOrText`. */
    categories?: string[];
    headingOrText?: RegExp;
    all?: RegExp[];
    any?: RegExp[];
    none?: RegExp[];
    /** Extra check (numbers, contract-level facts); keep it small. */
    test?: (clause: ClauseContext) => boolean;
  };
  /** The side the rule protects; for the other side the finding is rated low and reworded. */
  protects: SideIds;
  severity: RiskLevel;
  /** Plain language, addressed to the protected side ("you"). */
  explanation: string;
  /** What to ask for. */
  advice: string;
  /** Replacement wording for the clause. */
  suggestedWording: string;
  law: LawReference[];
  /** Confidence of the rule when its condition holds (0–1). */
  confidence?: number;
};

/** A missing-clause rule: raised only when the engine is confident the clause is absent. */
export type MissingClauseRule = {
  id: string;
  title: string;
  topic: string;
  contractTypes: ContractType[];
  /** The clause counts as present when any unit carries one of these categories or matches the pattern. */
  presentWhen: { categories?: string[]; pattern?: RegExp };
  /** Only check when this contract-level condition holds. */
  onlyIf?: (contract: ContractContext) => boolean;
  protects: SideIds;
  severity: RiskLevel;
  explanation: string;
  advice: string;
  suggestedWording: string;
  law: LawReference[];
};

export type RulePack = {
  id: string;
  version: string;
  /** Jurisdictions the pack applies to; "*" = every contract. */
  jurisdictions: Array<JurisdictionCode | "*">;
  clauseRules: ClauseRule[];
  missingRules: MissingClauseRule[];
};
