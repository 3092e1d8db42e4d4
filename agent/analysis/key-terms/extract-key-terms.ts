import type { Citation, ContractType, Duration, JurisdictionCode, KeyTerms } from "../../../common/analysis";
import type { ClauseUnit } from "../clause-units";
import { extractParties } from "./extract-parties";
import { NUMBER_WORDS_SOURCE, parseNumberWords } from "./number-words";
import { parseAmounts } from "./parse-amounts";
import { parseDates } from "./parse-dates";
import { parseDurations } from "./parse-durations";
import { amountLabel, dateLabel, periodLabel } from "./term-labels";

/** Key terms: parties, dates, amounts, notice periods, interest rates, term, renewal, governing law. */
export function extractKeyTerms(
  source: string,
  units: ClauseUnit[],
  options: { monthFirst: boolean; contractType?: ContractType },
): KeyTerms {
  const dates = extractDates(units, options);
  return {
    parties: extractParties(source, units, options.contractType),
    dates,
    amounts: extractAmounts(units),
    noticePeriods: extractNoticePeriods(units),
    interestRates: extractInterestRates(units),
    term: extractTerm(units, dates),
    renewal: extractRenewal(units),
    governingLaw: extractGoverningLaw(units),
  };
}

export function citationOf(unit: ClauseUnit, start = unit.start, end = unit.end): Citation {
  const s = Math.max(unit.start, start);
  const e = Math.min(unit.end, Math.max(end, s));
  return { clauseNumber: unit.number, start: s, end: e, quote: unit.text.slice(s - unit.start, e - unit.start) };
}

/** The sentence around [start, end) of a unit's text (offsets relative to the unit). */
export function sentenceAround(
  unit: ClauseUnit,
  start: number,
  end: number,
): { start: number; end: number; text: string } {
  const text = unit.text;
  let s = start;
  while (s > 0 && !/[.;:\n]/.test(text[s - 1]!)) s--;
  let e = end;
  while (e < text.length && !/[.;\n]/.test(text[e]!)) e++;
  if (e < text.length) e++;
  while (s < e && /\s/.test(text[s]!)) s++;
  return { start: s, end: e, text: text.slice(s, e) };
}

function extractDates(units: ClauseUnit[], options: { monthFirst: boolean }): KeyTerms["dates"] {
  const dates: KeyTerms["dates"] = [];
  for (const unit of units) {
    for (const date of parseDates(unit.text, { monthFirst: options.monthFirst })) {
      const label = dateLabel(unit, date.start);
      // One entry per date and label; a date already named says more than a bare "date".
      const known = dates.filter((d) => d.date === date.iso);
      if (known.some((d) => d.label === label) || (label === "date" && known.length > 0)) continue;
      const vague = dates.findIndex((d) => d.date === date.iso && d.label === "date");
      if (vague >= 0) dates.splice(vague, 1);
      dates.push({
        label,
        date: date.iso,
        confidence: label === "date" ? 0.6 : 0.8,
        citation: citationOf(unit, unit.start + date.start, unit.start + date.end),
      });
    }
  }
  return dates.slice(0, 40);
}

function extractAmounts(units: ClauseUnit[]): KeyTerms["amounts"] {
  const amounts: KeyTerms["amounts"] = [];
  for (const unit of units) {
    for (const amount of parseAmounts(unit.text)) {
      const label = amountLabel(unit, amount.start);
      amounts.push({
        label,
        value: amount.value,
        currency: amount.currency,
        confidence: 0.9,
        citation: citationOf(unit, unit.start + amount.start, unit.start + amount.end),
      });
    }
  }
  return amounts.slice(0, 60);
}

const NOTICE_CONTEXT = /notice|notif|within|in advance|prior to|before|after|report/i;

function extractNoticePeriods(units: ClauseUnit[]): KeyTerms["noticePeriods"] {
  const periods: KeyTerms["noticePeriods"] = [];
  for (const unit of units) {
    for (const duration of parseDurations(unit.text)) {
      if (duration.unit === "hour" || duration.unit === "year") continue;
      const window = unit.text.slice(Math.max(0, duration.start - 60), Math.min(unit.text.length, duration.end + 60));
      if (!NOTICE_CONTEXT.test(window)) continue;
      const label = periodLabel(unit, duration.start, duration.end);
      if (!label) continue;
      periods.push({
        label,
        period: { value: duration.value, unit: duration.unit },
        confidence: /notice/.test(label) ? 0.8 : 0.7,
        citation: citationOf(unit, unit.start + duration.start, unit.start + duration.end),
      });
    }
  }
  return periods.slice(0, 60);
}

