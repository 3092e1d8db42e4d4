import { ArrowRight, Bot, FilePen, FileSearch, LayoutTemplate, Sparkles } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { UploadPanel } from "../features/analysis/components/upload-panel";
import { uploadTexts } from "../features/analysis/texts";
import { useAuth } from "../features/auth/api/get-auth-user";
import { useSubscriptionStatus } from "../features/billing/api/get-subscription-status";
import { BetaWelcomeCard } from "../features/billing/components/beta-welcome-card";
import { RecentContracts } from "../features/contracts/components/recent-contracts";
import { type HomeTab, homeTabs, homeTexts } from "../features/home/texts";
import { ANALYZE_SECTION_ID, SCROLL_TO_ANALYZE_EVENT } from "../features/shell/texts";
import { cn } from "../lib/cn";
import { paths } from "../paths";

/** SPEC §2: /contract-builder is prefetched here — its chunk loads when the browser is idle, or on hover. */
function prefetchContractBuilder(): void {
  void import("./contract-builder");
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1_500);
  return () => window.clearTimeout(timer);
}

/** The signed-in home page (SPEC §2 "Home"): beta welcome, hero, the two cards, the explore/analyze/create tabs and the first 6 contracts. */
export default function HomeScreen() {
  const { user } = useAuth();
  const location = useLocation();
  const analyzeRef = useRef<HTMLElement>(null);
  const [tab, setTab] = useState<HomeTab>(() => (location.hash === `#${ANALYZE_SECTION_ID}` ? "analyze" : "explore"));
  const [scrollRequest, setScrollRequest] = useState(() => (location.hash === `#${ANALYZE_SECTION_ID}` ? 1 : 0));
  const beta = user?.subscriptionTier === "beta";
  const status = useSubscriptionStatus({ enabled: beta });

  /** Opens the analyze tab and brings its upload area into view (Upload Contract, Get Started, Start Analysis). */
  const openAnalyze = useCallback(() => {
    setTab("analyze");
    setScrollRequest((count) => count + 1);
  }, []);

  useEffect(() => {
    if (location.hash === `#${ANALYZE_SECTION_ID}`) openAnalyze();
    window.addEventListener(SCROLL_TO_ANALYZE_EVENT, openAnalyze);
    return () => window.removeEventListener(SCROLL_TO_ANALYZE_EVENT, openAnalyze);
  }, [location.hash, openAnalyze]);

  // The analyze panel may mount a render after the tab switches: a pending scroll runs when it appears.
  const pendingScroll = useRef(scrollRequest > 0);
  const scrollToSection = useCallback((section: HTMLElement) => {
    pendingScroll.current = false;
    const reduced =
      typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    section.focus({ preventScroll: true });
  }, []);
  const analyzeSectionRef = useCallback(
    (section: HTMLElement | null) => {
      analyzeRef.current = section;
      if (section && pendingScroll.current) scrollToSection(section);
    },
    [scrollToSection],
  );

  useEffect(() => {
    if (scrollRequest === 0) return;
    pendingScroll.current = true;
    if (analyzeRef.current) scrollToSection(analyzeRef.current);
  }, [scrollRequest, scrollToSection]);

  useEffect(() => whenIdle(prefetchContractBuilder), []);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      {beta && (
        <div className="mb-8">
          <BetaWelcomeCard
            analysisLimit={status.data?.currentLimits.analysisLimit}
            generationLimit={status.data?.currentLimits.generationLimit}
          />
        </div>
      )}

      <section
        aria-labelledby="home-title"
        className="relative isolate overflow-hidden rounded-3xl bg-navy-950 px-6 py-10 text-white sm:px-10 sm:py-14"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(13,148,136,0.4),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(69,107,159,0.35),transparent_50%)]"
        />
        <h1 id="home-title" className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {homeTexts.heroTitle}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-navy-100">{homeTexts.heroText}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="bg-teal-500 text-navy-950 hover:bg-teal-400" onClick={openAnalyze}>
            {homeTexts.getStarted}
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button
            asChild
            size="lg"
            variant="secondary"
            className="bg-white/10 text-white ring-white/30 hover:bg-white/20"
          >
            <Link to={paths.helpCenter}>{homeTexts.learnMore}</Link>
          </Button>
        </div>
      </section>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ActionCard
          icon={<FileSearch className="size-5" />}
          title={homeTexts.analyzeCardTitle}
          text={homeTexts.analyzeCardText}
        >
          <Button onClick={openAnalyze}>{homeTexts.startAnalysis}</Button>
        </ActionCard>
        <ActionCard icon={<Bot className="size-5" />} title={homeTexts.createCardTitle} text={homeTexts.createCardText}>
          <Button asChild variant="dark">
            <Link to={paths.aiAgent}>{homeTexts.startCreating}</Link>
          </Button>
        </ActionCard>
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as HomeTab)} className="mt-12">
        <Tabs.List
          aria-label={homeTexts.tabsLabel}
          className="inline-flex rounded-xl bg-navy-50 p-1 ring-1 ring-navy-100 ring-inset"
        >
          {homeTabs.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                "h-10 rounded-lg px-4 text-sm font-semibold text-navy-700 transition-colors hover:text-navy-900 sm:px-6",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
                "data-[state=active]:bg-white data-[state=active]:text-teal-900 data-[state=active]:shadow-sm",
              )}
            >
              {homeTexts.tabs[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="explore" className="mt-6 outline-none">
          <h2 className="text-xl font-semibold text-navy-900">{homeTexts.exploreHeading}</h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {homeTexts.exploreSteps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid size-8 place-items-center rounded-full bg-teal-50 text-sm font-bold text-teal-800"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-navy-900">{step.title}</h3>
                <p className="mt-1 text-sm leading-6 text-navy-700">{step.text}</p>
              </li>
            ))}
          </ol>
          <Button variant="secondary" className="mt-5" onClick={openAnalyze}>
            {homeTexts.exploreAnalyze}
            <ArrowRight aria-hidden="true" />
          </Button>
        </Tabs.Content>

        <Tabs.Content value="analyze" className="mt-6 outline-none">
          <section
            id={ANALYZE_SECTION_ID}
            ref={analyzeSectionRef}
            tabIndex={-1}
            aria-labelledby="analyze-heading"
            className="scroll-mt-24 outline-none"
          >
            <h2 id="analyze-heading" className="text-xl font-semibold text-navy-900">
              {uploadTexts.heading}
            </h2>
            <p className="mt-1 text-sm text-navy-600">{uploadTexts.intro}</p>
            <div className="mt-5">
              <UploadPanel />
            </div>
          </section>
        </Tabs.Content>

        <Tabs.Content value="create" className="mt-6 outline-none">
          <h2 className="text-xl font-semibold text-navy-900">{homeTexts.createHeading}</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            <CreateOption
              icon={<Sparkles className="size-5" />}
              to={paths.aiAgent}
              {...homeTexts.createOptions.agent}
            />
            <CreateOption
              icon={<LayoutTemplate className="size-5" />}
              to={paths.templates}
              {...homeTexts.createOptions.templates}
            />
            <CreateOption
              icon={<FilePen className="size-5" />}
              to={paths.contractBuilder()}
              onIntent={prefetchContractBuilder}
              {...homeTexts.createOptions.builder}
            />
          </ul>
        </Tabs.Content>
      </Tabs.Root>

      <RecentContracts />
    </div>
  );
}

function ActionCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <article className="flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-teal-50 text-teal-700">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-navy-900">{title}</h2>
      <p className="mt-2 flex-1 leading-7 text-navy-700">{text}</p>
      <div className="mt-5">{children}</div>
    </article>
  );
}

type CreateOptionProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  to: string;
  onIntent?: () => void;
};

function CreateOption({ icon, title, text, action, to, onIntent }: CreateOptionProps) {
  return (
    <li className="flex flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-navy-50 text-navy-700">
        {icon}
      </span>
      <h3 className="mt-3 font-semibold text-navy-900">{title}</h3>
      <p className="mt-1 flex-1 text-sm leading-6 text-navy-700">{text}</p>
      <Link
        to={to}
        onMouseEnter={onIntent}
        onFocus={onIntent}
        className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
      >
        {action}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}
