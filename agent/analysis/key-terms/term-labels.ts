import type { ClauseUnit } from "../clause-units";

/**
 * Labels that say what a date, amount or period is ("commencement", "first instalment due",
 * "renewal notice deadline", "initiation fee"), taken from the contract's own defined term or
 * schedule line where it has one, else from the nearest cue before it in the same sentence.
 */

type Cue = [RegExp, string];

const DATE_CUES: Cue[] = [
  [/commenc|effective|\bstart|\bbegin|activat|takes? effect|move in|\bruns? from|\blasts? from/i, "commencement"],
  [/\bends?\b|\bending\b|expir|terminat|\buntil\b|end date/i, "end of term"],
  [/\bsign(?:ed|ing|ature)|witness/i, "signature"],
  [/deposit/i, "deposit due"],
  [/\b(?:pay|paid|payment|payable|instal(?:l)?ments?|due|debit|balance)\b/i, "payment due"],
  [/\b(?:event|wedding|function|launch|activation event)\b/i, "event"],
  [/\bdeliver|hand over|give you the\b/i, "delivery"],
  [/quotation|pre-agreement|inspection report|statement/i, "quotation"],
  [/\b(?:increase|escalat|goes up|adjust)/i, "price increase"],
  [/milestone|phase|go-?live|sprint|deadline/i, "milestone"],
];

/** The label of the cue that ends last in `context` (nearest to what follows it; the longer cue on a tie). */
function nearestCue(context: string, cues: Cue[]): { label: string; at: number } | null {
  let best: { label: string; at: number; end: number } | null = null;
  for (const [pattern, label] of cues) {
    const global = new RegExp(pattern.source, "gi");
    for (const match of context.matchAll(global)) {
      const end = match.index! + match[0].length;
      if (!best || end > best.end || (end === best.end && match.index! < best.at))
        best = { label, at: match.index!, end };
    }
  }
  return best;
}

/** The sentence (or schedule line) up to `at`, at most `max` characters back. */
function leadIn(text: string, at: number, max = 160): string {
  const from = Math.max(0, at - max);
  const before = text.slice(from, at);
  // Dot leaders in a table ("Cash price ..... R189 900") do not end a sentence.
  const plain = before.replace(/\.{2,}/g, (dots) => " ".repeat(dots.length));
  const cut = Math.max(plain.lastIndexOf("\n"), plain.search(/[.;](?=\s[^.;]*$)/));
  return cut >= 0 ? before.slice(cut + 1) : before;
}

const lower = (term: string) => term.trim().replace(/\s+/g, " ").toLowerCase();

/** "Signing date" and "Date of signature" are the same date as "signature". */
function canonical(label: string): string {
  return /^(?:signing date|date of signature|signature date)$/.test(label) ? "signature" : label;
}

