import type { AnalysisResult, Duration } from "../../common/analysis";
import { formatAmount, formatDuration, formatIsoDate, sentenceCase } from "./format-terms";

/** One all-day calendar event derived from the analysis. Dates are ISO "YYYY-MM-DD". */
export type KeyDateEvent = {
  /** Stable within one analysis ("term-end", "date-deposit-due"); used for the calendar UID. */
  key: string;
  date: string;
  title: string;
  description: string;
  /** Monthly on a day of the month (-1 = last day) until an end date, e.g. rent due on the 1st. */
  monthly: { dayOfMonth: number; until: string | null } | null;
  /** Remind this many days before (deadlines only). */
  remindDaysBefore: number | null;
};

/**
 * The contract's dates worth a calendar entry: start, end of term, the last day to give notice of
 * non-renewal (end of term minus the renewal notice period), monthly payment days the clauses
 * state ("on or before the 1st day of each month"), and every other dated key term.
 */
export function collectKeyDates(result: AnalysisResult, today: string): KeyDateEvent[] {
  const { term, renewal, dates } = result.keyTerms;
  const events: KeyDateEvent[] = [];
  const cite = (clauseNumber: string | null) => (clauseNumber ? ` (clause ${clauseNumber})` : "");
  // The term's citation is its start; a dated key term on the same day cites the clause that states it.
  const clauseOf = (iso: string) =>
    dates.find((date) => date.date === iso)?.citation.clauseNumber ?? term?.citation.clauseNumber ?? null;

  if (term?.start) {
    events.push({
      key: "term-start",
      date: term.start,
      title: "Contract starts",
      description: `The contract starts on ${formatIsoDate(term.start)}${cite(clauseOf(term.start))}.`,
      monthly: null,
      remindDaysBefore: null,
    });
  }
  if (term?.end) {
    const renews = renewal?.automatic
      ? ` It renews automatically${renewal.length ? ` for ${formatDuration(renewal.length)}` : ""} unless notice is given in time.`
      : "";
    events.push({
      key: "term-end",
      date: term.end,
      title: "Contract term ends",
      description: `The contract term ends on ${formatIsoDate(term.end)}${cite(clauseOf(term.end))}.${renews}`,
      monthly: null,
      remindDaysBefore: null,
    });
    if (renewal?.noticePeriod) {
      const deadline = subtractDuration(term.end, renewal.noticePeriod);
      events.push({
        key: "renewal-notice-deadline",
        date: deadline,
        title: renewal.automatic
          ? "Last day to give notice of non-renewal"
          : "Last day to give notice before the term ends",
        description:
          `Notice must be given at least ${formatDuration(renewal.noticePeriod)} before the term ends on ${formatIsoDate(term.end)}${cite(renewal.citation.clauseNumber)}. ` +
          `Give it in writing, as the contract requires.${renewal.automatic ? " If you do nothing, the contract renews automatically." : ""}`,
        monthly: null,
        remindDaysBefore: 14,
      });
    }
  }
  for (const payment of monthlyPayments(result)) {
    const from = term?.start ?? today;
    events.push({
      ...payment,
      date: firstMonthlyOccurrence(from, payment.monthly.dayOfMonth),
      monthly: { ...payment.monthly, until: term?.end ?? null },
    });
  }
  for (const date of dates) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date.date) || date.date === term?.start || date.date === term?.end) continue;
    const key = `date-${date.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${date.date}`;
    if (events.some((event) => event.key === key)) continue;
    const quote = date.citation.quote.replace(/\s+/g, " ").trim();
    const title = DATE_TITLES[date.label] ?? sentenceCase(date.label);
    events.push({
      key,
      date: date.date,
      title,
      description: `${title}${cite(date.citation.clauseNumber)}: "${quote}".`,
      monthly: null,
      remindDaysBefore: null,
    });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date));
}

/** Calendar titles for the labels that read oddly on their own. */
const DATE_TITLES: Record<string, string> = { signature: "Contract signed", quotation: "Quotation given" };

type MonthlyPayment = Omit<KeyDateEvent, "date" | "monthly"> & { monthly: { dayOfMonth: number; until: null } };

