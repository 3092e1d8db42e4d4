import { beforeEach, describe, expect, it } from "vitest";
import {
  isRecoveryPath,
  RECENT_CONTRACT_STORAGE_KEY,
  RECOVERY_WINDOW_MS,
  readRecentContract,
  recoveryCandidate,
  rememberRecentContract,
} from "./recent-contract";

const id = "3f1c2a9e-5b7d-4c1e-9a2b-1d2e3f4a5b6c";
const now = Date.UTC(2026, 0, 15, 12, 0, 0);

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe("recovery paths", () => {
  it.each(["/", "/analysis", "/analysis/", "/analysis/abc", "/analysis/123", "/analysis/undefined"])(
    "offers recovery on %s",
    (path) => {
      expect(isRecoveryPath(path)).toBe(true);
    },
  );

  it.each([`/analysis/${id}`, "/history", "/contract/abc", "/analysis/abc/more", "/settings"])(
    "does not on %s",
    (path) => {
      expect(isRecoveryPath(path)).toBe(false);
    },
  );
});

describe("recent-contract memory", () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it("stores {id, timestamp} and reads it back", () => {
    rememberRecentContract(id, now, storage);
    expect(JSON.parse(storage.map.get(RECENT_CONTRACT_STORAGE_KEY)!)).toEqual({ id, timestamp: now });
    expect(readRecentContract(storage)).toEqual({ id, timestamp: now });
  });

  it("offers a memory younger than 30 minutes, not an older one", () => {
    rememberRecentContract(id, now, storage);
    expect(recoveryCandidate("/", now + RECOVERY_WINDOW_MS - 1, storage)).toBe(id);
    expect(recoveryCandidate("/", now + RECOVERY_WINDOW_MS, storage)).toBeNull();
  });

  it("offers nothing on a path with a valid analysis id or with no memory", () => {
    expect(recoveryCandidate("/", now, storage)).toBeNull();
    rememberRecentContract(id, now, storage);
    expect(recoveryCandidate(`/analysis/${id}`, now, storage)).toBeNull();
  });

  it.each([
    "{not json",
    JSON.stringify({ id: 7, timestamp: now }),
    JSON.stringify({ id, timestamp: "soon" }),
    JSON.stringify({ id: "../admin", timestamp: now }),
    "null",
  ])("clears a record it cannot parse: %s", (raw) => {
    storage.setItem(RECENT_CONTRACT_STORAGE_KEY, raw);
    expect(recoveryCandidate("/", now, storage)).toBeNull();
    expect(storage.map.has(RECENT_CONTRACT_STORAGE_KEY)).toBe(false);
  });
});
