import { lazy, type MouseEvent, Suspense } from "react";
import { AppRoutes } from "./app-routes";
import { ContractRecovery } from "./features/analysis/components/contract-recovery";
import { useAuth } from "./features/auth/api/get-auth-user";
import { AuthOverlay } from "./features/auth/components/auth-overlay";
import { PreSelectedPlanRedirect } from "./features/billing/components/pre-selected-plan-redirect";
import { ConsentLayer } from "./features/consent/components/consent-layer";
import { FeedbackButton } from "./features/feedback/components/feedback-button";
import { Footer } from "./features/shell/components/footer";
import { FullScreenLoading } from "./features/shell/components/full-screen-loading";
import { Navbar } from "./features/shell/components/navbar";
import { OfflineBanner } from "./features/shell/components/offline-banner";
import { RouteFallback } from "./features/shell/components/route-fallback";
import { shellTexts } from "./features/shell/texts";
import { LazyToaster } from "./features/toast/components/lazy-toaster";
import { readVisitorMarker } from "./features/visitor/visitor-marker";

const MAIN_ID = "main-content";

/** Claims a visitor's landing-page analysis after signing in; loads only when this session made one. */
const ClaimVisitorAnalysis = lazy(() =>
  import("./features/visitor/components/claim-visitor-analysis").then((module) => ({
    default: module.ClaimVisitorAnalysis,
  })),
);

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** The app shell: offline banner, navigation bar, the routed screen, footer and toasts. */
export function App() {
  const { user, isLoading } = useAuth();
  return (
    <>
      {isLoading ? (
        <FullScreenLoading />
      ) : (
        <div className="flex min-h-screen flex-col">
          <a
            href={`#${MAIN_ID}`}
            onClick={skipToMain}
            className="sr-only z-50 rounded-lg bg-navy-900 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {shellTexts.skipToContent}
          </a>
          <OfflineBanner />
          <Navbar user={user} isLoading={isLoading} />
          <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Suspense fallback={<RouteFallback />}>
              <AppRoutes user={user} />
            </Suspense>
          </main>
          <Footer />
          <FeedbackButton />
          {user && <ContractRecovery />}
          {user && <PreSelectedPlanRedirect />}
          {user && readVisitorMarker() !== null && (
            <Suspense fallback={null}>
              <ClaimVisitorAnalysis />
            </Suspense>
          )}
          <ConsentLayer user={user} />
        </div>
      )}
      <AuthOverlay signedIn={user !== null} />
      <LazyToaster />
    </>
  );
}
