import type { Clause, ExtractedDocument } from "../../common/document";

/** One searchable piece of a contract: a clause's own text (or part of a long one), with offsets into the document text. */
export type ClauseChunk = {
  /** The full citation number: "5.2", or "1.3(b)" for a lettered item of 1.3; null for unnumbered text. */
  clauseNumber: string | null;
  /** The clause's own heading, else its nearest ancestor's ("DEPOSIT" for 5.2). */
  heading: string | null;
  text: string;
  /** Offsets into ExtractedDocument.text, start inclusive, end exclusive; text === document.text.slice(start, end). */
  start: number;
  end: number;
  page: number;
};

export type ChunkOptions = {
  /** Longer clauses are cut into pieces of at most this many characters. */
  maxChars?: number;
  /** Characters each piece repeats from the end of the previous one. */
  overlapChars?: number;
};

const DEFAULT_MAX_CHARS = 1500;
const DEFAULT_OVERLAP_CHARS = 200;
/** A parent's lead-in ("1.3 In this Lease, unless the context indicates otherwise:") becomes a chunk only with this much body text. */
const MIN_LEAD_IN_CHARS = 25;

/**
 * Chunks a document along its clause tree: every clause without sub-clauses is a chunk; a clause
 * with sub-clauses contributes its own text around them (its lead-in and any closing text) when
 * that is more than a bare heading. So each character of a clause is in exactly one chunk (bar the
 * overlap of split pieces) and a hit cites the most specific clause number.
 */
export function chunkClauses(
  document: Pick<ExtractedDocument, "text" | "pages" | "clauses">,
  options: ChunkOptions = {},
): ClauseChunk[] {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const overlapChars = Math.min(options.overlapChars ?? DEFAULT_OVERLAP_CHARS, Math.floor(maxChars / 3));
  const chunks: ClauseChunk[] = [];

  const emit = (
    clauseNumber: string | null,
    heading: string | null,
    start: number,
    end: number,
    fallbackPage: number,
  ) => {
    for (const piece of splitRange(document.text, start, end, maxChars, overlapChars)) {
      chunks.push({
        clauseNumber,
        heading,
        text: document.text.slice(piece.start, piece.end),
        start: piece.start,
        end: piece.end,
        page: pageAt(document, piece.start) ?? fallbackPage,
      });
    }
  };

  const visit = (clause: Clause, parentNumber: string | null, parentHeading: string | null) => {
    const clauseNumber = citationNumber(clause.number, parentNumber);
    const heading = clause.heading ?? parentHeading;
    if (clause.children.length === 0) {
      emit(clauseNumber, heading, clause.start, clause.end, clause.page);
      return;
    }
    const first = clause.children[0]!;
    const last = clause.children.at(-1)!;
    if (hasBody(document.text.slice(clause.start, first.start), clause))
      emit(clauseNumber, heading, clause.start, first.start, clause.page);
    for (const child of clause.children) visit(child, clauseNumber, heading);
    if (hasBody(document.text.slice(last.end, clause.end), null))
      emit(clauseNumber, heading, last.end, clause.end, clause.page);
  };
  for (const clause of document.clauses) visit(clause, null, null);
  return chunks;
}

/** "(b)" under "1.3" cites as "1.3(b)"; "5.2" under "5" stays "5.2". */
function citationNumber(number: string | null, parentNumber: string | null): string | null {
  if (!number) return null;
  if (parentNumber && number.startsWith("(")) return `${parentNumber}${number}`;
  return number;
}

/** True when the text says more than the clause's number and heading. */
function hasBody(text: string, clause: Clause | null): boolean {
  let body = text;
  if (clause?.number) body = body.replace(clause.number, "");
  if (clause?.heading) body = body.replace(clause.heading, "");
  return body.replace(/[\s.:;()\-–—"“”]/g, "").length >= MIN_LEAD_IN_CHARS;
}

/**
 * Cuts [start, end) into pieces of at most maxChars, each ending at a sentence or line end (else
 * a space) past 60% of the window, the next starting overlapChars before it (at a word start).
 * Whitespace at either end of a piece is trimmed off its offsets.
 */
export function splitRange(
  text: string,
  start: number,
  end: number,
  maxChars: number,
  overlapChars: number,
): Array<{ start: number; end: number }> {
  const pieces: Array<{ start: number; end: number }> = [];
  let from = start;
  while (from < end) {
    let to = Math.min(end, from + maxChars);
    if (to < end) {
      const window = text.slice(from, to);
      const minimum = Math.floor(maxChars * 0.6);
      const sentence = Math.max(
        window.lastIndexOf(". "),
        window.lastIndexOf(".\n"),
        window.lastIndexOf("\n"),
        window.lastIndexOf("; "),
      );
      const space = window.lastIndexOf(" ");
      const cut = sentence >= minimum ? sentence + 1 : space >= minimum ? space : window.length;
      to = from + cut;
    }
    const trimmed = trimRange(text, from, to);
    if (trimmed.end > trimmed.start) pieces.push(trimmed);
    if (to >= end) break;
    let next = Math.max(to - overlapChars, from + 1);
    while (next < to && !/\s/.test(text[next - 1]!)) next++; // start the overlap at a word
    from = next;
  }
  return pieces;
}

function trimRange(text: string, start: number, end: number) {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return { start: s, end: e };
}

function pageAt(document: Pick<ExtractedDocument, "pages">, offset: number): number | undefined {
  return document.pages.find((page) => offset >= page.start && offset < page.end)?.number;
}

/** What the embedding and the full-text index read for a chunk: its heading, then its text. */
export function chunkSearchText(chunk: Pick<ClauseChunk, "heading" | "text">): string {
  return chunk.heading ? `${chunk.heading}\n${chunk.text}` : chunk.text;
}
