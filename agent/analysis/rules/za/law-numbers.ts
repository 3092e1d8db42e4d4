/**
 * South Africa: the law's numbers, in one place, each with its source. The detectors grade
 * severity against these; docs/za-contract-law.md explains them in plain words. When the law
 * changes, change it here (and bump the za pack version).
 */

type Sourced<T> = T & { source: string };

/**
 * The South African Reserve Bank repo rate, % a year. NCA caps are "repo + N%", so they move with
 * it: change this figure (and bump the za pack version) when the Reserve Bank changes it.
 * 7.00% from 1 August 2025. (agent/ never reads the environment: the rate is data, like the caps.)
 */
export const DEFAULT_REPO_RATE = 7;
export function repoRate(): number {
  return DEFAULT_REPO_RATE;
}

export type CreditType =
  | "mortgage"
  | "credit_facility"
  | "unsecured"
  | "developmental"
  | "short_term"
  | "incidental"
  | "other";

/** NCA Regulations, reg 42 (Table A, as amended from 6 May 2016): maximum interest by credit type. */
export const NCA_INTEREST_CAPS: Record<CreditType, Sourced<{ label: string; repoPlus?: number; perMonth?: number }>> = {
  mortgage: { label: "mortgage agreements", repoPlus: 12, source: "NCA Regulations reg 42 Table A" },
  credit_facility: { label: "credit facilities", repoPlus: 14, source: "NCA Regulations reg 42 Table A" },
  unsecured: { label: "unsecured credit transactions", repoPlus: 21, source: "NCA Regulations reg 42 Table A" },
  developmental: {
    label: "developmental credit agreements",
    repoPlus: 27,
    source: "NCA Regulations reg 42 Table A",
  },
  short_term: {
    label: "short-term credit transactions (at most R8 000, repaid within 6 months)",
    perMonth: 5,
    source: "NCA Regulations reg 42 Table A (5% a month on the first loan; 3% a month on later loans in the year)",
  },
  incidental: { label: "incidental credit agreements", perMonth: 2, source: "NCA Regulations reg 42 Table A" },
  other: { label: "other credit agreements", repoPlus: 17, source: "NCA Regulations reg 42 Table A" },
};
/** A short-term credit transaction: at most this amount, repayable within this many months (NCA reg 42). */
export const SHORT_TERM_CREDIT = {
  maxAmount: 8000,
  maxMonths: 6,
  laterLoanPerMonth: 3,
  source: "NCA Regulations reg 42",
};

/** The cap as % a year (monthly caps × 12), with the words to show the user ("repo rate + 21% a year"). */
export function interestCap(type: CreditType): { yearly: number; words: string } {
  const cap = NCA_INTEREST_CAPS[type];
  if (cap.perMonth !== undefined) return { yearly: cap.perMonth * 12, words: `${cap.perMonth}% a month` };
  const repo = repoRate();
  return {
    yearly: repo + cap.repoPlus!,
    words: `the repo rate + ${cap.repoPlus}% a year (${(repo + cap.repoPlus!).toFixed(2)}% at a repo rate of ${repo}%)`,
  };
}

/** NCA Regulations reg 42 Table B / reg 44: initiation and service fees, excluding VAT. */
export const NCA_FEES = {
  initiation: {
    base: 165,
    percentAbove: 10,
    above: 1000,
    max: 1050,
    source:
      "NCA Regulations reg 42 (initiation fee, credit other than mortgages): R165 + 10% above R1 000, at most R1 050 excl. VAT",
  },
  initiationMortgage: {
    base: 1207.5,
    percentAbove: 10,
    above: 10000,
    max: 6037.5,
    source: "NCA Regulations reg 42 (mortgages): R1 207,50 + 10% above R10 000, at most R6 037,50 excl. VAT",
  },
  monthlyServiceFee: { max: 60, source: "NCA Regulations reg 44: at most R60 a month excl. VAT" },
} as const;

export function maxInitiationFee(principal: number, mortgage = false): number {
  const fee = mortgage ? NCA_FEES.initiationMortgage : NCA_FEES.initiation;
  return Math.min(fee.max, fee.base + Math.max(0, principal - fee.above) * (fee.percentAbove / 100));
}

export const NCA = {
  inDuplum: {
    section: "s103(5)",
    rule: "interest, fees and charges in default may not together exceed the unpaid balance of the principal debt",
  },
  noticeBeforeEnforcement: {
    section: "s129(1)(a) and s130",
    businessDaysAfterNotice: 10,
    rule: "the credit provider must give written notice of the default and may sue only 10 business days after delivery",
  },
  prohibitedCardAndPin: {
    section: "s90(2)(l) and s133(1)–(2)",
    rule: "a credit agreement may not require the consumer to hand over an identity document, a bank, debit or grant (SASSA) card, or a PIN or access code; a lender may not keep or use them to collect (a prohibited collection practice and an offence)",
  },
  prohibitedCosts: { section: "s101 and s127", rule: "only the costs the Act allows may be charged" },
} as const;

