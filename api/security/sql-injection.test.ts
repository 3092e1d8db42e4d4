import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadResponseSchema } from "../../common/api/analyses";
import { contracts, users } from "../db/schema";
import { fixture, upload } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

/**
 * SQL injection probes (issue 12) on every text input of every route: path parameters, query
 * strings, JSON fields, form fields, file names and headers. Drizzle sends values as parameters; these
 * tests make sure that stays true (no raw SQL built from input), that odd text (NUL, lone
 * backslashes, curly quotes) is a 4xx and never a 500, that a probe never brings back another user's
 * data, and that every table and the other user's rows are still there afterwards.
 */

const password = "correct horse 42";
const adminEmail = "admin@example.co.za";

const payloads = [
  "' OR 1=1--",
  "'; DROP TABLE users;--",
  "\\",
  "’ OR ‘1’=‘1",
  "%00",
  "\u0000",
  "x\u0000'; DELETE FROM contracts;--",
  "1' UNION SELECT email, password_hash, id FROM users--",
  "'||(SELECT pg_sleep(2))||'",
];

type Sender = "user" | "admin" | "visitor" | "anyone";

/**
 * How a route takes text: its path parameters (all probed; `params` gives the value each keeps while
 * another is probed), query keys, JSON body (each top-level field probed in turn), form fields, or
 * a raw body. `none` says the route was considered and takes no text at all.
 */
type Probe = {
  as: Sender;
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: Record<string, unknown>;
  /** Nested JSON fields to probe as well, as paths into `json`. */
  nested?: string[][];
  form?: Record<string, string>;
  raw?: "json" | "form";
  upload?: { fields: string[] };
  headers?: Record<string, string>;
  none?: true;
};

const uuid = () => randomUUID();
const sessionId = () => `probe-${randomUUID()}`;
const chatMessage = { id: "m1", role: "user", parts: [{ type: "text", text: "hello" }] };
const checkout = { planId: "professional", amount: 29900, currency: "ZAR", description: "Professional" };

