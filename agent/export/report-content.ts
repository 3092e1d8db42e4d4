import {
  type AnalysisResult,
  type ClauseAnalysis,
  type Finding,
  isProblem,
  type RiskLevel,
} from "../../common/analysis";
import type { ExportInput } from "./export-input";
import {
  formatAmount,
  formatDuration,
  formatInstantDate,
  formatIsoDate,
  formatLawReference,
  sentenceCase,
} from "./format-terms";

/** One labelled line: "Jurisdiction — South Africa". */
export type LabelledValue = { label: string; value: string };

export type ReportFinding = {
  title: string;
  severity: RiskLevel;
  severityLabel: string;
  explanation: string;
  ask: string;
  suggestedWording: string | null;
  lawReferences: string[];
  /** "Clause 5.2" or "Untitled clause"; null for missing-clause findings. */
  citedClause: string | null;
  quote: string | null;
  notSure: string[];
};

export type ReportClause = {
  /** "5.2 Deposit", "Signatures". */
  title: string;
  risk: RiskLevel;
  riskLabel: string;
  riskReasons: string[];
  categories: string[];
  explanation: string;
  advice: Array<{ ask: string; suggestedWording: string | null }>;
  lawReferences: string[];
};

/** Everything the PDF and Word reports show, in reading order, as plain strings. */
export type ReportContent = {
  title: string;
  subtitle: string;
  details: LabelledValue[];
  risk: { score: number; level: RiskLevel; label: string; summary: string };
  keyTerms: Array<LabelledValue & { clause: string | null }>;
  findings: ReportFinding[];
  clauses: ReportClause[];
  missing: ReportFinding[];
  notSure: string[];
  disclaimer: string;
};

export const riskLabels: Record<RiskLevel, string> = { high: "High risk", medium: "Medium risk", low: "Low risk" };
const severityOrder: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };

export const notLegalAdviceDisclaimer =
  "ContractClarity explains contracts in plain language. This report is not legal advice and does not create an attorney-client relationship; for decisions with serious consequences, ask a qualified attorney.";

const jurisdictionSources: Record<AnalysisResult["jurisdiction"]["source"], string> = {
  user: "chosen by you",
  detected: "detected from the contract",
  default: "assumed: not stated in the contract",
};

/** The report's content, shared by renderReportPdf and renderReportDocx so both say the same. */
export function buildReportContent(input: ExportInput): ReportContent {
  const { result } = input;
  const side = result.sides.used;
  const clauseFindings = result.findings.filter((f) => f.kind === "clause");
  const missingFindings = result.findings.filter((f) => f.kind === "missing");
  return {
    title: input.fileName,
    subtitle: "Contract analysis report",
    details: [
      { label: "Date", value: formatInstantDate(input.createdAt, input.timeZone) },
      {
        label: "Contract type",
        value: result.contractType.label + (result.contractType.uncertain ? " (not sure)" : ""),
      },
      {
        label: "Jurisdiction",
        value: `${result.jurisdiction.name} (${jurisdictionSources[result.jurisdiction.source]})`,
      },
      {
        label: "Written for",
        value: side
          ? `${side.label}${side.partyName ? ` (${side.partyName})` : ""}${result.sides.source === "default" ? ", the usual side for this contract" : ""}`
          : "Not known",
      },
      {
        label: "Reviewed by",
        value: result.engine.name === "contractclarity-local" ? "ContractClarity built-in engine" : result.engine.name,
      },
    ],
    risk: {
      score: Math.round(result.overallRisk.score),
      level: result.overallRisk.level,
      label: riskLabels[result.overallRisk.level],
      summary: result.overallRisk.summary,
    },
    keyTerms: keyTermRows(result),
    findings: sortBySeverity(clauseFindings).map((finding) => reportFinding(finding, result.clauses)),
    clauses: result.clauses.map((clause) => reportClause(clause, result.clauses)),
    missing: sortBySeverity(missingFindings).map((finding) => reportFinding(finding, result.clauses)),
    notSure: notSureNotes(result),
    disclaimer: notLegalAdviceDisclaimer,
  };
}

/** Problems by severity, then the clauses in the user's favour. */
function sortBySeverity(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      Number(!isProblem(a)) - Number(!isProblem(b)) ||
      severityOrder[a.severity] - severityOrder[b.severity] ||
      (a.citation?.start ?? Infinity) - (b.citation?.start ?? Infinity),
  );
}

/** "5.2 Deposit": the number with the clause's own heading, or its parent's for a sub-clause. */
export function clauseTitle(clause: ClauseAnalysis, clauses: ClauseAnalysis[]): string {
  const heading =
    clause.heading ?? clauses.find((c) => c.number !== null && c.number === clause.parentNumber)?.heading ?? null;
  const parts = [clause.number, heading ? sentenceCase(heading) : null].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" ") : "Untitled part";
}

