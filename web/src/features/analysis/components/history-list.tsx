import { ArrowRight, FileText, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { AnalysisSummary } from "../../../../../common/api/analyses";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../paths";
import { contractHref } from "../../contracts/contract-href";
import { formatTimestamp } from "../format";
import { isInProgress } from "../progress";
import { historyTexts } from "../texts";
import { RiskBadge, StatusBadge } from "./risk-badge";
import { useDesktopLayout } from "./use-desktop-layout";

type HistoryListProps = {
  analyses: readonly AnalysisSummary[];
  onDelete: (analysis: AnalysisSummary) => void;
};

/** The history rows: a table on desktop, stacked cards on mobile (SPEC §9: 768px or less). */
export function HistoryList({ analyses, onDelete }: HistoryListProps) {
  const desktop = useDesktopLayout();
  return desktop ? (
    <HistoryTable analyses={analyses} onDelete={onDelete} />
  ) : (
    <HistoryCards analyses={analyses} onDelete={onDelete} />
  );
}

function StatusCell({ analysis }: { analysis: AnalysisSummary }) {
  const running = isInProgress(analysis.status);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <StatusBadge status={analysis.status} />
      {running && analysis.progress.percent > 0 && (
        <span className="text-xs font-medium text-navy-500 tabular-nums">{Math.round(analysis.progress.percent)}%</span>
      )}
    </span>
  );
}

function RiskCell({ analysis }: { analysis: AnalysisSummary }) {
  if (analysis.riskLevel) return <RiskBadge level={analysis.riskLevel} score={analysis.riskScore} />;
  return (
    <span className="text-sm text-navy-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{historyTexts.notYetScored}</span>
    </span>
  );
}

function RowActions({
  analysis,
  onDelete,
  withLabels = false,
}: {
  analysis: AnalysisSummary;
  onDelete: (analysis: AnalysisSummary) => void;
  withLabels?: boolean;
}) {
  const iconButton = withLabels ? "h-9 px-3" : "size-9 px-0";
  return (
    <div className={withLabels ? "flex items-center gap-1" : "flex items-center justify-end gap-1"}>
      <Button asChild size="sm" variant="secondary" className={withLabels ? "mr-auto h-9" : undefined}>
        <Link to={paths.analysis(analysis.id)} aria-label={historyTexts.openAnalysisOf(analysis.fileName)}>
          {historyTexts.open}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="ghost" className={iconButton}>
        <Link
          to={contractHref(analysis.contractId)}
          aria-label={historyTexts.viewContractOf(analysis.fileName)}
          title={historyTexts.viewContractOf(analysis.fileName)}
        >
          <FileText aria-hidden="true" />
          {withLabels && <span aria-hidden="true">{historyTexts.viewContract}</span>}
        </Link>
      </Button>
      <Button
        variant="ghost"
        className={`${iconButton} text-red-700 hover:bg-red-50 hover:text-red-800`}
        aria-label={historyTexts.deleteAnalysisOf(analysis.fileName)}
        title={historyTexts.deleteAnalysisOf(analysis.fileName)}
        onClick={() => onDelete(analysis)}
      >
        <Trash2 aria-hidden="true" />
        {withLabels && <span aria-hidden="true">{historyTexts.delete}</span>}
      </Button>
    </div>
  );
}

function HistoryTable({ analyses, onDelete }: HistoryListProps) {
  const headerClass = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-navy-500 uppercase";
  return (
    <div className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{historyTexts.tableCaption}</caption>
        <colgroup>
          <col />
          <col className="w-32" />
          <col className="w-36" />
          <col className="w-44" />
          <col className="w-40" />
          <col className="w-40" />
        </colgroup>
        <thead className="border-b border-navy-100 bg-navy-50/60">
          <tr>
            <th scope="col" className={headerClass}>
              {historyTexts.file}
            </th>
            <th scope="col" className={headerClass}>
              {historyTexts.status}
            </th>
            <th scope="col" className={headerClass}>
              {historyTexts.risk}
            </th>
            <th scope="col" className={headerClass}>
              {historyTexts.contractType}
            </th>
            <th scope="col" className={headerClass}>
              {historyTexts.date}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              <span className="sr-only">{historyTexts.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100">
          {analyses.map((analysis) => (
            <tr key={analysis.id} className="transition-colors hover:bg-navy-50/40">
              <th scope="row" className="px-4 py-3 text-left font-semibold text-navy-900">
                <span className="flex min-w-0 items-center gap-3">
                  <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-navy-50">
                    <FileText className="size-4 text-navy-500" />
                  </span>
                  <span className="line-clamp-2 [overflow-wrap:anywhere]" title={analysis.fileName}>
                    {analysis.fileName}
                  </span>
                </span>
              </th>
              <td className="px-4 py-3">
                <StatusCell analysis={analysis} />
              </td>
              <td className="px-4 py-3">
                <RiskCell analysis={analysis} />
              </td>
              <td className="px-4 py-3 text-navy-700">
                {analysis.contractTypeLabel ?? <NotDetected analysis={analysis} />}
              </td>
              <td className="px-4 py-3 text-navy-700 tabular-nums">
                <time dateTime={analysis.createdAt}>{formatTimestamp(analysis.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <RowActions analysis={analysis} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NotDetected({ analysis }: { analysis: AnalysisSummary }) {
  return <span className="text-navy-500">{analysis.status === "completed" ? historyTexts.notDetected : "—"}</span>;
}

function HistoryCards({ analyses, onDelete }: HistoryListProps) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label={historyTexts.tableCaption}>
      {analyses.map((analysis) => (
        <li key={analysis.id} className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-navy-50">
              <FileText className="size-5 text-navy-500" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="truncate font-semibold text-navy-900" title={analysis.fileName}>
                {analysis.fileName}
              </h2>
              <p className="mt-0.5 text-sm text-navy-600">
                {analysis.contractTypeLabel ?? <NotDetected analysis={analysis} />}
                <span aria-hidden="true"> · </span>
                <time dateTime={analysis.createdAt}>{formatTimestamp(analysis.createdAt)}</time>
              </p>
            </div>
          </div>
          <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex items-center gap-2">
              <dt className="sr-only">{historyTexts.status}</dt>
              <dd>
                <StatusCell analysis={analysis} />
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="sr-only">{historyTexts.risk}</dt>
              <dd>
                <RiskCell analysis={analysis} />
              </dd>
            </div>
          </dl>
          <div className="mt-3 border-t border-navy-100 pt-3">
            <RowActions analysis={analysis} onDelete={onDelete} withLabels />
          </div>
        </li>
      ))}
    </ul>
  );
}
