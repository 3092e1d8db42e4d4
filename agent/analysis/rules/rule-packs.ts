import type { JurisdictionCode } from "../../../common/analysis";
import { generalRulePack } from "./general/general";
import { auRulePack, caRulePack, euRulePack, ukRulePack, usRulePack } from "./general/other-jurisdictions";
import type { RulePack } from "./rule-types";
import { zaRulePack } from "./za/pack";

/** Every rule pack; the only list. */
export const RULE_PACKS: RulePack[] = [
  zaRulePack,
  usRulePack,
  ukRulePack,
  euRulePack,
  caRulePack,
  auRulePack,
  generalRulePack,
];

export function rulePacksFor(jurisdiction: JurisdictionCode): RulePack[] {
  return RULE_PACKS.filter((pack) => pack.jurisdictions.includes("*") || pack.jurisdictions.includes(jurisdiction));
}

/** Pack id → version, recorded in every result and eval report. */
export function rulePackVersions(): Record<string, string> {
  return Object.fromEntries(RULE_PACKS.map((pack) => [pack.id, pack.version]));
}
