import {
  type Citation,
  type ClauseAnalysis,
  type Finding,
  isProblem,
  type RiskLevel,
} from "../../../../common/analysis";

/** Pure helpers behind the result screen: ordering, filtering, searching and highlighting. */

const severityRank: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };

/** High → medium → low; within a level, the order the engine gave (document order). */
export function sortFindingsBySeverity(findings: readonly Finding[]): Finding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => severityRank[a.finding.severity] - severityRank[b.finding.severity] || a.index - b.index)
    .map(({ finding }) => finding);
}

/** Problems in clauses, missing clauses, and clauses in the user's favour (not problems for them). */
export function splitFindings(findings: readonly Finding[]): {
  clauseFindings: Finding[];
  missingFindings: Finding[];
  favourFindings: Finding[];
} {
  const sorted = sortFindingsBySeverity(findings);
  const problems = sorted.filter(isProblem);
  return {
    clauseFindings: problems.filter((finding) => finding.kind === "clause"),
    missingFindings: problems.filter((finding) => finding.kind === "missing"),
    favourFindings: sorted.filter((finding) => !isProblem(finding)),
  };
}

/** The problems by severity; a clause in the user's favour is not counted. */
export function countBySeverity(findings: readonly Finding[]): Record<RiskLevel, number> {
  const counts: Record<RiskLevel, number> = { high: 0, medium: 0, low: 0 };
  for (const finding of findings.filter(isProblem)) counts[finding.severity] += 1;
  return counts;
}

export type RiskFilter = RiskLevel | "all";
export type ClauseFilters = { risk: RiskFilter; category: string | "all" };
export const noClauseFilters: ClauseFilters = { risk: "all", category: "all" };

/** Clauses with their index in document order, so filtered views still point at the right one. */
export type IndexedClause = { clause: ClauseAnalysis; index: number };

export function indexClauses(clauses: readonly ClauseAnalysis[]): IndexedClause[] {
  return clauses
    .map((clause, index) => ({ clause, index }))
    .sort((a, b) => a.clause.start - b.clause.start || a.index - b.index)
    .map(({ clause }, index) => ({ clause, index }));
}

export function filterClauses(clauses: readonly IndexedClause[], filters: ClauseFilters): IndexedClause[] {
  return clauses.filter(
    ({ clause }) =>
      (filters.risk === "all" || clause.risk.level === filters.risk) &&
      (filters.category === "all" || clause.categories.some((category) => category.id === filters.category)),
  );
}

/** The categories present in the contract, for the category filter: [{id, label, count}] by label. */
export function categoryOptions(
  clauses: readonly ClauseAnalysis[],
): Array<{ id: string; label: string; count: number }> {
  const byId = new Map<string, { id: string; label: string; count: number }>();
  for (const clause of clauses) {
    for (const category of clause.categories) {
      const entry = byId.get(category.id) ?? { id: category.id, label: category.label, count: 0 };
      entry.count += 1;
      byId.set(category.id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** The clause a citation points into: the smallest clause whose offsets hold it, else the one with its number. */
export function clauseIndexForCitation(clauses: readonly IndexedClause[], citation: Citation): number | null {
  let best: IndexedClause | null = null;
  for (const entry of clauses) {
    const { clause } = entry;
    const holds = clause.start <= citation.start && citation.start < Math.max(clause.end, clause.start + 1);
    if (holds && (!best || clause.end - clause.start < best.clause.end - best.clause.start)) best = entry;
  }
  if (best) return best.index;
  if (citation.clauseNumber)
    return clauses.find(({ clause }) => clause.number === citation.clauseNumber)?.index ?? null;
  return null;
}

/** The citation as a range within the clause's own text, clipped to it. */
export function citationRangeInClause(
  clause: Pick<ClauseAnalysis, "start" | "end" | "text">,
  citation: Citation,
): TextRange | null {
  const start = Math.max(0, citation.start - clause.start);
  const end = Math.min(clause.text.length, citation.end - clause.start);
  if (end <= start) {
    // Offsets that do not fit: fall back to finding the quote itself.
    const at = citation.quote ? clause.text.indexOf(citation.quote) : -1;
    return at >= 0 ? { start: at, end: at + citation.quote.length } : null;
  }
  return { start, end };
}

export type TextRange = { start: number; end: number };

export const MAX_SEARCH_MATCHES = 1_000;

/** Case-insensitive, non-overlapping matches of the query in the text (trimmed; nothing for an empty query). */
export function findMatches(text: string, query: string, limit = MAX_SEARCH_MATCHES): TextRange[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const haystack = text.toLocaleLowerCase();
  const matches: TextRange[] = [];
  let from = 0;
  while (matches.length < limit) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) break;
    matches.push({ start: at, end: at + needle.length });
    from = at + needle.length;
  }
  return matches;
}

export type HighlightKind = "match" | "current" | "citation";
export type Segment = { text: string; start: number; kinds: HighlightKind[] };

/** Splits text into runs, each with the highlight kinds covering it, so marks can nest without overlapping tags. */
export function segmentText(text: string, ranges: ReadonlyArray<TextRange & { kind: HighlightKind }>): Segment[] {
  const cuts = new Set<number>([0, text.length]);
  for (const range of ranges) {
    cuts.add(Math.max(0, Math.min(text.length, range.start)));
    cuts.add(Math.max(0, Math.min(text.length, range.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index]!;
    const end = points[index + 1]!;
    if (end <= start) continue;
    const kinds = ranges.filter((range) => range.start <= start && range.end >= end).map((range) => range.kind);
    segments.push({ text: text.slice(start, end), start, kinds: [...new Set(kinds)] });
  }
  return segments;
}

export function clauseDomId(index: number): string {
  return `clause-${index}`;
}

export function breakdownDomId(index: number): string {
  return `breakdown-${index}`;
}
