import { FileText, UploadCloud } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { paths } from "../../../paths";
import { useContracts } from "../../contracts/api/get-contracts";
import { formatDay } from "../../contracts/format-day";
import { agentTexts } from "../texts";
import { InlineAlert } from "./tool-card";

export type AttachedContract = { id: string; fileName: string };

/** Picks one of the user's uploaded contracts (GET /api/contracts) for questions. */
export function AttachContractDialog({
  open,
  onOpenChange,
  onAttach,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAttach: (contract: AttachedContract) => void;
  /** Where focus goes when the dialog closes (the message box), instead of the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const contracts = useContracts();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-h-[min(40rem,calc(100dvh-2rem))] max-w-lg grid-rows-[auto_auto_minmax(0,1fr)] overflow-hidden"
      >
        <DialogTitle>{agentTexts.attachTitle}</DialogTitle>
        <DialogDescription>{agentTexts.attachText}</DialogDescription>
        <div className="min-h-0 overflow-y-auto">
          {contracts.isPending ? (
            <div role="status" aria-label={agentTexts.contractsLoading} className="grid gap-2">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : contracts.isError ? (
            <InlineAlert
              text={agentTexts.contractsFailed}
              action={
                <Button size="sm" variant="secondary" onClick={() => void contracts.refetch()}>
                  {agentTexts.retry}
                </Button>
              }
            />
          ) : (contracts.data ?? []).length === 0 ? (
            <div className="grid justify-items-start gap-3">
              <p className="text-sm text-navy-700">{agentTexts.noContracts}</p>
              <Button asChild variant="secondary">
                <Link to={paths.analyzeSection}>
                  <UploadCloud aria-hidden="true" />
                  {agentTexts.uploadOne}
                </Link>
              </Button>
            </div>
          ) : (
            <ul className="grid gap-1.5">
              {(contracts.data ?? []).map((contract) => (
                <li key={contract.id}>
                  <button
                    type="button"
                    disabled={contract.filesDeleted}
                    onClick={() => onAttach({ id: contract.id, fileName: contract.fileName })}
                    className="flex w-full items-center gap-3 rounded-lg border border-navy-100 px-3 py-2.5 text-left hover:border-teal-300 hover:bg-teal-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    <FileText aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-navy-900">{contract.fileName}</span>
                      <span className="block text-xs text-navy-500">
                        {contract.filesDeleted ? agentTexts.filesDeleted : formatDay(contract.createdAt)}
                      </span>
                    </span>
                    <span className="text-xs font-semibold text-teal-800">{agentTexts.choose}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