/** Consumer Protection Act 68 of 2008 and its Regulations. */
export const CPA = {
  maxFixedTermMonths: { value: 24, source: "CPA Regulations reg 5(1)" },
  cancelNoticeBusinessDays: { value: 20, source: "CPA s14(2)(b)(i)" },
  renewalNoticeBusinessDays: { from: 40, to: 80, source: "CPA s14(2)(c)" },
  reasonableCancellationPenalty: { source: "CPA s14(3) and Regulations reg 5(2)–(3)" },
  coolingOffBusinessDays: { value: 5, source: "CPA s16" },
  impliedWarrantyMonths: { value: 6, source: "CPA s55–s56" },
  prohibitedTerms: { source: "CPA s51(1) (gross negligence: s51(1)(c)); Regulations reg 44 (presumed unfair terms)" },
  unfairTerms: { source: "CPA s48–s50" },
  eventCancellation: {
    source: "CPA s17 (reasonable charge on cancelling an advance booking; s17(5) death or hospital)",
  },
  deathOrHospitalisation: {
    source:
      "CPA s17(5): no cancellation charge where the consumer cannot honour a booking, reservation or order because the person it was made for died or was hospitalised; fees run on after death or hospitalisation are one-sided terms under s48 and Regulations reg 44",
  },
} as const;

/** Basic Conditions of Employment Act 75 of 1997 and Sectoral Determination 7 (domestic workers). */
export const BCEA = {
  ordinaryHoursPerWeek: { value: 45, source: "BCEA s9(1); SD7 cl 10 for domestic workers" },
  ordinaryHoursPerDay: { fiveDayWeek: 9, longerWeek: 8, source: "BCEA s9(1)(b)–(c)" },
  overtimePerWeek: { value: 10, rate: 1.5, source: "BCEA s10(1)(c) and s10(2)" },
  annualLeave: { consecutiveDays: 21, dayPerDaysWorked: 17, source: "BCEA s20(2)" },
  sickLeave: {
    cycleMonths: 36,
    weeksOfWork: 6,
    firstSixMonthsDayPerDaysWorked: 26,
    source: "BCEA s22",
  },
  deductions: {
    maxShareOfPay: 0.25,
    source:
      "BCEA s34(1)–(2): only with written consent or by law; for loss or damage after a fair procedure, at most a quarter of pay",
  },
  domesticAccommodationDeduction: { maxShareOfPay: 0.1, source: "Sectoral Determination 7, cl 8" },
  notice: {
    upToSixMonths: { weeks: 1 },
    upToOneYear: { weeks: 2 },
    overOneYear: { weeks: 4 },
    domesticOrFarmOverSixMonths: { weeks: 4 },
    source: "BCEA s37(1)",
  },
} as const;

/** Unemployment insurance and the Compensation Fund: employers, private households included, register and pay. */
export const SOCIAL_INSURANCE = {
  uifContribution: {
    employerPercent: 1,
    employeePercent: 1,
    source:
      "Unemployment Insurance Contributions Act 4 of 2002 s5–s6: the employer pays 1% of remuneration and deducts the employee's 1%; it may not deduct its own share",
  },
  uifDomesticWorkers: {
    minHoursPerMonth: 24,
    source:
      "Unemployment Insurance Act 63 of 2001 and Contributions Act, as applied to domestic workers from 2003: a worker employed more than 24 hours a month is covered",
  },
  compensationFund: {
    source:
      "Compensation for Occupational Injuries and Diseases Act 130 of 1993 s80 (employers register); domestic workers covered since Mahlangu v Minister of Labour 2021 (2) SA 54 (CC); the employer pays the assessment, not the worker",
  },
} as const;

/** The minimum notice an employer must give after `months` of service (BCEA s37). */
export function minimumEmploymentNoticeWeeks(months: number, domesticOrFarm = false): number {
  if (months <= 6) return 1;
  if (domesticOrFarm) return 4;
  return months <= 12 ? 2 : 4;
}

/** Rental Housing Act 50 of 1999 s5(3) (as amended). */
export const RHA = {
  depositInvested: {
    source: "RHA s5(3)(d)–(e): deposit in an interest-bearing account; interest belongs to the tenant",
  },
  jointInspection: {
    source: "RHA s5(3)(e) and (f): joint inspection before moving in and within 3 days before the end",
  },
  refundNoDeductionsDays: { value: 7, source: "RHA s5(3)(h)" },
  refundAfterRepairsDays: { value: 14, source: "RHA s5(3)(g)" },
  privacy: { source: "RHA s4(3)–(4): landlord inspects only reasonably, on reasonable notice; Constitution s14" },
} as const;

/** Commercial leases (common law): what the tenant must give back at the end. */
export const LEASE_RETURN = {
  source:
    "Common law of lease: the lessee returns the premises in the condition received, fair wear and tear excepted, and removes only its own improvements where agreed; RHA s5(3) for homes (deposit deductions only for damage, not wear and tear)",
} as const;

export const EVICTION = {
  source:
    "Prevention of Illegal Eviction from and Unlawful Occupation of Land Act 19 of 1998 s4 (court order); Constitution s26(3); spoliation (mandament van spolie); RHA s4(5)",
} as const;

export const PENALTIES = {
  source:
    "Conventional Penalties Act 15 of 1962 s3 (court reduces a penalty out of proportion to the prejudice); s4 (forfeiture is a penalty)",
} as const;

/** Restraints of trade: enforceable unless unreasonable (Magna Alloys 1984 (4) SA 874 (A); Basson v Chilwan 1993 (3) SA 742 (A)). */
export const RESTRAINT = {
  fairMonths: 12,
  longMonths: 24,
  source:
    "Magna Alloys and Research (SA) v Ellis 1984 (4) SA 874 (A); Basson v Chilwan 1993 (3) SA 742 (A); Constitution s22",
} as const;

export const POPIA = {
  source:
    "POPIA s11 (consent, withdrawable), s69 (direct marketing by electronic communication: opt-in), s72 (transfer abroad)",
} as const;

export const LRA = {
  presumption: { source: "LRA s200A (presumption of employment)" },
  unfairDismissal: { source: "LRA s185–s188 (right not to be unfairly dismissed; cannot be waived)" },
} as const;
