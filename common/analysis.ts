import { z } from "zod";

/**
 * The analysis result: produced by agent/analysis, stored by the API, rendered by the web app.
 * Every finding and key term cites the clause text it rests on (clause number, character
 * offsets into ExtractedDocument.text, and the quoted text).
 */

export const riskLevelSchema = z.enum(["low", "medium", "high"]);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** 0–1; below the engine's threshold the item is marked `uncertain` and says why. */
export const confidenceSchema = z.number().min(0).max(1);

export const citationSchema = z.object({
  clauseNumber: z.string().nullable(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  quote: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const uncertaintySchema = z.object({
  uncertain: z.boolean(),
  /** Why the engine is not sure (poor OCR, unusual wording, weak classifier score…); empty when sure. */
  reasons: z.array(z.string()),
});

export const contractTypeSchema = z.enum([
  "residential_lease",
  "commercial_lease",
  "employment",
  "independent_contractor",
  "services",
  "consumer_services",
  "membership",
  "nda",
  "sale_of_goods",
  "loan",
  "licence",
  "partnership",
  "other",
]);
export type ContractType = z.infer<typeof contractTypeSchema>;

export const jurisdictionCodeSchema = z.enum(["ZA", "US", "UK", "EU", "CA", "AU", "unknown"]);
export type JurisdictionCode = z.infer<typeof jurisdictionCodeSchema>;

export const lawReferenceSchema = z.object({
  /** The statute or doctrine, e.g. "Rental Housing Act 50 of 1999". */
  act: z.string(),
  /** The section, e.g. "s5(3)(c)"; null for common-law doctrines. */
  section: z.string().nullable(),
  jurisdiction: jurisdictionCodeSchema,
});
export type LawReference = z.infer<typeof lawReferenceSchema>;

export const clauseCategorySchema = z.object({
  /** CUAD category name ("Cap On Liability") or consumer category id ("deposit"). */
  id: z.string(),
  label: z.string(),
  source: z.enum(["classifier", "rules"]),
  confidence: confidenceSchema,
  uncertain: z.boolean(),
});
export type ClauseCategory = z.infer<typeof clauseCategorySchema>;

export const adviceSchema = z.object({
  /** What to ask the other side for, in plain words. */
  ask: z.string(),
  /** Replacement text for the clause: a redline the user can send. */
  suggestedWording: z.string().nullable(),
});
export type Advice = z.infer<typeof adviceSchema>;

export const findingSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  /** Rule pack id and version, e.g. "za@1.0.0". */
  pack: z.string(),
  kind: z.enum(["clause", "missing"]),
  title: z.string(),
  /** Legal topic: the Act when one applies, otherwise the clause category. */
  topic: z.string(),
  severity: riskLevelSchema,
  confidence: confidenceSchema,
  uncertainty: uncertaintySchema,
  /** Plain-language explanation written from the chosen side's position. */
  explanation: z.string(),
  advice: adviceSchema,
  lawReferences: z.array(lawReferenceSchema),
  /** The clause text the finding rests on; null only for missing-clause findings. */
  citation: citationSchema.nullable(),
  /**
   * True when the clause works in the chosen side's favour: the law protects the other side here, so
   * it is not a problem for the user (only a term that may not hold). Not counted in the risk, shown
   * apart from the problems. Absent in older results.
   */
  favoursUser: z.boolean().optional(),
});
export type Finding = z.infer<typeof findingSchema>;

/** A problem for the user, as opposed to a clause in their favour that may not hold. */
export const isProblem = (finding: Pick<Finding, "favoursUser">) => finding.favoursUser !== true;

export const clauseAnalysisSchema = z.object({
  number: z.string().nullable(),
  heading: z.string().nullable(),
  /** Number of the enclosing clause, when this is a sub-clause. */
  parentNumber: z.string().nullable(),
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  categories: z.array(clauseCategorySchema),
  risk: z.object({ level: riskLevelSchema, reasons: z.array(z.string()) }),
  /** Plain-language explanation of what the clause means for the chosen side. */
  explanation: z.string(),
  /** Flesch-Kincaid grade of `explanation`. */
  explanationGrade: z.number(),
  advice: z.array(adviceSchema),
  lawReferences: z.array(lawReferenceSchema),
  findingIds: z.array(z.string()),
  uncertainty: uncertaintySchema,
});
export type ClauseAnalysis = z.infer<typeof clauseAnalysisSchema>;

const durationUnitSchema = z.enum(["day", "business_day", "week", "month", "year", "hour"]);
export const durationSchema = z.object({ value: z.number(), unit: durationUnitSchema });
export type Duration = z.infer<typeof durationSchema>;

const keyTermBase = { confidence: confidenceSchema, citation: citationSchema };

export const partySchema = z.object({
  name: z.string(),
  /** Role as the contract names it ("Landlord", "Employee"); null when not stated. */
  role: z.string().nullable(),
  /** How the contract refers to the party in its clauses: "the Member", "we", "you"; absent in older results. */
  term: z.string().nullable().optional(),
  kind: z.enum(["company", "individual", "unknown"]),
  ...keyTermBase,
});
export const keyDateSchema = z.object({ label: z.string(), date: z.string(), ...keyTermBase });
export const amountSchema = z.object({ label: z.string(), value: z.number(), currency: z.string(), ...keyTermBase });
export const noticePeriodSchema = z.object({ label: z.string(), period: durationSchema, ...keyTermBase });
export const interestRateSchema = z.object({
  label: z.string(),
  text: z.string(),
  percent: z.number().nullable(),
  ...keyTermBase,
});

export const keyTermsSchema = z.object({
  parties: z.array(partySchema),
  dates: z.array(keyDateSchema),
  amounts: z.array(amountSchema),
  noticePeriods: z.array(noticePeriodSchema),
  interestRates: z.array(interestRateSchema),
  term: z
    .object({
      start: z.string().nullable(),
      end: z.string().nullable(),
      length: durationSchema.nullable(),
      ...keyTermBase,
    })
    .nullable(),
  renewal: z
    .object({
      automatic: z.boolean(),
      length: durationSchema.nullable(),
      noticePeriod: durationSchema.nullable(),
      ...keyTermBase,
    })
    .nullable(),
  governingLaw: z.object({ value: z.string(), jurisdiction: jurisdictionCodeSchema, ...keyTermBase }).nullable(),
});
export type KeyTerms = z.infer<typeof keyTermsSchema>;

export const sideSchema = z.object({
  /** Canonical role id: "tenant", "landlord", "employee", … */
  id: z.string(),
  label: z.string(),
  partyName: z.string().nullable(),
});
export type Side = z.infer<typeof sideSchema>;

export const analysisResultSchema = z.object({
  schemaVersion: z.literal(1),
  engine: z.object({
    /** "contractclarity-local", or "model:<provider>/<model id>" when a hosted model reviewed it. */
    name: z.string(),
    classifierVersion: z.string(),
    rulePacks: z.record(z.string(), z.string()),
    /** Prompt id (name@version#hash) when a model was used. */
    promptId: z.string().optional(),
  }),
  contractType: z.object({
    value: contractTypeSchema,
    label: z.string(),
    confidence: confidenceSchema,
    uncertain: z.boolean(),
  }),
  jurisdiction: z.object({
    code: jurisdictionCodeSchema,
    name: z.string(),
    source: z.enum(["user", "detected", "default"]),
    evidence: z.array(z.string()),
    confidence: confidenceSchema,
  }),
  sides: z.object({
    candidates: z.array(sideSchema),
    used: sideSchema.nullable(),
    source: z.enum(["user", "default"]),
  }),
  keyTerms: keyTermsSchema,
  clauses: z.array(clauseAnalysisSchema),
  findings: z.array(findingSchema),
  overallRisk: z.object({
    score: z.number().min(0).max(100),
    level: riskLevelSchema,
    summary: z.string(),
    summaryGrade: z.number(),
  }),
  /** Document-level "not sure": set when the engine should not be trusted without a human look. */
  uncertainty: uncertaintySchema,
  warnings: z.array(z.string()),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
