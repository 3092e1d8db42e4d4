import { CircleAlert, FileSearch, History as HistoryIcon, Search, UploadCloud, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { AnalysisSummary } from "../../../common/api/analyses";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Skeleton } from "../components/ui/skeleton";
import { DeleteAnalysisDialog } from "../features/analysis/components/delete-analysis-dialog";
import { filterAnalysesByFileName } from "../features/analysis/components/filter-analyses";
import { HistoryList } from "../features/analysis/components/history-list";
import { useAnalysesWhileRunning } from "../features/analysis/components/use-analyses-while-running";
import { isInProgress } from "../features/analysis/progress";
import { historyTexts } from "../features/analysis/texts";
import { paths } from "../paths";

/** /history: every analysis, newest first, with search, open and delete. */
export default function HistoryScreen() {
  const analyses = useAnalysesWhileRunning();
  const [query, setQuery] = useState("");
  const [toDelete, setToDelete] = useState<AnalysisSummary | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchId = useId();

  const all = analyses.data ?? [];
  const shown = filterAnalysesByFileName(all, query);
  const running = all.some((analysis) => isInProgress(analysis.status));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-navy-900 outline-none">
            {historyTexts.title}
          </h1>
          <p className="mt-2 text-navy-600">{historyTexts.intro}</p>
        </div>
        {all.length > 0 && (
          <Button asChild className="self-start sm:self-auto">
            <Link to={paths.analyzeSection}>
              <UploadCloud aria-hidden="true" />
              {historyTexts.emptyAction}
            </Link>
          </Button>
        )}
      </header>

      <div className="mt-8">
        {analyses.isPending ? (
          <HistorySkeleton />
        ) : analyses.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            <p className="flex-1 font-medium">{historyTexts.loadFailed}</p>
            <Button variant="secondary" onClick={() => void analyses.refetch()} disabled={analyses.isFetching}>
              {historyTexts.retry}
            </Button>
          </div>
        ) : all.length === 0 ? (
          <EmptyHistory />
        ) : (
          // minmax(0, 1fr): a long file name is cut with an ellipsis instead of widening the page past the screen
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="relative w-full sm:max-w-sm">
                <label htmlFor={searchId} className="sr-only">
                  {historyTexts.searchLabel}
                </label>
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-400"
                />
                <Input
                  ref={searchRef}
                  id={searchId}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder={historyTexts.searchPlaceholder}
                  autoComplete="off"
                  className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
                />
                {query && (
                  <button
                    type="button"
                    onClick={() => {
                      setQuery("");
                      searchRef.current?.focus();
                    }}
                    aria-label={historyTexts.clearSearch}
                    className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-md text-navy-500 hover:bg-navy-50 hover:text-navy-800"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                )}
              </div>
              <p aria-live="polite" className="text-sm text-navy-600">
                {query.trim() ? historyTexts.matchCount(shown.length, all.length) : historyTexts.count(all.length)}
                {running && (
                  <span className="block text-xs text-navy-500 sm:inline sm:before:content-['_·_']">
                    {historyTexts.inProgressNote}
                  </span>
                )}
              </p>
            </div>

            {shown.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-navy-200 bg-white px-6 py-12 text-center">
                <FileSearch aria-hidden="true" className="size-8 text-navy-400" />
                <p className="font-medium text-navy-800">{historyTexts.noMatches(query.trim())}</p>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setQuery("");
                    searchRef.current?.focus();
                  }}
                >
                  {historyTexts.clearSearch}
                </Button>
              </div>
            ) : (
              <HistoryList analyses={shown} onDelete={setToDelete} />
            )}
          </div>
        )}
      </div>

      <DeleteAnalysisDialog
        analysis={toDelete}
        onClose={() => setToDelete(null)}
        focusAfterDelete={() => (searchRef.current ?? headingRef.current)?.focus()}
      />
    </div>
  );
}

function EmptyHistory() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-navy-200 bg-white px-6 py-14 text-center">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-teal-50">
        <HistoryIcon className="size-7 text-teal-700" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-navy-900">{historyTexts.empty}</h2>
      <p className="mt-1 max-w-sm text-navy-600">{historyTexts.emptyHint}</p>
      <Button asChild className="mt-6">
        <Link to={paths.analyzeSection}>{historyTexts.emptyAction}</Link>
      </Button>
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{historyTexts.loading}</span>
      <Skeleton className="h-11 w-full sm:max-w-sm" />
      <div className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="flex items-center gap-4">
            <Skeleton className="size-9 shrink-0 rounded-lg" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
            <Skeleton className="hidden h-5 w-24 rounded-full sm:block" />
            <Skeleton className="h-8 w-16" />
          </div>
        ))}
      </div>
    </div>
  );
}
