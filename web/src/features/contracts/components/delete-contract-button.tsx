import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogDestructiveButton,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { HttpError } from "../../../lib/http";
import { paths } from "../../../paths";
import { toast } from "../../toast/api/toast-store";
import { useDeleteContract } from "../api/delete-contract";
import { contractViewTexts } from "../texts";

/** "Delete contract": asks first, deletes the contract with its text and analyses, then goes to History. */
export function DeleteContractButton({ contractId, fileName }: { contractId: string; fileName: string }) {
  const navigate = useNavigate();
  const deletion = useDeleteContract();
  const [open, setOpen] = useState(false);

  function confirm() {
    deletion.mutate(contractId, {
      onSuccess: () => {
        toast({
          type: "success",
          title: contractViewTexts.deleted,
          description: contractViewTexts.deletedText(fileName),
        });
        setOpen(false);
        navigate(paths.history);
      },
    });
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (deletion.isPending) return;
        if (next) deletion.reset();
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 aria-hidden="true" />
          {contractViewTexts.deleteContract}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{contractViewTexts.confirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>{contractViewTexts.confirmText(fileName)}</AlertDialogDescription>
        {deletion.isError && (
          <ErrorAlert title={contractViewTexts.deleteFailed}>
            {deletion.error instanceof HttpError && deletion.error.serverMessage
              ? deletion.error.serverMessage
              : deletion.error.message}
          </ErrorAlert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>{contractViewTexts.cancel}</AlertDialogCancel>
          <AlertDialogDestructiveButton onClick={confirm} disabled={deletion.isPending}>
            {deletion.isPending ? contractViewTexts.deleting : contractViewTexts.confirmDelete}
          </AlertDialogDestructiveButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
