import { type AnalysisResult, type ClauseAnalysis, type Finding, isProblem } from "../../common/analysis";
import { inContractTerms } from "./contract-terms";
import { clauseTitle } from "./report-content";

/** One change the user asks for: a clause to replace, or (for a missing clause) new text to add. */
export type NegotiationChange = {
  kind: "replace" | "add";
  /** The clause being replaced; null when adding a missing clause. */
  clause: ClauseAnalysis | null;
  /** "Clause 5.2 (Deposit)" or "New clause: <topic>". */
  label: string;
  /** What the user asks for, in the engine's words ("Ask that …"). */
  asks: string[];
  /** The replacement or new text, in the contract's own terms: every suggested wording for the clause, in order. */
  wording: string;
  /** The findings the change answers. */
  findingIds: string[];
};

/**
 * The changes the negotiation pack proposes, in document order. Only findings that are a problem
 * for the user's side (rated medium or high) and that suggest wording count. Each replaces the
 * clause its finding cites — never a heading, a definition or a clause the finding does not cite —
 * and several findings on one clause make one replacement. Then each missing clause to add.
 */
export function negotiationChanges(result: AnalysisResult): NegotiationChange[] {
  const problems = result.findings.filter(
    (finding) => isProblem(finding) && finding.severity !== "low" && finding.advice.suggestedWording?.trim(),
  );
  const byClause = new Map<ClauseAnalysis, Finding[]>();
  for (const finding of problems) {
    if (finding.kind !== "clause") continue;
    const clause = citedClause(finding, result.clauses);
    if (!clause || isHeadingOnly(clause) || isDefinition(clause)) continue;
    byClause.set(clause, [...(byClause.get(clause) ?? []), finding]);
  }
  const replacements: NegotiationChange[] = [...byClause.entries()]
    .sort(([a], [b]) => a.start - b.start)
    .map(([clause, findings]) => {
      const wording = [...new Set(findings.map((f) => inContractTerms(f.advice.suggestedWording!.trim(), result)))];
      const title = clauseTitle(clause, result.clauses);
      const heading =
        clause.number && title.startsWith(clause.number) ? title.slice(clause.number.length).trim() : title;
      const label = clause.number ? `Clause ${clause.number}${heading ? ` (${heading})` : ""}` : title;
      return {
        kind: "replace",
        clause,
        label,
        asks: [...new Set(findings.map((f) => f.advice.ask))],
        wording: wording.join(" "),
        findingIds: findings.map((f) => f.id),
      };
    });
  const additions: NegotiationChange[] = problems
    .filter((finding) => finding.kind === "missing")
    .map((finding) => ({
      kind: "add",
      clause: null,
      label: `New clause (${finding.topic})`,
      asks: [finding.advice.ask],
      wording: inContractTerms(finding.advice.suggestedWording!.trim(), result),
      findingIds: [finding.id],
    }));
  return [...replacements, ...additions];
}

/** The smallest clause whose text holds the finding's citation. */
export function citedClause(finding: Finding, clauses: ClauseAnalysis[]): ClauseAnalysis | null {
  const citation = finding.citation;
  if (!citation) return null;
  const holding = clauses.filter((c) => c.start <= citation.start && citation.end <= c.end);
  return holding.sort((a, b) => a.end - a.start - (b.end - b.start))[0] ?? null;
}

/** A clause that is only its number and heading ("7. RESTRAINT OF TRADE"). */
export function isHeadingOnly(clause: Pick<ClauseAnalysis, "heading" | "number" | "text">): boolean {
  const { body } = splitClauseNumber(clause);
  const words = body.replace(/\s+/g, " ").trim();
  if (!words) return true;
  if (clause.heading && words.toLowerCase() === clause.heading.replace(/\s+/g, " ").trim().toLowerCase()) return true;
  return words.length <= 60 && !/[.;:]/.test(words) && words === words.toUpperCase();
}

/** A definition: `"Deposit" means …`, `(c) "instalment" means …`. */
export function isDefinition(clause: Pick<ClauseAnalysis, "number" | "text">): boolean {
  const { body } = splitClauseNumber(clause);
  return /^\s*(?:\(?[a-z0-9]{1,4}[.)]\)?\s*)?["“'‘][^"”'’]{1,60}["”'’]\s+(?:means|shall mean|includes|refers to|has the meaning|is defined)\b/i.test(
    body,
  );
}

/**
 * A clause's leading number as written ("5.2 ", "(a) ", "10. "), and a short inline heading after
 * it ("6.1 Annual leave. "), so a redline keeps them and replaces only the clause's words.
 */
export function splitClauseNumber(clause: Pick<ClauseAnalysis, "number" | "text"> & { heading?: string | null }): {
  prefix: string;
  body: string;
} {
  if (!clause.number) return { prefix: "", body: clause.text };
  const match =
    /^\s*(?:\d+(?:\.\d+)*\.?|\(\s*[0-9a-zA-Z]{1,5}\s*\)|[0-9a-zA-Z]{1,5}\))(?:\s*\([0-9a-zA-Z]{1,5}\))*\s+/.exec(
      clause.text,
    );
  if (!match) return { prefix: "", body: clause.text };
  const rest = clause.text.slice(match[0].length);
  const inlineHeading = /^([A-Z][A-Za-z'’ -]{2,50})\.\s+(?=[A-Z"“(])/.exec(rest);
  if (inlineHeading && !/\b(?:you|we|I|must|shall|will|may|is|are|the)\b/.test(inlineHeading[1]!))
    return { prefix: match[0] + inlineHeading[0], body: rest.slice(inlineHeading[0].length) };
  return { prefix: match[0], body: rest };
}
