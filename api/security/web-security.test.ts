import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadResponseSchema } from "../../common/api/analyses";
import { errorCatalogue } from "../../common/errors";
import { createApp } from "../app";
import { recordFailedSignIn, signInLimits } from "../auth/sign-in-throttle";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { parseEnv } from "../env";
import { checkoutLimit, exportLimit, generationLimit, reanalysisLimit, usageLimit } from "../middleware/work-limits";
import { chatLimit } from "../routes/agent";
import { uploadLimit } from "../routes/contracts";
import { feedbackLimit } from "../routes/feedback";
import { visitorUploadLimit } from "../routes/visitor";
import { fixture, upload } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

type Browser = ReturnType<typeof createBrowser>;

const password = "correct horse 42";
const crossSiteRefusal = "This request did not come from ContractClarity.";
const providerWebhooks = ["/api/payfast/notify", "/api/yoco/webhook", "/api/paypal/webhook"];
const minute = 60 * 1000;

async function signUp(app: TestApp["app"], email: string, origin?: string): Promise<Browser> {
  const browser = createBrowser(app, origin);
  const response = await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  expect(response.status, await response.clone().text()).toBe(201);
  return browser;
}

/** Every row of every table, to show that a refused request changed nothing. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
    ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const result: Record<string, string[]> = {};
  for (const { tablename } of await rowsOf(sql.raw("select tablename from pg_tables where schemaname = 'public'"))) {
    result[String(tablename)] = (await rowsOf(sql.raw(`select * from "${String(tablename)}"`)))
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return result;
}

/** The Set-Cookie line for a cookie, split into its attributes (lower-cased names). */
function cookieLine(response: Response, name: string) {
  const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...parts] = line.split(";").map((part) => part.trim());
  const attributes = new Map(
    parts.map((part) => [part.split("=")[0]!.toLowerCase(), part.split("=").slice(1).join("=")]),
  );
  return { value: pair!.slice(name.length + 1), attributes };
}

const adminEmail = "owner-admin@example.co.za";

/** A stand-in OpenID Connect provider that accepts every sign-in. */
const oidc = {
  beginSignIn: async ({ returnTo }: { returnTo: string }) => ({
    url: new URL("https://id.example/authorize"),
    pending: { state: "state-1", nonce: "nonce-1", codeVerifier: "verifier-1", returnTo },
  }),
  completeSignIn: async () => ({ subject: "https://id.example|42", email: "sso@example.co.za", emailVerified: true }),
};

/** Development settings (plain HTTP; a proxy sets X-Forwarded-For, so limits can be keyed by address). */
let testApp: TestApp;
let production: TestApp;
/** Behind a proxy at a public address, with Yoco set up and a low sign-up limit. */
let configured: TestApp;

beforeAll(async () => {
  [testApp, production, configured] = await Promise.all([
    createTestApp({ env: { ADMIN_EMAILS: adminEmail, TRUST_PROXY: "true" }, oidc }),
    createTestApp({ env: { NODE_ENV: "production" }, oidc }),
    createTestApp({
      env: {
        PUBLIC_URL: "https://contractclarity.example",
        TRUST_PROXY: "true",
        SIGNUPS_PER_ADDRESS_PER_HOUR: "3",
        YOCO_SECRET_KEY: "sk_test_x",
        YOCO_WEBHOOK_SECRET: `whsec_${Buffer.from("secret").toString("base64")}`,
      },
    }),
  ]);
  // routes that fail the ways code fails (added before the app's first request): a database error naming SQL, and an exception
  testApp.app.get("/test/sql-error", async () => {
    await testApp.db.execute(sql`select secret_column from table_that_does_not_exist where id = ${"x"}`);
    return new Response("unreachable");
  });
  testApp.app.get("/test/throws", () => {
    throw new Error("password hash for ann@example.co.za is $scrypt$secret");
  });
});
afterAll(() => Promise.all([testApp, production, configured].map((app) => app.close())));

