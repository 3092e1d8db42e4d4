import { History } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../components/ui/dialog";
import { paths } from "../../../paths";
import { clearRecentContract } from "../recent-contract";
import { recoveryTexts } from "../texts";

export type RecoveryDialogProps = {
  analysisId: string;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  onDone: () => void;
};

/** "Return to your last contract?" Confirming opens it; declining (or closing the dialog) forgets it. */
export function RecoveryDialog({ analysisId, storage, onDone }: RecoveryDialogProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);

  function close(confirmed: boolean) {
    setOpen(false);
    if (confirmed) navigate(paths.analysis(analysisId));
    else clearRecentContract(storage);
    onDone();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close(false)}>
      <DialogContent>
        <div className="flex items-start gap-4">
          <div className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-50">
            <History aria-hidden="true" className="size-5 text-teal-700" />
          </div>
          <div className="grid gap-2">
            <DialogTitle>{recoveryTexts.title}</DialogTitle>
            <DialogDescription>{recoveryTexts.description}</DialogDescription>
          </div>
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={() => close(false)}>
            {recoveryTexts.decline}
          </Button>
          <Button onClick={() => close(true)}>{recoveryTexts.confirm}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
