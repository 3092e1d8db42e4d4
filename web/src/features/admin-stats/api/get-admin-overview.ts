import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AdminOverview, adminOverviewSchema } from "../../../../../common/api/admin-stats";
import { apiRequest } from "../../../lib/http";

/** GET /api/admin/stats/overview — the dashboard's figures (admins only). */
export async function getAdminOverview(options: { signal?: AbortSignal } = {}): Promise<AdminOverview> {
  return adminOverviewSchema.parse(await apiRequest("GET", "/api/admin/stats/overview", undefined, options));
}

export const adminOverviewQueryOptions = queryOptions({
  queryKey: ["/api/admin/stats/overview"] as const,
  queryFn: ({ signal }) => getAdminOverview({ signal }),
  staleTime: 30_000,
});

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions);
}
