import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { renameContractSchema } from "../../../../../common/api/analyses";
import type { ContractDetail } from "../../../../../common/api/contracts";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { HttpError } from "../../../lib/http";
import { toast } from "../../toast/api/toast-store";
import { contractQueryKey } from "../api/get-contract";
import { useRenameContract } from "../api/rename-contract";
import { contractViewTexts } from "../texts";

/** The server's own words for a failed rename (its field message for a 400), or our fallback. */
function renameErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return contractViewTexts.renameFailed;
}

/** The contract's name as the page heading, renamed in place: Enter saves, Escape cancels, messages from the API schema. */
export function ContractTitle({ contract }: { contract: ContractDetail }) {
  const queryClient = useQueryClient();
  const rename = useRenameContract(contract.id);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(contract.fileName);
  const [problem, setProblem] = useState<string | null>(null);
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  function startEditing() {
    setValue(contract.fileName);
    setProblem(null);
    rename.reset();
    setEditing(true);
  }

  function stopEditing() {
    setEditing(false);
    setProblem(null);
    // After the form unmounts, focus returns to the button that opened it.
    requestAnimationFrame(() => renameButtonRef.current?.focus());
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = renameContractSchema.safeParse({ fileName: value });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? contractViewTexts.renameFailed);
      return;
    }
    if (parsed.data.fileName === contract.fileName) {
      stopEditing();
      return;
    }
    setProblem(null);
    rename.mutate(parsed.data.fileName, {
      onSuccess: (renamed) => {
        queryClient.setQueryData<ContractDetail>(contractQueryKey(contract.id), (current) =>
          current ? { ...current, fileName: renamed.fileName } : current,
        );
        toast({ type: "success", title: contractViewTexts.renamed, description: renamed.fileName });
        stopEditing();
      },
      onError: (error) => setProblem(renameErrorMessage(error)),
    });
  }

  if (!editing) {
    return (
      <div className="flex min-w-0 items-start gap-2">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-navy-900 sm:text-3xl">
          {contract.fileName}
        </h1>
        <Button
          ref={renameButtonRef}
          variant="ghost"
          size="sm"
          onClick={startEditing}
          aria-label={contractViewTexts.renameContract}
          className="mt-0.5 shrink-0 sm:mt-1"
        >
          <Pencil aria-hidden="true" />
          <span className="hidden sm:inline">{contractViewTexts.rename}</span>
        </Button>
      </div>
    );
  }

  return (
    <div>
      <h1 className="sr-only">{contract.fileName}</h1>
      <form onSubmit={save} noValidate className="grid gap-2" aria-label={contractViewTexts.renameContract}>
        <label htmlFor={inputId} className="text-sm font-semibold text-navy-900">
          {contractViewTexts.fileNameLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={value}
            autoFocus
            onChange={(event) => {
              setValue(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                stopEditing();
              }
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            disabled={rename.isPending}
            className="sm:max-w-xl"
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={rename.isPending} className="h-11 flex-1 sm:flex-none">
              {rename.isPending ? contractViewTexts.saving : contractViewTexts.save}
            </Button>
            <Button
              variant="secondary"
              onClick={stopEditing}
              disabled={rename.isPending}
              className="h-11 flex-1 sm:flex-none"
            >
              {contractViewTexts.cancel}
            </Button>
          </div>
        </div>
        {problem && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
