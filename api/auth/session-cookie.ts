import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { deleteSession, insertSession } from "../db/queries/sessions";

export const SESSION_DAYS = 7;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/** `__Host-` pins the cookie to this host over HTTPS with Path=/; it needs Secure, so plain-HTTP development uses the bare name. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-cc_session" : "cc_session";
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function readSessionToken<E extends AppEnv>(c: Context<E>): string | undefined {
  return getCookie(c, sessionCookieName(c.var.deps.env.SECURE_COOKIES));
}

export function writeSessionCookie<E extends AppEnv>(c: Context<E>, token: string, expiresAt: Date): void {
  const secure = c.var.deps.env.SECURE_COOKIES;
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    secure,
    sameSite: "Lax",
    path: "/",
    expires: expiresAt,
  });
}

/** Starts a new session for the user, ending any session this browser had (rotation on sign-in). */
export async function startSession<E extends AppEnv>(c: Context<E>, userId: string): Promise<void> {
  const { db, clock } = c.var.deps;
  const previous = readSessionToken(c);
  if (previous) await forgetSession(c, hashSessionToken(previous));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(clock.now().getTime() + SESSION_MS);
  await insertSession(db, { id: hashSessionToken(token), userId, expiresAt });
  writeSessionCookie(c, token, expiresAt);
}

export async function endSession<E extends AppEnv>(c: Context<E>): Promise<void> {
  const token = readSessionToken(c);
  if (token) await forgetSession(c, hashSessionToken(token));
  const secure = c.var.deps.env.SECURE_COOKIES;
  deleteCookie(c, sessionCookieName(secure), { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}

async function forgetSession<E extends AppEnv>(c: Context<E>, sessionId: string): Promise<void> {
  c.var.sessionCache.delete(sessionId);
  await deleteSession(c.var.deps.db, sessionId);
}
