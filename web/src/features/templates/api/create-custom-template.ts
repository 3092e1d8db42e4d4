import {
  type CreateCustomTemplate,
  type CustomTemplateDetail,
  customTemplateDetailSchema,
} from "../../../../../common/api/templates";
import { apiRequest } from "../../../lib/http";

/** POST /api/custom-templates → the saved template. */
export async function createCustomTemplate(input: CreateCustomTemplate): Promise<CustomTemplateDetail> {
  return customTemplateDetailSchema.parse(await apiRequest("POST", "/api/custom-templates", input));
}