function reportFinding(finding: Finding, clauses: ClauseAnalysis[]): ReportFinding {
  const cited = finding.citation
    ? clauses.find((c) => c.start <= finding.citation!.start && finding.citation!.end <= c.end)
    : undefined;
  const citedClause = finding.citation
    ? finding.citation.clauseNumber
      ? `Clause ${finding.citation.clauseNumber}`
      : cited
        ? clauseTitle(cited, clauses)
        : "The contract"
    : null;
  return {
    title: finding.title,
    severity: finding.severity,
    severityLabel: isProblem(finding) ? riskLabels[finding.severity] : "In your favour (not a problem)",
    explanation: finding.explanation,
    ask: finding.advice.ask,
    suggestedWording: finding.advice.suggestedWording,
    lawReferences: finding.lawReferences.map(formatLawReference),
    citedClause,
    quote: finding.citation?.quote ?? null,
    notSure: finding.uncertainty.uncertain ? finding.uncertainty.reasons : [],
  };
}

function reportClause(clause: ClauseAnalysis, clauses: ClauseAnalysis[]): ReportClause {
  return {
    title: clauseTitle(clause, clauses),
    risk: clause.risk.level,
    riskLabel: riskLabels[clause.risk.level],
    riskReasons: clause.risk.reasons,
    categories: clause.categories.map((c) => c.label + (c.uncertain ? " (not sure)" : "")),
    explanation: clause.explanation,
    advice: clause.advice,
    lawReferences: clause.lawReferences.map(formatLawReference),
  };
}

function keyTermRows(result: AnalysisResult): ReportContent["keyTerms"] {
  const { keyTerms } = result;
  const rows: ReportContent["keyTerms"] = [];
  for (const party of keyTerms.parties)
    rows.push({
      label: party.role ? sentenceCase(party.role) : "Party",
      value: party.name,
      clause: party.citation.clauseNumber,
    });
  if (keyTerms.term) {
    const { start, end, length } = keyTerms.term;
    const value = [
      start ? `from ${formatIsoDate(start)}` : null,
      end ? `to ${formatIsoDate(end)}` : null,
      length ? `(${formatDuration(length)})` : null,
    ]
      .filter(Boolean)
      .join(" ");
    if (value) rows.push({ label: "Term", value: sentenceCase(value), clause: keyTerms.term.citation.clauseNumber });
  }
  if (keyTerms.renewal) {
    const { automatic, length, noticePeriod } = keyTerms.renewal;
    const value = [
      automatic ? "Renews automatically" : "Can be renewed",
      length ? `for ${formatDuration(length)}` : null,
      noticePeriod ? `unless notice is given ${formatDuration(noticePeriod)} before the end` : null,
    ]
      .filter(Boolean)
      .join(" ");
    rows.push({ label: "Renewal", value, clause: keyTerms.renewal.citation.clauseNumber });
  }
  for (const date of keyTerms.dates)
    rows.push({ label: sentenceCase(date.label), value: formatIsoDate(date.date), clause: date.citation.clauseNumber });
  for (const amount of keyTerms.amounts)
    rows.push({
      label: sentenceCase(amount.label),
      value: formatAmount(amount.value, amount.currency),
      clause: amount.citation.clauseNumber,
    });
  for (const notice of keyTerms.noticePeriods)
    rows.push({
      label: sentenceCase(notice.label),
      value: formatDuration(notice.period),
      clause: notice.citation.clauseNumber,
    });
  for (const rate of keyTerms.interestRates)
    rows.push({ label: sentenceCase(rate.label), value: rate.text, clause: rate.citation.clauseNumber });
  if (keyTerms.governingLaw)
    rows.push({
      label: "Governing law",
      value: keyTerms.governingLaw.value,
      clause: keyTerms.governingLaw.citation.clauseNumber,
    });
  return rows;
}

/** Every place the engine said it is not sure, so the reader knows where to look twice. */
function notSureNotes(result: AnalysisResult): string[] {
  const notes = [...result.uncertainty.reasons, ...result.warnings];
  if (result.contractType.uncertain) notes.push(`The contract type (${result.contractType.label}) is a best guess.`);
  if (result.jurisdiction.source === "default")
    notes.push(`The contract does not say which law applies; we assumed ${result.jurisdiction.name}.`);
  for (const finding of result.findings) {
    if (finding.uncertainty.uncertain)
      notes.push(`${finding.title}: ${finding.uncertainty.reasons.join(" ") || "we are not sure about this finding."}`);
  }
  for (const clause of result.clauses) {
    if (clause.uncertainty.uncertain)
      notes.push(
        `${clauseTitle(clause, result.clauses)}: ${clause.uncertainty.reasons.join(" ") || "we are not sure how to read this part."}`,
      );
  }
  return [...new Set(notes)];
}
