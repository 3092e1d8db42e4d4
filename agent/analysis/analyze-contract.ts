import {
  type AnalysisResult,
  type ClauseAnalysis,
  type ClauseCategory,
  type Finding,
  isProblem,
  type RiskLevel,
} from "../../common/analysis";
import type { ExtractedDocument } from "../../common/document";
import { applyDetectors, mergeFindings } from "./apply-detectors";
import { applyClauseRules, applyMissingRules, type UnitFlags } from "./apply-rules";
import { loadClauseClassifier } from "./clause-classifier";
import { clauseUnits } from "./clause-units";
import { consumerCategoriesOf } from "./consumer-categories";
import { detectContractType } from "./detect-contract-type";
import { detectJurisdiction, JURISDICTION_NAMES } from "./detect-jurisdiction";
import { explainClause } from "./explain-clause";
import { extractGoverningLaw, extractKeyTerms } from "./key-terms/extract-key-terms";
import { fleschKincaidGrade } from "./readability";
import { COULD_NOT_JUDGE, readingConfidence } from "./reading-confidence";
import { rulePacksFor, rulePackVersions } from "./rules/rule-packs";
import type { ContractContext } from "./rules/rule-types";
import { resolveSides } from "./sides";

export type AnalyzeOptions = {
  /** The user's side: a role ("tenant", "employee", "client"…) or a party name. */
  side?: string;
  /** ISO-like code: ZA, US, UK, EU, CA, AU. Detected when not given. */
  jurisdiction?: string;
};

export const ENGINE_NAME = "contractclarity-local";
/** Below this, a classifier category is shown as "not sure". */
const CATEGORY_MARGIN = 0.15;
const MIN_TEXT_CHARS = 200;

/**
 * The local analysis engine: deterministic, offline and synchronous. Same document and options
 * give the same result.
 */
