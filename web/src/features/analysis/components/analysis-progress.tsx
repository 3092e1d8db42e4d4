import { Cpu, House, RotateCcw, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { type AnalysisStatusResponse, stageLabel } from "../../../../../common/api/analyses";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { paths } from "../../../paths";
import { isInProgress, progressCaption, progressTitle } from "../progress";
import { progressTexts } from "../texts";
import { useDisplayedPercent } from "./use-displayed-percent";

type AnalysisProgressProps = {
  status: AnalysisStatusResponse;
  fileName?: string;
  /** Runs the analysis again after an error. */
  onRetry?: () => void;
  retrying?: boolean;
};

/** SPEC §2 "Analysis progress" and §4 "Analysis status": title, percent bar, stage, caption and the engine panel. */
export function AnalysisProgress({ status, fileName, onRetry, retrying }: AnalysisProgressProps) {
  const displayed = useDisplayedPercent(status.progress.percent, status.status);
  const running = isInProgress(status.status);
  const failed = status.status === "error";
  const rounded = Math.floor(displayed);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{progressTitle(status.status)}</h1>
        {fileName && <p className="mt-1 truncate text-sm font-medium text-navy-500">{fileName}</p>}
        {running && <p className="mt-3 text-navy-600">{progressTexts.subtitle}</p>}

        {failed ? (
          <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
            <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-red-800 uppercase">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {progressTexts.errorLabel}
            </p>
            <p className="mt-1 text-red-900">{status.error ?? progressTexts.unknownError}</p>
          </div>
        ) : null}

        <div className="mt-8">
          <div className="mb-2 flex items-baseline justify-between gap-4 text-sm">
            <span className="font-semibold text-navy-800">
              {progressTexts.stage}: <span data-testid="analysis-stage">{stageLabel(status.progress.stage)}</span>
            </span>
            <span className="font-semibold text-navy-900 tabular-nums" aria-hidden="true">
              {rounded}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={progressTexts.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={rounded}
            aria-valuetext={`${rounded}%`}
            className="h-3 w-full overflow-hidden rounded-full bg-navy-100"
          >
            <div
              className={cn(
                "h-full rounded-full transition-[width] duration-150 ease-linear",
                failed ? "bg-red-500" : "bg-teal-600",
                running && "animate-pulse",
              )}
              style={{ width: `${displayed}%` }}
            />
          </div>
          <p aria-live="polite" className="mt-3 text-sm text-navy-600">
            {progressCaption(status.status)}
          </p>
          {running && status.progress.message && (
            <p className="mt-1 text-xs text-navy-500">{status.progress.message}</p>
          )}
        </div>

        {running && (
          <section
            aria-labelledby="engine-panel-title"
            className="mt-8 flex gap-3 rounded-xl border border-teal-100 bg-teal-50/60 p-4"
          >
            <Cpu aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            <div>
              <h2 id="engine-panel-title" className="text-sm font-semibold text-navy-900">
                {progressTexts.panelTitle}
              </h2>
              <p className="mt-0.5 text-sm text-navy-700">
                {progressTexts.panelEngine(status.engine.label, status.engine.model)}
              </p>
            </div>
          </section>
        )}

        {failed && (
          <div className="mt-8 flex flex-wrap gap-3">
            {onRetry && (
              <Button onClick={onRetry} disabled={retrying}>
                <RotateCcw aria-hidden="true" />
                {progressTexts.tryAgain}
              </Button>
            )}
            <Button asChild variant="secondary">
              <Link to={paths.home}>
                <House aria-hidden="true" />
                {progressTexts.backHome}
              </Link>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
