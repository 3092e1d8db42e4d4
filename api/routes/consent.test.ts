import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecordSchema, consentStateSchema } from "../../common/api/consent";
import { publicConfigSchema } from "../../common/api/public-config";
import { errorBodySchema } from "../../common/errors";
import { consentRecords, users } from "../db/schema";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
type Browser = ReturnType<typeof createBrowser>;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RETENTION_DAYS: "45" } });
});
afterAll(() => testApp.close());

async function signUp(email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

const allTerms = { termsOfService: true, privacyPolicy: true, dataProcessing: true };
const rejectAllCookies = { necessary: true, analytics: false, marketing: false, functional: false };

function postConsent(browser: Browser, json: unknown, headers: Record<string, string> = {}) {
  return browser.request("/api/consent", { method: "POST", json, headers });
}

async function stateOf(browser: Browser) {
  const response = await browser.request("/api/consent");
  expect(response.status).toBe(200);
  return consentStateSchema.parse(await response.json());
}

describe("consent records", () => {
  it("needs a signed-in user for reading and writing", async () => {
    const visitor = createBrowser(testApp.app);
    expect((await visitor.request("/api/consent")).status).toBe(401);
    expect((await postConsent(visitor, { kind: "terms", version: "1.0", choices: allTerms })).status).toBe(401);
  });

  it("stores a choice with the server's time, the browser's time and the user agent", async () => {
    const user = await signUp("consent-store@example.co.za");
    const recordedAt = new Date(testApp.clock.now().getTime() - 60_000).toISOString();
    const response = await postConsent(
      user,
      { kind: "terms", version: "1.0", choices: allTerms, recordedAt },
      { "user-agent": "ConsentTest/1.0" },
    );
    expect(response.status).toBe(201);
    const record = consentRecordSchema.parse(await response.json());
    expect(record).toMatchObject({
      kind: "terms",
      version: "1.0",
      choices: allTerms,
      userAgent: "ConsentTest/1.0",
      recordedAt,
    });
    expect(record.acceptedAt).toBe(testApp.clock.now().toISOString());

    const state = await stateOf(user);
    expect(state.terms).toEqual(record);
    expect(state.privacy).toBeNull();
    expect(state.cookies).toBeNull();
  });

  it("answers the latest record of each kind and keeps the history", async () => {
    const user = await signUp("consent-latest@example.co.za");
    await postConsent(user, {
      kind: "cookies",
      version: "1.0",
      choices: { necessary: true, analytics: true, marketing: true, functional: true },
    });
    testApp.clock.advance(1_000);
    await postConsent(user, {
      kind: "privacy",
      version: "1.0",
      choices: {
        contractProcessing: true,
        dataRetention: true,
        marketingCommunications: false,
        analyticsTracking: true,
      },
    });
    testApp.clock.advance(1_000);
    await postConsent(user, { kind: "cookies", version: "1.0", choices: rejectAllCookies });

    const state = await stateOf(user);
    expect(state.cookies?.choices).toEqual(rejectAllCookies);
    expect(state.privacy?.choices).toMatchObject({ analyticsTracking: true, marketingCommunications: false });
    expect(state.terms).toBeNull();

    const { id: userId } = (await (await user.request("/api/auth/user")).json()) as { id: string };
    const history = await testApp.db.select().from(consentRecords).where(eq(consentRecords.userId, userId));
    expect(history.filter((row) => row.kind === "cookies")).toHaveLength(2);
  });

  it("keeps each user's records apart", async () => {
    const first = await signUp("consent-first@example.co.za");
    const second = await signUp("consent-second@example.co.za");
    await postConsent(first, { kind: "terms", version: "1.0", choices: allTerms });
    expect((await stateOf(second)).terms).toBeNull();
  });

  it("does not believe a browser clock ahead of the server's", async () => {
    const user = await signUp("consent-future@example.co.za");
    const future = new Date(testApp.clock.now().getTime() + 86_400_000).toISOString();
    const record = consentRecordSchema.parse(
      await (
        await postConsent(user, { kind: "cookies", version: "1.0", choices: rejectAllCookies, recordedAt: future })
      ).json(),
    );
    expect(record.recordedAt).toBe(testApp.clock.now().toISOString());
  });

  it.each([
    ["an unknown kind", { kind: "newsletter", version: "1.0", choices: {} }, "kind must be terms, privacy or cookies."],
    [
      "terms with a box left empty",
      { kind: "terms", version: "1.0", choices: { ...allTerms, dataProcessing: false } },
      "Data processing consent must be given.",
    ],
    [
      "an old terms version",
      { kind: "terms", version: "0.9", choices: allTerms },
      "Only version 1.0 of the terms can be accepted.",
    ],
    [
      "privacy without the required storage consent",
      {
        kind: "privacy",
        version: "1.0",
        choices: {
          contractProcessing: true,
          dataRetention: false,
          marketingCommunications: true,
          analyticsTracking: true,
        },
      },
      "Data storage consent is required.",
    ],
    [
      "cookies refusing necessary cookies",
      { kind: "cookies", version: "1.0", choices: { ...rejectAllCookies, necessary: false } },
      "Necessary cookies cannot be switched off.",
    ],
    [
      "cookies with an extra field",
      { kind: "cookies", version: "1.0", choices: { ...rejectAllCookies, tracking: true } },
      undefined,
    ],
    [
      "a malformed browser time",
      { kind: "cookies", version: "1.0", choices: rejectAllCookies, recordedAt: "yesterday" },
      "recordedAt must be an ISO 8601 date and time.",
    ],
  ])("refuses %s with a clear message and stores nothing", async (_case, body, message) => {
    const user = await signUp(`consent-bad-${Math.random().toString(36).slice(2)}@example.co.za`);
    const response = await postConsent(user, body);
    expect(response.status).toBe(400);
    const error = errorBodySchema.parse(await response.json()).error;
    expect(error.code).toBe("validation_failed");
    if (message) expect(error.message).toBe(message);
    else expect(error.message.length).toBeGreaterThan(0);
    expect(await stateOf(user)).toEqual({ terms: null, privacy: null, cookies: null });
  });

  it("goes away with the account's records when the user is deleted", async () => {
    const user = await signUp("consent-cascade@example.co.za");
    await postConsent(user, { kind: "terms", version: "1.0", choices: allTerms });
    const rows = await testApp.db.select().from(consentRecords);
    expect(rows.some((row) => row.choices && "termsOfService" in row.choices)).toBe(true);
    const before = rows.length;
    const { id } = (await (await user.request("/api/auth/user")).json()) as { id: string };
    await testApp.db.delete(users).where(eq(users.id, id));
    expect((await testApp.db.select().from(consentRecords)).length).toBe(before - 1);
  });
});

describe("public config", () => {
  it("states the configured retention period, upload limit and AI provider to anyone", async () => {
    const response = await createBrowser(testApp.app).request("/api/config");
    expect(response.status).toBe(200);
    expect(publicConfigSchema.parse(await response.json())).toEqual({
      retentionDays: 45,
      maxUploadMb: 20,
      aiProvider: "local",
    });
  });
});
