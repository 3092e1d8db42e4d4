import { CircleCheck, Cpu, FileText, Landmark } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Citation, Finding, AnalysisResult as Result } from "../../../../../common/analysis";
import type { AnalysisDetail } from "../../../../../common/api/analyses";
import { cn } from "../../../lib/cn";
import { useApplyPreferencesOnce } from "../../settings/api/use-analysis-preferences";
import { formatTimestamp } from "../format";
import {
  breakdownDomId,
  type ClauseFilters,
  categoryOptions,
  citationRangeInClause,
  clauseIndexForCitation,
  countBySeverity,
  filterClauses,
  indexClauses,
  noClauseFilters,
  splitFindings,
} from "../result-view";
import { resultTexts } from "../texts";
import { type ActiveCitation, breakdownTriggerId, ClauseBreakdown, citationMarkId } from "./clause-breakdown";
import { ContractTextPanel } from "./contract-text-panel";
import { DocumentNotes, documentNotes } from "./document-notes";
import { ExportLinks } from "./export-links";
import { FindingCard } from "./finding-card";
import { KeyTermsCard } from "./key-terms-card";
import { riskColors } from "./risk-badge";
import { RiskGauge } from "./risk-gauge";
import { RiskHeatmap } from "./risk-heatmap";
import { SidePicker } from "./side-picker";

