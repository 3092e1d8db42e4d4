import { type AnalysisStatus, inProgressStatuses } from "../../../../common/api/analyses";
import { progressTexts } from "./texts";

/** SPEC §9: the displayed percent is updated every 150 ms. */
export const PROGRESS_TICK_MS = 150;
/** How often the status endpoint is polled while an analysis runs. */
export const STATUS_POLL_MS = 1_000;

const CREEP_CEILING = 90;

export function isInProgress(status: AnalysisStatus): boolean {
  return inProgressStatuses.includes(status);
}

/**
 * One tick of the displayed percent (SPEC §4 "Analysis status"):
 * - completed jumps to 100;
 * - with a server percent above 0 it rises by 0.5 and never passes the server percent (and never falls back);
 * - otherwise it creeps by 0.5 below 20, 0.25 below 50, 0.1 below 80, 0.05 below 90, and stops at 90.
 * An analysis that failed keeps what it showed.
 */
export function nextDisplayedPercent(displayed: number, serverPercent: number, status: AnalysisStatus): number {
  if (status === "completed") return 100;
  if (status === "error") return displayed;
  if (serverPercent > 0) {
    if (displayed >= serverPercent) return displayed;
    return Math.min(displayed + 0.5, serverPercent);
  }
  if (displayed >= CREEP_CEILING) return displayed;
  const step = displayed < 20 ? 0.5 : displayed < 50 ? 0.25 : displayed < 80 ? 0.1 : 0.05;
  return Math.min(roundTick(displayed + step), CREEP_CEILING);
}

/** Keeps repeated float additions (0.1, 0.05) from drifting into 79.99999. */
function roundTick(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** SPEC §4: the text under the bar. */
export function progressCaption(status: AnalysisStatus): string {
  if (status === "processing" || status === "analyzing") return progressTexts.captionAnalyzing;
  if (status === "completed") return progressTexts.captionCompleted;
  if (status === "error") return progressTexts.captionError;
  return progressTexts.captionPreparing;
}

/** The title of the progress screen for a status. */
export function progressTitle(status: AnalysisStatus): string {
  if (status === "completed") return progressTexts.completedTitle;
  if (status === "error") return progressTexts.failedTitle;
  return progressTexts.title;
}
