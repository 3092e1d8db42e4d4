import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuthUser } from "../../../../../common/api/auth";
import { apiRequest } from "../../../lib/http";
import { authUserQueryKey } from "../../../lib/query-client";

/** GET /api/auth/user: the signed-in user, or null when not signed in (401). */
export async function getAuthUser(options: { signal?: AbortSignal } = {}): Promise<AuthUser | null> {
  const body = await apiRequest("GET", "/api/auth/user", undefined, { ...options, unauthorized: "null" });
  if (body === null) return null;
  // The schema (and zod with it) loads only once someone is signed in: the signed-out landing page never needs it.
  const { authUserSchema } = await import("../../../../../common/api/auth");
  return authUserSchema.parse(body);
}

export const authUserQueryOptions = queryOptions({
  queryKey: authUserQueryKey,
  queryFn: ({ signal }) => getAuthUser({ signal }),
  // SPEC §7: the current-user call is never retried.
  retry: false,
});

export type AuthState = { user: AuthUser | null; isLoading: boolean };

/** SPEC §3: authenticated means the current-user call returned a user object; failed or empty means not. */
export function useAuth(): AuthState {
  const query = useQuery(authUserQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending };
}
