import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { type AuthProviders, signInRequestSchema, signUpRequestSchema } from "../../common/api/auth";
import { restoreSessionRequestSchema } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { isOidcConfigured } from "../auth/oidc";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { endSession, startSession } from "../auth/session-cookie";
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn } from "../auth/sign-in-throttle";
import { toAuthUser } from "../auth/to-auth-user";
import { hashRestoreToken, readRestoreToken } from "../billing/restore-token";
import type { AppEnv } from "../context";
import { consumeCheckoutToken } from "../db/queries/payments";
import { createUser, findUserByEmail, findUserById } from "../db/queries/users";
import { sendWelcomeEmail } from "../email/product-emails";
import { clientIp } from "../middleware/client-ip";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { publicOrigin } from "../public-origin";

/** Sign-ups per address and hour (SIGNUPS_PER_ADDRESS_PER_HOUR); every attempt counts, a taken email too. */
const signUpLimit = createMiddleware<AppEnv>((c, next) =>
  rateLimit({
    name: "sign-up",
    limit: c.var.deps.env.SIGNUPS_PER_ADDRESS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    keyOf: clientIp,
    message: "Many accounts were created from your network in the last hour. Please wait a while and try again.",
  })(c, next),
);

export const authRoutes = new Hono<AppEnv>()
  .get("/user", requireUser, (c) => {
    const { sessionId: _sessionId, ...user } = c.var.user;
    return c.json(user);
  })

  .get("/providers", (c) => c.json({ password: true, oidc: isOidcConfigured(c.var.deps.env) } satisfies AuthProviders))

  .post("/signup", signUpLimit, validate("json", signUpRequestSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const { db, env, logger } = c.var.deps;
    const user = await createUser(db, { email, passwordHash: await hashPassword(password, env.PASSWORD_SCRYPT_LOG_N) });
    if (!user) throw new AppError("email_taken");
    await startSession(c, user.id);
    logger.info({ userId: user.id }, "account created");
    void sendWelcomeEmail(c.var.deps, { email: user.email, appUrl: publicOrigin(c) });
    return c.json(toAuthUser(user, env.ADMIN_EMAILS), 201);
  })

  .post("/signin", validate("json", signInRequestSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const { db, env, clock } = c.var.deps;
    const attempt = { db, email, ip: clientIp(c), now: clock.now() };
    await assertSignInAllowed(attempt, (seconds) => c.header("Retry-After", String(seconds)));
    const user = await findUserByEmail(db, email);
    const passwordMatches = await verifyPassword(
      password,
      user?.passwordHash ?? (await decoyPasswordHash(env.PASSWORD_SCRYPT_LOG_N)),
    );
    if (!user || !passwordMatches) {
      await recordFailedSignIn(attempt);
      throw new AppError("invalid_credentials");
    }
    await clearFailedSignIns(attempt);
    await startSession(c, user.id);
    return c.json(toAuthUser(user, env.ADMIN_EMAILS));
  })

  /**
   * After a payment redirect lost the session: only the signed, 30-minute, single-use token the checkout
   * issued for this user and payment gives a fresh session — never a bare user id.
   */
  .post("/restore-session", validate("json", restoreSessionRequestSchema), async (c) => {
    const { token } = c.req.valid("json");
    const { db, env, clock, dataKey, logger } = c.var.deps;
    const now = clock.now();
    const refused = new AppError("unauthorized", {
      message: "This sign-in link has expired or was already used. Please sign in.",
    });
    const payload = readRestoreToken(token, { now, dataKey });
    if (!payload) throw refused;
    const payment = await consumeCheckoutToken(db, {
      paymentId: payload.paymentId,
      tokenHash: hashRestoreToken(token),
      now,
    });
    if (!payment || payment.userId !== payload.userId) throw refused;
    const user = await findUserById(db, payment.userId);
    if (!user) throw refused;
    await startSession(c, user.id);
    logger.info({ userId: user.id, paymentId: payment.id }, "session restored after payment");
    return c.json(toAuthUser(user, env.ADMIN_EMAILS));
  })

  .post("/signout", async (c) => {
    await endSession(c);
    return c.body(null, 204);
  });
