import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { customTemplateDetailSchema } from "../../../../../common/api/templates";
import { apiRequest } from "../../../lib/http";

/** GET /api/custom-templates → the user's own templates. */
export const customTemplatesQueryKey = ["/api/custom-templates"] as const;
export function useCustomTemplates() {
  return useQuery({
    queryKey: customTemplatesQueryKey,
    queryFn: async ({ signal }) =>
      z
        .array(customTemplateDetailSchema)
        .parse(await apiRequest("GET", "/api/custom-templates", undefined, { signal })),
  });
}