/** Every route of the API (from app.routes) and how it takes text. A new route fails the first test until it is added here. */
function probes(ids: { contractId: string; analysisId: string }): Record<string, Probe> {
  return {
    "GET /api/contracts": { as: "user", none: true },
    "POST /api/contracts": { as: "user", upload: { fields: ["side", "jurisdiction"] } },
    "GET /api/contracts/:id": { as: "user" },
    "PATCH /api/contracts/:id": { as: "user", params: { id: ids.contractId }, json: { fileName: "renamed.txt" } },
    "DELETE /api/contracts/:id": { as: "user" },
    "POST /api/visitor/contracts": {
      as: "visitor",
      upload: { fields: ["side", "jurisdiction"] },
      headers: { "X-Session-Id": sessionId() },
    },
    "GET /api/visitor/analysis": { as: "visitor", headers: { "X-Session-Id": sessionId() } },
    "GET /api/visitor/analyses/:id/status": { as: "visitor", headers: { "X-Session-Id": sessionId() } },
    "GET /api/visitor/analyses/:id": { as: "visitor", headers: { "X-Session-Id": sessionId() } },
    "POST /api/visitor/claim": { as: "user", headers: { "X-Session-Id": sessionId() } },
    "GET /api/analyses/:id/share": { as: "user" },
    "POST /api/analyses/:id/share": { as: "user" },
    "DELETE /api/analyses/:id/share": { as: "user" },
    "GET /api/analyses": { as: "user", none: true },
    "GET /api/analyses/:id/status": { as: "user" },
    "GET /api/analyses/:id": { as: "user" },
    "GET /api/analyses/:id/export/:format": { as: "user", params: { id: ids.analysisId, format: "report.pdf" } },
    "POST /api/analyses/:id/reanalyze": {
      as: "user",
      params: { id: ids.analysisId },
      json: { side: "tenant", jurisdiction: "ZA" },
    },
    "DELETE /api/analyses/:id": { as: "user" },
    "GET /api/shared/:token": { as: "anyone" },
    "GET /api/agent/model": { as: "user", none: true },
    "POST /api/agent/chat": {
      as: "user",
      json: { id: `chat-${uuid()}`, messages: [chatMessage], contractId: ids.contractId },
      nested: [["messages", "0", "parts", "0", "text"]],
    },
    "GET /api/agent/conversations": { as: "user", none: true },
    "GET /api/agent/conversations/:id": { as: "user" },
    "PATCH /api/agent/conversations/:id": { as: "user", json: { title: "A title" } },
    "DELETE /api/agent/conversations/:id": { as: "user" },
    "GET /api/agent/drafts/:id": { as: "user" },
    "POST /api/agent/drafts/:id/proposals/:proposalId/:decision{accept|reject}": {
      as: "user",
      params: { decision: "accept" },
    },
    "GET /api/agent/drafts/:id/versions/:version": { as: "user", params: { version: "1" } },
    "POST /api/agent/drafts/:id/versions/:version/restore": { as: "user", params: { version: "1" } },
    "GET /api/agent/drafts/:id/:file{export\\.(?:docx|pdf)}": { as: "user", params: { file: "export.pdf" } },
    "GET /api/templates": { as: "user", none: true },
    "GET /api/templates/generated": { as: "user", none: true },
    "POST /api/templates/drafts/:draftId/conversation": { as: "user" },
    "GET /api/templates/:id": { as: "user" },
    "POST /api/templates/:id/preview": {
      as: "user",
      params: { id: "mutual-nda-za" },
      json: { values: { disclosingParty: "x" } },
      nested: [["values", "disclosingParty"]],
    },
    "POST /api/templates/:id/generate": {
      as: "user",
      params: { id: "mutual-nda-za" },
      json: { values: { disclosingParty: "x" } },
      nested: [["values", "disclosingParty"]],
    },
    "GET /api/templates/:id/form-draft": { as: "user" },
    "PUT /api/templates/:id/form-draft": {
      as: "user",
      params: { id: "mutual-nda-za" },
      json: { values: { disclosingParty: "x" } },
      nested: [["values", "disclosingParty"]],
    },
    "DELETE /api/templates/:id/form-draft": { as: "user" },
    "GET /api/custom-templates": { as: "user", none: true },
    "POST /api/custom-templates/extract": { as: "user", upload: { fields: [] } },
    "POST /api/custom-templates": {
      as: "user",
      json: {
        title: "My template",
        category: "other",
        description: "d",
        text: "This agreement is made between Party A and Party B for services rendered in full.",
        variables: [{ label: "Party", type: "text", required: true, spans: [{ start: 31, end: 38 }] }],
        sourceFileName: "x.txt",
      },
      nested: [["variables", "0", "label"]],
    },
    "GET /api/custom-templates/:id": { as: "user" },
    "DELETE /api/custom-templates/:id": { as: "user" },
    "POST /api/custom-templates/:id/preview": {
      as: "user",
      json: { values: { party: "x" } },
      nested: [["values", "party"]],
    },
    "POST /api/custom-templates/:id/generate": {
      as: "user",
      json: { values: { party: "x" } },
      nested: [["values", "party"]],
    },
    "GET /api/health": { as: "anyone", none: true },
    "GET /api/config": { as: "anyone", none: true },
    "GET /api/consent": { as: "user", none: true },
    "POST /api/consent": { as: "user", json: { kind: "cookies", version: "x", choices: {} } },
    "GET /api/auth/user": { as: "anyone", none: true },
    "GET /api/auth/providers": { as: "anyone", none: true },
    "POST /api/auth/signup": { as: "anyone", json: { email: "new@example.co.za", password } },
    "POST /api/auth/signin": { as: "anyone", json: { email: "victim@example.co.za", password } },
    "POST /api/auth/restore-session": { as: "anyone", json: { token: "a".repeat(40) } },
    "POST /api/auth/signout": { as: "user", none: true },
    "GET /api/account": { as: "user", none: true },
    "PUT /api/account/preferences": {
      as: "user",
      json: { displayName: "Probe", defaultJurisdiction: null, usualSide: null, readingLevel: "plain" },
    },
    "POST /api/account/password": {
      as: "user",
      json: { currentPassword: "not the password", newPassword: "another good pass 7" },
    },
    "GET /api/account/export": { as: "user", none: true },
    "POST /api/account/delete": { as: "user", json: { confirmation: "not it" } },
    "POST /api/feedback": {
      as: "user",
      json: { rating: 4, experience: "ok", improvements: "ok", recommendation: "yes", contactEmail: "" },
    },
    "GET /api/consultations": { as: "user", none: true },
    "POST /api/consultations": {
      as: "user",
      json: {
        name: "Probe",
        topic: "A lease question",
        details: "d",
        contractId: null,
        contactMethod: "phone",
        contactDetail: "0821234567",
        preferredTime: "any_time",
      },
    },
    "GET /api/admin/consultations": { as: "admin", query: { limit: "10", offset: "0" } },
    "GET /api/admin/email/settings": { as: "admin", none: true },
    "PUT /api/admin/email/settings": {
      as: "admin",
      json: {
        host: "127.0.0.1",
        port: 1,
        user: "u",
        password: "p",
        fromAddress: "hello@example.co.za",
        fromName: "CC",
        security: "starttls",
      },
    },
    "POST /api/admin/email/test": { as: "admin", json: { to: "someone@example.co.za" } },
    "GET /api/admin/email/templates": { as: "admin", none: true },
    "PUT /api/admin/email/templates/:kind": {
      as: "admin",
      params: { kind: "welcome" },
      json: { subject: "Hi", body: "Hello" },
    },
    "DELETE /api/admin/email/templates/:kind": { as: "admin" },
    "GET /api/admin/email/templates/:kind/preview": { as: "admin" },
    "GET /api/admin/stats/overview": { as: "admin", none: true },
    "GET /api/admin/stats/model-usage": { as: "admin", query: { from: "2026-02-01", to: "2026-03-01" } },
    "GET /api/admin/stats/series": { as: "admin", query: { from: "2026-02-01", to: "2026-03-01" } },
    "GET /api/admin/stats/series.csv": { as: "admin", query: { from: "2026-02-01", to: "2026-03-01" } },
    "GET /api/admin/users": { as: "admin", query: { q: "example", limit: "10", offset: "0" } },
    "GET /api/admin/users/:id": { as: "admin" },
    "PUT /api/admin/users/:id/tier": { as: "admin", json: { tier: "free" } },
    "PUT /api/admin/users/:id/admin": { as: "admin", json: { isAdmin: false } },
    "GET /api/admin/plans": { as: "admin", none: true },
    "PUT /api/admin/plans/:id": {
      as: "admin",
      params: { id: "professional" },
      json: { price: 29900, analysisLimit: 50, generationLimit: 50, sharingLimit: 50 },
    },
    "GET /api/admin/seller-details": { as: "admin", none: true },
    "PUT /api/admin/seller-details": {
      as: "admin",
      json: {
        legalName: "ContractClarity (Pty) Ltd",
        address: "12 Long Street, Cape Town, 8001",
        vatNumber: "4123456789",
      },
    },
    "GET /api/admin/audit": { as: "admin", query: { limit: "10", offset: "0" } },
    "GET /api/admin/refunds": { as: "admin", none: true },
    "POST /api/admin/refunds/:id/decision": { as: "admin", json: { approve: false, reason: "Not eligible" } },
    "GET /api/admin/feedback": { as: "admin", query: { limit: "10", offset: "0" } },
    "PUT /api/admin/consultations/:id/status": { as: "admin", json: { status: "closed" } },
    "GET /api/subscription/plans": { as: "anyone", none: true },
    "GET /api/subscription/status": { as: "user", none: true },
    "POST /api/subscription/cancel": { as: "user", none: true },
    "POST /api/subscription/activate": {
      as: "user",
      json: { planId: "professional", userId: uuid(), source: "demo", paymentId: uuid() },
    },
    "POST /api/subscription/upgrade": {
      as: "user",
      json: { planId: "professional", userId: uuid(), paymentConfirmed: true, provider: "demo", paymentId: uuid() },
    },
    "POST /api/usage/check-limit": { as: "user", json: { action: "contract_analysis" } },
    "POST /api/usage/track": { as: "user", json: { action: "contract_sharing", contractId: ids.contractId } },
    "GET /api/usage/stats": { as: "user", none: true },
    "GET /api/beta": { as: "anyone", none: true },
    "POST /api/beta/join": { as: "user", none: true },
    "POST /api/yoco/yoco-checkout": { as: "user", json: checkout },
    "POST /api/yoco/create-checkout": { as: "user", json: checkout },
    "GET /api/yoco/payment-status": {
      as: "anyone",
      query: { paymentId: uuid(), planId: "professional", userId: uuid() },
    },
    "POST /api/yoco/webhook": {
      as: "anyone",
      raw: "json",
      json: { type: "payment.succeeded", payload: { id: "p", metadata: { checkoutId: "c" } } },
      nested: [["payload", "id"]],
    },
    "POST /api/payfast/checkout": { as: "user", json: { planId: "professional", amount: 29900 } },
    "GET /api/payfast/payment-status": {
      as: "anyone",
      query: { paymentId: uuid(), planId: "professional", userId: uuid() },
    },
    "POST /api/payfast/notify": {
      as: "anyone",
      raw: "form",
      form: {
        m_payment_id: uuid(),
        pf_payment_id: "1",
        payment_status: "COMPLETE",
        amount_gross: "299.00",
        signature: "x",
      },
    },
    "POST /api/paypal/create-subscription": { as: "user", json: { planId: "professional" } },
    "GET /api/paypal/payment-status": {
      as: "anyone",
      query: { paymentId: uuid(), planId: "professional", userId: uuid() },
    },
    "POST /api/paypal/webhook": {
      as: "anyone",
      raw: "json",
      json: { id: "WH-1", event_type: "PAYMENT.SALE.COMPLETED", resource: { id: "x", custom_id: uuid() } },
      nested: [["resource", "custom_id"]],
    },
    "GET /api/demo/payment-status": {
      as: "anyone",
      query: { paymentId: uuid(), planId: "professional", userId: uuid() },
    },
    "POST /api/demo/payments/:id/complete": { as: "user" },
    "POST /api/demo/payments/:id/cancel": { as: "user" },
    "GET /api/payments": { as: "user", none: true },
    "GET /api/payments/:id": { as: "user" },
    "GET /api/payments/:id/invoice.pdf": { as: "user" },
    "POST /api/refunds": { as: "user", json: { paymentId: uuid(), reason: "I changed my mind" } },
    "GET /api/login": { as: "anyone", query: { returnTo: "/history" } },
    "GET /api/auth/oidc/callback": { as: "anyone", query: { code: "c", state: "s" } },
    "GET /api/logout": { as: "user", none: true },
  };
}

