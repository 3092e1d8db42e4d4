import { FileQuestion, House, RotateCcw, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { useAnalysis } from "../features/analysis/api/get-analysis";
import { useAnalysisStatus } from "../features/analysis/api/get-analysis-status";
import { useReanalyzeAnalysis } from "../features/analysis/api/reanalyze-analysis";
import { AnalysisProgress } from "../features/analysis/components/analysis-progress";
import { AnalysisResultView } from "../features/analysis/components/analysis-result";
import { rememberRecentContract } from "../features/analysis/recent-contract";
import { progressTexts, resultTexts } from "../features/analysis/texts";
import { ShareMenu } from "../features/sharing/components/share-menu";
import { toast } from "../features/toast/api/toast-store";
import { errorStatus } from "../lib/http";
import { paths } from "../paths";

/**
 * /analysis/:id — polls the status while the analysis runs (SPEC §4 "Analysis status"), then shows
 * the result. Another side opens that side's own analysis (made once, kept beside this one);
 * running again after an error puts the status back to pending until the new result is in.
 */
export default function AnalysisScreen() {
  const { id = "" } = useParams();
  const status = useAnalysisStatus(id);
  const completed = status.data?.status === "completed";
  const detail = useAnalysis(id, { enabled: completed });
  const reanalyze = useReanalyzeAnalysis(id);
  const navigate = useNavigate();
  const result = completed ? detail.data?.result : undefined;

  useEffect(() => {
    if (result) rememberRecentContract(id, Date.now());
  }, [id, result]);

  if (status.isPending) return <LoadingState />;
  if (status.isError) return <LoadFailed error={status.error} onRetry={() => void status.refetch()} />;

  if (!completed) {
    return (
      <AnalysisProgress
        status={status.data}
        fileName={detail.data?.fileName}
        onRetry={() =>
          reanalyze.mutate(
            {},
            {
              onError: (error) =>
                toast({ type: "error", title: resultTexts.reanalyzeFailed, description: error.message }),
            },
          )
        }
        retrying={reanalyze.isPending}
      />
    );
  }

  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  // While the result loads, the progress view shows its completed state: 100% and "Analysis Complete".
  if (!detail.data) return <AnalysisProgress status={status.data} />;
  if (!result)
    return (
      <Message
        icon={<FileQuestion aria-hidden="true" className="size-7 text-navy-500" />}
        title={resultTexts.noResult}
      />
    );

  return (
    <AnalysisResultView
      key={`${result.sides.used?.id ?? "neutral"}|${detail.data.updatedAt}`}
      detail={detail.data}
      result={result}
      onChooseSide={(side) =>
        reanalyze.mutate(
          { side },
          { onSuccess: (summary) => summary.id !== id && navigate(paths.analysis(summary.id)) },
        )
      }
      reanalyzePending={reanalyze.isPending}
      reanalyzeError={reanalyze.isError ? reanalyze.error.message || resultTexts.reanalyzeFailed : null}
      headerActions={<ShareMenu analysisId={id} fileName={detail.data.fileName} />}
    />
  );
}

function LoadingState() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16" aria-busy="true">
      <p role="status" className="sr-only">
        {progressTexts.loading}
      </p>
      <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-8 h-3 w-full rounded-full" />
        <Skeleton className="mt-8 h-16 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** A 404 reads as "not found" with the client's message (SPEC §8); anything else offers to try again. */
function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const notFound = errorStatus(error) === 404;
  return (
    <Message
      icon={
        notFound ? (
          <FileQuestion aria-hidden="true" className="size-7 text-navy-500" />
        ) : (
          <TriangleAlert aria-hidden="true" className="size-7 text-red-700" />
        )
      }
      title={notFound ? progressTexts.notFoundTitle : progressTexts.loadFailedTitle}
    >
      <p role="alert" className="mt-3 font-medium text-navy-800">
        {error.message}
      </p>
      {notFound && <p className="mt-2 text-sm text-navy-600">{progressTexts.notFoundHint}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound ? (
          <Button asChild>
            <Link to={paths.history}>{progressTexts.goToHistory}</Link>
          </Button>
        ) : (
          <Button onClick={onRetry}>
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
    </Message>
  );
}

function Message({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="w-full max-w-lg rounded-2xl border border-navy-100 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-navy-50">{icon}</div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
