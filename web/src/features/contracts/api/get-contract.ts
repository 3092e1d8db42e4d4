import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ContractDetail, contractDetailSchema } from "../../../../../common/api/contracts";
import { apiRequest } from "../../../lib/http";

/** GET /api/contracts/:id — summary, extracted text and clause tree. */
export async function getContract(id: string, options: { signal?: AbortSignal } = {}): Promise<ContractDetail> {
  return contractDetailSchema.parse(
    await apiRequest("GET", `/api/contracts/${encodeURIComponent(id)}`, undefined, options),
  );
}

export const contractQueryKey = (id: string) => ["/api/contracts/:id", id] as const;

export function contractQueryOptions(id: string) {
  return queryOptions({ queryKey: contractQueryKey(id), queryFn: ({ signal }) => getContract(id, { signal }) });
}

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
