import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

/**
 * Role enforcement for every admin API, read from the app's own route table: a route added under
 * /api/admin later is covered without touching this file.
 */
let testApp: TestApp;
let user: ReturnType<typeof createBrowser>;
let admin: ReturnType<typeof createBrowser>;

const password = "correct horse 42";
const anyId = "00000000-0000-4000-8000-000000000000";

function adminRoutes(app: TestApp["app"]): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of app.routes) {
    // "ALL" entries are middleware (requireAdmin among them), not endpoints
    if (!route.path.startsWith("/api/admin") || route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue; // validators register the same method and path again
    seen.add(key);
    routes.push({ method: route.method, path: route.path });
  }
  return routes;
}

/** A concrete URL for a route pattern: every :param becomes a well-formed id. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?\??/g, anyId);

function call(browser: ReturnType<typeof createBrowser>, route: { method: string; path: string }) {
  const hasBody = !["GET", "HEAD"].includes(route.method);
  return browser.request(concrete(route.path), { method: route.method, ...(hasBody ? { json: {} } : {}) });
}

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: "roles-admin@example.co.za" } });
  user = createBrowser(testApp.app);
  admin = createBrowser(testApp.app);
  expect((await user.request("/api/auth/signup", { method: "POST", json: { email: "roles-user@example.co.za", password } })).status).toBe(201);
  expect((await admin.request("/api/auth/signup", { method: "POST", json: { email: "roles-admin@example.co.za", password } })).status).toBe(201);
});
afterAll(() => testApp.close());

describe("every /api/admin route", () => {
  it("is found in the app's route table (the list this test walks)", () => {
    const keys = adminRoutes(testApp.app).map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(expect.arrayContaining([
      "GET /api/admin/users", "GET /api/admin/users/:id", "PUT /api/admin/users/:id/tier", "PUT /api/admin/users/:id/admin",
      "GET /api/admin/plans", "PUT /api/admin/plans/:id", "GET /api/admin/audit", "GET /api/admin/refunds",
      "POST /api/admin/refunds/:id/decision", "GET /api/admin/feedback", "PUT /api/admin/consultations/:id/status",
    ]));
  });

  it("answers 401 to a signed-out visitor", async () => {
    const visitor = createBrowser(testApp.app);
    const failures: string[] = [];
    for (const route of adminRoutes(testApp.app)) {
      const response = await call(visitor, route);
      if (response.status !== 401) failures.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 to a signed-in user who is not an admin", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes(testApp.app)) {
      const response = await call(user, route);
      const body = response.status === 403 ? await response.json() : null;
      if (response.status !== 403 || body.error.code !== "forbidden") failures.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("lets an admin through (never 401 or 403), and every list without parameters answers 200", async () => {
    const failures: string[] = [];
    for (const route of adminRoutes(testApp.app)) {
      // the test e-mail would try to reach an SMTP server: the role check is what matters here
      if (route.path === "/api/admin/email/test") continue;
      const response = await call(admin, route);
      const plainList = route.method === "GET" && !route.path.includes(":") && !route.path.endsWith(".csv") && !route.path.includes("series");
      if ([401, 403].includes(response.status) || (plainList && response.status !== 200)) failures.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});
