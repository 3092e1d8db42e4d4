import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { type AdminRefund, adminRefundSchema, refundSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";
import { adminAuditQueryKey } from "./admin-audit";

const adminRefundsKey = ["/api/admin/refunds"] as const;

/** GET /api/admin/refunds — newest first, with payment, plan and eligibility. */
export async function getAdminRefunds(options: { signal?: AbortSignal } = {}): Promise<AdminRefund[]> {
  return z.array(adminRefundSchema).parse(await apiRequest("GET", "/api/admin/refunds", undefined, options));
}

export function useAdminRefunds() {
  return useQuery({ queryKey: adminRefundsKey, queryFn: ({ signal }) => getAdminRefunds({ signal }) });
}

/** POST /api/admin/refunds/:id/decision { approve, reason } — an approval is refunded through the provider that took the payment. */
export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ refundId, approve, reason }: { refundId: string; approve: boolean; reason: string }) =>
      refundSchema.parse(
        await apiRequest("POST", `/api/admin/refunds/${encodeURIComponent(refundId)}/decision`, { approve, reason }),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminRefundsKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
    },
  });
}
