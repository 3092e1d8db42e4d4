import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type TemplatePreview, templatePreviewSchema } from "../../../../../common/api/templates";
import { apiRequest, HttpError } from "../../../lib/http";

/** POST /api/templates/:id/preview: the preview of these values; a 422 still carries the document (and the field messages). */
export async function previewTemplate(
  id: string,
  values: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ preview: TemplatePreview; fieldErrors: Record<string, string> }> {
  try {
    const preview = templatePreviewSchema.parse(
      await apiRequest("POST", `/api/templates/${encodeURIComponent(id)}/preview`, { values }, { signal }),
    );
    return { preview, fieldErrors: {} };
  } catch (error) {
    const details =
      error instanceof HttpError && error.status === 422
        ? z
            .object({ fieldErrors: z.record(z.string(), z.string()), preview: templatePreviewSchema })
            .safeParse(error.details)
        : null;
    if (details?.success) return details.data;
    throw error;
  }
}

/** The template filled with its sample values (the preview of no values). */
export function useTemplateSample(id: string | null) {
  return useQuery({
    queryKey: ["/api/templates", id, "sample"],
    queryFn: async ({ signal }) => (await previewTemplate(id!, {}, signal)).preview,
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
