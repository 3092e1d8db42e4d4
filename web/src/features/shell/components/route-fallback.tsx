import { shellTexts } from "../texts";

/**
 * Shown in the page area while a screen's code loads. As tall as the window, so the footer stays
 * below the fold instead of showing and then jumping down when the screen arrives (a layout shift).
 */
export function RouteFallback() {
  return (
    <div role="status" className="grid min-h-screen place-items-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-navy-100 border-t-teal-600"
      />
      <span className="sr-only">{shellTexts.loading}</span>
    </div>
  );
}