const dayOfMonthPattern =
  /\b(?:on or before|not later than|no later than|by|on)\s+the\s+(\d{1,2})(?:st|nd|rd|th)?(?:\s*\([a-z\s-]+\))?\s+day\s+of\s+(?:each|every)\s+(?:calendar\s+)?month\b/i;
const lastDayPattern = /\b(?:on or before|by|on)\s+the\s+last\s+day\s+of\s+(?:each|every)\s+(?:calendar\s+)?month\b/i;
const paymentKinds: Array<[RegExp, string, RegExp]> = [
  [/\brent(al)?\b/i, "Rent due", /rent/i],
  [/\b(salary|wages?|remuneration)\b/i, "Pay day", /salary|wage|remuneration|pay/i],
  [/\binstal?ments?\b/i, "Instalment due", /instal/i],
];

/** Payment days the clauses state in words; the result has no field for them. */
function monthlyPayments(result: AnalysisResult): MonthlyPayment[] {
  const found: MonthlyPayment[] = [];
  for (const clause of result.clauses) {
    if (!/\b(pay|paid|payable|due)\b/i.test(clause.text)) continue;
    const match = dayOfMonthPattern.exec(clause.text);
    const dayOfMonth = match ? Number(match[1]) : lastDayPattern.test(clause.text) ? -1 : null;
    if (dayOfMonth === null || dayOfMonth === 0 || dayOfMonth > 31) continue;
    const [, title, amountLabel] = paymentKinds.find(([pattern]) => pattern.test(clause.text)) ?? [
      null,
      "Monthly payment due",
      null,
    ];
    if (found.some((payment) => payment.title === title)) continue;
    const amount = amountLabel ? result.keyTerms.amounts.find((a) => amountLabel.test(a.label)) : undefined;
    const when = dayOfMonth === -1 ? "the last day of each month" : `day ${dayOfMonth} of each month`;
    found.push({
      key: `monthly-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      title,
      description: `${title} on ${when}${amount ? `: ${formatAmount(amount.value, amount.currency)}` : ""}${clause.number ? ` (clause ${clause.number})` : ""}.`,
      monthly: { dayOfMonth: dayOfMonth === 31 ? -1 : dayOfMonth, until: null },
      remindDaysBefore: null,
    });
  }
  return found;
}

function parseIso(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** Calendar subtraction: months clamp to the month's last day (31 Jan − 3 months = 31 Oct; 31 May − 3 months = 28/29 Feb). */
export function subtractDuration(iso: string, duration: Duration): string {
  const date = parseIso(iso);
  const value = Math.round(duration.value);
  switch (duration.unit) {
    case "day":
      date.setUTCDate(date.getUTCDate() - value);
      return toIso(date);
    case "week":
      date.setUTCDate(date.getUTCDate() - 7 * value);
      return toIso(date);
    case "business_day": {
      let left = value;
      while (left > 0) {
        date.setUTCDate(date.getUTCDate() - 1);
        const weekday = date.getUTCDay();
        if (weekday !== 0 && weekday !== 6) left--;
      }
      return toIso(date);
    }
    case "month":
    case "year": {
      const months = duration.unit === "year" ? 12 * value : value;
      const year = date.getUTCFullYear();
      const target = date.getUTCMonth() - months;
      const targetYear = year + Math.floor(target / 12);
      const targetMonth = ((target % 12) + 12) % 12;
      const day = Math.min(date.getUTCDate(), daysInMonth(targetYear, targetMonth));
      return toIso(new Date(Date.UTC(targetYear, targetMonth, day)));
    }
    case "hour":
      return iso;
  }
}

/** The first date on or after `from` that falls on the day of the month (-1 = the month's last day). */
function firstMonthlyOccurrence(from: string, dayOfMonth: number): string {
  const start = parseIso(from);
  for (let offset = 0; offset < 3; offset++) {
    const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + offset) / 12);
    const month = (start.getUTCMonth() + offset) % 12;
    const last = daysInMonth(year, month);
    if (dayOfMonth > last) continue;
    const candidate = new Date(Date.UTC(year, month, dayOfMonth === -1 ? last : dayOfMonth));
    if (candidate >= start) return toIso(candidate);
  }
  return from;
}
