import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { confirmsDeletion } from "../../../../../common/api/account";
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
import { Input } from "../../../components/ui/input";
import { errorMessageOf } from "../../../lib/error-message";
import { paths } from "../../../paths";
import { toast } from "../../toast/api/toast-store";
import { useDeleteAccount } from "../api/delete-account";
import { settingsTexts as texts } from "../texts";
import { SettingsSection } from "./settings-section";

/** Delete the account after typing the email or DELETE; signed out afterwards. */
export function DeleteAccountSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [tried, setTried] = useState(false);
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const inputId = useId();
  const confirmed = confirmsDeletion(typed, email);

  function confirm() {
    setTried(true);
    if (!confirmed || deletion.isPending) return;
    deletion.mutate(typed, {
      onSuccess: () => {
        setOpen(false);
        navigate(paths.home, { replace: true });
        toast({ type: "success", title: texts.deletedToast, description: texts.deletedDescription });
      },
    });
  }

  return (
    <SettingsSection id="delete" title={texts.deleteTitle} intro={texts.deleteIntro} tone="danger">
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (deletion.isPending) return;
          if (!next) {
            deletion.reset();
            setTyped("");
            setTried(false);
          }
          setOpen(next);
        }}
      >
        <AlertDialogTrigger asChild>
          <Button variant="secondary" className="text-red-700 ring-red-200 hover:bg-red-50 hover:text-red-800">
            {texts.deleteButton}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>{texts.deleteDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>{texts.deleteDialogText(email)}</AlertDialogDescription>
          <form
            className="grid gap-1.5"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <label htmlFor={inputId} className="text-sm font-semibold break-words text-navy-900">
              {texts.deleteConfirmLabel(email)}
            </label>
            <Input
              id={inputId}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={tried && !confirmed ? true : undefined}
              aria-describedby={tried && !confirmed ? `${inputId}-error` : undefined}
            />
            {tried && !confirmed && (
              <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
                {texts.deleteConfirmMismatch}
              </p>
            )}
          </form>
          {deletion.isError && <ErrorAlert title={texts.deleteFailed}>{errorMessageOf(deletion.error)}</ErrorAlert>}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deletion.isPending}>{texts.keepAccount}</AlertDialogCancel>
            <AlertDialogDestructiveButton
              onClick={confirm}
              disabled={deletion.isPending}
              aria-busy={deletion.isPending || undefined}
            >
              {deletion.isPending ? texts.deleting : texts.confirmDelete}
            </AlertDialogDestructiveButton>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </SettingsSection>
  );
}
