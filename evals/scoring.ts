/** Precision/recall/F1 from counts. F1 is 1 when there was nothing to find and nothing was claimed. */
export function prf(tp: number, fp: number, fn: number): { precision: number; recall: number; f1: number } {
  if (tp + fp + fn === 0) return { precision: 1, recall: 1, f1: 1 };
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

export function formatTable(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((row) => row.map((cell) => (typeof cell === "number" ? cell.toFixed(3) : cell)))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => String(row[i]).length)));
  return cells
    .map((row) =>
      row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join("  "),
    )
    .join("\n");
}