/** The API's routes as Hono lists them (handlers only, not the middleware of a prefix). */
function apiRoutes(testApp: TestApp): string[] {
  const keys = testApp.app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

/** One request: a route with each of its path parameters filled. */
type Attempt = { label: string; sender: Sender; method: string; path: string; init: RequestInit & { json?: unknown } };

/** `probe`'s base request with `payload` put into one input at a time. */
function attemptsFor(route: string, probe: Probe, payload: string): Attempt[] {
  const [method, pattern] = route.split(" ") as [string, string];
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const base = Object.fromEntries(names.map((name) => [name, probe.params?.[name] ?? uuid()]));
  const pathWith = (values: Record<string, string>) =>
    pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(values[name]!)) +
    queryString(probe.query ?? {});
  const attempts: Attempt[] = [];
  const add = (label: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
    attempts.push({
      label: `${route} ${label}`,
      sender: probe.as,
      method,
      path,
      init: { method, headers: probe.headers, ...init },
    });
  const body = bodyOf(probe);

  for (const name of names) add(`:${name}`, pathWith({ ...base, [name]: payload }), body);
  for (const key of Object.keys(probe.query ?? {})) {
    add(
      `?${key}`,
      pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(base[name]!)) +
        queryString({ ...probe.query, [key]: payload }),
      body,
    );
  }
  const jsonPaths = [...Object.keys(probe.json ?? {}).map((key) => [key]), ...(probe.nested ?? [])];
  for (const jsonPath of jsonPaths)
    add(
      `json.${jsonPath.join(".")}`,
      pathWith(base),
      bodyOf({ ...probe, json: withValue(probe.json!, jsonPath, payload) }),
    );
  for (const key of Object.keys(probe.form ?? {}))
    add(`form.${key}`, pathWith(base), bodyOf({ ...probe, form: { ...probe.form, [key]: payload } }));
  // a header carries only visible ASCII (fetch refuses the rest before it is sent)
  for (const header of Object.keys(probe.headers ?? {}))
    add(`header ${header}`, pathWith(base), {
      ...body,
      headers: { ...probe.headers, [header]: payload.replace(/[^\x20-\x7e]/g, "") },
    });
  if (probe.upload) {
    add("file name", pathWith(base), { body: uploadForm(`${payload}.txt`, {}) });
    for (const field of probe.upload.fields)
      add(`form.${field}`, pathWith(base), { body: uploadForm("lease.txt", { [field]: payload }) });
  }
  return attempts;
}

