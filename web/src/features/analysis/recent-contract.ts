/**
 * SPEC §3 "Recent-contract memory" and §4 "Contract recovery": the analysis last viewed is kept in
 * local storage as {id, timestamp}; 1 s after the app loads on /, /analysis/ or an analysis path
 * without a valid id, a memory younger than 30 minutes offers the way back to it.
 */
export const RECENT_CONTRACT_STORAGE_KEY = "contractclarity.recentContract";
export const RECOVERY_DELAY_MS = 1_000;
export const RECOVERY_WINDOW_MS = 30 * 60_000;

export type RecentContract = { id: string; timestamp: number };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our analysis ids are UUIDs: anything else is "no valid id" (the spec's "non-numeric" path). */
export function isValidAnalysisId(id: string): boolean {
  return uuidPattern.test(id);
}

/** /, /analysis, /analysis/ and /analysis/{not a valid id} offer recovery; every other path does not. */
export function isRecoveryPath(pathname: string): boolean {
  if (pathname === "/" || pathname === "") return true;
  const match = /^\/analysis(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!match) return false;
  const id = match[1] ? decodeURIComponent(match[1]) : "";
  return !isValidAnalysisId(id);
}

export function rememberRecentContract(id: string, now: number, storage: KeyValueStorage = localStorage): void {
  try {
    storage.setItem(RECENT_CONTRACT_STORAGE_KEY, JSON.stringify({ id, timestamp: now } satisfies RecentContract));
  } catch {
    // Storage full or blocked (private mode): recovery is a convenience, the screen works without it.
  }
}

export function clearRecentContract(storage: KeyValueStorage = localStorage): void {
  try {
    storage.removeItem(RECENT_CONTRACT_STORAGE_KEY);
  } catch {
    // See rememberRecentContract.
  }
}

/** The stored memory, or null. A record that cannot be parsed is cleared (SPEC §4). */
export function readRecentContract(storage: KeyValueStorage = localStorage): RecentContract | null {
  let raw: string | null;
  try {
    raw = storage.getItem(RECENT_CONTRACT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as RecentContract).id === "string" &&
      isValidAnalysisId((value as RecentContract).id) &&
      typeof (value as RecentContract).timestamp === "number" &&
      Number.isFinite((value as RecentContract).timestamp)
    ) {
      return { id: (value as RecentContract).id, timestamp: (value as RecentContract).timestamp };
    }
  } catch {
    // fall through: unreadable
  }
  clearRecentContract(storage);
  return null;
}

/** The analysis id to offer on this path at this time, or null. */
export function recoveryCandidate(
  pathname: string,
  now: number,
  storage: KeyValueStorage = localStorage,
): string | null {
  if (!isRecoveryPath(pathname)) return null;
  const recent = readRecentContract(storage);
  if (!recent) return null;
  const age = now - recent.timestamp;
  if (age < 0 || age >= RECOVERY_WINDOW_MS) return null;
  return recent.id;
}
