import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest, HttpError } from "./http";

/** SPEC §9 "Timing". */
export const QUERY_STALE_TIME_MS = 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const MAX_QUERY_RETRIES = 2;
export const MAX_MUTATION_RETRIES = 1;

/** The auth user query's key lives here so a 401 anywhere can sign the user out of the cache. */
export const authUserQueryKey = ["/api/auth/user"] as const;

const noRetryStatuses = ["401", "403", "404"];

/** SPEC §8: errors containing 401, 403 or 404 are never retried. */
export function isNonRetryableError(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 401 || error.status === 403 || error.status === 404;
  const message = error instanceof Error ? error.message : String(error);
  return noRetryStatuses.some((status) => message.includes(status));
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isNonRetryableError(error) && failureCount < MAX_QUERY_RETRIES;
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return !isNonRetryableError(error) && failureCount < MAX_MUTATION_RETRIES;
}

/** The path a default query fetches: the first key part, with ":id" replaced by the second part. */
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  const [first, second] = queryKey;
  const path = String(first);
  return path.includes(":id") && second !== undefined ? path.replace(":id", encodeURIComponent(String(second))) : path;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/**
 * The product's query client (SPEC §7–§9). A 401 on a data query yields an empty result (null)
 * and marks the user signed out, so an expired session shows the signed-out view.
 */
export function createQueryClient(): QueryClient {
  const signOutLocally = () => {
    if (queryClient.getQueryData(authUserQueryKey)) queryClient.setQueryData(authUserQueryKey, null);
  };

  const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
    try {
      return await apiRequest("GET", pathFromQueryKey(queryKey), undefined, { signal });
    } catch (error) {
      if (isUnauthorized(error)) {
        signOutLocally();
        return null;
      }
      throw error;
    }
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) signOutLocally();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorized(error)) signOutLocally();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: shouldRetryQuery,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: shouldRetryMutation,
      },
    },
  });
  return queryClient;
}
