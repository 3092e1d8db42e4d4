import { type ExtractedText, extractedTextSchema } from "../../../../../common/api/templates";
import { apiRequest } from "../../../lib/http";

/** POST /api/custom-templates/extract (multipart "file") → the contract's text. */
export async function extractContractText(file: File): Promise<ExtractedText> {
  const form = new FormData();
  form.set("file", file);
  return extractedTextSchema.parse(await apiRequest("POST", "/api/custom-templates/extract", form));
}