describe("security headers", () => {
  let staticRoot: string;
  let withPages: ReturnType<typeof createApp>;

  beforeAll(() => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), "cc-security-"));
    mkdirSync(path.join(staticRoot, "assets"));
    writeFileSync(
      path.join(staticRoot, "index.html"),
      '<!doctype html><title>ContractClarity</title><script type="module" src="/assets/app.js"></script>',
    );
    const script = `console.info(${JSON.stringify("x".repeat(4000))})`;
    writeFileSync(path.join(staticRoot, "assets", "app.js"), script);
    writeFileSync(path.join(staticRoot, "assets", "app.js.br"), brotliCompressSync(script));
    withPages = createApp(testApp.deps, { staticRoot });
  });
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  function expectSecurityHeaders(response: Response, what: string) {
    const csp = response.headers.get("content-security-policy") ?? "";
    const directives = new Map(
      csp
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    expect(directives.get("default-src"), what).toEqual(["'self'"]);
    // scripts only from our own files: no inline script, no eval, no other host
    expect(directives.get("script-src"), what).toEqual(["'self'"]);
    expect(directives.get("object-src"), what).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors"), what).toEqual(["'none'"]);
    expect(directives.get("base-uri"), what).toEqual(["'self'"]);
    expect(directives.get("form-action"), what).toEqual(["'self'"]);
    expect(directives.get("connect-src"), what).toEqual(["'self'"]);
    expect(response.headers.get("x-frame-options"), what).toBe("DENY");
    expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(response.headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
    expect(response.headers.get("cross-origin-resource-policy"), what).toBe("same-origin");
  }

  it("are on API answers, errors, the page, scripts (compressed too) and file downloads", async () => {
    expectSecurityHeaders(await testApp.app.request("/api/health"), "API JSON");
    expectSecurityHeaders(await testApp.app.request("/api/auth/user"), "API 401");
    expectSecurityHeaders(await testApp.app.request("/api/no-such-thing"), "API 404");

    const page = await withPages.request("/history");
    expect(await page.text()).toContain("<title>ContractClarity</title>");
    expectSecurityHeaders(page, "HTML page");
    const script = await withPages.request("/assets/app.js", { headers: { "accept-encoding": "br" } });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-encoding")).toBe("br");
    expectSecurityHeaders(script, "static script");

    const owner = await signUp(testApp.app, "headers@example.co.za");
    const download = await owner.request("/api/account/export");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.zip"$/);
    expectSecurityHeaders(download, "data export download");
  });

  it("send HSTS only in production", async () => {
    expect((await testApp.app.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
    for (const pathname of ["/api/health", "/api/no-such-thing"]) {
      const response = await production.app.request(`https://contractclarity.example${pathname}`);
      expect(response.headers.get("strict-transport-security"), pathname).toBe("max-age=63072000; includeSubDomains");
      expectSecurityHeaders(response, `production ${pathname}`);
    }
  });
});

describe("cross-site requests (CSRF)", () => {
  let admin: Browser;
  const ids: Record<string, string> = {};

  /** Every mutating route of the app, from its own route table, with real ids where the route needs one. */
  function mutatingRoutes(): Array<{ method: string; path: string }> {
    const seen = new Map<string, { method: string; path: string }>();
    for (const route of testApp.app.routes) {
      if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method)) continue;
      const concrete = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => {
        if (name === "decision") return "accept";
        if (name === "version") return "1";
        if (name === "id" && route.path.startsWith("/api/contracts/")) return ids.contract!;
        if (name === "id" && route.path.startsWith("/api/analyses/")) return ids.analysis!;
        if (name === "id" && route.path.startsWith("/api/admin/users/")) return ids.otherUser!;
        return "00000000-0000-4000-8000-000000000000";
      });
      seen.set(`${route.method} ${concrete}`, { method: route.method, path: concrete });
    }
    // signing out last, so the rest runs signed in
    return [...seen.values()].sort(
      (a, b) => Number(a.path === "/api/auth/signout") - Number(b.path === "/api/auth/signout"),
    );
  }

  const send = (browser: Browser, route: { method: string; path: string }, headers: Record<string, string>) =>
    browser.request(route.path, { method: route.method, headers, json: {} });

  beforeAll(async () => {
    admin = await signUp(testApp.app, adminEmail);
    await signUp(testApp.app, "other@example.co.za");
    const [other] = await testApp.db.select().from(users).where(eq(users.email, "other@example.co.za"));
    ids.otherUser = other!.id;
    const uploaded = uploadResponseSchema.parse(
      await (await upload(admin, fixture("mutual-nda-capetown.txt"), "nda.txt")).json(),
    );
    ids.contract = uploaded.contract.id;
    ids.analysis = uploaded.analysis.id;
  });

  it("covers a route table of every mutating route", () => {
    const routes = mutatingRoutes().map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContain(`DELETE /api/contracts/${ids.contract}`);
    expect(routes).toContain("POST /api/account/password");
    expect(routes).toContain(`PUT /api/admin/users/${ids.otherUser}/admin`);
    for (const webhook of providerWebhooks) expect(routes).toContain(`POST ${webhook}`);
  });

  it("refuses every cookie-authenticated change from another site with 403, and changes nothing", async () => {
    const before = await snapshot(testApp.db);
    const crossSite: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
      { origin: "http://localhost:8080" },
    ];
    // the provider webhooks are not cookie-authenticated (their own test is below)
    for (const route of mutatingRoutes().filter((candidate) => !providerWebhooks.includes(candidate.path))) {
      for (const headers of crossSite) {
        const response = await send(admin, route, headers);
        const label = `${route.method} ${route.path} ${JSON.stringify(headers)}`;
        expect(response.status, label).toBe(403);
        expect(await response.json(), label).toEqual({ error: { code: "forbidden", message: crossSiteRefusal } });
      }
    }
    expect(await snapshot(testApp.db)).toEqual(before);
    // still signed in, the contract still there, the other user still no admin
    expect((await admin.request("/api/auth/user")).status).toBe(200);
    expect((await admin.request(`/api/contracts/${ids.contract}`)).status).toBe(200);
    const [other] = await testApp.db.select().from(users).where(eq(users.id, ids.otherUser!));
    expect(other!.isAdmin).not.toBe(true);
  });

  it("lets the same requests through from our own origin, and from clients that send no Origin", async () => {
    const sameOrigin: Array<Record<string, string>> = [
      { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of sameOrigin) {
      const browser = await signUp(testApp.app, `same-origin-${Object.keys(headers).length}@example.co.za`);
      for (const route of mutatingRoutes()) {
        const response = await send(browser, route, headers);
        const label = `${route.method} ${route.path} ${JSON.stringify(headers)}`;
        if (response.status === 403) expect((await response.json()).error.message, label).not.toBe(crossSiteRefusal);
      }
    }
  });

  describe("behind a proxy, with Yoco set up", () => {
    it("compares with PUBLIC_URL's origin, not the address the proxy called", async () => {
      const browser = createBrowser(configured.app, "http://10.0.0.5:3000");
      const signUpAt = (origin: string, email: string) =>
        browser.request("/api/auth/signup", { method: "POST", headers: { origin }, json: { email, password } });
      expect((await signUpAt("https://contractclarity.example", "proxied@example.co.za")).status).toBe(201);
      expect((await signUpAt("http://10.0.0.5:3000", "internal@example.co.za")).status).toBe(403);
    });

    it("exempts exactly the three provider webhooks, which answer by their own checks", async () => {
      const caller = createBrowser(configured.app, "https://contractclarity.example");
      const forged = await caller.request("/api/yoco/webhook", {
        method: "POST",
        headers: { origin: "https://evil.example" },
        json: { type: "payment.succeeded" },
      });
      expect(forged.status).toBe(401);
      expect((await forged.json()).error.message).toBe("The webhook signature is not valid.");
      for (const near of [
        "/api/yoco/webhook/",
        "/api/yoco/webhooks",
        "/api/yoco/create-checkout",
        "/api/payfast/notify/x",
      ]) {
        const response = await caller.request(near, {
          method: "POST",
          headers: { origin: "https://evil.example" },
          json: {},
        });
        expect(response.status, near).toBe(403);
      }
    });
  });
});

