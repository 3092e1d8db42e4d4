import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ContractListItem, contractListItemSchema } from "../../../../../common/api/analyses";
import { apiRequest } from "../../../lib/http";

/** SPEC §7, §9: the list is cached 5 min, not refetched on focus; Home shows the first 6. */
export const CONTRACTS_CACHE_MS = 5 * 60_000;
export const HOME_CONTRACTS_SHOWN = 6;

/** GET /api/contracts — newest first, each with its latest analysis. */
export async function getContracts(options: { signal?: AbortSignal } = {}): Promise<ContractListItem[]> {
  return z.array(contractListItemSchema).parse(await apiRequest("GET", "/api/contracts", undefined, options));
}

export const contractsQueryKey = ["/api/contracts"] as const;

export const contractsQueryOptions = queryOptions({
  queryKey: contractsQueryKey,
  queryFn: ({ signal }) => getContracts({ signal }),
  staleTime: CONTRACTS_CACHE_MS,
  gcTime: CONTRACTS_CACHE_MS,
  refetchOnWindowFocus: false,
});

export function useContracts() {
  return useQuery(contractsQueryOptions);
}
