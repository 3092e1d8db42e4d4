import type { JurisdictionCode, LawReference } from "../../../common/analysis";

export function law(act: string, section: string | null, jurisdiction: JurisdictionCode = "ZA"): LawReference {
  return { act, section, jurisdiction };
}

export const RHA = "Rental Housing Act 50 of 1999";
export const CPA = "Consumer Protection Act 68 of 2008";
export const BCEA = "Basic Conditions of Employment Act 75 of 1997";
export const LRA = "Labour Relations Act 66 of 1995";
export const NCA = "National Credit Act 34 of 2005";
export const PENALTIES = "Conventional Penalties Act 15 of 1962";
export const POPIA = "Protection of Personal Information Act 4 of 2013";
export const CONSTITUTION = "Constitution of the Republic of South Africa, 1996";
export const PRESCRIPTION = "Prescription Act 68 of 1969";
export const RESTRAINT = "Restraint of trade (common law)";
export const ALIENATION = "Alienation of Land Act 68 of 1981";
export const UIA = "Unemployment Insurance Act 63 of 2001";
export const UICA = "Unemployment Insurance Contributions Act 4 of 2002";
export const COIDA = "Compensation for Occupational Injuries and Diseases Act 130 of 1993";
