import { useRef } from "react";
import type { AnalysisSummary } from "../../../../../common/api/analyses";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogDestructiveButton,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { toast } from "../../toast/api/toast-store";
import { useDeleteAnalysis } from "../api/delete-analysis";
import { uploadErrorMessage } from "../api/upload-contract";
import { historyTexts } from "../texts";

type DeleteAnalysisDialogProps = {
  /** The analysis to delete; null keeps the dialog closed. */
  analysis: AnalysisSummary | null;
  onClose: () => void;
  /** Where focus goes once the deleted row is gone (the row's own button no longer exists). */
  focusAfterDelete?: () => void;
};

/** Asks before deleting an analysis; deletes it, confirms with a toast, and keeps the dialog open on failure. */
export function DeleteAnalysisDialog({ analysis, onClose, focusAfterDelete }: DeleteAnalysisDialogProps) {
  const deletion = useDeleteAnalysis();
  const deletedRef = useRef(false);

  function confirm() {
    if (!analysis || deletion.isPending) return;
    deletion.mutate(analysis.id, {
      onSuccess: () => {
        deletedRef.current = true;
        toast({
          type: "success",
          title: historyTexts.deleted,
          description: historyTexts.deletedText(analysis.fileName),
        });
        onClose();
      },
    });
  }

  return (
    <AlertDialog
      open={analysis !== null}
      onOpenChange={(open) => {
        if (open) return;
        if (!deletion.isPending) {
          deletion.reset();
          onClose();
        }
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (deletedRef.current && focusAfterDelete) {
            event.preventDefault();
            focusAfterDelete();
          }
          deletedRef.current = false;
          deletion.reset();
        }}
      >
        <AlertDialogTitle>{historyTexts.confirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>{analysis ? historyTexts.confirmText(analysis.fileName) : ""}</AlertDialogDescription>
        {deletion.isError && (
          <ErrorAlert title={historyTexts.deleteFailed}>{uploadErrorMessage(deletion.error)}</ErrorAlert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>{historyTexts.cancel}</AlertDialogCancel>
          <AlertDialogDestructiveButton onClick={confirm} disabled={deletion.isPending} aria-busy={deletion.isPending}>
            {deletion.isPending ? historyTexts.deleting : historyTexts.confirmDelete}
          </AlertDialogDestructiveButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
