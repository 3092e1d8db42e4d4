import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Account } from "../../../../../common/api/account";
import { apiRequest } from "../../../lib/http";

/** GET /api/account — the profile and preferences; null signed out. */
export async function getAccount(options: { signal?: AbortSignal } = {}): Promise<Account | null> {
  const body = await apiRequest("GET", "/api/account", undefined, { ...options, unauthorized: "null" });
  if (body === null) return null;
  // the schema (and zod with it) loads only when needed: the upload panel on the landing page uses this file too
  const { accountSchema } = await import("../../../../../common/api/account");
  return accountSchema.parse(body);
}

export const accountQueryKey = ["/api/account"] as const;

export const accountQueryOptions = queryOptions({
  queryKey: accountQueryKey,
  queryFn: ({ signal }) => getAccount({ signal }),
});

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions, enabled: options.enabled ?? true });
}
