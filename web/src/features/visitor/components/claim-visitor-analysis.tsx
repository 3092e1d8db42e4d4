import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { analysesQueryKey } from "../../analysis/api/get-analyses";
import { contractsQueryKey } from "../../contracts/api/get-contracts";
import { toast } from "../../toast/api/toast-store";
import { claimVisitorAnalysis } from "../api/claim-visitor-analysis";
import { visitorTexts } from "../texts";
import { clearVisitorMarker, readVisitorMarker } from "../visitor-marker";

/**
 * Rendered while signed in: when this browser session analysed a contract as a visitor, it is
 * claimed into the account once (sign-up, sign-in and single sign-on all land here), and the
 * contract lists refresh so History shows it.
 */
export function ClaimVisitorAnalysis() {
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !readVisitorMarker()) return;
    started.current = true;
    claimVisitorAnalysis()
      .then(({ claimed }) => {
        clearVisitorMarker();
        if (claimed.length === 0) return;
        // A list's first fetch may have started before the claim committed; invalidating alone would
        // join that fetch (TanStack Query does not cancel a fetch that has no data yet), so cancel it first.
        for (const queryKey of [contractsQueryKey, analysesQueryKey]) {
          void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
        }
        toast({
          type: "success",
          title: visitorTexts.claimedTitle,
          description: visitorTexts.claimedText(claimed.length),
        });
      })
      .catch((error: unknown) => {
        // the marker stays: the next signed-in load tries again
        console.error("Failed to claim the visitor analysis", error);
      });
  }, [queryClient]);

  return null;
}
