import { MessageSquareText } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { feedbackTexts as texts } from "../texts";

// the form (and zod with it) loads on the first click, so every page's first load stays small
const FeedbackDialog = lazy(() => import("./feedback-dialog").then((module) => ({ default: module.FeedbackDialog })));

/**
 * The floating Feedback button on every page (SPEC §2), bottom right, under banners and toasts; above a bar
 * pinned to the bottom of the screen (useFloatingClearance), so it never covers the chat's Send button.
 */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {/* rendered after the footer: room at the very bottom, so the floating button never covers the footer's links */}
      <div aria-hidden="true" className="h-16 bg-white print:hidden" />
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label={texts.buttonLabel}
        aria-haspopup="dialog"
        className="fixed right-3 bottom-[calc(0.75rem+var(--floating-clearance,0px))] z-30 inline-flex size-12 items-center justify-center gap-2 rounded-full bg-navy-900 text-sm font-semibold text-white shadow-lg shadow-navy-900/25 transition-colors hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 print:hidden sm:right-5 sm:bottom-[calc(1.25rem+var(--floating-clearance,0px))] sm:h-11 sm:w-auto sm:px-4"
      >
        <MessageSquareText aria-hidden="true" className="size-5 sm:size-4" />
        <span className="hidden sm:inline">{texts.button}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
