import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type AdminPlan,
  adminPlanSchema,
  type PlanUpdateRequest,
  planUpdateRequestSchema,
} from "../../../../../common/api/admin";
import type { PlanId } from "../../../../../common/plans";
import { apiRequest } from "../../../lib/http";
import { plansQueryKey } from "../../billing/api/get-plans";
import { adminAuditQueryKey } from "./admin-audit";

const adminPlansKey = ["/api/admin/plans"] as const;

/** GET /api/admin/plans */
export async function getAdminPlans(options: { signal?: AbortSignal } = {}): Promise<AdminPlan[]> {
  return z.array(adminPlanSchema).parse(await apiRequest("GET", "/api/admin/plans", undefined, options));
}

export function useAdminPlans() {
  return useQuery({ queryKey: adminPlansKey, queryFn: ({ signal }) => getAdminPlans({ signal }) });
}

/** PUT /api/admin/plans/:id — the public plans (/pricing) refresh too. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, values }: { planId: PlanId; values: PlanUpdateRequest }) =>
      adminPlanSchema.parse(
        await apiRequest("PUT", `/api/admin/plans/${planId}`, planUpdateRequestSchema.parse(values)),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminPlansKey });
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
    },
  });
}
