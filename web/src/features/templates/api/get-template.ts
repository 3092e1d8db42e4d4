import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type TemplateDetail, templateDetailSchema } from "../../../../../common/templates";
import { apiRequest, HttpError } from "../../../lib/http";

export const templateDetailSchemaWithCustom = templateDetailSchema.extend({ custom: z.boolean() });
export type TemplateWithFields = TemplateDetail & { custom: boolean };

/** GET /api/templates/:id → the template with its fields (a 404 is not retried). */
export const templateQueryKey = (id: string) => ["/api/templates", id] as const;
export function useTemplate(id: string | null) {
  return useQuery({
    queryKey: templateQueryKey(id ?? ""),
    queryFn: async ({ signal }): Promise<TemplateWithFields> =>
      templateDetailSchemaWithCustom.parse(
        await apiRequest("GET", `/api/templates/${encodeURIComponent(id!)}`, undefined, { signal }),
      ),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 2,
  });
}