function extractInterestRates(units: ClauseUnit[]): KeyTerms["interestRates"] {
  const rates: KeyTerms["interestRates"] = [];
  const pattern =
    /((?:prime|repo|base|reference|lending)[^.;]{0,60}?(?:plus|\+)\s*)?(\d+(?:[.,]\d+)?)\s?%(?:\s*\([^)]*\))?(?:\s*(per annum|per month|a year|a month|annually|p\.a\.))?/gi;
  for (const unit of units) {
    if (!/interest|escalat|increase/i.test(unit.text)) continue;
    for (const match of unit.text.matchAll(pattern)) {
      const window = unit.text.slice(Math.max(0, match.index! - 80), match.index! + match[0].length);
      if (!/interest|escalat|increase/i.test(window)) continue;
      const label = /escalat|increase/i.test(window) ? "escalation" : "interest";
      rates.push({
        label,
        text: match[0].trim(),
        percent: Number(match[2]!.replace(",", ".")),
        confidence: 0.8,
        citation: citationOf(unit, unit.start + match.index!, unit.start + match.index! + match[0].length),
      });
    }
  }
  return rates.slice(0, 20);
}

/** A term sentence: "shall endure for an initial fixed period of 36 months", "Contract Period: 24 months". */
const TERM_LENGTH =
  /(?:(?:endure|continue|last|run|remain in force)s?\s+for\s+(?:an?\s+)?(?:(?:initial|fixed|minimum)\s+)*(?:(?:period|term)\s+of\s+)?|(?:(?:initial|fixed|contract|minimum|lease|rental)\s+)+(?:period|term)\s*(?:of|is|:)\s*|for\s+a\s+(?:(?:fixed|initial|minimum)\s+)*(?:term|period)\s+of\s+|\bduration\s*:\s*)$/i;
/** Periods that are not the contract's term. */
const NOT_THE_TERM =
  /restrain|compet|solicit|exclusiv|confidential|surviv|probation|trial|notice|further|renewal|warrant|\b(?:may|must|shall|will) not\b|after (?:this agreement|the agreement|it|the contract|your employment|the term) (?:ends|terminates|expires)/i;
const INSTALMENTS = new RegExp(
  `\\b(\\d+|${NUMBER_WORDS_SOURCE})\\s*(?:\\([^)]*\\)\\s*)?(?:equal\\s+|consecutive\\s+)*(monthly|weekly)\\s+(?:instal(?:l)?ments|payments|repayments)`,
  "i",
);

/**
 * The contract's term: start and end from the dates labelled as such, its length from a term
 * sentence (never a restraint, notice or probation period) or, for credit, from the number of
 * instalments; the end follows from start and length when the contract does not state it.
 */
function extractTerm(units: ClauseUnit[], dates: KeyTerms["dates"]): KeyTerms["term"] {
  const startDate = dates.find((d) => /commencement|start|activation|effective/.test(d.label));
  const endDate = dates.find((d) => /^end of|end date|expiry|termination date/.test(d.label));
  let length: Duration | null = null;
  let lengthUnit: ClauseUnit | null = null;
  let lastPayment: string | null = null;
  for (const unit of units) {
    if (length) break;
    for (const duration of parseDurations(unit.text)) {
      if (duration.unit !== "month" && duration.unit !== "year") continue;
      const sentence = sentenceAround(unit, duration.start, duration.end);
      const upToDuration = unit.text.slice(sentence.start, duration.end);
      const rightAfter = unit.text.slice(duration.end, duration.end + 60).split(/[,;.]/)[0]!;
      const headings = [...unit.parentHeadings, unit.heading ?? ""].join(" ");
      if (NOT_THE_TERM.test(`${headings}\n${upToDuration}${rightAfter}`)) continue;
      const before = unit.text.slice(Math.max(0, duration.start - 120), duration.start);
      if (!TERM_LENGTH.test(before)) continue;
      length = { value: duration.value, unit: duration.unit };
      lengthUnit = unit;
      break;
    }
  }
  if (!length) {
    for (const unit of units) {
      const match = INSTALMENTS.exec(unit.text);
      const count = match && parseNumberWords(match[1]!);
      if (!match || !count || count > 600) continue;
      length = { value: count, unit: /weekly/i.test(match[2]!) ? "week" : "month" };
      lengthUnit = unit;
      lastPayment = dates
        .filter((d) => /payment due/.test(d.label))
        .reduce<string | null>((last, d) => (!last || d.date > last ? d.date : last), null);
      break;
    }
  }
  // Credit runs from signature when the agreement names no other start.
  const signed = lastPayment ? dates.find((d) => d.label === "signature") : undefined;
  const start = startDate?.date ?? signed?.date ?? null;
  const end = endDate?.date ?? lastPayment ?? (start && length ? dayBeforeAfter(start, length) : null);
  if (!start && !end && !length) return null;
  if (!length && start && end) length = monthsBetween(start, end);
  const citation = startDate?.citation ?? (lengthUnit ? citationOf(lengthUnit) : endDate!.citation);
  return { start, end, length, confidence: start && end ? 0.8 : 0.6, citation };
}

