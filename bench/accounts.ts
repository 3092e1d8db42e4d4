// Bench accounts: signed up through the real API, upgraded to Enterprise (no monthly limit) so a
// bench can upload as many contracts as it measures, and signed in for a session cookie.
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { users } from "../api/db/schema";
import { analysisStatusResponseSchema, inProgressStatuses, uploadResponseSchema } from "../common/api/analyses";
import { startBenchServer } from "./server";

export type BenchAccount = { email: string; password: string };
/** A signed-in browser as the bench plays it: the server's address and the session cookie. */
export type BenchSession = { baseUrl: string; cookie: string };

/**
 * Signs up through the API, then gives the account the Enterprise plan the way an administrator's
 * database change would: the embedded database has one process at a time, so the server is
 * stopped for the change and the caller starts it again on the same `dataDir` (with `DATABASE_URL`,
 * the change is made in that Postgres).
 */
export async function createEnterpriseAccount(dataDir: string, account: BenchAccount): Promise<void> {
  const server = await startBenchServer({ dataDir });
  try {
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(account),
    });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  } finally {
    await server.stop();
  }
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url ? { kind: "postgres", url } : { kind: "pglite", dataDir: path.join(dataDir, "db") },
  );
  try {
    await database.db.update(users).set({ subscriptionTier: "enterprise" }).where(eq(users.email, account.email));
  } finally {
    await database.close();
  }
}

/** Signs in and returns the session cookie; checks the account is on the Enterprise plan. */
export async function signIn(baseUrl: string, account: BenchAccount): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const user = (await (await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } })).json()) as {
    subscriptionTier?: string;
  };
  if (user.subscriptionTier !== "enterprise")
    throw new Error(`the bench account is on the ${user.subscriptionTier} plan, not enterprise`);
  return cookie;
}

/** Headers of a signed-in browser's same-origin request. */
export function sessionHeaders(session: BenchSession): Record<string, string> {
  return { cookie: session.cookie, origin: session.baseUrl };
}

/** Uploads a file to POST /api/contracts as the web app does; returns the upload's answer. */
export async function uploadContract(session: BenchSession, file: string, type: string) {
  const form = new FormData();
  form.set("file", new File([readFileSync(file)], path.basename(file), { type }));
  const response = await fetch(`${session.baseUrl}/api/contracts`, {
    method: "POST",
    headers: sessionHeaders(session),
    body: form,
  });
  if (response.status !== 202)
    throw new Error(`upload of ${path.basename(file)} answered ${response.status}: ${await response.text()}`);
  return uploadResponseSchema.parse(await response.json());
}

/** One poll of an analysis' status as the web app makes it; throws when the analysis failed. */
export async function analysisStatus(session: BenchSession, analysisId: string) {
  const response = await fetch(`${session.baseUrl}/api/analyses/${analysisId}/status?t=${Date.now()}`, {
    headers: sessionHeaders(session),
  });
  const status = analysisStatusResponseSchema.parse(await response.json());
  if (status.status !== "completed" && !inProgressStatuses.includes(status.status))
    throw new Error(`analysis ${analysisId} ended as ${status.status}: ${status.error}`);
  return status;
}
