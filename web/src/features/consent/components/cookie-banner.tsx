import { Cookie, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { ACCEPT_ALL_COOKIES, consentStore, REJECT_ALL_COOKIES } from "../../../lib/consent";
import { paths } from "../../../paths";
import { cookieBannerTexts as texts } from "../texts";

// Radix Dialog loads only when someone customises: the banner shows on the landing page's first load.
const CookieCustomizeDialog = lazy(() => import("./cookie-customize-dialog"));

/**
 * SPEC §4 "Cookie consent": Accept All stores everything true, Reject All only necessary, Customize then
 * Save Preferences the chosen toggles; the X hides the banner without storing (it returns on the next visit).
 */
export default function CookieBanner({ onClose }: { onClose: () => void }) {
  const [customizing, setCustomizing] = useState(false);

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-navy-100 bg-white/95 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] backdrop-blur"
    >
      <div className="relative mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 pr-12 sm:px-6 md:flex-row md:items-center md:pr-14">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-teal-700 sm:block" />
          <div className="min-w-0">
            <h2 id="cookie-banner-title" className="text-sm font-semibold text-navy-900">
              {texts.title}
            </h2>
            <p className="mt-1 text-sm leading-6 text-navy-600">
              {texts.text}{" "}
              <Link to={paths.cookiePolicy} className="font-semibold text-teal-800 underline underline-offset-2">
                {texts.policyLink}
              </Link>
            </p>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 md:flex md:shrink-0">
          <Button variant="secondary" onClick={() => setCustomizing(true)}>
            {texts.customize}
          </Button>
          <Button variant="secondary" onClick={() => consentStore.saveCookieConsent(REJECT_ALL_COOKIES)}>
            {texts.rejectAll}
          </Button>
          <Button onClick={() => consentStore.saveCookieConsent(ACCEPT_ALL_COOKIES)}>{texts.acceptAll}</Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={texts.close}
          onClick={onClose}
          className="absolute top-2 right-2 size-9"
        >
          <X aria-hidden="true" />
        </Button>
      </div>

      {customizing && (
        <Suspense fallback={null}>
          <CookieCustomizeDialog open onOpenChange={setCustomizing} />
        </Suspense>
      )}
    </section>
  );
}