/** The last day of a term of `length` starting on `start` ("1 March 2025" + 12 months → 28 February 2026). */
function dayBeforeAfter(start: string, length: Duration): string | null {
  const date = new Date(`${start}T00:00:00Z`);
  if (length.unit === "month" || length.unit === "year") {
    const months = length.unit === "year" ? length.value * 12 : length.value;
    if (!Number.isInteger(months)) return null;
    date.setUTCMonth(date.getUTCMonth() + months);
  } else if (length.unit === "week") date.setUTCDate(date.getUTCDate() + length.value * 7);
  else return null;
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function monthsBetween(start: string, end: string): Duration | null {
  const [y1, m1, d1] = start.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = end.split("-").map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) + (d2 + 1 >= d1 ? 0 : -1) + (d2 + 1 > 28 && d1 === 1 ? 1 : 0);
  if (months <= 0) return null;
  return months % 12 === 0 ? { value: months / 12, unit: "year" } : { value: months, unit: "month" };
}

const AUTO_RENEW =
  /automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend)|renews?\s+(?:itself\s+)?automatically|(?:shall|will)\s+(?:automatically\s+)?(?:be\s+)?(?:renewed|extended)(?:,[^,]{0,60},)?\s+(?:automatically|for|on)|shall\s+(?:be\s+)?(?:renew|extend)(?:ed)?\s+(?:automatically|for)|will\s+(?:automatically\s+)?renew|tacitly\s+renew|successive\s+(?:renewal\s+)?(?:periods|terms)/i;

function extractRenewal(units: ClauseUnit[]): KeyTerms["renewal"] {
  for (const unit of units) {
    const match = AUTO_RENEW.exec(unit.text);
    if (!match) continue;
    const durations = parseDurations(unit.text);
    const after = durations.filter((d) => d.start >= match.index!);
    const length = after.find((d) => d.unit === "month" || d.unit === "year") ?? null;
    const notice =
      durations.find((d) => /notice/i.test(unit.text.slice(Math.max(0, d.start - 80), d.end + 80)) && d !== length) ??
      null;
    return {
      automatic: true,
      length: length && { value: length.value, unit: length.unit },
      noticePeriod: notice && { value: notice.value, unit: notice.unit },
      confidence: 0.8,
      citation: citationOf(unit),
    };
  }
  return null;
}

const GOVERNING_LAW =
  /(?:governed\s+by|construed\s+(?:and\s+enforced\s+)?in\s+accordance\s+with|subject\s+to)\s+(?:and\s+construed\s+in\s+accordance\s+with\s+)?the\s+(?:internal\s+|substantive\s+)?laws?\s+(?:of|in\s+force\s+in)\s+(?:the\s+)?([A-Z][A-Za-z .'-]{2,60}?)(?=[,.;(]|\s+(?:and|without|excluding|as|applicable|in|which|that)\b|$)/;

export function extractGoverningLaw(units: ClauseUnit[]): KeyTerms["governingLaw"] {
  for (const unit of units) {
    const match = GOVERNING_LAW.exec(unit.text);
    if (!match) continue;
    const value = match[1]!.trim().replace(/^State of /, "");
    return {
      value,
      jurisdiction: jurisdictionOfPlace(value),
      confidence: 0.9,
      citation: citationOf(unit, unit.start + match.index!, unit.start + match.index! + match[0].length),
    };
  }
  return null;
}

const US_STATES =
  /alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|united states|district of columbia/i;

export function jurisdictionOfPlace(place: string): JurisdictionCode {
  if (/south africa|gauteng|western cape|kwazulu|eastern cape/i.test(place)) return "ZA";
  if (/england|wales|scotland|united kingdom|northern ireland/i.test(place)) return "UK";
  if (/canada|ontario|quebec|british columbia|alberta|manitoba|nova scotia|saskatchewan/i.test(place)) return "CA";
  if (/australia|new south wales|victoria|queensland|tasmania/i.test(place)) return "AU";
  if (US_STATES.test(place)) return "US";
  if (
    /germany|france|netherlands|ireland|belgium|spain|italy|sweden|denmark|finland|austria|luxembourg|portugal|european union/i.test(
      place,
    )
  )
    return "EU";
  return "unknown";
}
