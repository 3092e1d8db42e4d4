import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AuthProviders, authProvidersSchema } from "../../../../../common/api/auth";
import { apiRequest } from "../../../lib/http";

/** GET /api/auth/providers: which sign-in methods the server offers. */
export async function getAuthProviders(options: { signal?: AbortSignal } = {}): Promise<AuthProviders> {
  return authProvidersSchema.parse(await apiRequest("GET", "/api/auth/providers", undefined, options));
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ["/api/auth/providers"],
  queryFn: ({ signal }) => getAuthProviders({ signal }),
  staleTime: Infinity,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
