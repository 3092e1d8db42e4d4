import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { AnalysisSummary } from "../../../../../common/api/analyses";
import { paths } from "../../../paths";
import { RiskBadge, StatusBadge } from "../../analysis/components/risk-badge";
import { formatTimestamp } from "../../analysis/format";
import { contractViewTexts } from "../texts";

/** The contract's analyses, newest first, each linking to its screen. */
export function ContractAnalyses({ analyses }: { analyses: readonly AnalysisSummary[] }) {
  return (
    <section
      aria-labelledby="contract-analyses-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <h2 id="contract-analyses-heading" className="text-sm font-semibold text-navy-900">
        {contractViewTexts.analyses}
      </h2>
      {analyses.length === 0 ? (
        <p className="mt-3 text-sm text-navy-600">{contractViewTexts.noAnalyses}</p>
      ) : (
        <ul className="mt-2 divide-y divide-navy-100">
          {analyses.map((analysis) => {
            const date = formatTimestamp(analysis.createdAt);
            return (
              <li key={analysis.id}>
                <Link
                  to={paths.analysis(analysis.id)}
                  className="group -mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-navy-50"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-navy-900">
                        {analysis.contractTypeLabel ?? contractViewTexts.untypedAnalysis}
                      </p>
                      <p className="text-xs text-navy-600">
                        <time dateTime={analysis.createdAt}>{date}</time>
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-1.5 sm:justify-end">
                      <StatusBadge status={analysis.status} />
                      {analysis.riskLevel && <RiskBadge level={analysis.riskLevel} score={analysis.riskScore} />}
                    </div>
                  </div>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-navy-400 group-hover:text-teal-700"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
