import type { AnalysisResult, ClauseAnalysis } from "../../common/analysis";
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
  /** The replacement or new text: every suggested wording for the clause, in order. */
  wording: string;
};

/**
 * The changes the negotiation pack proposes, in document order: each clause whose advice carries
 * suggested wording (several suggestions for one clause are joined into one replacement), then
 * every missing-clause finding that suggests wording.
 */
export function negotiationChanges(result: AnalysisResult): NegotiationChange[] {
  const replacements: NegotiationChange[] = result.clauses
    .filter((clause) => clause.advice.some((advice) => advice.suggestedWording?.trim()))
    .sort((a, b) => a.start - b.start)
    .map((clause) => {
      const withWording = clause.advice.filter((advice) => advice.suggestedWording?.trim());
      const wording = [...new Set(withWording.map((advice) => advice.suggestedWording!.trim()))].join(" ");
      const title = clauseTitle(clause, result.clauses);
      const heading =
        clause.number && title.startsWith(clause.number) ? title.slice(clause.number.length).trim() : title;
      const label = clause.number ? `Clause ${clause.number}${heading ? ` (${heading})` : ""}` : title;
      return { kind: "replace", clause, label, asks: [...new Set(clause.advice.map((advice) => advice.ask))], wording };
    });
  const additions: NegotiationChange[] = result.findings
    .filter((finding) => finding.kind === "missing" && finding.advice.suggestedWording?.trim())
    .map((finding) => ({
      kind: "add",
      clause: null,
      label: `New clause (${finding.topic})`,
      asks: [finding.advice.ask],
      wording: finding.advice.suggestedWording!.trim(),
    }));
  return [...replacements, ...additions];
}

/** A clause's leading number as written ("5.2 ", "(a) ", "10. "), so a redline keeps it and replaces only the words. */
export function splitClauseNumber(clause: Pick<ClauseAnalysis, "number" | "text">): { prefix: string; body: string } {
  if (!clause.number) return { prefix: "", body: clause.text };
  const match =
    /^\s*(?:\d+(?:\.\d+)*\.?|\(\s*[0-9a-zA-Z]{1,5}\s*\)|[0-9a-zA-Z]{1,5}\))(?:\s*\([0-9a-zA-Z]{1,5}\))*\s+/.exec(
      clause.text,
    );
  return match ? { prefix: match[0], body: clause.text.slice(match[0].length) } : { prefix: "", body: clause.text };
}
