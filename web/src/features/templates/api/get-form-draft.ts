import { type FormDraft, formDraftSchema } from "../../../../../common/api/templates";
import { apiRequest, HttpError } from "../../../lib/http";

/** GET /api/templates/:id/form-draft → the saved values, or null when there are none. */
export async function getFormDraft(id: string): Promise<FormDraft | null> {
  try {
    return formDraftSchema.parse(await apiRequest("GET", `/api/templates/${encodeURIComponent(id)}/form-draft`));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
