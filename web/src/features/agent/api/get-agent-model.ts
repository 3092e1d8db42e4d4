import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { agentModelInfoSchema } from "../../../../../common/chat";
import { apiRequest } from "../../../lib/http";

export type AgentModelInfo = z.infer<typeof agentModelInfoSchema>;

/** GET /api/agent/model — which model answers; the screen names it. */
export async function getAgentModel(options: { signal?: AbortSignal } = {}): Promise<AgentModelInfo> {
  return agentModelInfoSchema.parse(await apiRequest("GET", "/api/agent/model", undefined, options));
}

export const agentModelQueryOptions = queryOptions({
  queryKey: ["/api/agent/model"] as const,
  queryFn: ({ signal }) => getAgentModel({ signal }),
  staleTime: 5 * 60_000,
});

export function useAgentModel() {
  return useQuery(agentModelQueryOptions);
}
