import { CircleCheck, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { consentStore, type PrivacyChoices } from "../../../lib/consent";
import { paths } from "../../../paths";
import { usePublicConfig } from "../../legal/api/get-public-config";
import { privacyModalTexts as texts } from "../texts";
import { ConsentCheckbox } from "./consent-checkbox";

const keepOpen = (event: Event) => event.preventDefault();

/**
 * SPEC §2 'Privacy & Data Processing Consent', §5: 'Accept & Continue' needs processing and storage; marketing
 * and analytics are optional. It shows only after the terms modal, whose required Data Processing Consent box
 * already gave consent to contract processing: that is shown as given, not asked a second time.
 */
export function PrivacyConsentModal() {
  const retentionDays = usePublicConfig().data?.retentionDays ?? null;
  const [choices, setChoices] = useState<PrivacyChoices>({
    contractProcessing: true,
    dataRetention: false,
    marketingCommunications: false,
    analyticsTracking: false,
  });
  const set = (choice: keyof PrivacyChoices) => (checked: boolean) =>
    setChoices((current) => ({ ...current, [choice]: checked }));
  const requiredGiven = choices.dataRetention;

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
            <ShieldCheck className="size-5" />
          </span>
          <DialogTitle className="self-center">{texts.title}</DialogTitle>
        </div>
        <DialogDescription>
          {texts.intro}{" "}
          <a
            href={paths.privacyPolicy}
            target="_blank"
            rel="noopener"
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            {texts.policyLink}
          </a>
        </DialogDescription>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-xs font-semibold tracking-wide text-navy-500 uppercase">{texts.required}</legend>
          <div className="flex items-start gap-3 rounded-xl border border-teal-200 bg-teal-50/40 p-3 text-sm leading-6">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-navy-900">{texts.contractProcessing}</p>
              <p className="text-navy-600">{texts.contractProcessingText}</p>
              <p className="font-medium text-teal-900">{texts.contractProcessingGiven}</p>
            </div>
          </div>
          <ConsentCheckbox
            id="privacy-data-retention"
            checked={choices.dataRetention}
            onChange={set("dataRetention")}
            label={texts.dataRetention}
            description={texts.dataRetentionText(retentionDays)}
            badge={texts.required}
          />
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-xs font-semibold tracking-wide text-navy-500 uppercase">{texts.optional}</legend>
          <ConsentCheckbox
            id="privacy-marketing"
            checked={choices.marketingCommunications}
            onChange={set("marketingCommunications")}
            label={texts.marketingCommunications}
            description={texts.marketingCommunicationsText}
          />
          <ConsentCheckbox
            id="privacy-analytics"
            checked={choices.analyticsTracking}
            onChange={set("analyticsTracking")}
            label={texts.analyticsTracking}
            description={texts.analyticsTrackingText}
          />
        </fieldset>
        {!requiredGiven && <p className="text-xs text-navy-600">{texts.acceptDisabledHint}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={() => window.location.assign(paths.logout)}>
            {texts.signOut}
          </Button>
          <Button disabled={!requiredGiven} onClick={() => consentStore.savePrivacyConsent(choices)}>
            {texts.accept}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
