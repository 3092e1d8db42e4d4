import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  type CreateCustomTemplate,
  type CustomTemplateDetail,
  customTemplateDetailSchema,
  draftConversationSchema,
  type ExtractedText,
  extractedTextSchema,
  type FormDraft,
  formDraftSchema,
  type GeneratedContract,
  generatedContractListItemSchema,
  generatedContractSchema,
  type TemplatePreview,
  templateListItemSchema,
  templatePreviewSchema,
} from "../../../../../common/api/templates";
import { type TemplateDetail, templateDetailSchema } from "../../../../../common/templates";
import { apiRequest, HttpError } from "../../../lib/http";

/** One file for the template endpoints: they share their keys and are used together by the builder. */

export const templatesQueryKey = ["/api/templates"] as const;
export const templatesQueryOptions = queryOptions({
  queryKey: templatesQueryKey,
  queryFn: async ({ signal }) =>
    z.array(templateListItemSchema).parse(await apiRequest("GET", "/api/templates", undefined, { signal })),
  staleTime: 60_000,
});
export const useTemplates = () => useQuery(templatesQueryOptions);

export const templateDetailSchemaWithCustom = templateDetailSchema.extend({ custom: z.boolean() });
export type TemplateWithFields = TemplateDetail & { custom: boolean };

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

/** The preview of these values; a 422 still carries the document (and the field messages). */
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

export function useTemplateSample(id: string | null) {
  return useQuery({
    queryKey: ["/api/templates", id, "sample"],
    queryFn: async ({ signal }) => (await previewTemplate(id!, {}, signal)).preview,
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

/** Field messages of a 422 (template_values_invalid), or null for other errors. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const parsed = z.object({ fieldErrors: z.record(z.string(), z.string()) }).safeParse(error.details);
  return parsed.success ? parsed.data.fieldErrors : null;
}

export async function generateContract(id: string, values: Record<string, unknown>): Promise<GeneratedContract> {
  return generatedContractSchema.parse(
    await apiRequest("POST", `/api/templates/${encodeURIComponent(id)}/generate`, { values }),
  );
}

export async function getFormDraft(id: string): Promise<FormDraft | null> {
  try {
    return formDraftSchema.parse(await apiRequest("GET", `/api/templates/${encodeURIComponent(id)}/form-draft`));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export async function saveFormDraft(id: string, values: Record<string, unknown>): Promise<FormDraft> {
  return formDraftSchema.parse(
    await apiRequest("PUT", `/api/templates/${encodeURIComponent(id)}/form-draft`, { values }),
  );
}

export async function deleteFormDraft(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/templates/${encodeURIComponent(id)}/form-draft`);
}

export async function openDraftConversation(draftId: string): Promise<string> {
  return draftConversationSchema.parse(
    await apiRequest("POST", `/api/templates/drafts/${encodeURIComponent(draftId)}/conversation`),
  ).conversationId;
}

export const generatedContractsQueryKey = ["/api/templates/generated"] as const;
export function useGeneratedContracts() {
  return useQuery({
    queryKey: generatedContractsQueryKey,
    queryFn: async ({ signal }) =>
      z
        .array(generatedContractListItemSchema)
        .parse(await apiRequest("GET", "/api/templates/generated", undefined, { signal })),
  });
}

// ── custom templates ──

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

export async function createCustomTemplate(input: CreateCustomTemplate): Promise<CustomTemplateDetail> {
  return customTemplateDetailSchema.parse(await apiRequest("POST", "/api/custom-templates", input));
}

export async function deleteCustomTemplate(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/custom-templates/${encodeURIComponent(id)}`);
}

export async function extractContractText(file: File): Promise<ExtractedText> {
  const form = new FormData();
  form.set("file", file);
  return extractedTextSchema.parse(await apiRequest("POST", "/api/custom-templates/extract", form));
}
