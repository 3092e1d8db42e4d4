import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The checkout's restore-session token: `payload.signature`, HMAC-SHA256 with a key derived from the data
 * key, bound to the user and the payment, valid 30 minutes, usable once (the payment row keeps its hash).
 */
export const RESTORE_TOKEN_TTL_MS = 30 * 60 * 1000;

type RestorePayload = { userId: string; paymentId: string; expiresAt: number; nonce: string };

function tokenKey(dataKey: Buffer): Buffer {
  return createHmac("sha256", dataKey).update("contractclarity:restore-session:v1").digest();
}

function sign(encodedPayload: string, dataKey: Buffer): string {
  return createHmac("sha256", tokenKey(dataKey)).update(encodedPayload).digest("base64url");
}

export function issueRestoreToken(params: { userId: string; paymentId: string; now: Date; dataKey: Buffer }): string {
  const payload: RestorePayload = {
    userId: params.userId,
    paymentId: params.paymentId,
    expiresAt: params.now.getTime() + RESTORE_TOKEN_TTL_MS,
    nonce: randomBytes(16).toString("base64url"),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${encoded}.${sign(encoded, params.dataKey)}`;
}

export function hashRestoreToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The payload of a well-signed, unexpired token; null for anything else. Single use is checked against the database. */
export function readRestoreToken(token: string, params: { now: Date; dataKey: Buffer }): RestorePayload | null {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(encoded, params.dataKey));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as RestorePayload;
    if (
      typeof payload.userId !== "string" ||
      typeof payload.paymentId !== "string" ||
      typeof payload.expiresAt !== "number"
    )
      return null;
    if (payload.expiresAt <= params.now.getTime()) return null;
    return payload;
  } catch {
    return null;
  }
}
