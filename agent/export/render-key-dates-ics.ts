import { createHash } from "node:crypto";
import type { ExportInput } from "./export-input";
import { defaultExportTimeZone } from "./export-input";
import { collectKeyDates, type KeyDateEvent } from "./key-dates";

/**
 * The contract's key dates as an iCalendar file (RFC 5545): all-day events, CRLF line ends, lines
 * folded at 75 octets, text escaped, stable UIDs (re-importing updates rather than duplicates).
 */
export function renderKeyDatesIcs(input: ExportInput): string {
  const { result } = input;
  const events = collectKeyDates(result, calendarDate(input.createdAt, input.timeZone ?? defaultExportTimeZone));
  const stamp = input.createdAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const contractName = result.contractType.value === "other" ? "Contract" : result.contractType.label;
  const uidSeed = [
    input.fileName,
    ...result.keyTerms.parties.map((party) => party.name),
    result.keyTerms.term?.start ?? "",
    result.keyTerms.term?.end ?? "",
  ].join("\u0000");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ContractClarity//Key dates//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(`Key dates: ${input.fileName}`)}`,
    ...events.flatMap((event) =>
      eventLines(event, {
        stamp,
        uid: `${hash(`${uidSeed}\u0000${event.key}`)}@contractclarity`,
        contractName,
        fileName: input.fileName,
      }),
    ),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

function eventLines(
  event: KeyDateEvent,
  context: { stamp: string; uid: string; contractName: string; fileName: string },
): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${context.uid}`,
    `DTSTAMP:${context.stamp}`,
    `DTSTART;VALUE=DATE:${compact(event.date)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(event.date))}`,
    `SUMMARY:${escapeText(`${context.contractName}: ${event.title}`)}`,
    `DESCRIPTION:${escapeText(`${event.description}\nFrom ${context.fileName}, analysed by ContractClarity. Check the contract itself before relying on this date; this is not legal advice.`)}`,
    "TRANSP:TRANSPARENT",
  ];
  if (event.monthly) {
    const until = event.monthly.until ? `;UNTIL=${compact(event.monthly.until)}` : "";
    lines.push(`RRULE:FREQ=MONTHLY;BYMONTHDAY=${event.monthly.dayOfMonth}${until}`);
  }
  if (event.remindDaysBefore) {
    lines.push(
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(event.title)}`,
      `TRIGGER:-P${event.remindDaysBefore}D`,
      "END:VALARM",
    );
  }
  lines.push("END:VEVENT");
  return lines;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function compact(iso: string): string {
  return iso.replace(/-/g, "");
}

function nextDay(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

function calendarDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

function hash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 32);
}
