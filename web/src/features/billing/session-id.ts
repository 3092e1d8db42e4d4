import { SESSION_ID_HEADER } from "../../../../common/api/billing";

const SESSION_ID_KEY = "contractclarity.session-id";

function newSessionId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** SPEC §3 "Session id": a generated string held in session storage and sent with usage calls. */
export function getSessionId(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_ID_KEY);
    if (stored) return stored;
    const created = newSessionId();
    sessionStorage.setItem(SESSION_ID_KEY, created);
    return created;
  } catch {
    // Storage blocked (private mode): a per-page id still lets the server count this visit.
    return newSessionId();
  }
}

export function sessionIdHeaders(): Record<string, string> {
  return { [SESSION_ID_HEADER]: getSessionId() };
}
