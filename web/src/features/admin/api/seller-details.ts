import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type SellerDetails, type SellerDetailsRequest, sellerDetailsSchema } from "../../../../../common/api/admin";
import { apiRequest } from "../../../lib/http";
import { adminAuditQueryKey } from "./admin-audit";

const sellerDetailsKey = ["/api/admin/seller-details"] as const;

/** GET /api/admin/seller-details — null while none are set. */
export async function getSellerDetails(options: { signal?: AbortSignal } = {}): Promise<SellerDetails> {
  return sellerDetailsSchema.parse(await apiRequest("GET", "/api/admin/seller-details", undefined, options));
}

export function useSellerDetails() {
  return useQuery({ queryKey: sellerDetailsKey, queryFn: ({ signal }) => getSellerDetails({ signal }) });
}

/** PUT /api/admin/seller-details */
export function useSaveSellerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SellerDetailsRequest) =>
      sellerDetailsSchema.parse(await apiRequest("PUT", "/api/admin/seller-details", values)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerDetailsKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
    },
  });
}
