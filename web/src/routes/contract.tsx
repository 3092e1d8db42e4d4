import { ArrowLeft, CircleAlert, Clock, FileQuestion, FileText, FileX2, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { ContractDetail } from "../../../common/api/contracts";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { useAnalysesWhileRunning } from "../features/analysis/components/use-analyses-while-running";
import { formatBytes } from "../features/analysis/upload-validation";
import { useContract } from "../features/contracts/api/get-contract";
import { ContractActions } from "../features/contracts/components/contract-actions";
import { ContractAnalyses } from "../features/contracts/components/contract-analyses";
import { ContractDocument } from "../features/contracts/components/contract-document";
import { ContractTitle } from "../features/contracts/components/contract-title";
import { formatDay } from "../features/contracts/format-day";
import { contractViewTexts, formatLabels } from "../features/contracts/texts";
import { errorStatus } from "../lib/http";
import { paths } from "../paths";

/** /contract/{id}, /contract-view/{id}, /contract-temp/{id}: one contract, its text and outline, its analyses. */
export default function ContractScreen() {
  const { id = "" } = useParams();
  const contract = useContract(id);
  const analyses = useAnalysesWhileRunning();

  if (contract.isPending) return <ContractSkeleton />;
  if (contract.isError) {
    if (errorStatus(contract.error) === 404) return <ContractNotFound />;
    return (
      <Page>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{contractViewTexts.title}</h1>
        <div
          role="alert"
          className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
        >
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
          <p className="flex-1 font-medium">{contractViewTexts.loadFailed}</p>
          <Button variant="secondary" onClick={() => void contract.refetch()} disabled={contract.isFetching}>
            {contractViewTexts.retry}
          </Button>
        </div>
      </Page>
    );
  }

  const detail = contract.data;
  const ownAnalyses = (analyses.data ?? []).filter((analysis) => analysis.contractId === detail.id);
  const latest = ownAnalyses[0] ?? null;

  return (
    <Page>
      <BackToHistory />
      <header className="mt-4 flex flex-col gap-5 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="hidden size-12 shrink-0 place-items-center rounded-xl bg-teal-50 sm:grid">
            <FileText className="size-6 text-teal-700" />
          </span>
          <div className="min-w-0 flex-1">
            <ContractTitle contract={detail} />
            <p className="mt-1 text-sm text-navy-600">
              {formatLabels[detail.format]} · {contractViewTexts.pageCount(detail.pageCount)} ·{" "}
              {formatBytes(detail.byteSize)}
            </p>
          </div>
        </div>
        <ContractActions
          contractId={detail.id}
          fileName={detail.fileName}
          latest={latest}
          filesDeleted={detail.filesDeleted}
        />
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ContractDetails contract={detail} />
        <ContractAnalyses analyses={ownAnalyses} />
      </div>

      {detail.warnings.length > 0 && (
        <section
          aria-labelledby="contract-warnings-heading"
          className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="contract-warnings-heading" className="flex items-center gap-2 text-sm font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4 text-amber-700" />
            {contractViewTexts.warnings}
          </h2>
          <ul className="mt-2 grid list-disc gap-1 pl-6 text-sm">
            {detail.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-6">
        {detail.filesDeleted || detail.text === null ? (
          <div className="flex items-start gap-3 rounded-2xl border border-navy-200 bg-navy-50 p-5">
            <FileX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
            <div>
              <h2 className="font-semibold text-navy-900">{contractViewTexts.filesDeletedTitle}</h2>
              <p className="mt-1 text-sm text-navy-700">
                {contractViewTexts.filesDeletedText(formatDay(detail.deleteFilesAfter))}
              </p>
            </div>
          </div>
        ) : (
          <ContractDocument text={detail.text} clauses={detail.clauses ?? []} />
        )}
      </div>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">{children}</div>;
}

function BackToHistory() {
  return (
    <Link
      to={paths.history}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {contractViewTexts.backToHistory}
    </Link>
  );
}

function ContractDetails({ contract }: { contract: ContractDetail }) {
  const ocrPages = contract.pages.filter((page) => page.method === "ocr").length;
  const rows: Array<[string, ReactNode]> = [
    [contractViewTexts.format, formatLabels[contract.format]],
    [contractViewTexts.size, formatBytes(contract.byteSize)],
    [
      contractViewTexts.pages,
      <>
        {contractViewTexts.pageCount(contract.pageCount)}
        {ocrPages > 0 && <span className="text-navy-500"> ({contractViewTexts.scannedPages(ocrPages)})</span>}
      </>,
    ],
    [
      contractViewTexts.uploaded,
      <time key="uploaded" dateTime={contract.createdAt}>
        {formatDay(contract.createdAt)}
      </time>,
    ],
  ];
  return (
    <section
      aria-labelledby="contract-details-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <h2 id="contract-details-heading" className="text-sm font-semibold text-navy-900">
        {contractViewTexts.details}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-navy-600">{term}</dt>
            <dd className="font-medium text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      {!contract.filesDeleted && (
        <div className="mt-4 flex gap-2.5 rounded-xl bg-navy-50 p-3 text-sm">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
          <p>
            <span className="font-semibold text-navy-900">
              {contractViewTexts.filesDeletedOn(formatDay(contract.deleteFilesAfter))}
            </span>
            <span className="block text-navy-700">{contractViewTexts.retentionNote}</span>
          </p>
        </div>
      )}
    </section>
  );
}

function ContractNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-6 grid size-14 place-items-center rounded-full bg-navy-50">
          <FileQuestion aria-hidden="true" className="size-7 text-navy-500" />
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{contractViewTexts.notFoundTitle}</h1>
        <p className="mt-3 text-navy-600">{contractViewTexts.notFoundText}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.history}>{contractViewTexts.goToHistory}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.home}>{contractViewTexts.goHome}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function ContractSkeleton() {
  return (
    <Page>
      <div role="status">
        <span className="sr-only">{contractViewTexts.loading}</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-4 h-40 rounded-2xl" />
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
        <Skeleton className="mt-6 h-96 rounded-2xl" />
      </div>
    </Page>
  );
}
