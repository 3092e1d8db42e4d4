export type ParsedAmount = { value: number; currency: string; start: number; end: number; raw: string };

const CURRENCY = "(R|ZAR|US\\$|USD|\\$|£|GBP|€|EUR|A\\$|AUD|C\\$|CAD)";
// A number with thousands grouped by space, comma or full stop, and an optional decimal part
// written with a comma or a full stop: "5 000,00", "12,500.00", "1.250.000,50", "350".
const FIGURE = "(\\d{1,3}(?:[ \\u00a0,.]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)";
const AMOUNT = new RegExp(`(?<![A-Za-z])${CURRENCY}\\s?${FIGURE}(?:\\s?(million|billion|m|bn)\\b)?`, "g");

const CURRENCY_CODES: Record<string, string> = {
  R: "ZAR",
  ZAR: "ZAR",
  US$: "USD",
  USD: "USD",
  $: "USD",
  "£": "GBP",
  GBP: "GBP",
  "€": "EUR",
  EUR: "EUR",
  A$: "AUD",
  AUD: "AUD",
  C$: "CAD",
  CAD: "CAD",
};

/** Finds money amounts: "R5 000,00", "R 12,500.00", "R350,00", "$1.5 million", "€ 2.000,00". */
export function parseAmounts(text: string): ParsedAmount[] {
  const found: ParsedAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [raw, symbol, figure, scale] = match;
    const value = parseFigure(figure!);
    if (value === null) continue;
    const multiplier = scale ? (/^b/i.test(scale) ? 1e9 : 1e6) : 1;
    found.push({
      value: value * multiplier,
      currency: CURRENCY_CODES[symbol!]!,
      start: match.index!,
      end: match.index! + raw.length,
      raw,
    });
  }
  return found;
}

/** "5 000,00" → 5000, "12,500.00" → 12500, "1.250.000,50" → 1250000.5, "350" → 350. */
export function parseFigure(figure: string): number | null {
  const compact = figure.replace(/[ \u00a0]/g, "");
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  let integerPart = compact;
  let fraction = "";
  if (decimal && !/[.,]\d{3}$/.test(compact)) {
    integerPart = compact.slice(0, decimal.index);
    fraction = decimal[1]!;
  }
  const digits = integerPart.replace(/[.,]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  return Number(fraction ? `${digits}.${fraction}` : digits);
}