describe("rate limits", () => {
  let emails = 0;
  const fresh = () => signUp(testApp.app, `limited-${++emails}@example.co.za`);
  const anyId = "00000000-0000-4000-8000-000000000000";

  /**
   * `limit` requests pass the limiter (answered by the route), the next is 429 with the message and
   * Retry-After, and once the window has passed the route answers again.
   */
  async function expectLimit(options: {
    limit: number;
    windowMs: number;
    message: string;
    request: () => Promise<Response>;
    passes: number;
  }) {
    for (let index = 0; index < options.limit; index++) {
      const response = await options.request();
      expect(response.status, `request ${index + 1}: ${await response.clone().text()}`).toBe(options.passes);
    }
    testApp.clock.advance(1000);
    const refused = await options.request();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: options.message } });
    expect(Number(refused.headers.get("retry-after"))).toBe(Math.ceil((options.windowMs - 1000) / 1000));
    testApp.clock.advance(options.windowMs);
    expect((await options.request()).status).toBe(options.passes);
  }

  it("sign-in: 5 failures per account in 15 minutes, then 429 until the window passes", async () => {
    await signUp(testApp.app, "target@example.co.za");
    const browser = createBrowser(testApp.app);
    const signIn = (secret: string, ip = "198.51.100.20") =>
      browser.request("/api/auth/signin", {
        method: "POST",
        headers: { "x-forwarded-for": ip },
        json: { email: "target@example.co.za", password: secret },
      });
    for (let index = 0; index < signInLimits.perEmail; index++)
      expect((await signIn("wrong password 1")).status).toBe(401);
    const refused = await signIn(password, "198.51.100.21");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );
    expect(refused.headers.get("retry-after")).toBe("900");
    testApp.clock.advance(signInLimits.windowMs);
    expect((await signIn(password)).status).toBe(200);
  });

  it("sign-in: 20 failures from one address, whatever the accounts", async () => {
    const browser = createBrowser(testApp.app);
    const signIn = (email: string, ip: string) =>
      browser.request("/api/auth/signin", {
        method: "POST",
        headers: { "x-forwarded-for": ip },
        json: { email, password: "wrong password 1" },
      });
    // the first failures recorded as the route records them; the last one over HTTP
    for (let index = 1; index < signInLimits.perIp; index++) {
      await recordFailedSignIn({
        db: testApp.db,
        email: `guess-${index}@example.co.za`,
        ip: "203.0.113.9",
        now: testApp.clock.now(),
      });
    }
    expect((await signIn("guess-0@example.co.za", "203.0.113.9")).status).toBe(401);
    const refused = await signIn("guess-new@example.co.za", "203.0.113.9");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("900");
    expect((await signIn("guess-new@example.co.za", "203.0.113.10")).status).toBe(401);
  });

  it("sign-up: SIGNUPS_PER_ADDRESS_PER_HOUR accounts per address and hour (20 unless set)", async () => {
    expect(parseEnv({}).SIGNUPS_PER_ADDRESS_PER_HOUR).toBe(20);
    const perHour = configured.deps.env.SIGNUPS_PER_ADDRESS_PER_HOUR;
    expect(perHour).toBe(3);
    let count = 0;
    const signUpFrom = (ip: string) =>
      createBrowser(configured.app).request("/api/auth/signup", {
        method: "POST",
        headers: { "x-forwarded-for": ip },
        json: { email: `new-${++count}@example.co.za`, password },
      });
    for (let index = 0; index < perHour; index++) expect((await signUpFrom("198.51.100.30")).status).toBe(201);
    configured.clock.advance(10 * minute);
    const refused = await signUpFrom("198.51.100.30");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      "Many accounts were created from your network in the last hour. Please wait a while and try again.",
    );
    expect(refused.headers.get("retry-after")).toBe(String(50 * 60));
    expect((await signUpFrom("198.51.100.31")).status).toBe(201);
    configured.clock.advance(50 * minute);
    expect((await signUpFrom("198.51.100.30")).status).toBe(201);
  });

  it("password change: 10 attempts per user in 15 minutes", async () => {
    const user = await fresh();
    await expectLimit({
      limit: 10,
      windowMs: 15 * minute,
      message: "Too many password attempts. Please wait 15 minutes and try again.",
      passes: 400,
      request: () =>
        user.request("/api/account/password", {
          method: "POST",
          json: { currentPassword: "not it at all 1", newPassword: "another horse 43" },
        }),
    });
  });

  it("upload: 30 per user in 10 minutes", async () => {
    const user = await fresh();
    await expectLimit({
      limit: uploadLimit.perWindow,
      windowMs: uploadLimit.windowMs,
      message: "You have uploaded many files in a short time. Please wait a few minutes and try again.",
      passes: 400,
      request: () => upload(user, new Uint8Array(0), "empty.pdf"),
    });
  });

  it("visitor upload: 10 per address in 10 minutes", async () => {
    const visitor = createBrowser(testApp.app);
    await expectLimit({
      limit: visitorUploadLimit.perWindow,
      windowMs: visitorUploadLimit.windowMs,
      message: "Many uploads came from your network in a short time. Please wait a few minutes and try again.",
      passes: 400,
      request: () =>
        visitor.request("/api/visitor/contracts", {
          method: "POST",
          headers: { "x-forwarded-for": "198.51.100.40" },
          body: new FormData(),
        }),
    });
  });

  it("chat: 30 messages per user a minute", async () => {
    const user = await fresh();
    await expectLimit({
      limit: chatLimit.perWindow,
      windowMs: chatLimit.windowMs,
      message: "You are sending messages very quickly. Please wait a minute and try again.",
      passes: 400,
      request: () => user.request("/api/agent/chat", { method: "POST", json: {} }),
    });
  });

  it("contract generation: 20 per user in 10 minutes, library and own templates together", async () => {
    const user = await fresh();
    let turn = 0;
    await expectLimit({
      limit: generationLimit.perWindow,
      windowMs: generationLimit.windowMs,
      message: "You have made many contracts in a short time. Please wait a few minutes and try again.",
      passes: 404,
      request: () =>
        user.request(
          ++turn % 2 ? "/api/templates/no-such-template/generate" : `/api/custom-templates/${anyId}/generate`,
          { method: "POST", json: { values: {} } },
        ),
    });
  });

  it("exports: 60 downloads per user in 10 minutes (reports, drafts, invoices)", async () => {
    const user = await fresh();
    const downloads = [
      `/api/analyses/${anyId}/export/report.pdf`,
      `/api/agent/drafts/${anyId}/export.pdf`,
      `/api/payments/${anyId}/invoice.pdf`,
    ];
    let turn = 0;
    await expectLimit({
      limit: exportLimit.perWindow,
      windowMs: exportLimit.windowMs,
      message: "You have downloaded many files in a short time. Please wait a few minutes and try again.",
      passes: 404,
      request: () => user.request(downloads[turn++ % downloads.length]!),
    });
  });

  it("re-running an analysis: 20 per user in 10 minutes", async () => {
    const user = await fresh();
    await expectLimit({
      limit: reanalysisLimit.perWindow,
      windowMs: reanalysisLimit.windowMs,
      message: "You have run many analyses again in a short time. Please wait a few minutes and try again.",
      passes: 404,
      request: () => user.request(`/api/analyses/${anyId}/reanalyze`, { method: "POST", json: {} }),
    });
  });

  it("checkouts: 10 per user in 10 minutes, across the providers", async () => {
    const user = await fresh();
    const checkouts = [
      "/api/yoco/yoco-checkout",
      "/api/yoco/create-checkout",
      "/api/payfast/checkout",
      "/api/paypal/create-subscription",
    ];
    let turn = 0;
    await expectLimit({
      limit: checkoutLimit.perWindow,
      windowMs: checkoutLimit.windowMs,
      message: "You have started many checkouts in a short time. Please wait a few minutes and try again.",
      passes: 400,
      request: () => user.request(checkouts[turn++ % checkouts.length]!, { method: "POST", json: {} }),
    });
  });

  it("reading a template from a file: 30 per user in 10 minutes", async () => {
    const user = await fresh();
    await expectLimit({
      limit: 30,
      windowMs: 10 * minute,
      message: "You have read many files in a short time. Please wait a few minutes and try again.",
      passes: 400,
      request: () => user.request("/api/custom-templates/extract", { method: "POST", json: {} }),
    });
  });

  it("consultation requests: 5 per user an hour", async () => {
    const user = await fresh();
    await expectLimit({
      limit: 5,
      windowMs: 60 * minute,
      message:
        "You have sent several requests in the last hour. We will be in touch — please wait before sending another.",
      passes: 400,
      request: () => user.request("/api/consultations", { method: "POST", json: {} }),
    });
  });

  it("feedback: 10 per address an hour", async () => {
    const visitor = createBrowser(testApp.app);
    await expectLimit({
      limit: feedbackLimit.perWindow,
      windowMs: feedbackLimit.windowMs,
      message: "You have sent a lot of feedback in a short time. Thank you — please try again later.",
      passes: 400,
      request: () =>
        visitor.request("/api/feedback", { method: "POST", headers: { "x-forwarded-for": "198.51.100.50" }, json: {} }),
    });
  });

  it("data export: 10 per user an hour", async () => {
    const user = await fresh();
    await expectLimit({
      limit: 10,
      windowMs: 60 * minute,
      message: "You have downloaded your data several times in the last hour. Please try again later.",
      passes: 200,
      request: () => user.request("/api/account/export"),
    });
  });

  it("usage counters: 120 requests a minute per visitor's address (whatever session id it sends), or per user", async () => {
    const user = await fresh();
    const visitor = createBrowser(testApp.app);
    let session = 0;
    const fromAddress = (browser: Browser) =>
      browser.request("/api/usage/stats", {
        headers: { "x-session-id": `session-${++session}-abcdef`, "x-forwarded-for": "198.51.100.60" },
      });
    await expectLimit({
      limit: usageLimit.perWindow,
      windowMs: usageLimit.windowMs,
      message: "Too many requests in a short time. Please wait a minute and try again.",
      passes: 200,
      request: async () => {
        const response = await fromAddress(visitor);
        // a signed-in user at the same address has a budget of their own
        if (response.status === 429) expect((await fromAddress(user)).status).toBe(200);
        return response;
      },
    });
  });
});

