import { FileCheck2 } from "lucide-react";
import { useState } from "react";
import { TERMS_VERSION } from "../../../../../common/consent";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { consentStore } from "../../../lib/consent";
import { paths } from "../../../paths";
import { termsModalTexts as texts } from "../texts";
import { ConsentCheckbox } from "./consent-checkbox";

const keepOpen = (event: Event) => event.preventDefault();

function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900"
    >
      {children}
    </a>
  );
}

/**
 * SPEC §2 'Terms and Conditions Required', §5: Continue is enabled only when all three boxes are ticked.
 * It cannot be dismissed: the product is used only once the terms are accepted (or the user signs out).
 */
export function TermsModal() {
  const [boxes, setBoxes] = useState({ termsOfService: false, privacyPolicy: false, dataProcessing: false });
  const allTicked = boxes.termsOfService && boxes.privacyPolicy && boxes.dataProcessing;
  const tick = (box: keyof typeof boxes) => (checked: boolean) =>
    setBoxes((current) => ({ ...current, [box]: checked }));

  return (
    <Dialog open>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-700"
          >
            <FileCheck2 className="size-5" />
          </span>
          <div>
            <DialogTitle>{texts.title}</DialogTitle>
            <p className="text-xs font-medium text-navy-500">{texts.version(TERMS_VERSION)}</p>
          </div>
        </div>
        <DialogDescription>{texts.intro}</DialogDescription>
        <div className="grid gap-2">
          <ConsentCheckbox
            id="terms-modal-terms-of-service"
            checked={boxes.termsOfService}
            onChange={tick("termsOfService")}
            label={
              <>
                {texts.termsOfService} <PolicyLink href={paths.termsOfService}>{texts.termsOfServiceLink}</PolicyLink>
              </>
            }
          />
          <ConsentCheckbox
            id="terms-modal-privacy-policy"
            checked={boxes.privacyPolicy}
            onChange={tick("privacyPolicy")}
            label={
              <>
                {texts.privacyPolicy} <PolicyLink href={paths.privacyPolicy}>{texts.privacyPolicyLink}</PolicyLink>
              </>
            }
          />
          <ConsentCheckbox
            id="terms-modal-data-processing"
            checked={boxes.dataProcessing}
            onChange={tick("dataProcessing")}
            label={texts.dataProcessing}
            description={texts.dataProcessingText}
          />
        </div>
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-900">{texts.notLegalAdvice}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="ghost"
            onClick={() => {
              consentStore.rejectTerms();
              window.location.assign(paths.logout);
            }}
          >
            {texts.decline}
          </Button>
          <Button disabled={!allTicked} onClick={() => consentStore.acceptTerms()}>
            {allTicked ? texts.continueEnabled : texts.continueDisabled}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
