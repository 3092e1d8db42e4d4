import { useQuery } from "@tanstack/react-query";
import { analysesQueryOptions } from "../api/get-analyses";
import { isInProgress } from "../progress";

/** How often lists refresh while some analysis is still running. */
export const RUNNING_ANALYSES_POLL_MS = 3_000;

/** GET /api/analyses, refetched every few seconds only while some analysis is in progress. */
export function useAnalysesWhileRunning() {
  return useQuery({
    ...analysesQueryOptions,
    refetchInterval: (query) =>
      query.state.data?.some((analysis) => isInProgress(analysis.status)) ? RUNNING_ANALYSES_POLL_MS : false,
  });
}
