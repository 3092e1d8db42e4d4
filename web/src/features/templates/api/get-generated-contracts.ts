import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { generatedContractListItemSchema } from "../../../../../common/api/templates";
import { apiRequest } from "../../../lib/http";

/** GET /api/templates/generated → the user's generated contracts. */
export const generatedContractsQueryKey = ["/api/templates/generated"] as const;
export function useGeneratedContracts() {
  return useQuery({
    queryKey: generatedContractsQueryKey,
    queryFn: async ({ signal }) =>
      z
        .array(generatedContractListItemSchema)
        .parse(await apiRequest("GET", "/api/templates/generated", undefined, { signal })),
  });
}
