import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { paths } from "../../../paths";
import {
  AUTH_OVERLAY_TIMEOUT_MS,
  clearAuthTracking,
  decideAuthOverlay,
  readAuthTracking,
  subscribeAuthTracking,
  wasClickedOnThisPage,
} from "../auth-overlay-state";
import { authOverlayTexts } from "../texts";

type AuthOverlayProps = {
  signedIn: boolean;
  /** Reloads the page (tests pass a spy). */
  reload?: () => void;
};

/** Our own sign-in and sign-up screens are where the user acts: no overlay there. */
const formPaths = new Set<string>([paths.signIn, paths.signUp]);

function reloadPage() {
  window.location.reload();
}

/** The auth-in-progress overlay (SPEC §4 "Sign-in overlay"). */
export function AuthOverlay({ signedIn, reload = reloadPage }: AuthOverlayProps) {
  const location = useLocation();
  // re-render on clicks and clears; the tracking itself is read from storage
  const version = useSyncExternalStore(subscribeAuthTracking, trackingVersion, trackingVersion);
  const [visible, setVisible] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onForm = formPaths.has(location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger: the overlay state changed elsewhere, decide again
  useEffect(() => {
    if (signedIn || onForm) {
      if (readAuthTracking()) clearAuthTracking();
      setVisible(false);
      return;
    }
    const decision = decideAuthOverlay({
      tracking: readAuthTracking(),
      now: Date.now(),
      search: window.location.search,
      referrer: document.referrer,
      origin: window.location.origin,
      clickedOnThisPage: wasClickedOnThisPage(),
    });
    if (decision.show === "never") {
      setVisible(false);
      return;
    }
    if (decision.show === "now") {
      setVisible(true);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), decision.delayMs);
    return () => window.clearTimeout(timer);
  }, [signedIn, onForm, version]);

  // 30 s after showing: clear the flags and reload.
  useEffect(() => {
    if (!visible) return;
    dialogRef.current?.focus();
    const timer = window.setTimeout(() => {
      clearAuthTracking();
      reload();
    }, AUTH_OVERLAY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [visible, reload]);

  if (!visible) return null;

  function reset() {
    clearAuthTracking();
    reload();
  }

  return (
    <div className="fixed inset-0 z-[60] grid place-items-center bg-white/90 px-4 backdrop-blur-sm">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="auth-overlay-title"
        aria-describedby="auth-overlay-text"
        tabIndex={-1}
        className="w-full max-w-sm rounded-2xl border border-navy-100 bg-white p-8 text-center shadow-xl outline-none"
      >
        <LoaderCircle aria-hidden="true" className="mx-auto size-10 animate-spin text-teal-700" />
        <h2 id="auth-overlay-title" className="mt-4 text-xl font-semibold text-navy-900">
          {authOverlayTexts.title}
        </h2>
        <p id="auth-overlay-text" className="mt-2 text-sm leading-6 text-navy-600">
          {authOverlayTexts.text}
        </p>
        <button
          type="button"
          onClick={reset}
          className="mt-5 rounded text-sm font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
        >
          {authOverlayTexts.stuck}
        </button>
      </div>
    </div>
  );
}

let version = 0;
subscribeAuthTracking(() => {
  version += 1;
});
function trackingVersion(): number {
  return version;
}
