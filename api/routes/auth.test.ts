import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authUserSchema } from "../../common/api/auth";
import { errorBodySchema } from "../../common/errors";
import { SESSION_MS } from "../auth/session-cookie";
import { signInLimits } from "../auth/sign-in-throttle";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: "boss@example.co.za" } });
});
afterEach(() => testApp.close());

async function signUp(email: string) {
  const browser = createBrowser(testApp.app);
  const response = await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  expect(response.status).toBe(201);
  return browser;
}

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

describe("sign-up", () => {
  it("creates the account, signs the browser in with a 7-day httpOnly Lax cookie", async () => {
    const browser = createBrowser(testApp.app);
    const response = await browser.request("/api/auth/signup", {
      method: "POST",
      json: { email: "  Thandi@Example.co.za ", password },
    });
    expect(response.status).toBe(201);
    const user = authUserSchema.parse(await response.json());
    expect(user).toMatchObject({ email: "thandi@example.co.za", isAdmin: false, subscriptionTier: "free" });

    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^cc_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]!);
    expect(expires.getTime()).toBe(testApp.clock.now().getTime() + SESSION_MS);

    const me = await browser.request("/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    await signUp("sipho@example.co.za");
    const response = await createBrowser(testApp.app).request("/api/auth/signup", {
      method: "POST",
      json: { email: "SIPHO@example.co.za", password },
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: "email_taken",
      message: "An account with this email already exists. Sign in instead.",
    });
  });

  it.each([
    ["short1", "Use at least 10 characters."],
    ["onlyletterspassword", "Mix letters with at least one number or symbol."],
    ["password123", "That password is too common. Choose another."],
  ])("refuses the weak password %s with a clear message", async (weak, message) => {
    const response = await createBrowser(testApp.app).request("/api/auth/signup", {
      method: "POST",
      json: { email: "a@example.co.za", password: weak },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe(message);
    expect(error.details).toMatchObject({ fieldErrors: { password: [message] } });
  });

  it("refuses an invalid email", async () => {
    const response = await createBrowser(testApp.app).request("/api/auth/signup", {
      method: "POST",
      json: { email: "not-an-email", password },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("Enter a valid email address.");
  });

  it("answers malformed JSON with the error shape, not a crash", async () => {
    const response = await createBrowser(testApp.app).request("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("bad_request");
  });
});

describe("sign-in", () => {
  it("signs in with the right password and rotates the session", async () => {
    const first = await signUp("lerato@example.co.za");
    const oldToken = first.cookies.get("cc_session");
    const response = await first.request("/api/auth/signin", {
      method: "POST",
      json: { email: "lerato@example.co.za", password },
    });
    expect(response.status).toBe(200);
    expect(first.cookies.get("cc_session")).not.toBe(oldToken);

    const stale = createBrowser(testApp.app);
    stale.cookies.set("cc_session", oldToken!);
    expect((await stale.request("/api/auth/user")).status).toBe(401);
    expect((await first.request("/api/auth/user")).status).toBe(200);
  });

  it("gives one generic message for a wrong password and for an unknown email", async () => {
    await signUp("pieter@example.co.za");
    const browser = createBrowser(testApp.app);
    const wrongPassword = await browser.request("/api/auth/signin", {
      method: "POST",
      json: { email: "pieter@example.co.za", password: "wrong password 1" },
    });
    const unknownEmail = await browser.request("/api/auth/signin", {
      method: "POST",
      json: { email: "nobody@example.co.za", password },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const messages = [await errorOf(wrongPassword), await errorOf(unknownEmail)];
    expect(messages[0]).toEqual(messages[1]);
    expect(messages[0]!.message).toBe("The email or password is incorrect.");
    expect(browser.cookies.size).toBe(0);
  });

  it("refuses further attempts after repeated failures, even with the right password, until the window passes", async () => {
    await signUp("naledi@example.co.za");
    const browser = createBrowser(testApp.app);
    for (let attempt = 0; attempt < signInLimits.perEmail; attempt++) {
      const response = await browser.request("/api/auth/signin", {
        method: "POST",
        json: { email: "naledi@example.co.za", password: `guess number ${attempt}` },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await browser.request("/api/auth/signin", {
      method: "POST",
      json: { email: "naledi@example.co.za", password },
    });
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).message).toBe(
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );

    testApp.clock.advance(signInLimits.windowMs + 1000);
    const allowed = await browser.request("/api/auth/signin", {
      method: "POST",
      json: { email: "naledi@example.co.za", password },
    });
    expect(allowed.status).toBe(200);
  });
});

describe("sessions", () => {
  it("expires after 7 days without use", async () => {
    const browser = await signUp("anele@example.co.za");
    testApp.clock.advance(SESSION_MS + 1000);
    expect((await browser.request("/api/auth/user")).status).toBe(401);
  });

  it("is extended when used in the second half of its life", async () => {
    const browser = await signUp("kagiso@example.co.za");
    testApp.clock.advance(SESSION_MS * 0.75);
    expect((await browser.request("/api/auth/user")).status).toBe(200);
    testApp.clock.advance(SESSION_MS * 0.75);
    expect((await browser.request("/api/auth/user")).status).toBe(200);
  });

  it("ends on sign-out: the old cookie no longer works", async () => {
    const browser = await signUp("zanele@example.co.za");
    const token = browser.cookies.get("cc_session")!;
    expect((await browser.request("/api/auth/signout", { method: "POST" })).status).toBe(204);
    const replay = createBrowser(testApp.app);
    replay.cookies.set("cc_session", token);
    expect((await replay.request("/api/auth/user")).status).toBe(401);
  });

  it("/api/logout ends the session and returns to /", async () => {
    const browser = await signUp("bongani@example.co.za");
    const token = browser.cookies.get("cc_session")!;
    const response = await browser.request("/api/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const replay = createBrowser(testApp.app);
    replay.cookies.set("cc_session", token);
    expect((await replay.request("/api/auth/user")).status).toBe(401);
  });

  it("uses a __Host- prefixed Secure cookie in production", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production" } });
    const response = await createBrowser(production.app, "https://contractclarity.co.za").request("/api/auth/signup", {
      method: "POST",
      json: { email: "prod@example.co.za", password },
    });
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^__Host-cc_session=/);
    expect(cookie).toMatch(/Secure/);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    await production.close();
  });
});

describe("/api/login", () => {
  it("leads to the sign-in screen and keeps the return path", async () => {
    const response = await createBrowser(testApp.app).request("/api/login?returnTo=/history");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sign-in?returnTo=%2Fhistory");
  });

  it("never returns to another site", async () => {
    for (const returnTo of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
      const response = await createBrowser(testApp.app).request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.headers.get("location")).toBe("/sign-in?returnTo=%2F");
    }
  });
});

describe("admin", () => {
  it("an ADMIN_EMAILS account is an admin and reaches admin APIs", async () => {
    const admin = await signUp("boss@example.co.za");
    expect(await (await admin.request("/api/auth/user")).json()).toMatchObject({ isAdmin: true });
    const response = await admin.request("/api/admin/users");
    expect(response.status).toBe(200);
    expect((await response.json()).users.map((user: { email: string }) => user.email)).toContain("boss@example.co.za");
  });

  it("other users get 403 and visitors 401", async () => {
    const user = await signUp("staff@example.co.za");
    const forbidden = await user.request("/api/admin/users");
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe("forbidden");
    expect((await createBrowser(testApp.app).request("/api/admin/users")).status).toBe(401);
  });
});

describe("protections", () => {
  it("refuses a cookie-authenticated change from another origin", async () => {
    const browser = await signUp("victim@example.co.za");
    const response = await browser.request("/api/auth/signout", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await browser.request("/api/auth/user")).status).toBe(200);
  });

  it("sends security headers and a JSON 404 for unknown API paths", async () => {
    const response = await createBrowser(testApp.app).request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: "not_found" });
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("session cache across API processes", () => {
  it("a sign-out in one process is honoured by another within 5 seconds", async () => {
    const { createApp } = await import("../app");
    const { SESSION_CACHE_TTL_MS } = await import("../auth/session-cache");
    const processA = createBrowser(testApp.app);
    await processA.request("/api/auth/signup", { method: "POST", json: { email: "two-tabs@example.co.za", password } });
    const processB = createBrowser(createApp(testApp.deps));
    processB.cookies.set("cc_session", processA.cookies.get("cc_session")!);
    expect((await processB.request("/api/auth/user")).status).toBe(200);

    await processA.request("/api/auth/signout", { method: "POST" });
    testApp.clock.advance(SESSION_CACHE_TTL_MS + 1);
    expect((await processB.request("/api/auth/user")).status).toBe(401);
  });
});
