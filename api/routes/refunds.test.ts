import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authUserSchema } from "../../common/api/auth";
import {
  adminRefundSchema,
  betaProgrammeStatusSchema,
  paymentSchema,
  refundSchema,
  subscriptionStatusSchema,
} from "../../common/api/billing";
import { betaEnrolments, payments, users } from "../db/schema";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
const DAY_MS = 24 * 60 * 60 * 1000;
type Browser = ReturnType<typeof createBrowser>;

let testApp: TestApp;
let admin: Browser;
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: "admin@contractclarity.co.za" } });
  admin = await signUp("admin@contractclarity.co.za");
});
afterAll(() => testApp.close());
// tests move the clock by days: the admin signs in afresh before each
beforeEach(async () => {
  await admin.request("/api/auth/signin", { method: "POST", json: { email: "admin@contractclarity.co.za", password } });
});

async function signUp(email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

async function tierOf(browser: Browser) {
  return authUserSchema.parse(await (await browser.request("/api/auth/user")).json()).subscriptionTier;
}

/** Buys a plan through the demo provider; returns the payment id. */
async function buy(browser: Browser, planId: "professional" | "enterprise" = "professional"): Promise<string> {
  const amount = planId === "professional" ? 29900 : 99900;
  const checkout = await (
    await browser.request("/api/yoco/yoco-checkout", { method: "POST", json: { planId, amount, currency: "ZAR" } })
  ).json();
  expect((await browser.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" })).status).toBe(
    200,
  );
  return checkout.paymentId;
}

function askRefund(browser: Browser, paymentId: string, reason = "It is not what I needed.") {
  return browser.request("/api/refunds", { method: "POST", json: { paymentId, reason } });
}

async function decide(refundId: string, approve: boolean, reason: string, as: Browser = admin) {
  return as.request(`/api/admin/refunds/${refundId}/decision`, { method: "POST", json: { approve, reason } });
}

describe("refunds", () => {
  it("within 7 days of a first subscription: requested, approved by an admin, refunded locally by the demo provider, back to Free", async () => {
    const buyer = await signUp("refund-ok@example.co.za");
    const paymentId = await buy(buyer);
    const status = subscriptionStatusSchema.parse(await (await buyer.request("/api/subscription/status")).json());
    expect(status.refundablePaymentId).toBe(paymentId);
    testApp.clock.advance(6 * DAY_MS);
    const asked = await askRefund(buyer, paymentId);
    expect(asked.status).toBe(201);
    const refund = refundSchema.parse(await asked.json());
    expect(refund).toMatchObject({ paymentId, status: "requested" });
    // one per payment
    const twice = await askRefund(buyer, paymentId);
    expect(twice.status).toBe(422);
    expect((await twice.json()).error.message).toBe("A refund has already been requested for this payment.");

    const listed = adminRefundSchema.array().parse(await (await admin.request("/api/admin/refunds")).json());
    const entry = listed.find((row) => row.id === refund.id)!;
    expect(entry).toMatchObject({
      userEmail: "refund-ok@example.co.za",
      eligible: true,
      ineligibleReason: null,
      payment: { id: paymentId, planName: "Professional", amount: 29900 },
    });

    const approved = await decide(refund.id, true, "Within the 7-day window.");
    expect(approved.status).toBe(200);
    expect(refundSchema.parse(await approved.json())).toMatchObject({
      status: "processed",
      decisionReason: "Within the 7-day window.",
    });
    const [payment] = await testApp.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe("refunded");
    expect(await tierOf(buyer)).toBe("free");
    const mine = paymentSchema.array().parse(await (await buyer.request("/api/payments")).json());
    expect(mine[0]).toMatchObject({ status: "refunded", refund: { status: "processed" } });
    // decided once only
    expect((await decide(refund.id, false, "Changed my mind")).status).toBe(409);
  });

  it("is refused after 7 days, with the date the window ended", async () => {
    const buyer = await signUp("refund-late@example.co.za");
    const paymentId = await buy(buyer);
    testApp.clock.advance(7 * DAY_MS + 60_000);
    await buyer.request("/api/auth/signin", { method: "POST", json: { email: "refund-late@example.co.za", password } });
    const late = await askRefund(buyer, paymentId);
    expect(late.status).toBe(422);
    expect((await late.json()).error.message).toMatch(
      /^Refunds are possible within 7 days of payment; this window ended on \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(await tierOf(buyer)).toBe("professional");
  });

  it("is for a first subscription only", async () => {
    const buyer = await signUp("refund-second@example.co.za");
    await buy(buyer);
    testApp.clock.advance(60_000);
    const second = await buy(buyer, "enterprise");
    const refused = await askRefund(buyer, second);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toBe(
      "Refunds are for a first subscription only, and you have paid for a subscription before.",
    );
  });

  it("cannot be asked for someone else's payment", async () => {
    const buyer = await signUp("refund-owner@example.co.za");
    const paymentId = await buy(buyer);
    const other = await signUp("refund-other@example.co.za");
    expect((await askRefund(other, paymentId)).status).toBe(404);
    expect(
      (
        await createBrowser(testApp.app).request("/api/refunds", {
          method: "POST",
          json: { paymentId, reason: "not mine at all" },
        })
      ).status,
    ).toBe(401);
  });

  it("an admin may decline with a reason; the plan stays", async () => {
    const buyer = await signUp("refund-declined@example.co.za");
    const paymentId = await buy(buyer);
    const refund = refundSchema.parse(await (await askRefund(buyer, paymentId)).json());
    const declined = await decide(refund.id, false, "The contract analyses were used.");
    expect(refundSchema.parse(await declined.json())).toMatchObject({
      status: "declined",
      decisionReason: "The contract analyses were used.",
    });
    const [payment] = await testApp.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe("completed");
    expect(await tierOf(buyer)).toBe("professional");
  });

  it("admin refund routes: visitors 401, other users 403", async () => {
    const buyer = await signUp("refund-nosy@example.co.za");
    const paymentId = await buy(buyer);
    const refund = refundSchema.parse(await (await askRefund(buyer, paymentId)).json());
    expect((await createBrowser(testApp.app).request("/api/admin/refunds")).status).toBe(401);
    expect((await buyer.request("/api/admin/refunds")).status).toBe(403);
    expect((await decide(refund.id, true, "approving my own", buyer)).status).toBe(403);
    expect(await tierOf(buyer)).toBe("professional");
  });
});

describe("the beta programme", () => {
  it("enrols a user as beta for 2 months while places remain, then they fall back to Free", async () => {
    const visitor = createBrowser(testApp.app);
    const before = betaProgrammeStatusSchema.parse(await (await visitor.request("/api/beta")).json());
    expect(before).toMatchObject({ testers: 100, months: 2 });
    const tester = await signUp("beta@example.co.za");
    const joined = subscriptionStatusSchema.parse(
      await (await tester.request("/api/beta/join", { method: "POST" })).json(),
    );
    expect(joined).toMatchObject({
      tier: "beta",
      planName: "Beta",
      currentLimits: { analysisLimit: 8, generationLimit: 8 },
    });
    expect(joined.betaEndsAt).not.toBeNull();
    expect(await tierOf(tester)).toBe("beta");
    expect(betaProgrammeStatusSchema.parse(await (await visitor.request("/api/beta")).json()).placesLeft).toBe(
      before.placesLeft - 1,
    );
    expect((await tester.request("/api/beta/join", { method: "POST" })).status).toBe(409);

    testApp.clock.advance(62 * DAY_MS);
    await tester.request("/api/auth/signin", { method: "POST", json: { email: "beta@example.co.za", password } });
    expect(subscriptionStatusSchema.parse(await (await tester.request("/api/subscription/status")).json()).tier).toBe(
      "free",
    );
    expect(await tierOf(tester)).toBe("free");
  });

  it("is closed at 100 testers", async () => {
    // fill the remaining places directly (signing up 100 accounts would only test scrypt)
    const enrolled = await testApp.db.select({ userId: betaEnrolments.userId }).from(betaEnrolments);
    const fillers = await testApp.db
      .insert(users)
      .values(
        Array.from({ length: 99 - enrolled.length }, (_, index) => ({
          email: `filler-${index}@example.co.za`,
          subscriptionTier: "beta" as const,
        })),
      )
      .returning({ id: users.id });
    const now = testApp.clock.now();
    await testApp.db
      .insert(betaEnrolments)
      .values(
        fillers.map((filler) => ({ userId: filler.id, startedAt: now, endsAt: new Date(now.getTime() + 60 * DAY_MS) })),
      );
    const last = await signUp("last-place@example.co.za");
    expect((await last.request("/api/beta/join", { method: "POST" })).status).toBe(200);
    expect(betaProgrammeStatusSchema.parse(await (await last.request("/api/beta")).json()).placesLeft).toBe(0);
    const late = await signUp("too-late@example.co.za");
    const refused = await late.request("/api/beta/join", { method: "POST" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("beta_full");
    expect(await tierOf(late)).toBe("free");
  });
});
