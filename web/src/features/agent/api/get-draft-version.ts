import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DraftVersionDetail, draftVersionDetailSchema } from "../../../../../common/chat";
import { apiRequest } from "../../../lib/http";

/** GET /api/agent/drafts/:id/versions/:version — one version's text, to read before restoring it. */
export async function getDraftVersion(
  draftId: string,
  version: number,
  options: { signal?: AbortSignal } = {},
): Promise<DraftVersionDetail> {
  return draftVersionDetailSchema.parse(
    await apiRequest("GET", `/api/agent/drafts/${encodeURIComponent(draftId)}/versions/${version}`, undefined, options),
  );
}

export function useDraftVersion(draftId: string, version: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ["/api/agent/drafts/:id/versions/:version", draftId, version] as const,
      queryFn: ({ signal }) => getDraftVersion(draftId, version!, { signal }),
    }),
    enabled: version !== null,
    staleTime: Infinity, // a version never changes
  });
}
