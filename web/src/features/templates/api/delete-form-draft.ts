import { apiRequest } from "../../../lib/http";

/** DELETE /api/templates/:id/form-draft. */
export async function deleteFormDraft(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/templates/${encodeURIComponent(id)}/form-draft`);
}
