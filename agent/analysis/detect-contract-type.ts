import type { AnalysisResult, ContractType } from "../../common/analysis";

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  residential_lease: "Residential lease",
  commercial_lease: "Commercial lease",
  employment: "Employment contract",
  independent_contractor: "Independent contractor / freelance agreement",
  services: "Services agreement",
  consumer_services: "Consumer services agreement",
  membership: "Membership agreement",
  nda: "Non-disclosure agreement",
  sale_of_goods: "Sale of goods",
  loan: "Loan agreement",
  licence: "Licence agreement",
  partnership: "Partnership / shareholders agreement",
  other: "Other contract",
};

const TITLE_CUES: Array<[ContractType, RegExp]> = [
  ["nda", /non-?disclosure|confidentiality agreement|\bNDA\b/i],
  [
    "residential_lease",
    /residential lease|lease of (?:a )?(?:dwelling|house|flat|apartment)|rental agreement|tenancy agreement/i,
  ],
  [
    "commercial_lease",
    /commercial lease|lease of (?:business|office|commercial|retail) premises|office lease|agreement of lease/i,
  ],
  ["employment", /employment|contract of service|letter of appointment/i],
  [
    "independent_contractor",
    /independent contractor|freelance|consult(?:ing|ancy) agreement|brand ambassador|influencer|content creator/i,
  ],
  ["membership", /membership (?:agreement|contract|application)|club membership|gym|health club|fitness/i],
  [
    "consumer_services",
    /armed response|alarm monitoring|security monitoring|cellular|cell ?phone|mobile (?:service|contract)|post-?paid|venue hire|function venue|event venue|wedding|subscriber agreement|service and device/i,
  ],
  ["loan", /\bloan\b|credit agreement|acknowledg(?:e)?ment of debt/i],
  ["licence", /licen[cs]e agreement|licensing agreement|software licen[cs]e/i],
  ["partnership", /partnership|shareholders'? agreement|joint venture/i],
  ["sale_of_goods", /sale of (?:goods|business|vehicle)|purchase agreement|supply agreement|deed of sale/i],
  ["services", /services? agreement|service level|maintenance agreement|outsourcing|hosting agreement|retainer/i],
];

const BODY_CUES: Array<[ContractType, RegExp, number]> = [
  ["residential_lease", /\b(tenant|lessee)\b/gi, 1],
  ["residential_lease", /\b(dwelling|residence|residential|flat|apartment|bedroom)\b/gi, 2],
  ["commercial_lease", /\b(business premises|trading|retail premises|office premises|turnover rental)\b/gi, 2],
  ["employment", /\b(employee|employer|remuneration|annual leave|sick leave|probation)\b/gi, 1],
  ["independent_contractor", /\b(independent contractor|contractor|freelancer)\b/gi, 1],
  ["nda", /\b(confidential information|disclosing party|receiving party)\b/gi, 1],
  ["loan", /\b(borrower|lender|principal amount|repayment|instalment)\b/gi, 1],
  ["licence", /\b(licensor|licensee|licen[cs]e fee|royalt(?:y|ies))\b/gi, 1],
  ["partnership", /\b(partners?|shareholders?|profit share)\b/gi, 1],
  ["sale_of_goods", /\b(purchaser|seller|buyer|purchase price|delivery of the goods)\b/gi, 1],
  ["services", /\b(service provider|services|client|customer|statement of work)\b/gi, 0.5],
  ["membership", /\b(members?|membership|club|gym|classes|trainers?)\b/gi, 0.5],
  [
    "consumer_services",
    /\b(subscriber|airtime|armed response|alarm signal|guests|venue|consumer protection act)\b/gi,
    0.5,
  ],
  ["independent_contractor", /\b(ambassador|influencer|content creator|followers)\b/gi, 0.5],
];

/**
 * The broader kinds a type belongs to: a rule written for services agreements also applies to a gym
 * membership or an armed-response contract (both are services supplied to a consumer).
 */
const BROADER_TYPES: Partial<Record<ContractType, ContractType[]>> = {
  membership: ["services", "other"],
  consumer_services: ["services", "other"],
};

/** Whether a rule written for `listed` types applies to a contract of `type`. */
export function contractTypeIn(listed: readonly ContractType[], type: ContractType): boolean {
  return listed.includes(type) || (BROADER_TYPES[type] ?? []).some((broader) => listed.includes(broader));
}

/** Contract type from the title (strong) and the vocabulary of the body (weaker). */
export function detectContractType(text: string): AnalysisResult["contractType"] {
  const title = text.slice(0, 400);
  const scores = new Map<ContractType, number>();
  for (const [type, pattern] of TITLE_CUES) if (pattern.test(title)) scores.set(type, (scores.get(type) ?? 0) + 12);
  const body = text.slice(0, 60_000);
  for (const [type, pattern, weight] of BODY_CUES) {
    const count = Math.min(15, (body.match(pattern) ?? []).length);
    scores.set(type, (scores.get(type) ?? 0) + count * weight);
  }
  const residential = scores.get("residential_lease") ?? 0;
  const commercial = scores.get("commercial_lease") ?? 0;
  if (commercial > 0 && /\blease\b/i.test(title) && !/residential/i.test(title))
    scores.set("residential_lease", residential * 0.7);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [bestType, bestScore] = ranked[0] ?? ["other", 0];
  const secondScore = ranked[1]?.[1] ?? 0;
  if (bestScore < 5) return { value: "other", label: CONTRACT_TYPE_LABELS.other, confidence: 0.4, uncertain: true };
  const confidence = Math.round(Math.min(0.97, 0.45 + (bestScore - secondScore) / (bestScore + 5)) * 100) / 100;
  return { value: bestType, label: CONTRACT_TYPE_LABELS[bestType], confidence, uncertain: confidence < 0.6 };
}
