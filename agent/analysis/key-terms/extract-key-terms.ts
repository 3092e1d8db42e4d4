import type { Citation, ContractType, Duration, JurisdictionCode, KeyTerms } from "../../../common/analysis";
import type { ClauseUnit } from "../clause-units";
import { extractParties } from "./extract-parties";
import { parseAmounts } from "./parse-amounts";
import { parseDates } from "./parse-dates";
import { parseDurations } from "./parse-durations";

/** Key terms: parties, dates, amounts, notice periods, interest rates, term, renewal, governing law. */
export function extractKeyTerms(
  source: string,
  units: ClauseUnit[],
  options: { monthFirst: boolean; contractType?: ContractType },
): KeyTerms {
  return {
    parties: extractParties(source, units, options.contractType),
    dates: extractDates(units, options),
    amounts: extractAmounts(units),
    noticePeriods: extractNoticePeriods(units),
    interestRates: extractInterestRates(units),
    term: extractTerm(units, options),
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

const DATE_LABELS: Array<[RegExp, string]> = [
  [/commenc|effective|start/i, "commencement"],
  [/terminat|expir|end of (?:the )?term|until/i, "termination"],
  [/signed|signature|witness/i, "signature"],
  [/deposit/i, "deposit due"],
];

/** The label whose cue word comes last before the date (nearest wins). */
function closestLabel(context: string): string {
  let best = { label: "date", at: -1 };
  for (const [pattern, label] of DATE_LABELS) {
    const global = new RegExp(pattern.source, "gi");
    for (const match of context.matchAll(global)) if (match.index! > best.at) best = { label, at: match.index! };
  }
  return best.label;
}

function extractDates(units: ClauseUnit[], options: { monthFirst: boolean }): KeyTerms["dates"] {
  const dates: KeyTerms["dates"] = [];
  for (const unit of units) {
    for (const date of parseDates(unit.text, { monthFirst: options.monthFirst })) {
      const context = `${unit.heading ?? ""} ${unit.text.slice(Math.max(0, date.start - 120), date.start)}`;
      const label = closestLabel(context);
      if (dates.some((d) => d.date === date.iso && d.label === label)) continue;
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
      const context =
        `${unit.heading ?? ""} ${unit.text.slice(Math.max(0, amount.start - 100), amount.start)}`.toLowerCase();
      const label = /deposit/.test(context)
        ? "deposit"
        : /rent|rental/.test(context)
          ? "rent"
          : /salary|remuneration|wage/.test(context)
            ? "remuneration"
            : /fee/.test(context)
              ? "fee"
              : "amount";
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
      const notice = /notice|notif/i.test(window);
      const label = notice ? "notice period" : "time limit";
      periods.push({
        label,
        period: { value: duration.value, unit: duration.unit },
        confidence: notice ? 0.8 : 0.6,
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

function extractTerm(units: ClauseUnit[], options: { monthFirst: boolean }): KeyTerms["term"] {
  let start: string | null = null;
  let end: string | null = null;
  let length: Duration | null = null;
  let citeUnit: ClauseUnit | null = null;
  for (const unit of units) {
    const context = `${unit.heading ?? ""} ${unit.parentHeadings.join(" ")}`;
    for (const date of parseDates(unit.text, options)) {
      const before = `${context} ${unit.text.slice(Math.max(0, date.start - 120), date.start)}`;
      if (!start && /commenc|effective date|start/i.test(before)) {
        start = date.iso;
        citeUnit ??= unit;
      } else if (!end && /terminat|expir|until|ending on|end on/i.test(before)) {
        end = date.iso;
        citeUnit ??= unit;
      }
    }
    if (
      !length &&
      /\b(term|duration|period)\b/i.test(context + unit.text.slice(0, 200)) &&
      /(?:period|term) of|for a (?:fixed )?(?:term|period)|endure for/i.test(unit.text)
    ) {
      const duration = parseDurations(unit.text).find((d) => d.unit === "month" || d.unit === "year");
      if (duration) {
        length = { value: duration.value, unit: duration.unit };
        citeUnit ??= unit;
      }
    }
  }
  if (!citeUnit || (!start && !end && !length)) return null;
  if (!length && start && end) length = monthsBetween(start, end);
  return { start, end, length, confidence: start && end ? 0.8 : 0.6, citation: citationOf(citeUnit) };
}

function monthsBetween(start: string, end: string): Duration | null {
  const [y1, m1, d1] = start.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = end.split("-").map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) + (d2 + 1 >= d1 ? 0 : -1) + (d2 + 1 > 28 && d1 === 1 ? 1 : 0);
  if (months <= 0) return null;
  return months % 12 === 0 ? { value: months / 12, unit: "year" } : { value: months, unit: "month" };
}

const AUTO_RENEW =
  /automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend)|shall\s+(?:be\s+)?(?:renew|extend)(?:ed)?\s+(?:automatically|for)|will\s+(?:automatically\s+)?renew|tacitly\s+renew|successive\s+(?:renewal\s+)?(?:periods|terms)/i;

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
