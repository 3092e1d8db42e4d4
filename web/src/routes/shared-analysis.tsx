import { ArrowRight, FileQuestion, Link2, RotateCcw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { AnalysisResultView } from "../features/analysis/components/analysis-result";
import { formatTimestamp } from "../features/analysis/format";
import { useSharedAnalysis } from "../features/sharing/api/get-shared-analysis";
import { shareTexts } from "../features/sharing/texts";
import { errorStatus } from "../lib/http";
import { paths } from "../paths";

/** /shared/:token — the public, read-only view of a shared analysis; a revoked or unknown link says so. */
export default function SharedAnalysisScreen() {
  const { token = "" } = useParams();
  const shared = useSharedAnalysis(token);

  if (shared.isPending) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6" aria-busy="true">
        <p role="status" className="sr-only">
          {shareTexts.loading}
        </p>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="mt-6 h-48 w-full rounded-2xl" />
      </div>
    );
  }
  if (shared.isError) {
    const notFound = errorStatus(shared.error) === 404;
    return (
      <Message
        icon={
          notFound ? (
            <FileQuestion aria-hidden="true" className="size-7 text-navy-500" />
          ) : (
            <TriangleAlert aria-hidden="true" className="size-7 text-red-700" />
          )
        }
        title={notFound ? shareTexts.notFoundTitle : shareTexts.loadFailedTitle}
      >
        <p className="mt-3 text-navy-700">{notFound ? shareTexts.notFoundText : shared.error.message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <Button onClick={() => void shared.refetch()}>
              <RotateCcw aria-hidden="true" />
              {shareTexts.tryAgain}
            </Button>
          )}
          <Button asChild variant={notFound ? "primary" : "secondary"}>
            <Link to={paths.home}>{shareTexts.goHome}</Link>
          </Button>
        </div>
      </Message>
    );
  }

  const { analysis, sharedAt } = shared.data;
  return (
    <div className="w-full">
      <div className="border-b border-teal-200 bg-teal-50">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="flex items-start gap-3">
            <Link2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            <div>
              <p className="text-sm font-semibold text-navy-900">{shareTexts.sharedBadge}</p>
              <p className="text-sm text-navy-700">
                {shareTexts.sharedIntro} {shareTexts.sharedOn(formatTimestamp(sharedAt))}
              </p>
            </div>
          </div>
          <Button asChild size="sm" className="self-start sm:self-auto">
            <Link to={paths.home}>
              {shareTexts.ownCta}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      {analysis.result && (
        <AnalysisResultView
          detail={analysis}
          result={analysis.result}
          onChooseSide={() => undefined}
          reanalyzePending={false}
          reanalyzeError={null}
          readOnly
        />
      )}
    </div>
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
