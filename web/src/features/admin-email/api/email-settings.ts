import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type EmailSettingsUpdate,
  type EmailSettingsView,
  emailSettingsViewSchema,
  type TestEmailResult,
  testEmailResultSchema,
} from "../../../../../common/api/admin-email";
import { apiRequest } from "../../../lib/http";

export const emailSettingsQueryKey = ["/api/admin/email/settings"] as const;

/** GET /api/admin/email/settings — the password only as set / not set. */
export async function getEmailSettings(options: { signal?: AbortSignal } = {}): Promise<EmailSettingsView> {
  return emailSettingsViewSchema.parse(await apiRequest("GET", "/api/admin/email/settings", undefined, options));
}

export const emailSettingsQueryOptions = queryOptions({
  queryKey: emailSettingsQueryKey,
  queryFn: ({ signal }) => getEmailSettings({ signal }),
});

export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions);
}

/** PUT /api/admin/email/settings */
export async function saveEmailSettings(update: EmailSettingsUpdate): Promise<EmailSettingsView> {
  return emailSettingsViewSchema.parse(await apiRequest("PUT", "/api/admin/email/settings", update));
}

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailSettings,
    onSuccess: (saved) => queryClient.setQueryData(emailSettingsQueryKey, saved),
  });
}

/** POST /api/admin/email/test — a failure to send is an answer too ({ sent: false, message }). */
export async function sendTestEmail(to: string): Promise<TestEmailResult> {
  return testEmailResultSchema.parse(await apiRequest("POST", "/api/admin/email/test", { to }));
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