describe("sessions", () => {
  const sessionCookie = "cc_session";

  const withCookie = (token: string) =>
    testApp.app.request("http://localhost/api/auth/user", { headers: { cookie: `${sessionCookie}=${token}` } });

  it("gives a new session id on sign-in; the one from before no longer works, nor does a planted one", async () => {
    const browser = await signUp(testApp.app, "rotate@example.co.za");
    const beforeSignIn = browser.cookies.get(sessionCookie)!;
    expect((await withCookie(beforeSignIn)).status).toBe(200);
    expect(
      (await browser.request("/api/auth/signin", { method: "POST", json: { email: "rotate@example.co.za", password } }))
        .status,
    ).toBe(200);
    const afterSignIn = browser.cookies.get(sessionCookie)!;
    expect(afterSignIn).not.toBe(beforeSignIn);
    expect((await withCookie(beforeSignIn)).status).toBe(401);
    expect((await withCookie(afterSignIn)).status).toBe(200);

    // session fixation: a cookie set by someone else before sign-in is never the session
    const planted = createBrowser(testApp.app);
    planted.cookies.set(sessionCookie, "attacker-chosen-value");
    expect(
      (await planted.request("/api/auth/signin", { method: "POST", json: { email: "rotate@example.co.za", password } }))
        .status,
    ).toBe(200);
    expect(planted.cookies.get(sessionCookie)).not.toBe("attacker-chosen-value");
    expect((await withCookie("attacker-chosen-value")).status).toBe(401);
  });

  it("ends the session on the server at sign-out: the old cookie replayed gets 401 (POST and /api/logout)", async () => {
    for (const signOut of [
      (b: Browser) => b.request("/api/auth/signout", { method: "POST" }),
      (b: Browser) => b.request("/api/logout"),
    ]) {
      const browser = await signUp(testApp.app, `leaving-${Math.random().toString(36).slice(2)}@example.co.za`);
      const token = browser.cookies.get(sessionCookie)!;
      await signOut(browser);
      expect(browser.cookies.has(sessionCookie)).toBe(false);
      const replayed = await withCookie(token);
      expect(replayed.status).toBe(401);
    }
  });

  it("ends every other session of the user when the password changes", async () => {
    const laptop = await signUp(testApp.app, "changer@example.co.za");
    const phone = createBrowser(testApp.app);
    await phone.request("/api/auth/signin", { method: "POST", json: { email: "changer@example.co.za", password } });
    const laptopBefore = laptop.cookies.get(sessionCookie)!;
    const changed = await laptop.request("/api/account/password", {
      method: "POST",
      json: { currentPassword: password, newPassword: "a new horse 2026" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ otherSessionsSignedOut: 1 });
    expect((await phone.request("/api/auth/user")).status).toBe(401);
    expect((await withCookie(laptopBefore)).status).toBe(401);
    expect((await laptop.request("/api/auth/user")).status).toBe(200);
  });
});

describe("cookies", () => {
  it.each([
    ["production", () => production, "__Host-cc_session", true],
    ["development over plain HTTP", () => testApp, "cc_session", false],
  ] as const)(
    "%s: the session cookie is HttpOnly, SameSite=Lax, Path=/, host-only",
    async (_label, appOf, name, secure) => {
      const origin = secure ? "https://contractclarity.example" : "http://localhost";
      const browser = createBrowser(appOf().app, origin);
      const signedUp = await browser.request("/api/auth/signup", {
        method: "POST",
        json: { email: "cookie@example.co.za", password },
      });
      const session = cookieLine(signedUp, name)!;
      expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.attributes.has("httponly")).toBe(true);
      expect(session.attributes.get("samesite")).toBe("Lax");
      expect(session.attributes.get("path")).toBe("/");
      expect(session.attributes.has("domain")).toBe(false);
      expect(session.attributes.has("secure")).toBe(secure);
      expect((await browser.request("/api/auth/user")).status).toBe(200);

      // the deletion must carry the same Path and Secure, or a browser keeps a __Host- cookie
      const signedOut = cookieLine(await browser.request("/api/auth/signout", { method: "POST" }), name)!;
      expect(signedOut.attributes.get("max-age")).toBe("0");
      expect(signedOut.attributes.get("path")).toBe("/");
      expect(signedOut.attributes.has("secure")).toBe(secure);

      // the short-lived OpenID Connect cookie: only sent to the callback, HttpOnly, Lax (the provider's redirect back is a top-level GET)
      const login = await browser.request("/api/login?returnTo=/history");
      expect(login.status).toBe(302);
      const pending = cookieLine(login, "cc_oidc")!;
      expect(pending.attributes.get("path")).toBe("/api/auth/oidc");
      expect(pending.attributes.has("httponly")).toBe(true);
      expect(pending.attributes.get("samesite")).toBe("Lax");
      expect(pending.attributes.get("max-age")).toBe("600");
      expect(pending.attributes.has("domain")).toBe(false);
      expect(pending.attributes.has("secure")).toBe(secure);
      const callback = await browser.request("/api/auth/oidc/callback?code=abc&state=state-1");
      expect(callback.headers.get("location")).toBe("/history");
      const session2 = cookieLine(callback, name)!;
      expect(session2.attributes.get("samesite")).toBe("Lax");
      expect(session2.attributes.has("secure")).toBe(secure);
    },
  );
});

describe("error responses", () => {
  it.each(["/test/sql-error", "/test/throws"])(
    "%s: 500 with the product's message, no stack, SQL or detail",
    async (pathname) => {
      const response = await testApp.app.request(pathname);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: errorCatalogue.internal.message } });
      expect(text).not.toMatch(/select|table_that_does_not_exist|scrypt|ann@|\bat \w|\.ts:\d/i);
    },
  );

  it("answers malformed JSON with a 400, not the parser's error", async () => {
    const response = await testApp.app.request("/api/auth/signin", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "a@b.co',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/SyntaxError|JSON\.parse|\bat \w|\.ts:\d|node_modules/);
    expect(JSON.parse(text).error.code).toMatch(/bad_request|validation_failed/);
  });
});
