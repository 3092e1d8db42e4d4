import { type GeneratedContract, generatedContractSchema } from "../../../../../common/api/templates";
import { apiRequest } from "../../../lib/http";

/** POST /api/templates/:id/generate → the generated contract (a 422 carries field messages: fieldErrorsOf). */
export async function generateContract(id: string, values: Record<string, unknown>): Promise<GeneratedContract> {
  return generatedContractSchema.parse(
    await apiRequest("POST", `/api/templates/${encodeURIComponent(id)}/generate`, { values }),
  );
}
