import { createMiddleware } from "hono/factory";
import { AppError } from "../../common/errors";
import { hashSessionToken, readSessionToken, SESSION_MS, writeSessionCookie } from "../auth/session-cookie";
import { toAuthUser } from "../auth/to-auth-user";
import type { AppEnv, SessionUser, SignedInVariables } from "../context";
import { extendSession, findLiveSession } from "../db/queries/sessions";

/** Loads the signed-in user (or null). A session used in the second half of its life is extended by another 7 days. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  const token = readSessionToken(c);
  if (token) {
    const { db, clock, env } = c.var.deps;
    const now = clock.now();
    const sessionId = hashSessionToken(token);
    const cached = c.var.sessionCache.get(sessionId);
    let found = cached ?? (await findLiveSession(db, { id: sessionId, now }));
    if (found && found.session.expiresAt <= now) {
      c.var.sessionCache.delete(sessionId);
      found = undefined;
    }
    if (found) {
      if (!cached) c.var.sessionCache.set(sessionId, found);
      c.set("user", { ...toAuthUser(found.user, env.ADMIN_EMAILS), sessionId: found.session.id });
      if (found.session.expiresAt.getTime() - now.getTime() < SESSION_MS / 2) {
        const expiresAt = new Date(now.getTime() + SESSION_MS);
        await extendSession(db, { id: found.session.id, expiresAt });
        c.var.sessionCache.set(sessionId, { ...found, session: { ...found.session, expiresAt } });
        writeSessionCookie(c, token, expiresAt);
      }
    }
  }
  await next();
});

/** Refuses a request without a signed-in user, and narrows the context so later handlers see `c.var.user` as present. */
export const requireUser = createMiddleware<SignedInVariables>(async (c, next) => {
  // typed as present for the handlers after it; at this point it may still be null
  if (!(c.var.user as SessionUser | null)) throw new AppError("unauthorized");
  await next();
});

/** Every admin API goes through this: the role is checked on the server, whatever the UI shows. */
export const requireAdmin = createMiddleware<SignedInVariables>(async (c, next) => {
  const user = c.var.user as SessionUser | null;
  if (!user) throw new AppError("unauthorized");
  if (user.isAdmin !== true) throw new AppError("forbidden");
  await next();
});
