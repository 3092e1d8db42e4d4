import { useEffect, useState } from "react";
import type { AnalysisStatus } from "../../../../../common/api/analyses";
import { isInProgress, nextDisplayedPercent, PROGRESS_TICK_MS } from "../progress";

/** The percent the bar shows, ticked every 150 ms by the SPEC §4 rules (see nextDisplayedPercent). */
export function useDisplayedPercent(serverPercent: number, status: AnalysisStatus): number {
  const [displayed, setDisplayed] = useState(() => (status === "completed" ? 100 : 0));

  useEffect(() => {
    if (status === "completed") {
      setDisplayed(100);
      return;
    }
    if (!isInProgress(status)) return;
    const timer = setInterval(() => {
      setDisplayed((current) => nextDisplayedPercent(current, serverPercent, status));
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [serverPercent, status]);

  return displayed;
}