function queryString(query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : "";
}

function withValue(json: Record<string, unknown>, jsonPath: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(json) as Record<string, any>;
  let target = copy;
  for (const key of jsonPath.slice(0, -1)) target = target[key];
  target[jsonPath.at(-1)!] = value;
  return copy;
}

function bodyOf(probe: Probe): RequestInit & { json?: unknown } {
  if (probe.raw === "form")
    return {
      body: new URLSearchParams(probe.form).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
  if (probe.raw === "json")
    return { body: JSON.stringify(probe.json), headers: { "content-type": "application/json" } };
  return probe.json ? { json: probe.json } : {};
}

function uploadForm(fileName: string, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set("file", new File([fixture("mutual-nda-capetown.txt")], fileName));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

let testApp: TestApp;
const browsers = {} as Record<"user" | "admin" | "victim", ReturnType<typeof createBrowser>>;
const victim = {
  id: "",
  email: "victim@example.co.za",
  fileName: "victim-only-lease.txt",
  contractId: "",
  analysisId: "",
};
const own = { contractId: "", analysisId: "" };

async function signUp(email: string) {
  const browser = createBrowser(testApp.app);
  expect(
    (await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status,
  ).toBeLessThan(300);
  const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
  return { browser, id: user!.id };
}

async function uploadLease(browser: ReturnType<typeof createBrowser>, fileName: string) {
  const response = await upload(browser, fixture("residential-lease-wc.txt"), fileName);
  expect(response.status).toBe(202);
  const { contract, analysis } = uploadResponseSchema.parse(await response.json());
  return { contractId: contract.id, analysisId: analysis.id };
}

/** The tables and what the victim owns, to compare before and after the probes. */
async function snapshot() {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await testApp.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = (
    await rows(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`)
  ).map((row) => row.table_name);
  const owned: Record<string, unknown> = {};
  for (const table of ["contracts", "analyses", "sessions", "usage_events", "conversations"]) {
    owned[table] = (
      await rows(sql`SELECT count(*)::int AS total FROM ${sql.identifier(table)} WHERE user_id = ${victim.id}`)
    )[0]!.total;
  }
  const [account] = await testApp.db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      tier: users.subscriptionTier,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.id, victim.id));
  const [contract] = await testApp.db
    .select({ fileName: contracts.fileName })
    .from(contracts)
    .where(eq(contracts.id, victim.contractId));
  return {
    tables,
    owned,
    account,
    contract,
    users: (await rows(sql`SELECT count(*)::int AS total FROM users`))[0]!.total as number,
  };
}

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: adminEmail, TRUST_PROXY: "true" } });
  const victimAccount = await signUp(victim.email);
  browsers.victim = victimAccount.browser;
  victim.id = victimAccount.id;
  Object.assign(victim, await uploadLease(browsers.victim, victim.fileName));
  const user = await signUp("prober@example.co.za");
  browsers.user = user.browser;
  // unlimited analyses, so that upload probes reach the database rather than the plan's limit
  await testApp.db.update(users).set({ subscriptionTier: "enterprise" }).where(eq(users.id, user.id));
  Object.assign(own, await uploadLease(browsers.user, "own-lease.txt"));
  browsers.admin = (await signUp(adminEmail)).browser;
}, 60_000);
afterAll(() => testApp.close());

describe("SQL injection probes", () => {
  it("has a probe for every route of the API (a new route must be added to the list above)", () => {
    const listed = Object.keys(probes(own));
    expect(apiRoutes(testApp).filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !apiRoutes(testApp).includes(route))).toEqual([]);
  });

  it("treats LIKE wildcards in the admin user search as text", async () => {
    const search = async (q: string) =>
      (await (await browsers.admin.request(`/api/admin/users?${new URLSearchParams({ q })}`)).json()) as {
        total: number;
      };
    expect((await search("example")).total).toBeGreaterThanOrEqual(3);
    expect((await search("%")).total).toBe(0);
    expect((await search("_")).total).toBe(0);
    expect((await search("' OR 1=1--")).total).toBe(0);
  });

  it("answers every probe with a 2xx/3xx/4xx, never another user's data, and leaves every table and the other user's rows as they were", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    for (const [route, probe] of Object.entries(probes(own))) {
      if (probe.none) continue;
      for (const payload of payloads) {
        for (const attempt of attemptsFor(route, probe, payload)) {
          const browser =
            attempt.sender === "user" || attempt.sender === "admin"
              ? browsers[attempt.sender]
              : createBrowser(testApp.app);
          const response = await browser.request(attempt.path, attempt.init);
          const text = await response.text();
          sent++;
          const where = `${attempt.label} ← ${JSON.stringify(payload)}`;
          if (response.status >= 500) failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
          if (attempt.sender !== "admin") {
            for (const secret of [victim.email, victim.id, victim.fileName, victim.contractId, victim.analysisId]) {
              if (text.includes(secret)) failures.push(`${where}: answered with the other user's ${secret}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    const after = await snapshot();
    expect(after).toEqual({ ...before, users: expect.any(Number) });
    expect(after.users).toBeGreaterThanOrEqual(before.users);
    // the probes reached the routes: the prober is still signed in and the victim still sees their contract
    expect((await browsers.user.request("/api/auth/user")).status).toBe(200);
    expect(await (await browsers.victim.request(`/api/contracts/${victim.contractId}`)).json()).toMatchObject({
      fileName: victim.fileName,
    });
    expect(sent).toBeGreaterThan(1000);
  }, 120_000);
});
