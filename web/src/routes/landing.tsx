import { ArrowDown, ArrowRight, CircleCheck, FilePen, FileSearch, Info, ShieldCheck, UploadCloud } from "lucide-react";
import { lazy, useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { isSignInUnderWay, recordSignInClick, subscribeAuthTracking } from "../features/auth/auth-overlay-state";
import { loginHref } from "../features/auth/login-href";
import { authOverlayTexts } from "../features/auth/texts";
import { WhenVisible } from "../features/landing/components/when-visible";
import { landingTexts, TRY_IT_SECTION_ID } from "../features/landing/texts";
import { navTexts, shellTexts } from "../features/shell/texts";
import { readVisitorMarker } from "../features/visitor/visitor-marker";
import { paths } from "../paths";

// Below the fold, and heavier (schemas, the upload and result views): loaded when they come near the viewport.
const VisitorAnalysis = lazy(() => import("../features/visitor/components/visitor-analysis"));
const LandingPlans = lazy(() => import("../features/landing/components/landing-plans"));

const featureIcons = { analysis: FileSearch, generation: FilePen, security: ShieldCheck } as const;

/** The signed-out landing page (SPEC §2): hero, sign-in notice, the visitor's free analysis, features, plans, call to action. */
export default function LandingScreen() {
  // Shown at any non-public path while signed out: signing in comes back to that path.
  const location = useLocation();
  const [startRequested, setStartRequested] = useState(false);
  const [hasAnalysis] = useState(() => readVisitorMarker() !== null);
  // the "may appear twice" notice is for someone signing in, not for every visitor
  const signingIn = useSyncExternalStore(
    subscribeAuthTracking,
    () => isSignInUnderWay(),
    () => false,
  );

  function startHere() {
    setStartRequested(true);
    const section = document.getElementById(TRY_IT_SECTION_ID);
    const reduced =
      typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    section?.focus({ preventScroll: true });
  }

  return (
    <div className="w-full">
      <section className="relative isolate overflow-hidden bg-navy-950 text-white" aria-labelledby="landing-title">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(13,148,136,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(69,107,159,0.35),transparent_50%)]"
        />
        <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{shellTexts.productName}</p>
            <h1
              id="landing-title"
              className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl"
            >
              {shellTexts.tagline}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-navy-100">{landingTexts.heroText}</p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" className="bg-teal-500 text-navy-950 hover:bg-teal-400" onClick={startHere}>
                {landingTexts.startHere}
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                asChild
                size="lg"
                variant="secondary"
                className="bg-white/10 text-white ring-white/30 hover:bg-white/20"
              >
                <Link to={paths.signUp}>
                  {navTexts.getStartedFree}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
                <a href={loginHref(location.pathname, location.search)} onClick={() => recordSignInClick()}>
                  {navTexts.login}
                </a>
              </Button>
            </div>
            {signingIn && (
              <aside
                aria-label={landingTexts.noticeTitle}
                className="mt-8 flex max-w-2xl items-start gap-3 rounded-xl bg-white/10 p-4 text-sm leading-6 text-navy-50 ring-1 ring-white/20 ring-inset"
              >
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
                <p>{authOverlayTexts.notice}</p>
              </aside>
            )}
          </div>
          <div className="hidden rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 ring-inset lg:block">
            <h2 className="text-sm font-semibold tracking-wide text-teal-300 uppercase">
              {landingTexts.inEveryAnalysis}
            </h2>
            <ul className="mt-4 grid gap-3">
              {landingTexts.analysisParts.map((part) => (
                <li key={part} className="flex items-start gap-3 text-navy-50">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-300" />
                  {part}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-navy-900">
          {landingTexts.featuresHeading}
        </h2>
        <p className="mt-3 max-w-2xl text-navy-600">{landingTexts.featuresIntro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {landingTexts.features.map((feature) => {
            const Icon = featureIcons[feature.id];
            return (
              <li key={feature.id} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-xl bg-teal-50 text-teal-700"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{feature.title}</h3>
                <p className="mt-2 leading-7 text-navy-700">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        id={TRY_IT_SECTION_ID}
        tabIndex={-1}
        aria-labelledby="try-it-heading"
        className="scroll-mt-20 border-y border-navy-100 bg-slate-50 outline-none"
      >
        <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="try-it-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {landingTexts.tryHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-navy-600">{landingTexts.tryIntro}</p>
          <div className="mt-8">
            <WhenVisible eager={startRequested || hasAnalysis} fallback={<UploadPlaceholder />}>
              <VisitorAnalysis />
            </WhenVisible>
          </div>
        </div>
      </section>

      <section aria-labelledby="plans-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="plans-heading" className="text-3xl font-bold tracking-tight text-navy-900">
          {landingTexts.plansHeading}
        </h2>
        <p className="mt-3 max-w-2xl text-navy-600">{landingTexts.plansIntro}</p>
        <div className="mt-10">
          <WhenVisible fallback={<PlansPlaceholder />}>
            <LandingPlans />
          </WhenVisible>
        </div>
        <p className="mt-6 text-center">
          <Link
            to={paths.pricing}
            className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
          >
            {landingTexts.seeAllPlans}
          </Link>
        </p>
      </section>

      <section aria-labelledby="cta-heading" className="bg-navy-950 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
              {landingTexts.ctaHeading}
            </h2>
            <p className="mt-3 max-w-xl text-navy-100">{landingTexts.ctaText}</p>
            <p className="mt-4 text-sm text-navy-300">{landingTexts.notLegalAdvice}</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-teal-500 text-navy-950 hover:bg-teal-400">
              <Link to={paths.signUp}>{navTexts.getStartedFree}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="bg-white/10 text-white ring-white/30 hover:bg-white/20"
            >
              <Link to={paths.pricing}>{landingTexts.seePricing}</Link>
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}

function UploadPlaceholder() {
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border-2 border-dashed border-navy-200 bg-white px-4 py-10 text-center">
      <UploadCloud aria-hidden="true" className="size-10 text-teal-700" />
      <p className="mt-3 text-sm text-navy-500" role="status">
        {landingTexts.loadingUpload}
      </p>
    </div>
  );
}

function PlansPlaceholder() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-3">
      <span className="sr-only">{landingTexts.plansLoading}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="h-96 animate-pulse rounded-2xl border border-navy-100 bg-white shadow-sm" />
      ))}
    </div>
  );
}
