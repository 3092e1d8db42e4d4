import { widenAmountSpan } from "../../../../common/amount-words";
import type { CustomFieldType, TextSpan } from "../../../../common/api/templates";

/** A field being made on the custom-template screen: its label, type and the places in the text it replaces. */
export type MarkedField = { label: string; type: CustomFieldType; spans: TextSpan[] };

/** Every place `needle` appears in `text` (not overlapping each other). */
export function occurrencesOf(text: string, needle: string): TextSpan[] {
  if (!needle) return [];
  const found: TextSpan[] = [];
  for (let index = text.indexOf(needle); index >= 0; index = text.indexOf(needle, index + needle.length))
    found.push({ start: index, end: index + needle.length });
  return found;
}

export function overlaps(a: TextSpan, b: TextSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The spans that are still free (not inside a field already). */
export function freeSpans(spans: TextSpan[], fields: MarkedField[]): TextSpan[] {
  return spans.filter((span) => !fields.some((field) => field.spans.some((taken) => overlaps(span, taken))));
}

/** The text cut into plain pieces and marked pieces (with the index of their field), in order. */
export function segmentsOf(
  text: string,
  fields: MarkedField[],
): Array<{ start: number; end: number; field: number | null }> {
  const marks = fields
    .flatMap((field, index) => field.spans.map((span) => ({ ...span, field: index })))
    .sort((a, b) => a.start - b.start);
  const segments: Array<{ start: number; end: number; field: number | null }> = [];
  let position = 0;
  for (const mark of marks) {
    if (mark.start > position) segments.push({ start: position, end: mark.start, field: null });
    segments.push(mark);
    position = mark.end;
  }
  if (position < text.length) segments.push({ start: position, end: text.length, field: null });
  return segments;
}

/** The places a new field covers: an amount of money takes its words with it ("R6 850,00 (six thousand … rand)"). */
export function fieldSpans(text: string, spans: TextSpan[], type: CustomFieldType): TextSpan[] {
  return type === "money" ? spans.map((span) => widenAmountSpan(text, span)) : spans;
}
