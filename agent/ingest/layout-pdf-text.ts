/** A piece of text from pdf.js `getTextContent` (only the fields layout needs). */
export type PdfTextItem = { str: string; transform: number[]; width: number; height: number; hasEOL?: boolean };

type PlacedItem = { text: string; x: number; y: number; width: number; size: number };
type Line = { y: number; size: number; items: PlacedItem[] };

/**
 * Turns one page's text items into lines in reading order: items are grouped by baseline, lines
 * run top to bottom and items left to right, a space is inserted where the gap between two items
 * shows one, and a blank line marks a paragraph break (a vertical gap clearly larger than the
 * page's usual line spacing). Rotated items (diagonal watermarks) are dropped when they are a
 * minority of the page's text.
 */
export function layoutPdfText(items: PdfTextItem[]): string[] {
  const placed = placeItems(items);
  if (placed.length === 0) return [];
  const lines = groupIntoLines(placed);
  const texts = lines.map(lineText);
  const gaps: number[] = [];
  for (let index = 1; index < lines.length; index += 1) gaps.push(lines[index - 1]!.y - lines[index]!.y);
  const usualGap = median(gaps.filter((gap) => gap > 0));
  const output: string[] = [];
  texts.forEach((text, index) => {
    if (index > 0 && usualGap > 0) {
      const gap = lines[index - 1]!.y - lines[index]!.y;
      const size = Math.max(lines[index]!.size, 1);
      if (gap > usualGap * 1.35 && gap > size * 1.6) output.push("");
    }
    output.push(text);
  });
  return joinHyphenatedWords(output);
}

function placeItems(items: PdfTextItem[]): PlacedItem[] {
  const horizontal: PlacedItem[] = [];
  const rotated: PlacedItem[] = [];
  for (const item of items) {
    if (!item.str) continue; // whitespace-only items are kept: they are the word spaces of some writers
    const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = item.transform;
    const size = Math.max(Math.hypot(c, d), item.height, 1);
    const entry = { text: item.str, x, y, width: item.width, size };
    if (Math.abs(b) > Math.abs(a) * 0.05 || Math.abs(c) > Math.abs(d) * 0.05) rotated.push(entry);
    else horizontal.push(entry);
  }
  const rotatedChars = rotated.reduce((sum, entry) => sum + entry.text.length, 0);
  const horizontalChars = horizontal.reduce((sum, entry) => sum + entry.text.length, 0);
  return rotatedChars > horizontalChars ? [...horizontal, ...rotated] : horizontal;
}

/**
 * Lines follow the content stream's order, which PDF writers emit in reading order (and row by
 * row in tables); an item joins the current line while it sits on the same baseline. Lines are
 * only re-sorted top to bottom when the stream is clearly out of order.
 */
function groupIntoLines(items: PlacedItem[]): Line[] {
  const lines: Line[] = [];
  for (const item of items) {
    const line = lines[lines.length - 1];
    // within half a line height: superscripts ("2nd") and subscripts stay on their line
    if (line && Math.abs(line.y - item.y) <= Math.max(line.size, item.size) * 0.5) {
      line.items.push(item);
      if (item.size > line.size) {
        line.size = item.size;
        line.y = item.y;
      }
    } else {
      lines.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  for (const line of lines) line.items.sort((left, right) => left.x - right.x);
  const visible = lines.filter((line) => line.items.some((item) => item.text.trim().length > 0));
  return isMostlyTopToBottom(visible) ? visible : [...visible].sort((upper, lower) => lower.y - upper.y);
}

/** True when at most a fifth of consecutive lines step upwards (multi-column pages and tables do a little). */
function isMostlyTopToBottom(lines: Line[]): boolean {
  let upward = 0;
  for (let index = 1; index < lines.length; index += 1) if (lines[index]!.y > lines[index - 1]!.y + 1) upward += 1;
  return upward <= Math.max(1, (lines.length - 1) / 5);
}

function lineText(line: Line): string {
  let text = "";
  let previousEnd: number | null = null;
  for (const item of line.items) {
    if (previousEnd !== null) {
      const gap = item.x - previousEnd;
      const needsSpace = gap > item.size * 0.12 && !/\s$/.test(text) && !/^\s/.test(item.text);
      if (needsSpace) text += " ";
    }
    text += item.text;
    previousEnd = Math.max(previousEnd ?? -Infinity, item.x + item.width);
  }
  return text.replace(/\s+/g, " ").trim();
}

/** "agree-" + "ment shall …" → "agreement" + "shall …" (only when the next line continues in lower case). */
function joinHyphenatedWords(lines: string[]): string[] {
  const result = [...lines];
  for (let index = 0; index < result.length - 1; index += 1) {
    const line = result[index]!;
    const next = result[index + 1]!;
    if (!/[A-Za-z]-$/.test(line) || /\s-$/.test(line) || !/^[a-z]/.test(next)) continue;
    const [firstWord = "", ...rest] = next.split(" ");
    result[index] = line.slice(0, -1) + firstWord;
    result[index + 1] = rest.join(" ");
    if (result[index + 1] === "") {
      result.splice(index + 1, 1);
    }
  }
  return result;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
