import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSchema, preferencesSchema } from "../../common/api/account";
import { uploadResponseSchema } from "../../common/api/analyses";
import { errorBodySchema } from "../../common/errors";
import type { Database } from "../db/client";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";
import { payfastItnFields, payfastSandbox, payfastSandboxEnv, signedPayfastItn } from "../testing/payfast-itn";

const password = "correct horse 42";
type Browser = ReturnType<typeof createBrowser>;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ workers: 1 });
});
afterAll(() => testApp.close());

async function signUp(email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

async function signIn(email: string, withPassword: string) {
  return createBrowser(testApp.app).request("/api/auth/signin", {
    method: "POST",
    json: { email, password: withPassword },
  });
}

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

/** Uploads a fixture contract and waits for its analysis; returns the ids. */
async function uploadAndAnalyse(browser: Browser, name: string) {
  const response = await upload(browser, fixture(name), name);
  expect(response.status).toBe(202);
  const { contract, analysis } = uploadResponseSchema.parse(await response.json());
  const statuses = await waitForAnalysis(browser, analysis.id);
  expect(statuses.at(-1)?.status).toBe("completed");
  return { contractId: contract.id, analysisId: analysis.id };
}

async function downloadExport(browser: Browser) {
  const response = await browser.request("/api/account/export");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="contractclarity-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const data = JSON.parse(strFromU8(files["account-data.json"]!)) as Record<string, any>;
  return { files, data };
}

/** Every table with a user_id column, and how many rows there name the user. */
async function rowsNamingUser(db: Database, userId: string): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'user_id'`,
  )) as unknown as {
    rows: { table_name: string }[];
  };
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE user_id = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table_name] = result.rows[0]!.n;
  }
  return counts;
}

describe("profile and preferences", () => {
  it("shows the email and default preferences, saves changes and reads them back", async () => {
    const browser = await signUp("prefs@example.co.za");
    const first = accountSchema.parse(await (await browser.request("/api/account")).json());
    expect(first).toMatchObject({
      email: "prefs@example.co.za",
      hasPassword: true,
      preferences: { displayName: null, defaultJurisdiction: null, usualSide: null, readingLevel: "plain" },
    });

    const saved = await browser.request("/api/account/preferences", {
      method: "PUT",
      json: {
        displayName: "  Thandi Mokoena ",
        defaultJurisdiction: "ZA",
        usualSide: "tenant",
        readingLevel: "detailed",
      },
    });
    expect(saved.status).toBe(200);
    const expected = {
      displayName: "Thandi Mokoena",
      defaultJurisdiction: "ZA",
      usualSide: "tenant",
      readingLevel: "detailed",
    };
    expect(preferencesSchema.parse(await saved.json())).toEqual(expected);
    expect(accountSchema.parse(await (await browser.request("/api/account")).json()).preferences).toEqual(expected);

    // clearing works, and a bad value changes nothing
    const refused = await browser.request("/api/account/preferences", {
      method: "PUT",
      json: { ...expected, defaultJurisdiction: "XX" },
    });
    expect(refused.status).toBe(400);
    expect(accountSchema.parse(await (await browser.request("/api/account")).json()).preferences).toEqual(expected);
    const cleared = await browser.request("/api/account/preferences", {
      method: "PUT",
      json: { displayName: "", defaultJurisdiction: null, usualSide: null, readingLevel: "plain" },
    });
    expect(preferencesSchema.parse(await cleared.json())).toEqual({
      displayName: null,
      defaultJurisdiction: null,
      usualSide: null,
      readingLevel: "plain",
    });
  });

  it("is only for signed-in users", async () => {
    const visitor = createBrowser(testApp.app);
    expect((await visitor.request("/api/account")).status).toBe(401);
    expect((await visitor.request("/api/account/export")).status).toBe(401);
    expect(
      (await visitor.request("/api/account/delete", { method: "POST", json: { confirmation: "DELETE" } })).status,
    ).toBe(401);
  });
});

describe("password change", () => {
  it("refuses a wrong current password and a weak new one, then changes it: the old one fails, the new one works", async () => {
    const email = "rotate@example.co.za";
    const browser = await signUp(email);
    const otherDevice = createBrowser(testApp.app);
    expect((await otherDevice.request("/api/auth/signin", { method: "POST", json: { email, password } })).status).toBe(
      200,
    );

    const wrong = await browser.request("/api/account/password", {
      method: "POST",
      json: { currentPassword: "not my password 1", newPassword: "brand new secret 7" },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe("Your current password is not correct.");

    const weak = await browser.request("/api/account/password", {
      method: "POST",
      json: { currentPassword: password, newPassword: "short1" },
    });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).message).toBe("Use at least 10 characters.");
    const lettersOnly = await browser.request("/api/account/password", {
      method: "POST",
      json: { currentPassword: password, newPassword: "onlyletterspassword" },
    });
    expect((await errorOf(lettersOnly)).message).toBe("Mix letters with at least one number or symbol.");
    expect((await signIn(email, password)).status).toBe(200);

    const changed = await browser.request("/api/account/password", {
      method: "POST",
      json: { currentPassword: password, newPassword: "brand new secret 7" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ otherSessionsSignedOut: 2 });

    // this browser carries on with a fresh session; the other devices are signed out
    expect((await browser.request("/api/auth/user")).status).toBe(200);
    expect((await otherDevice.request("/api/auth/user")).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, "brand new secret 7")).status).toBe(200);
  });
});

describe("download my data", () => {
  it("holds the profile, the contract's text and original bytes, its analysis, consent, feedback and consultations — and nothing of another user", async () => {
    const owner = await signUp("export-owner@example.co.za");
    const stranger = await signUp("export-stranger@example.co.za");
    const { contractId, analysisId } = await uploadAndAnalyse(owner, "residential-lease-wc.txt");
    const strangers = await uploadAndAnalyse(stranger, "mutual-nda-capetown.txt");
    await owner.request("/api/account/preferences", {
      method: "PUT",
      json: { displayName: "Owner Person", defaultJurisdiction: "ZA", usualSide: "tenant", readingLevel: "plain" },
    });
    await owner.request("/api/consent", {
      method: "POST",
      json: {
        kind: "cookies",
        version: "1.0",
        choices: { necessary: true, analytics: false, marketing: false, functional: true },
      },
    });
    await owner.request("/api/feedback", {
      method: "POST",
      json: { rating: "4", experience: "Clear lease summary", url: "http://localhost/history" },
    });
    await stranger.request("/api/feedback", {
      method: "POST",
      json: { rating: "1", experience: "stranger's own words" },
    });
    await owner.request("/api/consultations", {
      method: "POST",
      json: {
        name: "Owner Person",
        topic: "Deposit dispute",
        contractId,
        contactMethod: "phone",
        contactDetail: "082 123 4567",
        preferredTime: "weekday_morning",
      },
    });

    const { files, data } = await downloadExport(owner);
    expect(data.profile).toMatchObject({ email: "export-owner@example.co.za", hasPassword: true });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(data.preferences).toMatchObject({ displayName: "Owner Person", usualSide: "tenant" });
    expect(data.contracts).toHaveLength(1);
    const contract = data.contracts[0];
    expect(contract.id).toBe(contractId);

    const original = fixture("residential-lease-wc.txt");
    expect(Buffer.from(files[contract.originalFile]!).equals(Buffer.from(original))).toBe(true);
    expect(contract.text).toContain("LEASE");
    expect(strFromU8(files[contract.textFile]!)).toBe(contract.text);
    expect(data.analyses.map((analysis: { id: string }) => analysis.id)).toEqual([analysisId]);
    expect(data.analyses[0].result.overallRisk.score).toEqual(expect.any(Number));
    expect(data.consentRecords).toHaveLength(1);
    expect(data.feedback).toMatchObject([{ rating: 4, experience: "Clear lease summary", pagePath: "/history" }]);
    expect(data.consultationRequests).toMatchObject([{ topic: "Deposit dispute", contractId }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(strFromU8(files["README.txt"]!)).toContain("export-owner@example.co.za");

    // nothing of the stranger's, anywhere in the archive
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString("latin1"))
      .join("\n");
    expect(everything).not.toContain("export-stranger@example.co.za");
    expect(everything).not.toContain(strangers.contractId);
    expect(everything).not.toContain("stranger's own words");
    expect(everything).not.toContain("MUTUAL NON-DISCLOSURE");
  });

  it("includes a tax invoice for each completed payment", async () => {
    const buyer = await signUp("export-buyer@example.co.za");
    const checkout = await buyer.request("/api/yoco/yoco-checkout", {
      method: "POST",
      json: { planId: "professional", amount: 29900, currency: "ZAR", description: "Professional" },
    });
    const { paymentId } = (await checkout.json()) as { paymentId: string };
    expect((await buyer.request(`/api/demo/payments/${paymentId}/complete`, { method: "POST" })).status).toBe(200);
    const { files, data } = await downloadExport(buyer);
    expect(data.payments).toHaveLength(1);
    const invoice = files[data.payments[0].invoiceFile];
    expect(strFromU8(invoice!.subarray(0, 5))).toBe("%PDF-");
    expect(data.subscriptions).toMatchObject([{ planId: "professional", provider: "demo" }]);
  });
});

describe("delete my account", () => {
  it("needs the email or DELETE typed exactly; anything else changes nothing", async () => {
    const browser = await signUp("careful@example.co.za");
    const refused = await browser.request("/api/account/delete", { method: "POST", json: { confirmation: "delete" } });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe("Type your email address or DELETE exactly to confirm.");
    expect((await browser.request("/api/auth/user")).status).toBe(200);
    expect((await signIn("careful@example.co.za", password)).status).toBe(200);
  });

  it("removes every row of the user in every table, signs out and leaves another user's data untouched", async () => {
    const email = "leaving@example.co.za";
    const leaving = await signUp(email);
    const staying = await signUp("staying@example.co.za");
    const { contractId } = await uploadAndAnalyse(leaving, "residential-lease-wc.txt");
    const kept = await uploadAndAnalyse(staying, "mutual-nda-capetown.txt");
    await leaving.request("/api/account/preferences", {
      method: "PUT",
      json: { displayName: "Leaving", defaultJurisdiction: "ZA", usualSide: "tenant", readingLevel: "plain" },
    });
    await leaving.request("/api/consent", {
      method: "POST",
      json: {
        kind: "terms",
        version: "1.0",
        choices: { termsOfService: true, privacyPolicy: true, dataProcessing: true },
      },
    });
    await leaving.request("/api/feedback", { method: "POST", json: { rating: 5 } });
    await leaving.request("/api/consultations", {
      method: "POST",
      json: {
        name: "Leaving",
        topic: "Lease",
        contractId,
        contactMethod: "email",
        contactDetail: email,
        preferredTime: "any_time",
      },
    });
    await leaving.request(
      `/api/analyses/${(await uploadAndAnalyse(leaving, "mutual-nda-capetown.txt")).analysisId}/share`,
      { method: "POST" },
    );
    const checkout = await leaving.request("/api/yoco/yoco-checkout", {
      method: "POST",
      json: { planId: "professional", amount: 29900, currency: "ZAR", description: "Professional" },
    });
    const { paymentId } = (await checkout.json()) as { paymentId: string };
    await leaving.request(`/api/demo/payments/${paymentId}/complete`, { method: "POST" });
    await signIn(email, "a wrong password 1"); // a throttle counter keyed by the email

    const userId = ((await (await leaving.request("/api/auth/user")).json()) as { id: string }).id;
    const stayingId = ((await (await staying.request("/api/auth/user")).json()) as { id: string }).id;
    const before = await rowsNamingUser(testApp.db, userId);
    for (const table of [
      "contracts",
      "analyses",
      "clause_chunks",
      "sessions",
      "payments",
      "subscriptions",
      "usage_events",
      "consent_records",
      "feedback",
      "consultation_requests",
      "user_preferences",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const stayingBefore = await rowsNamingUser(testApp.db, stayingId);

    const response = await leaving.request("/api/account/delete", {
      method: "POST",
      json: { confirmation: email.toUpperCase() },
    });
    expect(response.status).toBe(204);

    const after = await rowsNamingUser(testApp.db, userId);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    const leftovers = (await testApp.db.execute(sql`
      SELECT (SELECT count(*) FROM users WHERE id = ${userId})::int AS users,
             (SELECT count(*) FROM rate_limits WHERE key LIKE ${`%${email}`} OR key LIKE ${`%${userId}`})::int AS counters,
             (SELECT count(*) FROM jobs WHERE payload->>'analysisId' IN (SELECT id::text FROM analyses WHERE user_id = ${userId}))::int AS jobs,
             (SELECT count(*) FROM payment_events WHERE payment_id IS NULL AND body LIKE ${`%${paymentId}%`})::int AS events
    `)) as unknown as { rows: Record<string, number>[] };
    expect(leftovers.rows[0]).toEqual({ users: 0, counters: 0, jobs: 0, events: 0 });

    // signed out, and the account cannot sign in again
    expect((await leaving.request("/api/auth/user")).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(401);

    // the other user is untouched
    expect(await rowsNamingUser(testApp.db, stayingId)).toEqual(stayingBefore);
    expect((await staying.request(`/api/contracts/${kept.contractId}`)).status).toBe(200);
    expect((await staying.request(`/api/analyses/${kept.analysisId}`)).status).toBe(200);
  });

  it("keeps nothing of the user on disk: uploads live only (encrypted) in the database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cc-account-"));
    try {
      const onDisk = await createTestApp({ env: { DATA_DIR: dataDir } });
      try {
        const browser = createBrowser(onDisk.app);
        await browser.request("/api/auth/signup", { method: "POST", json: { email: "disk@example.co.za", password } });
        expect((await upload(browser, fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(202);
        expect(readdirSync(dataDir)).toEqual([]);
        expect(
          (await browser.request("/api/account/delete", { method: "POST", json: { confirmation: "DELETE" } })).status,
        ).toBe(204);
        expect(readdirSync(dataDir)).toEqual([]);
      } finally {
        await onDisk.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      expect(existsSync(dataDir)).toBe(false);
    }
  });
});

describe("delete my account with a PayFast subscription", () => {
  const payfastAddress = payfastSandbox.address;
  const token = "dc0521d3-55fe-269b-fa00-b647310d760f";
  let cancelStatus = 200;
  const cancelCalls: string[] = [];
  let payfastApp: TestApp;

  beforeAll(async () => {
    payfastApp = await createTestApp({
      env: {
        ...payfastSandboxEnv,
      },
      network: {
        resolveHost: async (host) => (host.endsWith(".payfast.co.za") ? [payfastAddress] : []),
        fetch: async (input) => {
          const url = String(input);
          if (url === "https://sandbox.payfast.co.za/eng/query/validate") return new Response("VALID");
          if (url.startsWith("https://api.payfast.co.za/subscriptions/")) {
            cancelCalls.push(url);
            return Response.json(
              { code: cancelStatus, status: cancelStatus === 200 ? "success" : "failed" },
              { status: cancelStatus },
            );
          }
          throw new Error(`unexpected request ${url}`);
        },
      },
    });
  });
  afterAll(() => payfastApp.close());

  function signedItn(paymentId: string): string {
    return signedPayfastItn(
      payfastItnFields(paymentId, {
        pf_payment_id: "pf-first",
        email_address: "subscriber@example.co.za",
        token,
        billing_date: "2026-03-02",
      }),
    );
  }

  it("cancels the subscription at PayFast first; if PayFast refuses, nothing is deleted", async () => {
    const email = "subscriber@example.co.za";
    const browser = createBrowser(payfastApp.app);
    expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
    const checkout = (await (
      await browser.request("/api/payfast/checkout", { method: "POST", json: { planId: "professional" } })
    ).json()) as { paymentId: string };
    const notified = await payfastApp.app.request("http://localhost/api/payfast/notify", {
      method: "POST",
      body: signedItn(checkout.paymentId),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": payfastAddress },
    });
    expect(notified.status).toBe(200);
    const userId = (
      (await (await browser.request("/api/auth/user")).json()) as { id: string; subscriptionTier: string }
    ).id;
    const before = await rowsNamingUser(payfastApp.db, userId);
    expect(before.subscriptions).toBe(1);

    cancelStatus = 500;
    const refused = await browser.request("/api/account/delete", { method: "POST", json: { confirmation: "DELETE" } });
    expect(refused.status).toBe(502);
    expect((await errorOf(refused)).code).toBe("payment_provider_failed");
    expect(await rowsNamingUser(payfastApp.db, userId)).toEqual(before);
    expect((await browser.request("/api/auth/user")).status).toBe(200);

    cancelStatus = 200;
    expect(
      (await browser.request("/api/account/delete", { method: "POST", json: { confirmation: "DELETE" } })).status,
    ).toBe(204);
    expect(cancelCalls).toEqual([
      `https://api.payfast.co.za/subscriptions/${token}/cancel?testing=true`,
      `https://api.payfast.co.za/subscriptions/${token}/cancel?testing=true`,
    ]);
    expect(Object.values(await rowsNamingUser(payfastApp.db, userId)).every((count) => count === 0)).toBe(true);
    // the ITN as PayFast sent it (with the subscriber's name and email) is gone too
    const events = (await payfastApp.db.execute(
      sql`SELECT count(*)::int AS n FROM payment_events WHERE body LIKE ${"%subscriber%"}`,
    )) as unknown as { rows: { n: number }[] };
    expect(events.rows[0]!.n).toBe(0);
  });
});
