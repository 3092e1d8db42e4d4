import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type EmailTemplate,
  type EmailTemplateUpdate,
  emailTemplateSchema,
} from "../../../../../common/api/admin-email";
import type { EmailKind } from "../../../../../common/email-templates";
import { apiRequest } from "../../../lib/http";

export const emailTemplatesQueryKey = ["/api/admin/email/templates"] as const;

/** GET /api/admin/email/templates — the four product e-mails, saved wording or default. */
export async function getEmailTemplates(options: { signal?: AbortSignal } = {}): Promise<EmailTemplate[]> {
  return z.array(emailTemplateSchema).parse(await apiRequest("GET", "/api/admin/email/templates", undefined, options));
}

export const emailTemplatesQueryOptions = queryOptions({
  queryKey: emailTemplatesQueryKey,
  queryFn: ({ signal }) => getEmailTemplates({ signal }),
});

export function useEmailTemplates() {
  return useQuery(emailTemplatesQueryOptions);
}

function replaceTemplate(list: EmailTemplate[] | undefined, template: EmailTemplate) {
  return list?.map((item) => (item.kind === template.kind ? template : item));
}

/** PUT /api/admin/email/templates/:kind */
export async function saveEmailTemplate(params: { kind: EmailKind } & EmailTemplateUpdate): Promise<EmailTemplate> {
  const { kind, ...update } = params;
  return emailTemplateSchema.parse(await apiRequest("PUT", `/api/admin/email/templates/${kind}`, update));
}

/** DELETE /api/admin/email/templates/:kind — back to the default wording. */
export async function resetEmailTemplate(kind: EmailKind): Promise<EmailTemplate> {
  return emailTemplateSchema.parse(await apiRequest("DELETE", `/api/admin/email/templates/${kind}`));
}

export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailTemplate,
    onSuccess: (saved) =>
      queryClient.setQueryData<EmailTemplate[]>(emailTemplatesQueryKey, (list) => replaceTemplate(list, saved)),
  });
}

export function useResetEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetEmailTemplate,
    onSuccess: (saved) =>
      queryClient.setQueryData<EmailTemplate[]>(emailTemplatesQueryKey, (list) => replaceTemplate(list, saved)),
  });
}
