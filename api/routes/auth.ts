import { Hono } from "hono";
import { signInRequestSchema, signUpRequestSchema, type AuthProviders } from "../../common/api/auth";
import { AppError } from "../../common/errors";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { endSession, startSession } from "../auth/session-cookie";
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn } from "../auth/sign-in-throttle";
import { toAuthUser } from "../auth/to-auth-user";
import { isOidcConfigured } from "../auth/oidc";
import type { AppEnv } from "../context";
import { createUser, findUserByEmail } from "../db/queries/users";
import { clientIp } from "../middleware/client-ip";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";

export const authRoutes = new Hono<AppEnv>()
  .get("/user", requireUser, (c) => {
    const { sessionId: _sessionId, ...user } = c.var.user!;
    return c.json(user);
  })

  .get("/providers", (c) => c.json({ password: true, oidc: isOidcConfigured(c.var.deps.env) } satisfies AuthProviders))

  .post("/signup", validate("json", signUpRequestSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const { db, env, logger } = c.var.deps;
    const user = await createUser(db, { email, passwordHash: await hashPassword(password) });
    if (!user) throw new AppError("email_taken");
    await startSession(c, user.id);
    logger.info({ userId: user.id }, "account created");
    return c.json(toAuthUser(user, env.ADMIN_EMAILS), 201);
  })

  .post("/signin", validate("json", signInRequestSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const { db, env, clock } = c.var.deps;
    const attempt = { db, email, ip: clientIp(c), now: clock.now() };
    await assertSignInAllowed(attempt);
    const user = await findUserByEmail(db, email);
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !passwordMatches) {
      await recordFailedSignIn(attempt);
      throw new AppError("invalid_credentials");
    }
    await clearFailedSignIns(attempt);
    await startSession(c, user.id);
    return c.json(toAuthUser(user, env.ADMIN_EMAILS));
  })

  .post("/signout", async (c) => {
    await endSession(c);
    return c.body(null, 204);
  });
