/** How many lines at the top and at the bottom of a page can be a running header or footer. */
const EDGE_LINES = 3;

const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*(?:\d{1,4}|[ivxlc]{1,6})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/**
 * Removes running headers, footers and page numbers: a line near the top or bottom of a page
 * that recurs (digits ignored, so "Page 3 of 9" matches "Page 4 of 9") on at least half of the
 * pages, or that is only a page number. Needs two or more pages to find repetition; bare page
 * numbers are removed from any page. Pages are arrays of lines; blank lines are kept as
 * paragraph breaks.
 */
export function removePageFurniture(pages: string[][]): string[][] {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const seen = new Set<string>();
    for (const index of edgeIndexes(lines)) seen.add(signature(lines[index]!));
    for (const key of seen) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(pages.length * 0.5));
  return pages.map((lines) => {
    const drop = new Set<number>();
    for (const index of edgeIndexes(lines)) {
      const line = lines[index]!.trim();
      if (PAGE_NUMBER.test(line)) drop.add(index);
      else if (pages.length >= 2 && (counts.get(signature(line)) ?? 0) >= threshold) drop.add(index);
    }
    return trimBlankEdges(lines.filter((_, index) => !drop.has(index)));
  });
}

/** Indexes of the first and last few non-blank lines. */
function edgeIndexes(lines: string[]): number[] {
  const content = lines.map((line, index) => (line.trim() ? index : -1)).filter((index) => index >= 0);
  return [...new Set([...content.slice(0, EDGE_LINES), ...content.slice(-EDGE_LINES)])];
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
