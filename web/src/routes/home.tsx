import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { UploadPanel } from "../features/analysis/components/upload-panel";
import { uploadTexts } from "../features/analysis/texts";
import { useAuth } from "../features/auth/api/get-auth-user";
import { RecentContracts } from "../features/contracts/components/recent-contracts";
import { ANALYZE_SECTION_ID, SCROLL_TO_ANALYZE_EVENT } from "../features/shell/texts";

/** The signed-in home page. Its hero, cards and tabs come with its own issue; the analyze section's anchor is here now. */
export default function HomeScreen() {
  const { user } = useAuth();
  const location = useLocation();
  const analyzeRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const scrollToAnalyze = () => {
      analyzeRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      analyzeRef.current?.focus({ preventScroll: true });
    };
    if (location.hash === `#${ANALYZE_SECTION_ID}`) scrollToAnalyze();
    window.addEventListener(SCROLL_TO_ANALYZE_EVENT, scrollToAnalyze);
    return () => window.removeEventListener(SCROLL_TO_ANALYZE_EVENT, scrollToAnalyze);
  }, [location.hash]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">Home</h1>
      {user && <p className="mt-2 text-navy-600">{user.email}</p>}
      <section
        id={ANALYZE_SECTION_ID}
        ref={analyzeRef}
        tabIndex={-1}
        aria-labelledby="analyze-heading"
        className="mt-12 scroll-mt-24 outline-none"
      >
        <h2 id="analyze-heading" className="text-xl font-semibold text-navy-900">
          {uploadTexts.heading}
        </h2>
        <p className="mt-1 text-sm text-navy-600">{uploadTexts.intro}</p>
        <div className="mt-5">
          <UploadPanel />
        </div>
      </section>
      <RecentContracts />
    </div>
  );
}
