import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type AdminConsultation,
  adminConsultationSchema,
  type ConsultationStatus,
} from "../../../../../common/api/account";
import {
  type AdminFeedbackPage,
  adminFeedbackPageSchema,
  consultationStatusRequestSchema,
} from "../../../../../common/api/admin";
import { apiRequest } from "../../../lib/http";
import { adminAuditQueryKey } from "./admin-audit";

export const INBOX_PAGE_SIZE = 25;
const consultationsKey = ["/api/admin/consultations"] as const;

/** GET /api/admin/feedback?limit&offset — newest first. */
export async function getAdminFeedback(
  offset: number,
  options: { signal?: AbortSignal } = {},
): Promise<AdminFeedbackPage> {
  const query = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE), offset: String(offset) });
  return adminFeedbackPageSchema.parse(await apiRequest("GET", `/api/admin/feedback?${query}`, undefined, options));
}

export function useAdminFeedback(offset: number) {
  return useQuery({
    queryKey: ["/api/admin/feedback", offset],
    queryFn: ({ signal }) => getAdminFeedback(offset, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/consultations?limit&offset — newest first (the attorney consultation feature's endpoint). */
export async function getAdminConsultations(
  offset: number,
  options: { signal?: AbortSignal } = {},
): Promise<AdminConsultation[]> {
  const query = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE), offset: String(offset) });
  return z
    .array(adminConsultationSchema)
    .parse(await apiRequest("GET", `/api/admin/consultations?${query}`, undefined, options));
}

export function useAdminConsultations(offset: number) {
  return useQuery({
    queryKey: [...consultationsKey, offset],
    queryFn: ({ signal }) => getAdminConsultations(offset, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/consultations/:id/status (audited). */
export function useSetConsultationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, status }: { requestId: string; status: ConsultationStatus }) =>
      apiRequest(
        "PUT",
        `/api/admin/consultations/${encodeURIComponent(requestId)}/status`,
        consultationStatusRequestSchema.parse({ status }),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: consultationsKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
    },
  });
}
