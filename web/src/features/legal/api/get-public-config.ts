import { queryOptions, useQuery } from "@tanstack/react-query";
import { type PublicConfig, publicConfigSchema } from "../../../../../common/api/public-config";
import { apiRequest } from "../../../lib/http";

/** GET /api/config — the configured numbers the policy pages quote (retention days, upload limit, AI provider). */
export async function getPublicConfig(options: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return publicConfigSchema.parse(await apiRequest("GET", "/api/config", undefined, options));
}

export const publicConfigQueryKey = ["/api/config"] as const;

export const publicConfigQueryOptions = queryOptions({
  queryKey: publicConfigQueryKey,
  queryFn: ({ signal }) => getPublicConfig({ signal }),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
