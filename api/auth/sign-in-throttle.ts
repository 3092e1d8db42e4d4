import { AppError } from "../../common/errors";
import type { Database } from "../db/client";
import { clearRateLimit, incrementRateLimit, readRateLimit } from "../db/queries/rate-limits";

/** Failed sign-ins allowed per account and per address in a 15-minute window before further tries are refused. */
export const signInLimits = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;

type Attempt = { db: Database; email: string; ip: string; now: Date };

const keys = (attempt: Attempt) => ({ email: `sign-in:email:${attempt.email}`, ip: `sign-in:ip:${attempt.ip}` });

/** Refuses the attempt (429) while the account or the address is over its limit; `onRefused` sets the response's Retry-After. */
export async function assertSignInAllowed(
  attempt: Attempt,
  onRefused: (retryAfterSeconds: number) => void,
): Promise<void> {
  const { email, ip } = keys(attempt);
  const options = { windowMs: signInLimits.windowMs, now: attempt.now };
  const [byEmail, byIp] = await Promise.all([
    readRateLimit(attempt.db, { key: email, ...options }),
    readRateLimit(attempt.db, { key: ip, ...options }),
  ]);
  if (byEmail >= signInLimits.perEmail || byIp >= signInLimits.perIp) {
    onRefused(signInLimits.windowMs / 1000);
    throw new AppError("rate_limited", {
      message: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    });
  }
}

export async function recordFailedSignIn(attempt: Attempt): Promise<void> {
  const { email, ip } = keys(attempt);
  const options = { windowMs: signInLimits.windowMs, now: attempt.now };
  await incrementRateLimit(attempt.db, { key: email, ...options });
  await incrementRateLimit(attempt.db, { key: ip, ...options });
}

export async function clearFailedSignIns(attempt: Attempt): Promise<void> {
  await clearRateLimit(attempt.db, keys(attempt).email);
}
