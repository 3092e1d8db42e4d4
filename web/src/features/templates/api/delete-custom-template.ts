import { apiRequest } from "../../../lib/http";

/** DELETE /api/custom-templates/:id. */
export async function deleteCustomTemplate(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/custom-templates/${encodeURIComponent(id)}`);
}
