import { type AnalysisShare, analysisShareSchema } from "../../../../../common/api/shares";
import { apiRequest } from "../../../lib/http";

/** POST /api/analyses/:id/share — the analysis's live read-only link (made now, or the one it has). */
export async function createShare(analysisId: string): Promise<AnalysisShare> {
  return analysisShareSchema.parse(await apiRequest("POST", `/api/analyses/${encodeURIComponent(analysisId)}/share`));
}

/** DELETE /api/analyses/:id/share — stops every link of the analysis. */
export async function revokeShare(analysisId: string): Promise<void> {
  await apiRequest("DELETE", `/api/analyses/${encodeURIComponent(analysisId)}/share`);
}
