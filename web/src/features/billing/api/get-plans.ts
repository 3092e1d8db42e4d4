import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Plan, planSchema } from "../../../../../common/plans";
import { apiRequest } from "../../../lib/http";

/** GET /api/subscription/plans — the one plan table (prices in cents, limits, feature keys). */
export async function getPlans(options: { signal?: AbortSignal } = {}): Promise<Plan[]> {
  return z.array(planSchema).parse(await apiRequest("GET", "/api/subscription/plans", undefined, options));
}

export const plansQueryKey = ["/api/subscription/plans"] as const;

export const plansQueryOptions = queryOptions({
  queryKey: plansQueryKey,
  queryFn: ({ signal }) => getPlans({ signal }),
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
