/** One measured figure of `npm run bench`, reported next to its budget from DESIGN.md. */
export type BenchFigure = { name: string; value: number; unit: string; budget?: string };
