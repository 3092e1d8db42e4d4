import { shellTexts } from "../texts";

/** SPEC §2 "Other screens": the full-screen loading state while authentication is checked. */
export function FullScreenLoading() {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 grid place-items-center bg-slate-50">
      <div className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-navy-100 border-t-teal-600"
        />
        <span className="text-sm font-medium text-navy-600">{shellTexts.loading}</span>
      </div>
    </div>
  );
}
