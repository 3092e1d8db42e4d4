/**
 * Pages where the consent modals stay closed: the documents the modals ask the user to read (they
 * open in a new tab from the modal, and must be readable there).
 */
const policyPaths = new Set(["/terms", "/terms-of-service", "/privacy", "/privacy-policy", "/cookie-policy"]);

export function isConsentExemptPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return policyPaths.has(trimmed);
}
