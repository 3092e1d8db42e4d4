import type { AnalysisSummary } from "../../../../../common/api/analyses";

/** History's search: analyses whose file name contains the query, ignoring case and surrounding spaces. */
export function filterAnalysesByFileName(analyses: readonly AnalysisSummary[], query: string): AnalysisSummary[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...analyses];
  return analyses.filter((analysis) => analysis.fileName.toLocaleLowerCase().includes(needle));
}
