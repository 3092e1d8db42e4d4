import { queryOptions, useQuery } from "@tanstack/react-query";
import { authUserSchema, type AuthUser } from "../../../../../common/api/auth";
import { apiRequest, HttpError } from "../../../lib/http";
import { authUserQueryKey } from "../../../lib/query-client";

/** GET /api/auth/user: the signed-in user, or null when not signed in (401). */
export async function getAuthUser(options: { signal?: AbortSignal } = {}): Promise<AuthUser | null> {
  try {
    const body = await apiRequest("GET", "/api/auth/user", undefined, options);
    return authUserSchema.parse(body);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
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
