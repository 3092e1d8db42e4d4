/**
 * One measured figure of `npm run bench`, reported next to its budget from DESIGN.md. A budget is
 * written as in DESIGN.md ("≤ 3 s (offline)", "≥ 2000 req/s", "p95 ≤ 50 ms"); one that DESIGN.md
 * does not set starts with NO_DESIGN_BUDGET and may still suggest a limit ("… suggested p95 ≤ 100 ms").
 */
export type BenchFigure = { name: string; value: number; unit: string; budget?: string };

export const NO_DESIGN_BUDGET = "no budget in DESIGN";

/** Factors from a figure's unit to a budget's unit, for the pairs the bench uses. */
const conversions: Record<string, Record<string, number>> = {
  ms: { s: 1 / 1000 },
  s: { ms: 1000 },
  KB: { MB: 1 / 1024 },
  MB: { GB: 1 / 1024 },
};

/**
 * Whether a figure keeps its budget: "met", "missed", "no budget", or "unclear" when the budget's
 * limit cannot be read or its unit does not match the figure's. A budget per page ("s/page") holds
 * a figure in seconds for one page. Limits DESIGN.md does not set are marked as suggested.
 */
export function budgetStatus(figure: BenchFigure): string {
  if (!figure.budget) return "no budget";
  const suggested = figure.budget.startsWith(NO_DESIGN_BUDGET);
  const limit = /(≤|≥)\s*([\d,]+(?:\.\d+)?)\s*([^\s(;,]+)/.exec(figure.budget);
  if (!limit) return suggested ? "no budget" : "unclear";
  const [, comparator, amount, budgetUnit] = limit as unknown as [string, "≤" | "≥", string, string];
  const factor =
    figure.unit === budgetUnit || budgetUnit.startsWith(`${figure.unit}/`) ? 1 : conversions[figure.unit]?.[budgetUnit];
  if (factor === undefined || !Number.isFinite(figure.value)) return "unclear";
  const value = figure.value * factor;
  const bound = Number(amount.replaceAll(",", ""));
  const met = comparator === "≤" ? value <= bound : value >= bound;
  return `${met ? "met" : "missed"}${suggested ? " (suggested limit)" : ""}`;
}

/** The nearest-rank percentile of some measurements (p50, p95…). */
export function percentile(values: number[], percent: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)]!;
}