export function analyzeContract(document: ExtractedDocument, options: AnalyzeOptions = {}): AnalysisResult {
  const source = document.text;
  const classifier = loadClauseClassifier();
  const units = clauseUnits(source, document.clauses);
  const warnings = [...document.warnings];
  const documentReasons: string[] = [];

  const lowPages = new Set(document.pages.filter((p) => p.lowConfidence).map((p) => p.number));
  if (lowPages.size > 0)
    documentReasons.push(`The scan quality is poor on page ${[...lowPages].join(", ")}; some text may be misread.`);
  if (source.trim().length < MIN_TEXT_CHARS)
    documentReasons.push("There is not enough text to analyse this as a contract.");

  // Categories: CUAD's 41 from the trained classifier, consumer categories from keyword rules.
  const scores = classifier.score(units);
  const categoriesPerUnit: ClauseCategory[][] = units.map((unit, index) => {
    const categories: ClauseCategory[] = [];
    for (const score of scores[index]!) {
      if (!score.assigned) continue;
      categories.push({
        id: score.category,
        label: score.category,
        source: "classifier",
        confidence: round(score.probability),
        uncertain: score.probability < Math.min(0.95, score.threshold + CATEGORY_MARGIN) || lowPages.has(unit.page),
      });
    }
    const heading = [...unit.parentHeadings, unit.heading ?? ""].join(" ");
    for (const category of consumerCategoriesOf(heading, unit.text.slice(0, 2000))) {
      const byHeading = category.heading.test(unit.heading ?? "");
      categories.push({
        id: category.id,
        label: category.label,
        source: "rules",
        confidence: byHeading ? 0.9 : 0.7,
        uncertain: lowPages.has(unit.page),
      });
    }
    return categories.sort((a, b) => b.confidence - a.confidence);
  });

  const contractType = detectContractType(source);
  const governingLaw = extractGoverningLaw(units);
  const jurisdiction = detectJurisdiction(source, governingLaw, options.jurisdiction);
  const effectiveJurisdiction = jurisdiction.code === "unknown" ? "ZA" : jurisdiction.code;
  if (jurisdiction.code === "unknown")
    documentReasons.push(
      "We could not tell which country's law applies, so we used South African law. Set the jurisdiction if that is wrong.",
    );
  const keyTerms = extractKeyTerms(source, units, {
    monthFirst: effectiveJurisdiction === "US",
    contractType: contractType.value,
  });
  const sides = resolveSides(contractType.value, keyTerms.parties, options.side);
  if (options.side && sides.source !== "user")
    warnings.push(
      `We did not recognise the side "${options.side}"; we used ${sides.used?.label ?? "a neutral view"} instead.`,
    );

  const contract: ContractContext = {
    type: contractType.value,
    jurisdiction: effectiveJurisdiction,
    source,
    units,
    categoriesByUnit: categoriesPerUnit.map(
      (categories) => new Set(categories.filter((c) => !c.uncertain || c.source === "rules").map((c) => c.id)),
    ),
    keyTerms,
    hasIndividualParty:
      keyTerms.parties.some((p) => p.kind === "individual") ||
      contractType.value === "residential_lease" ||
      contractType.value === "employment",
    allPartiesCompanies: keyTerms.parties.length >= 2 && keyTerms.parties.every((p) => p.kind === "company"),
  };
  const packs = rulePacksFor(effectiveJurisdiction);
  const flags: UnitFlags[] = units.map((unit) => ({ lowConfidencePage: lowPages.has(unit.page), page: unit.page }));
  const tooLittleText = source.trim().length < MIN_TEXT_CHARS;
  const clauseFindings = tooLittleText
    ? []
    : mergeFindings(applyClauseRules(packs, contract, sides.used, flags), applyDetectors(contract, sides.used, flags));
  // A missing clause is only reported for a document that looks whole: it ends with a signature
  // section (a photo of page 1 does not), was read without poor OCR, and is clearly typed.
  const reading = readingConfidence({
    source,
    unitCount: units.length,
    recognisedUnits: units.filter(
      (unit, index) =>
        categoriesPerUnit[index]!.length > 0 || clauseFindings.some((f) => f.citation?.start === unit.start),
    ).length,
    keyTerms,
    pageCount: document.pages.length,
    lowConfidencePages: lowPages.size,
  });
  const looksComplete = !reading.partial;
  if (!tooLittleText) documentReasons.push(...reading.reasons);
  if (!looksComplete && !tooLittleText && !reading.reasons.some((reason) => reason.includes("only part of")))
    documentReasons.push(
      "This may be only part of the contract (we found no signature section), so we did not check for missing clauses.",
    );
  const confidentAbsence =
    !tooLittleText && looksComplete && !contractType.uncertain && lowPages.size === 0 && units.length >= 5;
  const findings = [...clauseFindings, ...applyMissingRules(packs, contract, sides.used, confidentAbsence)];

  const clauses: ClauseAnalysis[] = units.map((unit, index) => {
    const own = clauseFindings.filter(
      (f) => f.citation && f.citation.start === unit.start && f.citation.end === unit.end,
    );
    // a clause in the user's favour is not a risk for them
    const level = maxSeverity(own.filter(isProblem).map((f) => f.severity));
    const explanation = explainClause(unit, categoriesPerUnit[index]!, own);
    const uncertainReasons = categoriesPerUnit[index]!.some((c) => c.uncertain && c.source === "classifier")
      ? ["Some categories are a close call: the wording is unusual for this kind of clause."]
      : [];
    if (lowPages.has(unit.page)) uncertainReasons.push(`Poor scan quality on page ${unit.page}.`);
    return {
      number: unit.number,
      heading: unit.heading,
      parentNumber: unit.parentNumber,
      text: unit.text,
      start: unit.start,
      end: unit.end,
      page: unit.page,
      categories: categoriesPerUnit[index]!,
      risk: { level, reasons: own.length > 0 ? own.map((f) => f.title) : ["No problems found for your side."] },
      explanation,
      explanationGrade: fleschKincaidGrade(explanation),
      advice: own.map((f) => f.advice),
      lawReferences: own.flatMap((f) => f.lawReferences),
      findingIds: own.map((f) => f.id),
      uncertainty: { uncertain: uncertainReasons.length > 0, reasons: uncertainReasons },
    };
  });

  if (contractType.uncertain)
    documentReasons.push("We are not sure what kind of contract this is, so some checks may not apply.");
  const overallRisk = tooLittleText
    ? {
        score: 0,
        level: "low" as RiskLevel,
        summary: "There is not enough text to analyse. Please upload the full contract.",
        summaryGrade: 0,
      }
    : scoreRisk(findings.filter(isProblem), contractType.label, sides.used?.label ?? null, reading.cannotJudge);
  return {
    schemaVersion: 1,
    engine: { name: ENGINE_NAME, classifierVersion: classifier.version, rulePacks: rulePackVersions() },
    contractType,
    jurisdiction:
      jurisdiction.code === "unknown"
        ? { ...jurisdiction, code: "ZA", name: JURISDICTION_NAMES.ZA, source: "default" }
        : jurisdiction,
    sides,
    keyTerms,
    clauses,
    findings,
    overallRisk,
    uncertainty: { uncertain: documentReasons.length > 0, reasons: documentReasons },
    warnings,
  };
}

