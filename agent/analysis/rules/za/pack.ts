import type { RulePack } from "../rule-types";
import { consumerProtectionRules } from "./consumer-protection";
import { employmentMissingRules, employmentRules } from "./employment";
import { penaltiesAndCreditRules } from "./penalties-and-credit";
import { privacyMissingRules, privacyRestraintAndSaleRules } from "./privacy-restraint-and-sale";
import { rentalHousingMissingRules, rentalHousingRules } from "./rental-housing";

/**
 * South Africa in depth, from docs/za-contract-law.md (the law the rules check). Bump the version when a
 * rule, detector or law number changes (pack-version.test.ts checks it against pack-versions.json).
 */
export const zaRulePack: RulePack = {
  id: "za",
  version: "1.2.0",
  jurisdictions: ["ZA"],
  clauseRules: [
    ...rentalHousingRules,
    ...consumerProtectionRules,
    ...employmentRules,
    ...penaltiesAndCreditRules,
    ...privacyRestraintAndSaleRules,
  ],
  missingRules: [...rentalHousingMissingRules, ...employmentMissingRules, ...privacyMissingRules],
};
