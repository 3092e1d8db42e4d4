import type { Clause } from "../../../../common/document";
import { contractViewTexts } from "./texts";

/** The id of the text block that starts at this offset; the outline links to it. */
export function clauseAnchorId(start: number): string {
  return `clause-at-${start}`;
}

/** The text as nested blocks: plain runs, and one block per clause holding its sub-clauses. */
export type TextBlock =
  | { kind: "text"; start: number; text: string }
  | { kind: "clause"; start: number; anchorId: string | null; heading: string | null; children: TextBlock[] };

/**
 * Lays the clause tree over the text, so each clause is one block (with its sub-clauses inside)
 * that the outline can jump to. Offsets are clamped: overlapping or out-of-range clauses never
 * repeat or lose text, and two clauses starting at one offset share the outer block's anchor.
 */
export function buildTextBlocks(text: string, clauses: readonly Clause[]): TextBlock[] {
  const usedAnchors = new Set<number>();
  function layout(from: number, to: number, level: readonly Clause[]): TextBlock[] {
    const blocks: TextBlock[] = [];
    let position = from;
    const ordered = [...level].sort((a, b) => a.start - b.start);
    for (const clause of ordered) {
      const start = Math.max(clause.start, position);
      const end = Math.min(clause.end, to);
      if (end <= start) continue;
      if (start > position) blocks.push({ kind: "text", start: position, text: text.slice(position, start) });
      const anchorId = usedAnchors.has(start) ? null : clauseAnchorId(start);
      usedAnchors.add(start);
      blocks.push({
        kind: "clause",
        start,
        anchorId,
        heading: clause.heading,
        children: layout(start, end, clause.children),
      });
      position = end;
    }
    if (position < to) blocks.push({ kind: "text", start: position, text: text.slice(position, to) });
    return blocks;
  }
  return layout(0, text.length, clauses);
}

/** The block a clause links to: its own start (clamped into the text). */
export function anchorStartOf(clause: Clause, textLength: number): number {
  return Math.min(Math.max(clause.start, 0), Math.max(textLength - 1, 0));
}

function sentenceCase(value: string): string {
  const trimmed = value.trim();
  // Headings in capitals ("DEPOSIT") read better in sentence case; mixed-case headings stay as written.
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  const lower = trimmed.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

const SNIPPET_WORDS = 8;

/** "1 Parties and interpretation", "1.1 The Landlord is Tafelberg Residential…", or "Preamble". */
export function clauseOutlineLabel(clause: Clause): { number: string | null; title: string } {
  if (clause.heading) return { number: clause.number, title: sentenceCase(clause.heading) };
  const withoutNumber =
    clause.number && clause.text.startsWith(clause.number) ? clause.text.slice(clause.number.length) : clause.text;
  const words = withoutNumber.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  if (words.length === 0) return { number: clause.number, title: contractViewTexts.preamble };
  const snippet = words.slice(0, SNIPPET_WORDS).join(" ");
  return { number: clause.number, title: words.length > SNIPPET_WORDS ? `${snippet}…` : snippet };
}
