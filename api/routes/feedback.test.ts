import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../common/errors";
import { listFeedback } from "../db/queries/feedback";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";
import { feedbackLimit } from "./feedback";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => testApp.close());

const send = (browser: ReturnType<typeof createBrowser>, json: unknown, ip = "198.51.100.7") =>
  browser.request("/api/feedback", { method: "POST", json, headers: { "x-forwarded-for": ip } });

describe("POST /api/feedback", () => {
  it("stores a visitor's feedback as the form sends it (rating as a string), with only the page's path", async () => {
    const visitor = createBrowser(testApp.app);
    const response = await send(visitor, {
      rating: "4",
      experience: "  Quick and clear. ",
      improvements: "More templates",
      recommendation: "yes",
      contactEmail: "Reader@Example.co.za",
      timestamp: new Date().toISOString(),
      userAgent: "FeedbackTest",
      url: "http://localhost/help?token=secret#faq",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = (await listFeedback(testApp.db)).filter((row) => row.id === id);
    expect(stored).toMatchObject({
      userId: null,
      rating: 4,
      experience: "Quick and clear.",
      improvements: "More templates",
      recommendation: "yes",
      contactEmail: "reader@example.co.za",
      pagePath: "/help",
    });
  });

  it("links a signed-in user's feedback to the account; only the rating is required", async () => {
    const browser = createBrowser(testApp.app);
    await browser.request("/api/auth/signup", {
      method: "POST",
      json: { email: "feedback-user@example.co.za", password: "correct horse 42" },
    });
    const user = (await (await browser.request("/api/auth/user")).json()) as { id: string };
    const response = await send(browser, {
      rating: 2,
      experience: "",
      improvements: "",
      recommendation: "",
      contactEmail: "",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = (await listFeedback(testApp.db)).find((row) => row.id === id);
    expect(stored).toMatchObject({
      userId: user.id,
      rating: 2,
      experience: null,
      improvements: null,
      recommendation: null,
      contactEmail: null,
    });
  });

  it("refuses a missing or out-of-range rating and a bad email, and stores nothing", async () => {
    const visitor = createBrowser(testApp.app);
    const before = (await listFeedback(testApp.db)).length;
    for (const rating of [undefined, "", "0", "6", "3.5", "five"]) {
      const response = await send(visitor, { rating, experience: "x" }, "198.51.100.8");
      expect(response.status, String(rating)).toBe(400);
      expect(errorBodySchema.parse(await response.json()).error.message).toBe("Choose a rating from 1 to 5.");
    }
    const badEmail = await send(visitor, { rating: "5", contactEmail: "not-an-email" }, "198.51.100.9");
    expect(badEmail.status).toBe(400);
    expect(errorBodySchema.parse(await badEmail.json()).error.message).toBe("Enter a valid email address.");
    expect((await listFeedback(testApp.db)).length).toBe(before);
  });

  it("is rate-limited per address", async () => {
    const visitor = createBrowser(testApp.app);
    for (let index = 0; index < feedbackLimit.perWindow; index += 1) {
      expect((await send(visitor, { rating: "3" }, "203.0.113.50")).status).toBe(201);
    }
    const refused = await send(visitor, { rating: "3" }, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(feedbackLimit.windowMs / 1000));
    expect((await send(visitor, { rating: "3" }, "203.0.113.51")).status).toBe(201);
  });
});
