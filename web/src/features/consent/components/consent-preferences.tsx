import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  type ConsentSnapshot,
  type CookieChoices,
  type CookieConsentRecord,
  consentStore,
  isPrivacyConsentGiven,
  isTermsAccepted,
  REJECT_ALL_COOKIES,
  useConsent,
} from "../../../lib/consent";
import { paths } from "../../../paths";
import { toast } from "../../toast/api/toast-store";
import { privacyModalTexts, consentPreferencesTexts as texts } from "../texts";
import { ConsentCheckbox } from "./consent-checkbox";
import { CookieChoicesFields } from "./cookie-choices-fields";

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeStyle: "short" });
const formatDate = (timestamp: string) => dateFormat.format(new Date(timestamp));

function cookieChoicesOf(record: CookieConsentRecord | null): CookieChoices {
  if (!record) return REJECT_ALL_COOKIES;
  const { necessary, analytics, marketing, functional } = record;
  return { necessary, analytics, marketing, functional };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-navy-100 pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-navy-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The user's consent choices, to see and change (Settings): terms acceptance, the optional privacy
 * consents and the cookie categories. Reads and writes the one consent store, so the banner, the
 * modals and `hasConsent` follow at once; signed in, each change is stored on the server with its time.
 */
export function ConsentPreferences() {
  const consent = useConsent();
  // a change from elsewhere (the banner, another tab, the server) starts the form again from the stored choices
  return (
    <ConsentPreferencesForm key={`${consent.privacy?.timestamp}|${consent.cookies?.timestamp}`} consent={consent} />
  );
}

function ConsentPreferencesForm({ consent }: { consent: ConsentSnapshot }) {
  const privacyGiven = isPrivacyConsentGiven(consent.privacy);
  const [marketingCommunications, setMarketing] = useState(consent.privacy?.marketingCommunications ?? false);
  const [analyticsTracking, setAnalytics] = useState(consent.privacy?.analyticsTracking ?? false);
  const [cookies, setCookies] = useState<CookieChoices>(() => cookieChoicesOf(consent.cookies));

  function save() {
    const privacy = consent.privacy;
    if (
      privacyGiven &&
      privacy &&
      (privacy.marketingCommunications !== marketingCommunications || privacy.analyticsTracking !== analyticsTracking)
    ) {
      consentStore.savePrivacyConsent({
        contractProcessing: true,
        dataRetention: true,
        marketingCommunications,
        analyticsTracking,
      });
    }
    const stored = consent.cookies;
    if (
      !stored ||
      (["analytics", "marketing", "functional"] as const).some((category) => stored[category] !== cookies[category])
    ) {
      consentStore.saveCookieConsent(cookies);
    }
    toast({ type: "success", title: texts.saved });
  }

  return (
    <section className="grid gap-5" aria-labelledby="consent-preferences-title">
      <div>
        <h2 id="consent-preferences-title" className="text-lg font-semibold text-navy-900">
          {texts.title}
        </h2>
        <p className="mt-1 text-sm leading-6 text-navy-600">{texts.intro}</p>
      </div>

      <Section title={texts.termsHeading}>
        <p className="text-sm text-navy-700">
          {isTermsAccepted(consent.terms) && consent.terms
            ? texts.termsAccepted(formatDate(consent.terms.timestamp), consent.terms.version)
            : texts.termsNotAccepted}{" "}
          <Link to={paths.terms} className="font-semibold text-teal-800 underline underline-offset-2">
            {texts.readTerms}
          </Link>
        </p>
      </Section>

      <Section title={texts.privacyHeading}>
        <p className="text-sm text-navy-700">
          {privacyGiven && consent.privacy
            ? texts.privacyGiven(formatDate(consent.privacy.timestamp))
            : texts.privacyNotGiven}
        </p>
        {privacyGiven && (
          <div className="grid gap-2">
            <ConsentCheckbox
              id="preferences-contract-processing"
              checked
              disabled
              label={privacyModalTexts.contractProcessing}
              description={privacyModalTexts.contractProcessingText}
              badge={privacyModalTexts.required}
            />
            <ConsentCheckbox
              id="preferences-data-retention"
              checked
              disabled
              label={privacyModalTexts.dataRetention}
              badge={privacyModalTexts.required}
            />
            <p className="text-xs leading-5 text-navy-600">{texts.requiredNote}</p>
            <ConsentCheckbox
              id="preferences-marketing"
              checked={marketingCommunications}
              onChange={setMarketing}
              label={privacyModalTexts.marketingCommunications}
              description={privacyModalTexts.marketingCommunicationsText}
            />
            <ConsentCheckbox
              id="preferences-analytics"
              checked={analyticsTracking}
              onChange={setAnalytics}
              label={privacyModalTexts.analyticsTracking}
              description={privacyModalTexts.analyticsTrackingText}
            />
          </div>
        )}
      </Section>

      <Section title={texts.cookiesHeading}>
        <p className="text-sm text-navy-700">
          {consent.cookies ? texts.cookiesChosen(formatDate(consent.cookies.timestamp)) : texts.cookiesNotChosen}
        </p>
        <CookieChoicesFields idPrefix="preferences-cookies" value={cookies} onChange={setCookies} />
      </Section>

      <div>
        <Button onClick={save}>{texts.save}</Button>
      </div>
    </section>
  );
}
