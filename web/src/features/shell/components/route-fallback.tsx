import { shellTexts } from "../texts";

/** Shown in the page area while a screen's code loads. */
export function RouteFallback() {
  return (
    <div role="status" className="grid min-h-[40vh] place-items-center">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-navy-100 border-t-teal-600" />
      <span className="sr-only">{shellTexts.loading}</span>
    </div>
  );
}
