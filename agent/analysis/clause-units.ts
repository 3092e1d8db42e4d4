import type { Clause } from "../../common/document";

/**
 * A unit the engine classifies and rates: a leaf clause, or the lead-in text of a clause that
 * has sub-clauses (the part before its first child). Units never overlap, and together they
 * cover the clause tree's text.
 */
export type ClauseUnit = {
  number: string | null;
  heading: string | null;
  parentNumber: string | null;
  /** Headings of the enclosing clauses, outermost first. */
  parentHeadings: string[];
  text: string;
  start: number;
  end: number;
  page: number;
  /** Index of the unit in document order. */
  index: number;
};

/** Units longer than this are cut at blank lines so one unit does not swallow a whole contract. */
const MAX_UNIT_CHARS = 1500;

export function clauseUnits(source: string, clauses: Clause[]): ClauseUnit[] {
  const units: ClauseUnit[] = [];
  const visit = (clause: Clause, parent: Clause | null, parentHeadings: string[]) => {
    const firstChild = clause.children[0];
    const ownEnd = firstChild ? firstChild.start : clause.end;
    if (source.slice(clause.start, ownEnd).trim().length > 0) {
      for (const [start, end] of windows(source, clause.start, ownEnd)) {
        units.push({
          number: qualifiedNumber(clause.number, parent),
          heading: clause.heading,
          parentNumber: parent?.number ?? null,
          parentHeadings,
          text: source.slice(start, end),
          start,
          end,
          page: clause.page,
          index: units.length,
        });
      }
    }
    const headings = clause.heading ? [...parentHeadings, clause.heading] : parentHeadings;
    for (const child of clause.children) visit(child, clause, headings);
  };
  for (const clause of clauses) visit(clause, null, []);
  return units;
}

/** "(a)" under "1.3" becomes "1.3(a)", so a citation names the clause unambiguously. */
function qualifiedNumber(number: string | null, parent: Clause | null): string | null {
  if (!number || !parent?.number || !/^\(/.test(number)) return number;
  return `${parent.number}${number}`;
}

function windows(source: string, start: number, end: number): Array<[number, number]> {
  if (end - start <= MAX_UNIT_CHARS) return [[start, trimEnd(source, start, end)]];
  const result: Array<[number, number]> = [];
  let cursor = start;
  while (end - cursor > MAX_UNIT_CHARS) {
    const limit = cursor + MAX_UNIT_CHARS;
    let cut = source.lastIndexOf("\n\n", limit);
    if (cut <= cursor + MAX_UNIT_CHARS / 4) cut = source.lastIndexOf("\n", limit);
    if (cut <= cursor + MAX_UNIT_CHARS / 4) cut = source.lastIndexOf(". ", limit) + 1;
    if (cut <= cursor + MAX_UNIT_CHARS / 4) cut = limit;
    result.push([cursor, trimEnd(source, cursor, cut)]);
    cursor = cut;
    while (cursor < end && /\s/.test(source[cursor]!)) cursor++;
  }
  if (cursor < end) result.push([cursor, trimEnd(source, cursor, end)]);
  return result.filter(([s, e]) => e > s);
}

function trimEnd(source: string, start: number, end: number): number {
  while (end > start && /\s/.test(source[end - 1]!)) end--;
  return end;
}
