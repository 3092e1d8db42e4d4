/**
 * Whether this browser session uploaded a contract as a visitor (session storage, like the
 * X-Session-Id itself): the landing page then shows its result, and signing in claims it.
 */
const KEY = "contractclarity.visitor-analysis";

export function readVisitorMarker(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeVisitorMarker(analysisId: string): void {
  try {
    sessionStorage.setItem(KEY, analysisId);
  } catch {
    // storage blocked: the result still shows on this page, it just cannot be claimed later
  }
}

export function clearVisitorMarker(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
