import { useQuery } from "@tanstack/react-query";
import { ArrowRight, CircleAlert, FileText, FolderOpen } from "lucide-react";
import { Link } from "react-router";
import type { ContractListItem } from "../../../../../common/api/analyses";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { paths } from "../../../paths";
import { RiskBadge, StatusBadge } from "../../analysis/components/risk-badge";
import { RUNNING_ANALYSES_POLL_MS } from "../../analysis/components/use-analyses-while-running";
import { isInProgress } from "../../analysis/progress";
import { contractsQueryOptions, HOME_CONTRACTS_SHOWN } from "../api/get-contracts";
import { contractHref } from "../contract-href";
import { formatDay } from "../format-day";
import { contractListTexts } from "../texts";

/**
 * Home's "Your contracts": the first 6 of GET /api/contracts (SPEC §2, §9), cached 5 min; refreshed
 * every few seconds only while one of them is still being analysed.
 */
export function RecentContracts() {
  const contracts = useQuery({
    ...contractsQueryOptions,
    refetchInterval: (query) =>
      query.state.data?.some((contract) => contract.latestAnalysis && isInProgress(contract.latestAnalysis.status))
        ? RUNNING_ANALYSES_POLL_MS
        : false,
  });
  const shown = (contracts.data ?? []).slice(0, HOME_CONTRACTS_SHOWN);

  return (
    <section aria-labelledby="recent-contracts-heading" className="mt-14">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="recent-contracts-heading" className="text-xl font-semibold text-navy-900">
            {contractListTexts.heading}
          </h2>
          <p className="mt-1 text-sm text-navy-600">{contractListTexts.intro}</p>
        </div>
        {shown.length > 0 && (
          <Link
            to={paths.history}
            className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-teal-800 underline-offset-4 hover:underline sm:self-auto"
          >
            {contractListTexts.seeAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>

      <div className="mt-5">
        {contracts.isPending ? (
          <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{contractListTexts.loading}</span>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-32 rounded-2xl" />
            ))}
          </div>
        ) : contracts.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            <p className="flex-1 font-medium">{contractListTexts.loadFailed}</p>
            <Button variant="secondary" onClick={() => void contracts.refetch()} disabled={contracts.isFetching}>
              {contractListTexts.retry}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-navy-200 bg-white px-6 py-10 text-center">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-navy-50">
              <FolderOpen className="size-6 text-navy-500" />
            </span>
            <h3 className="mt-3 font-semibold text-navy-900">{contractListTexts.empty}</h3>
            <p className="mt-1 max-w-sm text-sm text-navy-600">{contractListTexts.emptyHint}</p>
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((contract) => (
              <li key={contract.id}>
                <ContractCard contract={contract} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ContractCard({ contract }: { contract: ContractListItem }) {
  const analysis = contract.latestAnalysis;
  const href = analysis ? paths.analysis(analysis.id) : contractHref(contract.id);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-4 shadow-sm transition hover:border-teal-300 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-teal-600">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-navy-50 group-hover:bg-teal-50"
        >
          <FileText className="size-5 text-navy-500 group-hover:text-teal-700" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-navy-900" title={contract.fileName}>
            {/* The link covers the whole card (after:inset-0); its name stays the file name. */}
            <Link to={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']">
              {contract.fileName}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-navy-600">
            <time dateTime={contract.createdAt}>{contractListTexts.uploaded(formatDay(contract.createdAt))}</time>
          </p>
        </div>
        <ArrowRight
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 text-navy-300 transition group-hover:translate-x-0.5 group-hover:text-teal-700"
        />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {analysis ? (
          <>
            <StatusBadge status={analysis.status} />
            {analysis.riskLevel && <RiskBadge level={analysis.riskLevel} score={analysis.riskScore} />}
            {analysis.contractTypeLabel && (
              <span className="truncate text-xs text-navy-600">{analysis.contractTypeLabel}</span>
            )}
          </>
        ) : (
          <span className="text-xs font-medium text-navy-600">{contractListTexts.noAnalysis}</span>
        )}
      </div>
    </article>
  );
}
