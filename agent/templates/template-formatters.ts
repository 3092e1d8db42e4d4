import { monthNames } from "../../common/month-names";
import { tensWords, unitWords } from "../../common/number-words";

/**
 * The formatters a template placeholder may name: `{{monthlyRent|rand}}`. South African style:
 * rand with a space between thousands and a decimal comma, dates as "1 February 2025", numbers in
 * words followed by the figure, as contracts here write them.
 */

const MONTHS = monthNames;

/** 1450000 cents → "R14 500,00". */
export function formatRand(cents: number): string {
  const negative = cents < 0;
  const whole = Math.floor(Math.abs(Math.round(cents)) / 100);
  const fraction = Math.abs(Math.round(cents)) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${negative ? "-" : ""}R${grouped},${String(fraction).padStart(2, "0")}`;
}

/** 1850000 cents → "R18 500" (a whole amount, where the text writes amounts without cents); 1850050 → "R18 500,50". */
export function formatRandWhole(cents: number): string {
  const figure = formatRand(cents);
  return Math.round(cents) % 100 === 0 ? figure.slice(0, -3) : figure;
}

/** 590000 cents → "R5 900,00 (five thousand nine hundred rand)"; cents are written out too. */
export function formatRandInWords(cents: number, figure: (cents: number) => string = formatRand): string {
  const rounded = Math.abs(Math.round(cents));
  const whole = Math.floor(rounded / 100);
  const fraction = rounded % 100;
  const words = `${numberToWords(whole)} rand${fraction ? ` and ${numberToWords(fraction)} cents` : ""}`;
  return `${figure(cents)} (${cents < 0 ? "minus " : ""}${words})`;
}

/** "2025-02-01" → "1 February 2025". */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** 8.5 → "8,5%", 10 → "10%". */
export function formatPercent(value: number): string {
  return `${String(Math.round(value * 100) / 100).replace(".", ",")}%`;
}

/** 21 → "twenty-one", 120 → "one hundred and twenty", 4500 → "four thousand five hundred". */
export function numberToWords(value: number): string {
  const n = Math.trunc(Math.abs(value));
  if (n < 20) return unitWords[n]!;
  if (n < 100) return tensWords[Math.floor(n / 10)]! + (n % 10 ? `-${unitWords[n % 10]}` : "");
  if (n < 1000) return `${unitWords[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${numberToWords(n % 100)}` : ""}`;
  for (const [size, name] of [
    [1_000_000_000, "billion"],
    [1_000_000, "million"],
    [1000, "thousand"],
  ] as const) {
    if (n >= size) {
      const rest = n % size;
      return `${numberToWords(Math.floor(n / size))} ${name}${rest === 0 ? "" : rest < 100 ? ` and ${numberToWords(rest)}` : ` ${numberToWords(rest)}`}`;
    }
  }
  return String(n);
}

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function formatOrdinal(value: number): string {
  const n = Math.trunc(value);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** 30 → "thirty (30)". */
export function formatWords(value: number): string {
  return `${numberToWords(value)} (${Math.trunc(value)})`;
}

export type TemplateFormatter = (value: unknown) => string | null;

const numeric =
  (format: (value: number) => string): TemplateFormatter =>
  (value) =>
    typeof value === "number" && Number.isFinite(value) ? format(value) : null;

/** Formatter name → function; null means the value does not suit the formatter (a template bug). */
export const TEMPLATE_FORMATTERS: Record<string, TemplateFormatter> = {
  rand: numeric(formatRand),
  randWords: numeric((cents) => formatRandInWords(cents)),
  randWhole: numeric(formatRandWhole),
  randWholeWords: numeric((cents) => formatRandInWords(cents, formatRandWhole)),
  words: numeric(formatWords),
  percent: numeric(formatPercent),
  ordinal: numeric(formatOrdinal),
  date: (value) => (typeof value === "string" ? formatLongDate(value) : null),
  upper: (value) => (typeof value === "string" ? value.toUpperCase() : null),
  lower: (value) => (typeof value === "string" ? value.toLowerCase() : null),
};