const SEVERITY_ORDER: RiskLevel[] = ["low", "medium", "high"];
const SEVERITY_WEIGHT: Record<RiskLevel, number> = { low: 3, medium: 12, high: 30 };

function maxSeverity(levels: RiskLevel[]): RiskLevel {
  return levels.reduce<RiskLevel>(
    (max, level) => (SEVERITY_ORDER.indexOf(level) > SEVERITY_ORDER.indexOf(max) ? level : max),
    "low",
  );
}

function scoreRisk(
  findings: Finding[],
  typeLabel: string,
  sideLabel: string | null,
  cannotJudge: boolean,
): AnalysisResult["overallRisk"] {
  const load = findings.reduce((sum, f) => sum + SEVERITY_WEIGHT[f.severity] * f.confidence, 0);
  const score = Math.round(100 * (1 - Math.exp(-load / 60)));
  const high = findings.filter((f) => f.severity === "high");
  const medium = findings.filter((f) => f.severity === "medium");
  const level: RiskLevel =
    score >= 60 || high.length >= 2 ? "high" : score >= 25 || high.length === 1 ? "medium" : "low";
  const who = sideLabel && sideLabel !== "A party" ? ` for the ${sideLabel.toLowerCase()}` : "";
  const parts = cannotJudge ? [COULD_NOT_JUDGE] : [`We read this ${typeLabel.toLowerCase()}${who}.`];
  if (high.length + medium.length === 0)
    parts.push(
      cannotJudge
        ? "In the part we could read we found no serious problems, but that does not mean there are none. Upload the full, clear contract."
        : "We found no serious problems. Still read it before you sign.",
    );
  else {
    parts.push(
      `We found ${high.length} serious and ${medium.length} moderate problem${high.length + medium.length === 1 ? "" : "s"}.`,
    );
    // Once each: a rule and a detector that report the same kind of problem share the ruleId's last part.
    const kinds = new Map<string, string>();
    for (const f of [...high, ...medium]) {
      const kind = f.ruleId.split(".").at(-1)!;
      if (![...kinds.values()].includes(f.title.toLowerCase()) && !kinds.has(kind))
        kinds.set(kind, f.title.toLowerCase());
    }
    const top = [...kinds.values()].slice(0, 3);
    parts.push(`The main ones: ${top.join("; ")}.`);
    parts.push("Ask for the changes we suggest before you sign.");
  }
  const summary = parts.join(" ");
  return { score, level, summary, summaryGrade: fleschKincaidGrade(summary) };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