export function dateLabel(unit: ClauseUnit, start: number): string {
  const before = leadIn(unit.text, start);
  // "Event Date" means Saturday, 21 November 2026
  const defined = /["“]([A-Z][^"”]{2,40})["”]\s+(?:means|is)\b[^"”]{0,30}$/.exec(before);
  if (defined && /date|day|deadline/i.test(defined[1]!)) return canonical(lower(defined[1]!));
  // Start date: 1 July 2025 / Initial Period: 1 March 2025 to 28 February 2026
  const line = /^\s*([A-Z][A-Za-z'’ -]{2,40}):\s*(.*)$/.exec(before);
  if (line) {
    const label = lower(line[1]!);
    if (/period|term/.test(label))
      return /\b(?:to|until|-|–)\s*$/.test(line[2]!) ? `end of ${label}` : `start of ${label}`;
    if (/date|day/.test(label)) return canonical(label);
  }
  if (
    /(?:notice|notify|tell|inform|let (?:us|me) know|talk to)\b[^.;]{0,80}\b(?:by|before|no later than|not later than)\s*$/i.test(
      before,
    )
  )
    return /renew|stay on|extend|continue/i.test(before) ? "renewal notice deadline" : "notice deadline";
  if (/\b(?:to|until|till)\s*$/i.test(before) && /\bfrom\b|\bstart|commenc|\bruns?\b/i.test(before))
    return "end of term";
  const cue = nearestCue(`${unit.heading ?? ""}\n${before}`, DATE_CUES);
  if (!cue) return "date";
  if (cue.label === "payment due") {
    if (/\b(?:last|final)\b[^.;]{0,40}$/i.test(before)) return "last payment due";
    if (/\bfirst\b[^.;]{0,40}$/i.test(before)) return "first payment due";
  }
  if (cue.label === "event") {
    const named =
      /\b((?:launch|opening|activation|year-end|prize-giving)\s+(?:event|function|party)|event|wedding|function|launch)\b[^.;]*$/i.exec(
        before,
      );
    if (named) return lower(named[1]!);
  }
  if (cue.label === "commencement" && /escalat|increase|adjust|goes up/i.test(before)) return "first price increase";
  if (cue.label === "price increase" && /\brent\b/i.test(before)) return "rent increase";
  return cue.label;
}

const AMOUNT_CUES: Cue[] = [
  [/deposit/i, "deposit"],
  [/\brent(?:al)?\b/i, "rent"],
  [/salary|remuneration|wages?\b|pay you/i, "remuneration"],
  [/initiation fee/i, "initiation fee"],
  [/service fee/i, "service fee"],
  [/joining fee|connection fee|booking fee|once-off/i, "once-off fee"],
  [/cancell?ation|terminat|early (?:end|exit)/i, "cancellation charge"],
  [/instal(?:l)?ment|monthly payment|repay/i, "instalment"],
  [/monthly (?:membership |subscription )?fee|subscription|per month|a month|each month/i, "monthly fee"],
  [/\b(?:price|purchase price|cash price)\b/i, "price"],
  [/loan amount|borrow|principal|amount financed|lend/i, "loan amount"],
  [/penalt|fine|damages/i, "penalty"],
  [/interest/i, "interest"],
  [/\bfees?\b|charge/i, "fee"],
  [/liab|cap|limited to|not exceed/i, "liability cap"],
  [/turnover|threshold/i, "threshold"],
];

export function amountLabel(unit: ClauseUnit, start: number): string {
  const before = leadIn(unit.text, start, 120);
  const line = /^\s*([A-Z][A-Za-z'’(),\s-]{2,80}?)\s*(?::|\.{3,})\s*$/.exec(before);
  if (line && !/^less\b/i.test(line[1]!)) return lower(line[1]!.replace(/\s*\([^)]*\)\s*$/, ""));
  return nearestCue(`${unit.heading ?? ""}\n${before}`, AMOUNT_CUES)?.label ?? "amount";
}

const PERIOD_CUES: Cue[] = [
  [/notice|notif|tell us|tell me|in writing/i, "notice period"],
  [/cooling[- ]off|cancel/i, "cancellation period"],
  [/renew/i, "renewal notice"],
  [/\b(?:pay|paid|payment|invoice)\b/i, "payment period"],
  [/refund|repay|return the deposit/i, "refund period"],
  [/return or destroy|hand over|deliver/i, "time to hand over"],
  [/report|defect|complain/i, "time to report"],
  [/probation|trial/i, "probation"],
  [/restrain|compet|solicit|exclusiv/i, "restraint period"],
  [/leave\b/i, "leave"],
  [/warrant|guarantee/i, "warranty period"],
  [/respond|reply|fix|resolve|repair/i, "response time"],
];

/** A period's label from the words around it; null when nothing says what it is for. */
export function periodLabel(unit: ClauseUnit, start: number, end: number): string | null {
  const before = leadIn(unit.text, start, 100);
  const after = unit.text.slice(end, end + 240).split(/[.;\n]/)[0]!;
  const headings = [...unit.parentHeadings, unit.heading ?? ""].join(" ");
  const cue = nearestCue(`${headings}\n${before}`, PERIOD_CUES) ?? nearestCue(after, PERIOD_CUES);
  if (cue?.label === "notice period" && /renew|non-renewal|extend/i.test(`${before}${after}`)) return "renewal notice";
  if (cue?.label === "notice period" && /terminat|cancel|end (?:this|the)/i.test(`${before}${after}`))
    return "notice to end";
  if (cue) return cue.label;
  // "you must within 5 Business Days hand over …" → "time to hand over"
  const sentence = `${before}${unit.text.slice(start, end)}${after}`;
  const verb =
    /\b(?:must|shall|will|may)\s+(?:(?:within|before|after)\s+[^,]*?\s+)?(?:not\s+)?([a-z]{3,}(?:\s+(?:over|back|up|out|or\s+[a-z]+))?)/i.exec(
      sentence,
    );
  return verb && !/^(?:be|have|not)$/i.test(verb[1]!) ? `time to ${verb[1]!.toLowerCase()}` : null;
}
