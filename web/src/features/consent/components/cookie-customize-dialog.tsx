import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../components/ui/dialog";
import { type CookieChoices, consentStore, REJECT_ALL_COOKIES } from "../../../lib/consent";
import { cookieBannerTexts as texts } from "../texts";
import { CookieChoicesFields } from "./cookie-choices-fields";

/** The banner's 'Customize preferences' dialog: the chosen toggles are stored by Save Preferences (SPEC §4). */
export default function CookieCustomizeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [choices, setChoices] = useState<CookieChoices>(REJECT_ALL_COOKIES);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>{texts.dialogTitle}</DialogTitle>
        <DialogDescription>{texts.dialogIntro}</DialogDescription>
        <CookieChoicesFields idPrefix="cookie-dialog" value={choices} onChange={setChoices} />
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {texts.cancel}
          </Button>
          <Button
            onClick={() => {
              consentStore.saveCookieConsent(choices);
              onOpenChange(false);
            }}
          >
            {texts.savePreferences}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
