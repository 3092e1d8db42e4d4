import { CircleAlert, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DraftDocument } from "../../../../../common/templates";
import { Button } from "../../../components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../../components/ui/sheet";
import { Skeleton } from "../../../components/ui/skeleton";
import { useContract } from "../../contracts/api/get-contract";
import { contractHref } from "../../contracts/contract-href";
import { useDraft } from "../api/get-draft";
import { findClauseByNumber, findClauseByOffsets, normalizeClauseNumber } from "../find-clause";
import { agentTexts } from "../texts";

/** What a citation points at: a clause of an uploaded contract, or of the conversation's draft. */
export type ClauseReference =
  | {
      source: "contract";
      contractId: string;
      clauseNumber: string | null;
      start?: number;
      end?: number;
      passage?: string;
      page?: number;
    }
  | { source: "draft"; draftId: string | null; clauseNumber: string; document?: DraftDocument | null };

export function clauseReferenceLabel(reference: ClauseReference): string {
  if (reference.clauseNumber) return agentTexts.clausePanelTitle(normalizeClauseNumber(reference.clauseNumber));
  return agentTexts.passage(reference.source === "contract" ? (reference.page ?? 1) : 1);
}

/** A side panel with the cited clause's text, fetched from the contract (GET /api/contracts/:id) or the draft. */
export function ClausePanel({ reference, onClose }: { reference: ClauseReference | null; onClose: () => void }) {
  return (
    <Sheet open={reference !== null} onOpenChange={(open) => !open && onClose()}>
      {reference && (
        <SheetContent side="right" closeLabel={agentTexts.close} className="max-desktop:w-full">
          {reference.source === "contract" ? (
            <ContractClause reference={reference} />
          ) : (
            <DraftClause reference={reference} />
          )}
        </SheetContent>
      )}
    </Sheet>
  );
}

function ContractClause({ reference }: { reference: Extract<ClauseReference, { source: "contract" }> }) {
  const contract = useContract(reference.contractId);
  const title = clauseReferenceLabel(reference);

  let body: ReactNode;
  if (contract.isPending) {
    body = (
      <div className="grid gap-2" aria-label={agentTexts.clausePanelLoading} role="status">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  } else if (contract.isError) {
    body = reference.passage ? (
      <ClauseText heading={null} text={reference.passage} />
    ) : (
      <PanelAlert text={agentTexts.clauseLoadFailed} />
    );
  } else if (contract.data.clauses === null || contract.data.text === null) {
    body = reference.passage ? (
      <ClauseText heading={null} text={reference.passage} />
    ) : (
      <PanelAlert text={agentTexts.clauseTextDeleted} />
    );
  } else {
    const clauses = contract.data.clauses;
    const found =
      (reference.clauseNumber ? findClauseByNumber(clauses, reference.clauseNumber) : null) ??
      (reference.start !== undefined && reference.end !== undefined
        ? findClauseByOffsets(clauses, reference.start, reference.end)
        : null);
    body = found ? (
      <ClauseText heading={found.heading} text={found.text} page={found.page} />
    ) : reference.passage ? (
      <ClauseText heading={null} text={reference.passage} page={reference.page} />
    ) : (
      <PanelAlert text={agentTexts.clauseNotFound} />
    );
  }

  return (
    <>
      <SheetHeader>
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription>{contract.data?.fileName ?? agentTexts.clausePanelLoading}</SheetDescription>
      </SheetHeader>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{body}</div>
      <div className="border-t border-navy-100 px-5 py-4">
        <Button asChild variant="secondary">
          <Link to={contractHref(reference.contractId)}>
            <ExternalLink aria-hidden="true" />
            {agentTexts.openContract}
          </Link>
        </Button>
      </div>
    </>
  );
}

function DraftClause({ reference }: { reference: Extract<ClauseReference, { source: "draft" }> }) {
  const draft = useDraft(reference.draftId);
  const document = draft.data?.document ?? reference.document ?? null;
  const wanted = normalizeClauseNumber(reference.clauseNumber);
  const clause = document?.clauses.find((candidate) => normalizeClauseNumber(candidate.number) === wanted) ?? null;
  return (
    <>
      <SheetHeader>
        <SheetTitle>{clauseReferenceLabel(reference)}</SheetTitle>
        <SheetDescription>{document?.title ?? agentTexts.draft}</SheetDescription>
      </SheetHeader>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">
        {clause ? (
          <ClauseText heading={clause.heading} text={clause.text} />
        ) : draft.isFetching && !document ? (
          <p role="status" className="text-sm text-navy-600">
            {agentTexts.clausePanelLoading}
          </p>
        ) : (
          <PanelAlert text={agentTexts.clauseNotFound} />
        )}
      </div>
    </>
  );
}

function ClauseText({ heading, text, page }: { heading: string | null; text: string; page?: number }) {
  return (
    <article className="grid gap-3">
      {heading && <h3 className="text-base font-semibold text-navy-900">{heading}</h3>}
      <p className="text-[0.9375rem] leading-7 whitespace-pre-line text-navy-800">{text}</p>
      {page !== undefined && <p className="text-xs text-navy-500">{`Page ${page}`}</p>}
    </article>
  );
}

function PanelAlert({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      {text}
    </div>
  );
}
