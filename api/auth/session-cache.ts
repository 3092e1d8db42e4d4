import { LRUCache } from "lru-cache";
import type { Clock } from "../context";
import type { SessionRow, UserRow } from "../db/schema";

/**
 * Recently seen sessions, so a signed-in request usually needs no database round trip.
 * Sign-out and rotation in this process drop the entry at once; another API process sees a change
 * (sign-out, tier or role change) within TTL_MS.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

export type CachedSession = { session: SessionRow; user: UserRow };

export function createSessionCache(clock: Clock) {
  return new LRUCache<string, CachedSession>({
    max: 10_000,
    ttl: SESSION_CACHE_TTL_MS,
    perf: { now: () => clock.now().getTime() },
  });
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** Drops this user's cached sessions, so the next request reads a changed tier or role from the database. */
export function forgetCachedUser(cache: SessionCache, userId: string): void {
  for (const [sessionId, cached] of cache.entries()) {
    if (cached.user.id === userId) cache.delete(sessionId);
  }
}
