import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type AdminAuditPage, adminAuditPageSchema } from "../../../../../common/api/admin";
import { apiRequest } from "../../../lib/http";

export const adminAuditQueryKey = ["/api/admin/audit"] as const;

/** GET /api/admin/audit?limit&offset — newest first. */
export async function getAdminAudit(
  params: { limit: number; offset: number },
  options: { signal?: AbortSignal } = {},
): Promise<AdminAuditPage> {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  return adminAuditPageSchema.parse(await apiRequest("GET", `/api/admin/audit?${query}`, undefined, options));
}

export function useAdminAudit(params: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...adminAuditQueryKey, params],
    queryFn: ({ signal }) => getAdminAudit(params, { signal }),
    placeholderData: keepPreviousData,
  });
}
