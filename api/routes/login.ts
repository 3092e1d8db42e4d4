import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { safeReturnPath } from "../../common/api/auth";
import { AppError } from "../../common/errors";
import type { PendingSignIn } from "../auth/oidc";
import { endSession, startSession } from "../auth/session-cookie";
import type { AppEnv } from "../context";
import { createUser, findUserByEmail, findUserByOidcSubject, linkOidcSubject } from "../db/queries/users";
import { sendWelcomeEmail } from "../email/product-emails";
import { publicOrigin } from "../public-origin";

const pendingCookie = "cc_oidc";

function callbackUrl(c: Context<AppEnv>): string {
  const origin = c.var.deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;
  return new URL("/api/auth/oidc/callback", origin).toString();
}

/** /api/login starts sign-in (the provider when OpenID Connect is set up, else our sign-in screen); /api/logout ends it. */
export const loginRoutes = new Hono<AppEnv>()
  .get("/login", async (c) => {
    const returnTo = safeReturnPath(c.req.query("returnTo"));
    const oidcClient = c.var.deps.oidc;
    if (!oidcClient) return c.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
    const { url, pending } = await oidcClient.beginSignIn({ redirectUri: callbackUrl(c), returnTo });
    setCookie(c, pendingCookie, Buffer.from(JSON.stringify(pending)).toString("base64url"), {
      httpOnly: true,
      secure: c.var.deps.env.SECURE_COOKIES,
      sameSite: "Lax",
      path: "/api/auth/oidc",
      maxAge: 10 * 60,
    });
    return c.redirect(url.toString());
  })

  .get("/auth/oidc/callback", async (c) => {
    const { db, oidc: oidcClient, logger } = c.var.deps;
    const cookie = getCookie(c, pendingCookie);
    if (!oidcClient || !cookie)
      throw new AppError("bad_request", { message: "The sign-in attempt expired. Please sign in again." });
    deleteCookie(c, pendingCookie, { path: "/api/auth/oidc" });
    const pending = JSON.parse(Buffer.from(cookie, "base64url").toString("utf8")) as PendingSignIn;
    const requestUrl = new URL(c.req.url);
    const identity = await oidcClient
      .completeSignIn(new URL(`${callbackUrl(c)}${requestUrl.search}`), pending)
      .catch((cause: unknown) => {
        throw new AppError("unauthorized", { message: "Sign-in with your provider failed. Please try again.", cause });
      });
    if (!identity.email || !identity.emailVerified) {
      throw new AppError("forbidden", { message: "Your provider did not share a verified email address." });
    }
    let user = await findUserByOidcSubject(db, identity.subject);
    if (!user) {
      const byEmail = await findUserByEmail(db, identity.email);
      if (byEmail) await linkOidcSubject(db, { userId: byEmail.id, oidcSubject: identity.subject });
      if (byEmail) user = byEmail;
      else {
        user = await createUser(db, { email: identity.email, passwordHash: null, oidcSubject: identity.subject });
        if (user) void sendWelcomeEmail(c.var.deps, { email: user.email, appUrl: publicOrigin(c) });
      }
    }
    if (!user) throw new AppError("conflict");
    await startSession(c, user.id);
    logger.info({ userId: user.id }, "signed in with OpenID Connect");
    return c.redirect(safeReturnPath(pending.returnTo));
  })

  .get("/logout", async (c) => {
    await endSession(c);
    return c.redirect("/");
  });
