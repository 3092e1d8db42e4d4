import { type FormDraft, formDraftSchema } from "../../../../../common/api/templates";
import { apiRequest } from "../../../lib/http";

/** PUT /api/templates/:id/form-draft: keeps the form's values for later. */
export async function saveFormDraft(id: string, values: Record<string, unknown>): Promise<FormDraft> {
  return formDraftSchema.parse(
    await apiRequest("PUT", `/api/templates/${encodeURIComponent(id)}/form-draft`, { values }),
  );
}