type AnalysisResultViewProps = {
  detail: AnalysisDetail;
  result: Result;
  onChooseSide: (sideId: string) => void;
  reanalyzePending: boolean;
  reanalyzeError: string | null;
  /** Shown beside the exports (the share menu). */
  headerActions?: ReactNode;
  /** A read-only view (the landing page's visitor result, a shared link): no exports, no re-analysis. */
  readOnly?: boolean;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The completed analysis: overview, pictures, findings, the clause-by-clause breakdown and the contract text. */
export function AnalysisResultView({
  detail,
  result,
  onChooseSide,
  reanalyzePending,
  reanalyzeError,
  headerActions,
  readOnly = false,
}: AnalysisResultViewProps) {
  const contractHeadingId = useId();
  const clauses = useMemo(() => indexClauses(result.clauses), [result.clauses]);
  const categories = useMemo(() => categoryOptions(result.clauses), [result.clauses]);
  const findingsById = useMemo(
    () => new Map(result.findings.map((finding) => [finding.id, finding])),
    [result.findings],
  );
  const { clauseFindings, missingFindings, favourFindings } = useMemo(
    () => splitFindings(result.findings),
    [result.findings],
  );
  const severityCounts = countBySeverity(result.findings);
  const notes = documentNotes(result, detail.contract);

  const [filters, setFilters] = useState<ClauseFilters>(noClauseFilters);
  const [open, setOpen] = useState<string[]>([]);
  // "plain language with the legal detail" (Settings) opens the high-risk clauses with the contract's own words
  useApplyPreferencesOnce(
    (preferences) => {
      if (preferences.readingLevel !== "detailed") return;
      const highRisk = clauses
        .filter((entry) => entry.clause.risk.level === "high")
        .map((entry) => String(entry.index));
      setOpen((current) => [...new Set([...current, ...highRisk])]);
    },
    { enabled: !readOnly },
  );
  const [activeCitation, setActiveCitation] = useState<ActiveCitation | null>(null);
  const [jumpKey, setJumpKey] = useState(0);
  const pendingFocus = useRef<ActiveCitation | null>(null);

  function jumpTo(clauseIndex: number, citation: Citation | null) {
    const entry = clauses.find((candidate) => candidate.index === clauseIndex);
    if (!entry) return;
    if (!filterClauses([entry], filters).length) setFilters(noClauseFilters);
    setOpen((current) => (current.includes(String(clauseIndex)) ? current : [...current, String(clauseIndex)]));
    const target: ActiveCitation = {
      clauseIndex,
      range: citation ? citationRangeInClause(entry.clause, citation) : null,
    };
    setActiveCitation(target);
    pendingFocus.current = target;
    setJumpKey((key) => key + 1);
  }
  /** A finding as a list item: its card, with the clause it cites and a way to jump there when it cites one. */
  function findingItem(finding: Finding) {
    const clauseIndex = finding.citation ? clauseIndexForCitation(clauses, finding.citation) : null;
    const clauseNumber =
      clauseIndex === null ? null : (clauses.find((entry) => entry.index === clauseIndex)?.clause.number ?? null);
    return (
      <li key={finding.id}>
        <FindingCard
          finding={finding}
          clauseNumber={clauseNumber}
          onJump={clauseIndex === null ? undefined : () => jumpTo(clauseIndex, finding.citation)}
        />
      </li>
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: jumpKey is the trigger: each jump re-runs the effect, which reads the target from a ref
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const frame = requestAnimationFrame(() => {
      const focusable = document.getElementById(
        target.range ? citationMarkId(target.clauseIndex) : breakdownTriggerId(target.clauseIndex),
      );
      const scrollTarget = target.range ? focusable : document.getElementById(breakdownDomId(target.clauseIndex));
      scrollTarget?.scrollIntoView({
        block: target.range ? "center" : "start",
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
      focusable?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [jumpKey]);

  const engineName = `${detail.engine.label} (${detail.engine.model})`;
  const level = result.overallRisk.level;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <div className="min-w-0">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800 ring-1 ring-teal-200 ring-inset">
            <CircleCheck aria-hidden="true" className="size-4" />
            {resultTexts.completedLabel}
          </p>
          <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-navy-900 sm:text-3xl">
            {detail.contract.fileName}
          </h1>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-navy-600">
            <MetaItem icon={<FileText aria-hidden="true" className="size-4" />} label={resultTexts.contractType}>
              {result.contractType.label}
            </MetaItem>
            <MetaItem icon={<Landmark aria-hidden="true" className="size-4" />} label={resultTexts.jurisdiction}>
              {result.jurisdiction.code === "unknown" ? resultTexts.notDetected : result.jurisdiction.name}
            </MetaItem>
            <MetaItem icon={<Cpu aria-hidden="true" className="size-4" />} label={resultTexts.engine}>
              {engineName}
            </MetaItem>
          </ul>
          {detail.completedAt && (
            <p className="mt-1 text-xs text-navy-500">{resultTexts.completedOn(formatTimestamp(detail.completedAt))}</p>
          )}
        </div>
        {(!readOnly || headerActions) && (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
            {!readOnly && (
              <section
                aria-labelledby="export-heading"
                className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4"
              >
                <h2 id="export-heading" className="text-xs font-semibold tracking-wide text-navy-500 uppercase">
                  {resultTexts.exports}
                </h2>
                <ExportLinks analysisId={detail.id} />
              </section>
            )}
            {headerActions}
          </div>
        )}
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card labelledBy="overall-risk-heading" className="lg:col-span-2">
          <CardHeading id="overall-risk-heading">{resultTexts.overallRisk}</CardHeading>
          <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
            <div className="flex w-full max-w-[220px] shrink-0 flex-col items-center">
              <RiskGauge score={result.overallRisk.score} level={level} />
              <p className={cn("mt-1 text-lg font-bold", riskColors[level].text)} data-testid="overall-risk-level">
                {resultTexts.riskLevel[level]}
              </p>
            </div>
            <div className="min-w-0">
              <p className="text-base leading-7 text-navy-800">{result.overallRisk.summary}</p>
              <ul aria-label={resultTexts.findings} className="mt-4 flex flex-wrap gap-2">
                {(["high", "medium", "low"] as const).map((severity) => (
                  <li
                    key={severity}
                    className="flex items-center gap-1.5 rounded-lg bg-slate-50 px-2.5 py-1.5 text-sm font-medium text-navy-800 ring-1 ring-navy-100 ring-inset"
                  >
                    <span aria-hidden="true" className={cn("size-2 rounded-full", riskColors[severity].dot)} />
                    {resultTexts.findingsBySeverity(severityCounts[severity], resultTexts.severity[severity])}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Card>
        <Card labelledBy="your-side-heading">
          <CardHeading id="your-side-heading">{resultTexts.yourSide}</CardHeading>
          <div className="mt-3">
            {readOnly ? (
              <p className="flex items-start gap-2 text-sm text-navy-800" data-testid="side-used">
                {result.sides.used
                  ? resultTexts.readFor(result.sides.used.label, result.sides.used.partyName)
                  : resultTexts.readNeutral}
              </p>
            ) : (
              <SidePicker
                sides={result.sides}
                onChoose={onChooseSide}
                pending={reanalyzePending}
                error={reanalyzeError}
              />
            )}
          </div>
        </Card>
      </div>

      {(notes.warnings.length > 0 || notes.notSure.length > 0) && (
        <section
          aria-labelledby="notes-heading"
          className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6"
        >
          <h2 id="notes-heading" className="text-lg font-semibold text-amber-950">
            {resultTexts.documentNotes}
          </h2>
          <div className="mt-3">
            <DocumentNotes warnings={notes.warnings} notSure={notes.notSure} />
          </div>
        </section>
      )}

      <Card labelledBy="heatmap-heading" className="mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardHeading id="heatmap-heading">{resultTexts.heatmapTitle}</CardHeading>
          <p className="text-sm text-navy-500">{resultTexts.clauseCount(clauses.length)}</p>
        </div>
        <p className="mt-1 text-sm text-navy-600">{resultTexts.heatmapHint}</p>
        <div className="mt-4">
          <RiskHeatmap clauses={clauses} onSelect={(index) => jumpTo(index, null)} />
        </div>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <Card labelledBy="key-terms-heading">
            <CardHeading id="key-terms-heading">{resultTexts.keyTerms}</CardHeading>
            <div className="mt-4">
              <KeyTermsCard keyTerms={result.keyTerms} />
            </div>
          </Card>

          <section aria-labelledby="findings-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="findings-heading" className="text-xl font-semibold text-navy-900">
                {resultTexts.findings}
              </h2>
              <p className="text-sm text-navy-500">{resultTexts.findingsCount(clauseFindings.length)}</p>
            </div>
            {clauseFindings.length === 0 ? (
              <p className="mt-3 rounded-xl border border-navy-100 bg-white p-5 text-sm text-navy-700">
                {resultTexts.noFindings}
              </p>
            ) : (
              <ol className="mt-3 grid gap-3" data-testid="findings-list">
                {clauseFindings.map(findingItem)}
              </ol>
            )}
          </section>

          {missingFindings.length > 0 && (
            <section aria-labelledby="missing-heading">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="missing-heading" className="text-xl font-semibold text-navy-900">
                  {resultTexts.missingClauses}
                </h2>
                <p className="text-sm text-navy-500">{resultTexts.findingsCount(missingFindings.length)}</p>
              </div>
              <p className="mt-1 text-sm text-navy-600">{resultTexts.missingHint}</p>
              <ol className="mt-3 grid gap-3">{missingFindings.map(findingItem)}</ol>
            </section>
          )}

          {favourFindings.length > 0 && (
            <section aria-labelledby="favour-heading">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="favour-heading" className="text-xl font-semibold text-navy-900">
                  {resultTexts.inYourFavour}
                </h2>
                <p className="text-sm text-navy-500">{resultTexts.findingsCount(favourFindings.length)}</p>
              </div>
              <p className="mt-1 text-sm text-navy-600">{resultTexts.inYourFavourHint}</p>
              <ol className="mt-3 grid gap-3" data-testid="favour-list">
                {favourFindings.map(findingItem)}
              </ol>
            </section>
          )}

          <Card labelledBy="breakdown-heading">
            <CardHeading id="breakdown-heading">{resultTexts.breakdown}</CardHeading>
            <div className="mt-4">
              <ClauseBreakdown
                clauses={clauses}
                categories={categories}
                findingsById={findingsById}
                filters={filters}
                onFiltersChange={setFilters}
                open={open}
                onOpenChange={setOpen}
                activeCitation={activeCitation}
              />
            </div>
          </Card>
        </div>

        <Card labelledBy={contractHeadingId} className="lg:sticky lg:top-20">
          <CardHeading id={contractHeadingId}>{resultTexts.contractText}</CardHeading>
          <div className="mt-3">
            <ContractTextPanel
              clauses={clauses}
              showPages={detail.contract.pageCount > 1}
              activeCitation={activeCitation}
              jumpKey={jumpKey}
            />
          </div>
        </Card>
      </div>

      <p className="mt-10 border-t border-navy-100 pt-6 text-center text-sm text-navy-500">
        {resultTexts.notLegalAdvice}
      </p>
    </div>
  );
}

function Card({ labelledBy, className, children }: { labelledBy: string; className?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      {children}
    </section>
  );
}

function CardHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-semibold text-navy-900">
      {children}
    </h2>
  );
}

function MetaItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span className="text-navy-400">{icon}</span>
      <span className="sr-only">{label}:</span>
      {children}
    </li>
  );
}
