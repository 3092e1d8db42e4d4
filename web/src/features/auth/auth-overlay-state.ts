/**
 * SPEC §4 "Sign-in overlay" and §9 "Auth overlay": clicking a sign-in button records a flag and a
 * start time (session storage, so it survives the redirects of signing in). Coming back, the
 * overlay shows at once when a provider screen or auth parameters (code, state, session) show
 * that sign-in is under way, or when more than 500 ms have passed; otherwise after 1 s (the click
 * was on this page: the browser has not left yet) or 2 s. Tracking older than 5 minutes is
 * cleared; once authenticated everything is cleared; after 30 s, or on 'Stuck?', the flags are
 * cleared and the page reloads.
 */

const KEY = "contractclarity.auth-in-progress";

export const AUTH_OVERLAY_STALE_MS = 5 * 60_000;
export const AUTH_OVERLAY_TIMEOUT_MS = 30_000;
export const AUTH_OVERLAY_IMMEDIATE_AFTER_MS = 500;
export const AUTH_OVERLAY_SAME_PAGE_DELAY_MS = 1_000;
export const AUTH_OVERLAY_RETURN_DELAY_MS = 2_000;
const AUTH_PARAMS = ["code", "state", "session"] as const;

export type AuthTracking = { startedAt: number };

export type OverlayDecision = { show: "never" } | { show: "now" } | { show: "after"; delayMs: number };

const listeners = new Set<() => void>();
/** True once a sign-in button was clicked in this page instance (not a page loaded after it). */
let clickedOnThisPage = false;

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeAuthTracking(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by every sign-in button (the links to /api/login). */
export function recordSignInClick(now: number = Date.now()): void {
  clickedOnThisPage = true;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ startedAt: now } satisfies AuthTracking));
  } catch {
    // storage blocked: the overlay just does not show
  }
  notify();
}

export function clearAuthTracking(): void {
  clickedOnThisPage = false;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
  notify();
}

/** The live tracking data, or null; stale or unreadable data is cleared on the way. */
export function readAuthTracking(now: number = Date.now()): AuthTracking | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AuthTracking>;
    if (
      typeof parsed.startedAt !== "number" ||
      now - parsed.startedAt > AUTH_OVERLAY_STALE_MS ||
      parsed.startedAt > now + 60_000
    ) {
      clearAuthTracking();
      return null;
    }
    return { startedAt: parsed.startedAt };
  } catch {
    clearAuthTracking();
    return null;
  }
}

/** Whether a sign-in was started in this tab and has not finished or gone stale (reads only; clears nothing). */
export function isSignInUnderWay(now: number = Date.now()): boolean {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return false;
    const { startedAt } = JSON.parse(raw) as Partial<AuthTracking>;
    return typeof startedAt === "number" && now - startedAt <= AUTH_OVERLAY_STALE_MS && startedAt <= now + 60_000;
  } catch {
    return false;
  }
}

export function wasClickedOnThisPage(): boolean {
  return clickedOnThisPage;
}

type DecisionInput = {
  tracking: AuthTracking | null;
  now: number;
  search: string;
  referrer: string;
  origin: string;
  clickedOnThisPage: boolean;
};

/** When the overlay shows, from the tracking data and what the page can see. */
export function decideAuthOverlay(input: DecisionInput): OverlayDecision {
  if (!input.tracking) return { show: "never" };
  const params = new URLSearchParams(input.search);
  const authParams = AUTH_PARAMS.some((name) => params.has(name));
  const fromProvider = isExternalReferrer(input.referrer, input.origin);
  const elapsed = input.now - input.tracking.startedAt;
  if (authParams || fromProvider || elapsed > AUTH_OVERLAY_IMMEDIATE_AFTER_MS) return { show: "now" };
  return {
    show: "after",
    delayMs: input.clickedOnThisPage ? AUTH_OVERLAY_SAME_PAGE_DELAY_MS : AUTH_OVERLAY_RETURN_DELAY_MS,
  };
}

function isExternalReferrer(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return false;
  }
}
