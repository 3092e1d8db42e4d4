import { Hono } from "hono";
import {
  type Account,
  changePasswordRequestSchema,
  confirmsDeletion,
  defaultPreferences,
  deleteAccountRequestSchema,
  type Preferences,
  updatePreferencesRequestSchema,
} from "../../common/api/account";
import { AppError } from "../../common/errors";
import { buildDataExport } from "../account/build-data-export";
import { deleteAccount } from "../account/delete-account";
import { hashPassword, verifyPassword } from "../auth/password";
import { forgetCachedUser } from "../auth/session-cache";
import { endSession, startSession } from "../auth/session-cookie";
import type { AppEnv, SignedInEnv } from "../context";
import { deleteUserSessions, updatePasswordHash } from "../db/queries/account";
import { findPreferences, upsertPreferences } from "../db/queries/preferences";
import { findUserById } from "../db/queries/users";
import type { UserPreferencesRow } from "../db/schema";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";

function toPreferences(row: UserPreferencesRow | undefined): Preferences {
  if (!row) return defaultPreferences;
  return {
    displayName: row.displayName,
    defaultJurisdiction: row.defaultJurisdiction,
    usualSide: row.usualSide,
    readingLevel: row.readingLevel,
  };
}

const wrongCurrentPassword = () =>
  new AppError("validation_failed", {
    message: "Your current password is not correct.",
    details: { fieldErrors: { currentPassword: ["Your current password is not correct."] }, formErrors: [] },
  });

/** The signed-in user's own account: profile and preferences, password, the data export (POPIA s23) and deletion. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { db } = c.var.deps;
    const userId = c.var.user.id;
    const [user, preferences] = await Promise.all([findUserById(db, userId), findPreferences(db, { userId })]);
    if (!user) throw new AppError("unauthorized");
    const account: Account = {
      id: user.id,
      email: user.email,
      createdAt: user.createdAt.toISOString(),
      hasPassword: user.passwordHash !== null,
      preferences: toPreferences(preferences),
    };
    return c.json(account);
  })

  .put("/preferences", validate("json", updatePreferencesRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const row = await upsertPreferences(c.var.deps.db, {
      userId: c.var.user.id,
      ...input,
      updatedAt: c.var.deps.clock.now(),
    });
    return c.json(toPreferences(row));
  })

  .post(
    "/password",
    rateLimit<SignedInEnv>({
      name: "password-change",
      limit: 10,
      windowMs: 15 * 60 * 1000,
      keyOf: (c) => c.var.user.id,
      message: "Too many password attempts. Please wait 15 minutes and try again.",
    }),
    validate("json", changePasswordRequestSchema),
    async (c) => {
      const { currentPassword, newPassword } = c.req.valid("json");
      const { db, logger } = c.var.deps;
      const userId = c.var.user.id;
      const user = await findUserById(db, userId);
      if (!user) throw new AppError("unauthorized");
      if (!user.passwordHash) {
        throw new AppError("bad_request", {
          message: "Your account signs in through single sign-on, so it has no password to change here.",
        });
      }
      if (!(await verifyPassword(currentPassword, user.passwordHash))) throw wrongCurrentPassword();
      await updatePasswordHash(db, {
        userId,
        passwordHash: await hashPassword(newPassword, c.var.deps.env.PASSWORD_SCRYPT_LOG_N),
      });
      // every session ends (a thief's too); this browser continues with a fresh one
      const ended = await deleteUserSessions(db, { userId });
      forgetCachedUser(c.var.sessionCache, userId);
      await startSession(c, userId);
      logger.info({ userId }, "password changed; other sessions signed out");
      return c.json({ otherSessionsSignedOut: Math.max(0, ended - 1) });
    },
  )

  .get(
    "/export",
    rateLimit<SignedInEnv>({
      name: "data-export",
      limit: 10,
      windowMs: 60 * 60 * 1000,
      keyOf: (c) => c.var.user.id,
      message: "You have downloaded your data several times in the last hour. Please try again later.",
    }),
    async (c) => {
      const { db, dataKey, env, clock, logger } = c.var.deps;
      const userId = c.var.user.id;
      const { fileName, zip } = await buildDataExport(db, {
        userId,
        dataKey,
        adminEmails: env.ADMIN_EMAILS,
        now: clock.now(),
      });
      logger.info({ userId, bytes: zip.byteLength }, "data export downloaded");
      return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      });
    },
  )

  .post("/delete", validate("json", deleteAccountRequestSchema), async (c) => {
    const { confirmation } = c.req.valid("json");
    const user = c.var.user;
    if (!confirmsDeletion(confirmation, user.email)) {
      throw new AppError("validation_failed", {
        message: "Type your email address or DELETE exactly to confirm.",
        details: {
          fieldErrors: { confirmation: ["Type your email address or DELETE exactly to confirm."] },
          formErrors: [],
        },
      });
    }
    await deleteAccount(c.var.deps, { userId: user.id, email: user.email });
    forgetCachedUser(c.var.sessionCache, user.id);
    await endSession(c);
    return c.body(null, 204);
  });
