import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import type { AuthUser } from "../../../../../common/api/auth";
import { isPrivacyConsentGiven, isTermsAccepted, useConsent } from "../../../lib/consent";
import { isConsentExemptPath } from "../consent-paths";

// Both in their own chunks: the banner only loads when no cookie choice is stored, the modals only for signed-in users.
const CookieBanner = lazy(() => import("./cookie-banner"));
const SignedInConsent = lazy(() => import("./signed-in-consent"));

/**
 * Everything consent shows around the routed screen (SPEC §2 "Other screens", §4): for a signed-in user
 * the terms and privacy modals; for everyone the cookie banner while no choice is stored (after the modals).
 */
export function ConsentLayer({ user }: { user: AuthUser | null }) {
  const consent = useConsent();
  const { pathname } = useLocation();
  const [bannerClosed, setBannerClosed] = useState(false);
  const modalPending =
    user !== null &&
    !isConsentExemptPath(pathname) &&
    (!isTermsAccepted(consent.terms) || !isPrivacyConsentGiven(consent.privacy));
  return (
    <>
      <Suspense fallback={null}>{user && <SignedInConsent key={user.id} userId={user.id} />}</Suspense>
      <Suspense fallback={null}>
        {consent.cookies === null && !bannerClosed && !modalPending && (
          <CookieBanner onClose={() => setBannerClosed(true)} />
        )}
      </Suspense>
    </>
  );
}
