import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DraftDetail, draftDetailSchema } from "../../../../../common/chat";
import { apiRequest } from "../../../lib/http";

/** GET /api/agent/drafts/:id — the current version, its history and the pending proposals. */
export async function getDraft(id: string, options: { signal?: AbortSignal } = {}): Promise<DraftDetail> {
  return draftDetailSchema.parse(
    await apiRequest("GET", `/api/agent/drafts/${encodeURIComponent(id)}`, undefined, options),
  );
}

export const draftQueryKey = (id: string) => ["/api/agent/drafts/:id", id] as const;

export function draftQueryOptions(id: string) {
  return queryOptions({ queryKey: draftQueryKey(id), queryFn: ({ signal }) => getDraft(id, { signal }) });
}

export function useDraft(id: string | null | undefined) {
  return useQuery({ ...draftQueryOptions(id ?? ""), enabled: Boolean(id) });
}
