/** How many lines at the top and at the bottom of a page can be a running header or footer. */
const EDGE_LINES = 3;

const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*(?:\d{1,4}|[ivxlc]{1,6})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/**
 * Removes running headers, footers and page numbers: a line among the first (or last) few of a
 * page that recurs among the first (or last) few lines (digits ignored, so "Page 3 of 9" matches
 * "Page 4 of 9") on at least half of the pages, or that is only a page number. Needs two or more pages to find repetition; bare page
 * numbers are removed from any page. Pages are arrays of lines; blank lines are kept as
 * paragraph breaks.
 */
export function removePageFurniture(pages: string[][]): string[][] {
  const topCounts = countSignatures(pages.map((lines) => topIndexes(lines).map((index) => lines[index]!)));
  const bottomCounts = countSignatures(pages.map((lines) => bottomIndexes(lines).map((index) => lines[index]!)));
  const threshold = Math.max(2, Math.ceil(pages.length * 0.5));
  const repeated = (counts: Map<string, number>, line: string) =>
    pages.length >= 2 && (counts.get(signature(line)) ?? 0) >= threshold;
  return pages.map((lines) => {
    const drop = new Set<number>();
    for (const index of topIndexes(lines))
      if (PAGE_NUMBER.test(lines[index]!.trim()) || repeated(topCounts, lines[index]!)) drop.add(index);
    for (const index of bottomIndexes(lines))
      if (PAGE_NUMBER.test(lines[index]!.trim()) || repeated(bottomCounts, lines[index]!)) drop.add(index);
    return trimBlankEdges(lines.filter((_, index) => !drop.has(index)));
  });
}

/** On how many pages each (digit-insensitive) line occurs. */
function countSignatures(pages: string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lines of pages)
    for (const key of new Set(lines.map(signature))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Indexes of the first few non-blank lines (the header zone). */
function topIndexes(lines: string[]): number[] {
  return contentIndexes(lines).slice(0, EDGE_LINES);
}

/** Indexes of the last few non-blank lines (the footer zone). */
function bottomIndexes(lines: string[]): number[] {
  return contentIndexes(lines).slice(-EDGE_LINES);
}

function contentIndexes(lines: string[]): number[] {
  return lines.map((line, index) => (line.trim() ? index : -1)).filter((index) => index >= 0);
}

function signature(line: string): string {
  return line.trim().toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ");
}

function trimBlankEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]!.trim()) start += 1;
  while (end > start && !lines[end - 1]!.trim()) end -= 1;
  return lines.slice(start, end);
}
