import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { authUserSchema } from "../../common/api/auth";
import {
  payfastCheckoutResponseSchema,
  paymentSchema,
  pricingCheckoutResponseSchema,
  subscriptionStatusSchema,
} from "../../common/api/billing";
import { endDemoRenewalsWhenRealProviders, expireSubscriptions } from "../billing/subscriptions";
import { paymentEvents, payments, subscriptions } from "../db/schema";
import { payfastUrlEncode } from "../payments/payfast";
import { yocoSignature } from "../payments/yoco";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";
import { payfastItnFields, payfastSandbox, payfastSandboxEnv, signedPayfastItn } from "../testing/payfast-itn";

/** Renewal at the end of a paid period, per provider (the clock starts at 2026-03-02T08:00Z). */

const password = "correct horse 42";
const day = 24 * 60 * 60 * 1000;
type Browser = ReturnType<typeof createBrowser>;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function open(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  testApp = await createTestApp(options);
  return testApp;
}

async function signUp(app: TestApp, email: string): Promise<Browser> {
  const browser = createBrowser(app.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

/** Sessions last 7 days: after a month the browser signs in again. */
async function signInAgain(browser: Browser, email: string) {
  expect((await browser.request("/api/auth/signin", { method: "POST", json: { email, password } })).status).toBe(200);
}

async function statusOf(browser: Browser) {
  return subscriptionStatusSchema.parse(await (await browser.request("/api/subscription/status")).json());
}

async function paymentsOf(browser: Browser) {
  return paymentSchema.array().parse(await (await browser.request("/api/payments")).json());
}

async function userIdOf(browser: Browser) {
  return authUserSchema.parse(await (await browser.request("/api/auth/user")).json()).id;
}

const professional = { planId: "professional", amount: 29900, currency: "ZAR", description: "Professional" };

describe("demo provider renewal", () => {
  async function demoSubscriber(app: TestApp, email: string) {
    const browser = await signUp(app, email);
    const checkout = pricingCheckoutResponseSchema.parse(
      await (await browser.request("/api/yoco/yoco-checkout", { method: "POST", json: professional })).json(),
    );
    expect(
      (await browser.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" })).status,
    ).toBe(200);
    return browser;
  }

  it("the hourly sweep renews an ended period with a new completed demo payment and a month more; a second sweep renews nothing", async () => {
    const app = await open();
    const email = "renewer@example.co.za";
    const browser = await demoSubscriber(app, email);
    expect(await statusOf(browser)).toMatchObject({
      tier: "professional",
      renewsAt: "2026-04-02T08:00:00.000Z",
      autoRenews: true,
    });

    app.clock.advance(31 * day + 60_000); // one minute past the end of the period
    await expireSubscriptions(app.db, app.clock.now());
    await expireSubscriptions(app.db, app.clock.now());

    await signInAgain(browser, email);
    expect(await statusOf(browser)).toMatchObject({
      tier: "professional",
      state: "active",
      renewsAt: "2026-05-02T08:00:00.000Z",
      autoRenews: true,
    });
    const listed = await paymentsOf(browser);
    expect(listed).toHaveLength(2);
    expect(listed.map((payment) => [payment.provider, payment.status, payment.amount])).toEqual([
      ["demo", "completed", 29900],
      ["demo", "completed", 29900],
    ]);
    expect(listed.every((payment) => payment.invoiceNumber !== null)).toBe(true);
    expect(new Set(listed.map((payment) => payment.invoiceNumber)).size).toBe(2);
    const rows = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, await userIdOf(browser)));
    expect(rows.map((row) => [row.state, row.periodEnd.toISOString()]).sort()).toEqual([
      ["active", "2026-05-02T08:00:00.000Z"],
      ["expired", "2026-04-02T08:00:00.000Z"],
    ]);
  });

  it("once a real provider is configured, demo periods stop renewing: they run to their end, then Free", async () => {
    const app = await open();
    const email = "demo-then-real@example.co.za";
    const browser = await demoSubscriber(app, email);
    // still the demo server: nothing changes
    expect(await endDemoRenewalsWhenRealProviders(app.db, { demoActive: true, now: app.clock.now() })).toBe(0);
    expect(await statusOf(browser)).toMatchObject({ autoRenews: true });

    // the server restarts with real credentials
    expect(await endDemoRenewalsWhenRealProviders(app.db, { demoActive: false, now: app.clock.now() })).toBe(1);
    expect(await endDemoRenewalsWhenRealProviders(app.db, { demoActive: false, now: app.clock.now() })).toBe(0);
    expect(await statusOf(browser)).toMatchObject({ tier: "professional", autoRenews: false, cancelAtPeriodEnd: true });

    app.clock.advance(31 * day + 60_000);
    await expireSubscriptions(app.db, app.clock.now());
    await signInAgain(browser, email);
    expect(await statusOf(browser)).toMatchObject({ tier: "free" });
    expect(await paymentsOf(browser)).toHaveLength(1); // no free renewal
  });

  it("a read after the period end renews it too (lazy path), once", async () => {
    const app = await open();
    const email = "lazy-renewer@example.co.za";
    const browser = await demoSubscriber(app, email);
    app.clock.advance(31 * day + 60_000);
    await signInAgain(browser, email);
    expect(await statusOf(browser)).toMatchObject({ tier: "professional", renewsAt: "2026-05-02T08:00:00.000Z" });
    expect(await statusOf(browser)).toMatchObject({ renewsAt: "2026-05-02T08:00:00.000Z" });
    await expireSubscriptions(app.db, app.clock.now());
    expect(await paymentsOf(browser)).toHaveLength(2);
  });

  it("a cancelled demo subscription is not renewed: it falls back to Free", async () => {
    const app = await open();
    const email = "demo-leaver@example.co.za";
    const browser = await demoSubscriber(app, email);
    expect(
      subscriptionStatusSchema.parse(
        await (await browser.request("/api/subscription/cancel", { method: "POST" })).json(),
      ),
    ).toMatchObject({
      cancelAtPeriodEnd: true,
      autoRenews: false,
    });
    app.clock.advance(31 * day + 60_000);
    expect(await expireSubscriptions(app.db, app.clock.now())).toHaveLength(1);
    await signInAgain(browser, email);
    expect(await statusOf(browser)).toMatchObject({ tier: "free", renewsAt: null, autoRenews: false });
    expect(await paymentsOf(browser)).toHaveLength(1);
  });
});

describe("PayFast subscription", () => {
  const { passphrase, address: payfastAddress } = payfastSandbox;
  const token = "dc0521d3-55fe-269b-fa00-b647310d760f";
  let cancelStatus = 200;
  const cancelCalls: { url: string; method?: string; headers: Headers }[] = [];
  const refundCalls: string[] = [];

  function openPayfast() {
    cancelCalls.length = 0;
    refundCalls.length = 0;
    cancelStatus = 200;
    return open({
      env: {
        ...payfastSandboxEnv,
        ADMIN_EMAILS: "admin@contractclarity.co.za",
      },
      network: {
        resolveHost: async (host) => (host.endsWith(".payfast.co.za") ? [payfastAddress] : []),
        fetch: async (input, init) => {
          const url = String(input);
          if (url === "https://sandbox.payfast.co.za/eng/query/validate") return new Response("VALID");
          if (url.startsWith("https://api.payfast.co.za/refunds/")) {
            refundCalls.push(url);
            return Response.json({ code: 200, status: "success", data: { response: { id: "pf-refund-1" } } });
          }
          if (url.startsWith("https://api.payfast.co.za/subscriptions/")) {
            cancelCalls.push({ url, method: init?.method, headers: new Headers(init?.headers) });
            return Response.json(
              { code: cancelStatus, status: cancelStatus === 200 ? "success" : "failed" },
              { status: cancelStatus },
            );
          }
          throw new Error(`unexpected request ${url}`);
        },
      },
    });
  }

  function md5(text: string) {
    return createHash("md5").update(text).digest("hex");
  }

  function itnFields(paymentId: string, pfPaymentId: string): Record<string, string> {
    return payfastItnFields(paymentId, { pf_payment_id: pfPaymentId, token, billing_date: "2026-03-02" });
  }

  function notify(app: TestApp, body: string) {
    return app.app.request("http://localhost/api/payfast/notify", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": payfastAddress },
    });
  }

  async function subscribe(app: TestApp, email: string) {
    const browser = await signUp(app, email);
    const checkout = payfastCheckoutResponseSchema.parse(
      await (
        await browser.request("/api/payfast/checkout", { method: "POST", json: { planId: "professional" } })
      ).json(),
    );
    expect((await notify(app, signedPayfastItn(itnFields(checkout.paymentId, "pf-first")))).status).toBe(200);
    return { browser, checkout };
  }

  it("the checkout form asks PayFast for a monthly subscription, and the signature covers those fields", async () => {
    const app = await openPayfast();
    const browser = await signUp(app, "pf-form@example.co.za");
    const { fields } = payfastCheckoutResponseSchema.parse(
      await (
        await browser.request("/api/payfast/checkout", { method: "POST", json: { planId: "professional" } })
      ).json(),
    );
    const values = Object.fromEntries(fields);
    expect(values).toMatchObject({
      amount: "299.00",
      subscription_type: "1",
      billing_date: "2026-03-02",
      recurring_amount: "299.00",
      frequency: "3",
      cycles: "0",
    });
    const signed = fields.slice(0, -1);
    expect(fields.at(-1)).toEqual([
      "signature",
      md5(
        `${signed.map(([key, value]) => `${key}=${payfastUrlEncode(value)}`).join("&")}&passphrase=${payfastUrlEncode(passphrase)}`,
      ),
    ]);
    expect(signed.map(([key]) => key).slice(-5)).toEqual([
      "subscription_type",
      "billing_date",
      "recurring_amount",
      "frequency",
      "cycles",
    ]);
  });

  it("a later ITN for the token extends the period with a new payment; a replay does nothing; a forged one is refused", async () => {
    const app = await openPayfast();
    const email = "pf-renew@example.co.za";
    const { browser, checkout } = await subscribe(app, email);
    expect(await statusOf(browser)).toMatchObject({
      tier: "professional",
      renewsAt: "2026-04-02T08:00:00.000Z",
      autoRenews: true,
    });

    app.clock.advance(31 * day - 60 * 60 * 1000); // PayFast charges on the billing day, before our period ends
    const renewal = signedPayfastItn(itnFields(checkout.paymentId, "pf-second"));
    expect((await notify(app, renewal)).status).toBe(200);
    await signInAgain(browser, email);
    expect(await statusOf(browser)).toMatchObject({
      tier: "professional",
      renewsAt: "2026-05-02T08:00:00.000Z",
      autoRenews: true,
    });
    const userId = await userIdOf(browser);
    const afterRenewal = await app.db.select().from(payments).where(eq(payments.userId, userId));
    expect(afterRenewal.map((row) => [row.provider, row.status, row.providerReference, row.amount]).sort()).toEqual([
      ["payfast", "completed", "pf-first", 29900],
      ["payfast", "completed", "pf-second", 29900],
    ]);
    expect(new Set(afterRenewal.map((row) => row.invoiceNumber)).size).toBe(2);

    expect((await notify(app, renewal)).status).toBe(200); // replay
    const forged = signedPayfastItn(itnFields(checkout.paymentId, "pf-forged"), "not-the-passphrase");
    expect((await notify(app, forged)).status).toBe(200);
    expect(await app.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(2);
    expect(await statusOf(browser)).toMatchObject({ renewsAt: "2026-05-02T08:00:00.000Z" });
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, checkout.paymentId));
    expect(events.map((event) => event.outcome).sort()).toEqual([
      "completed",
      "rejected: signature mismatch",
      expect.stringMatching(/^renewed: payment /),
    ]);
  });

  it("cancel calls PayFast's subscription cancel API (signed) and turns renewal off; if PayFast refuses, nothing changes", async () => {
    const app = await openPayfast();
    const { browser } = await subscribe(app, "pf-cancel@example.co.za");

    cancelStatus = 500;
    expect((await browser.request("/api/subscription/cancel", { method: "POST" })).status).toBe(502);
    expect(await statusOf(browser)).toMatchObject({ autoRenews: true, cancelAtPeriodEnd: false });

    cancelStatus = 200;
    const cancelled = await browser.request("/api/subscription/cancel", { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(subscriptionStatusSchema.parse(await cancelled.json())).toMatchObject({
      tier: "professional",
      cancelAtPeriodEnd: true,
      autoRenews: false,
    });
    expect(cancelCalls).toHaveLength(2);
    const call = cancelCalls[1]!;
    expect(call.url).toBe(`https://api.payfast.co.za/subscriptions/${token}/cancel?testing=true`);
    expect(call.method).toBe("PUT");
    expect(call.headers.get("merchant-id")).toBe("10000100");
    expect(call.headers.get("version")).toBe("v1");
    const timestamp = call.headers.get("timestamp")!;
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const signed = `merchant-id=10000100&passphrase=${payfastUrlEncode(passphrase)}&timestamp=${payfastUrlEncode(timestamp)}&version=v1`;
    expect(call.headers.get("signature")).toBe(md5(signed));
  });

  it("an approved refund cancels the PayFast subscription before refunding, so it is not charged again", async () => {
    const app = await openPayfast();
    const { browser, checkout } = await subscribe(app, "pf-refund@example.co.za");
    const admin = await signUp(app, "admin@contractclarity.co.za");
    const requested = await browser.request("/api/refunds", {
      method: "POST",
      json: { paymentId: checkout.paymentId, reason: "I signed up by mistake." },
    });
    expect(requested.status, await requested.clone().text()).toBe(201);
    const refundId = ((await requested.json()) as { id: string }).id;

    cancelStatus = 500; // PayFast refuses to stop the subscription: nothing is refunded
    expect(
      (
        await admin.request(`/api/admin/refunds/${refundId}/decision`, {
          method: "POST",
          json: { approve: true, reason: "First subscription" },
        })
      ).status,
    ).toBe(502);
    expect(refundCalls).toEqual([]);
    expect(await statusOf(browser)).toMatchObject({ tier: "professional", autoRenews: true });

    cancelStatus = 200;
    const approved = await admin.request(`/api/admin/refunds/${refundId}/decision`, {
      method: "POST",
      json: { approve: true, reason: "First subscription" },
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(cancelCalls.map((call) => call.url)).toEqual([
      `https://api.payfast.co.za/subscriptions/${token}/cancel?testing=true`,
      `https://api.payfast.co.za/subscriptions/${token}/cancel?testing=true`,
    ]);
    expect(refundCalls).toHaveLength(1);
    await signInAgain(browser, "pf-refund@example.co.za");
    expect(await statusOf(browser)).toMatchObject({ tier: "free" });
  });
});

describe("providers that do not renew here: the status says so", () => {
  it("Yoco Checkout is one-off: autoRenews false, and the period ends without a new payment", async () => {
    const webhookSecret = `whsec_${Buffer.from("yoco test webhook secret").toString("base64")}`;
    const app = await open({
      env: { YOCO_SECRET_KEY: "sk_test_123", YOCO_WEBHOOK_SECRET: webhookSecret },
      network: {
        fetch: async () =>
          Response.json({ id: "ch_1", redirectUrl: "https://c.yoco.com/checkout/ch_1", status: "created" }),
      },
    });
    const email = "yoco-once@example.co.za";
    const browser = await signUp(app, email);
    expect((await browser.request("/api/yoco/yoco-checkout", { method: "POST", json: professional })).status).toBe(200);
    const rawBody = JSON.stringify({
      id: "evt_1",
      type: "payment.succeeded",
      payload: { id: "p_1", amount: 29900, currency: "ZAR", metadata: { checkoutId: "ch_1" } },
    });
    const timestamp = String(Math.floor(app.clock.now().getTime() / 1000));
    const signature = yocoSignature({ secret: webhookSecret, webhookId: "msg_1", timestamp, rawBody });
    const delivered = await app.app.request("http://localhost/api/yoco/webhook", {
      method: "POST",
      body: rawBody,
      headers: {
        "content-type": "application/json",
        "webhook-id": "msg_1",
        "webhook-timestamp": timestamp,
        "webhook-signature": `v1,${signature}`,
      },
    });
    expect(delivered.status).toBe(200);
    expect(await statusOf(browser)).toMatchObject({
      tier: "professional",
      renewsAt: "2026-04-02T08:00:00.000Z",
      autoRenews: false,
    });

    const userId = await userIdOf(browser);
    app.clock.advance(31 * day + 60_000);
    expect(await expireSubscriptions(app.db, app.clock.now())).toEqual([userId]);
    await signInAgain(browser, email);
    expect(await statusOf(browser)).toMatchObject({ tier: "free", autoRenews: false });
    expect(await paymentsOf(browser)).toHaveLength(1);
  });
});

describe("PayPal subscription", () => {
  const subscriptionId = "I-SUB1";
  let cancelStatus = 204;
  const calls: { url: string; method?: string; headers: Headers; body: string }[] = [];

  /** PayPal's API as far as we use it: the verify call answers SUCCESS unless the transmission signature is "forged". */
  function openPaypal() {
    calls.length = 0;
    cancelStatus = 204;
    return open({
      env: {
        PAYPAL_CLIENT_ID: "client",
        PAYPAL_CLIENT_SECRET: "secret",
        PAYPAL_WEBHOOK_ID: "wh_1",
        PAYPAL_PLAN_IDS: "professional=P-PRO",
        PAYPAL_SANDBOX: "true",
      },
      network: {
        fetch: async (input, init) => {
          const url = String(input);
          const body = typeof init?.body === "string" ? init.body : "";
          calls.push({ url, method: init?.method, headers: new Headers(init?.headers), body });
          if (url.endsWith("/v1/oauth2/token")) return Response.json({ access_token: "A21-token" });
          if (url.endsWith("/v1/billing/subscriptions"))
            return Response.json({
              id: subscriptionId,
              links: [{ rel: "approve", href: `https://www.sandbox.paypal.com/approve/${subscriptionId}` }],
            });
          if (url.endsWith("/v1/notifications/verify-webhook-signature")) {
            const verification = JSON.parse(body) as { transmission_sig: string };
            return Response.json({
              verification_status: verification.transmission_sig === "forged" ? "FAILURE" : "SUCCESS",
            });
          }
          if (url.includes("/v1/billing/subscriptions/") && url.endsWith("/cancel")) {
            return cancelStatus === 204
              ? new Response(null, { status: 204 })
              : Response.json({ name: "UNPROCESSABLE_ENTITY" }, { status: cancelStatus });
          }
          throw new Error(`unexpected request ${url}`);
        },
      },
    });
  }

  function deliver(app: TestApp, event: object, signature = "sig") {
    return app.app.request("http://localhost/api/paypal/webhook", {
      method: "POST",
      body: JSON.stringify(event),
      headers: {
        "content-type": "application/json",
        "paypal-transmission-id": "t1",
        "paypal-transmission-time": "2026-03-02T08:00:00Z",
        "paypal-transmission-sig": signature,
        "paypal-cert-url": "https://api.sandbox.paypal.com/cert",
        "paypal-auth-algo": "SHA256withRSA",
      },
    });
  }

  function sale(eventId: string, saleId: string) {
    return {
      id: eventId,
      event_type: "PAYMENT.SALE.COMPLETED",
      resource: { id: saleId, billing_agreement_id: subscriptionId, amount: { total: "299.00", currency: "ZAR" } },
    };
  }

  async function subscribe(app: TestApp, email: string) {
    const browser = await signUp(app, email);
    expect(
      (await browser.request("/api/paypal/create-subscription", { method: "POST", json: { planId: "professional" } }))
        .status,
    ).toBe(200);
    expect((await deliver(app, sale("WH-1", "SALE-1"))).status).toBe(200);
    return { browser, userId: await userIdOf(browser) };
  }

  async function rowsOf(app: TestApp, userId: string) {
    return {
      payments: await app.db.select().from(payments).where(eq(payments.userId, userId)),
      subscriptions: await app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    };
  }

  it("the first sale completes the payment and keeps the PayPal subscription id on the period: it renews by itself", async () => {
    const app = await openPaypal();
    const { browser, userId } = await subscribe(app, "pp-first@example.co.za");
    expect(await statusOf(browser)).toMatchObject({
      tier: "professional",
      renewsAt: "2026-04-02T08:00:00.000Z",
      autoRenews: true,
      cancelAtPeriodEnd: false,
    });
    const rows = await rowsOf(app, userId);
    expect(rows.payments.map((row) => [row.provider, row.status, row.providerReference])).toEqual([
      ["paypal", "completed", "SALE-1"],
    ]);
    expect(rows.subscriptions.map((row) => [row.provider, row.state, row.providerSubscriptionId])).toEqual([
      ["paypal", "active", subscriptionId],
    ]);
  });

  it("a later sale for the subscription extends the period with a new payment; a replay or the same sale again does nothing; an unverified one is refused", async () => {
    const app = await openPaypal();
    const email = "pp-renew@example.co.za";
    const { browser, userId } = await subscribe(app, email);

    app.clock.advance(31 * day - 60 * 60 * 1000); // PayPal charges on the billing day, before our period ends
    const renewal = sale("WH-2", "SALE-2");
    expect((await deliver(app, renewal)).status).toBe(200);
    await signInAgain(browser, email);
    expect(await statusOf(browser)).toMatchObject({
      tier: "professional",
      renewsAt: "2026-05-02T08:00:00.000Z",
      autoRenews: true,
    });
    const afterRenewal = await rowsOf(app, userId);
    expect(
      afterRenewal.payments.map((row) => [row.provider, row.status, row.providerReference, row.amount]).sort(),
    ).toEqual([
      ["paypal", "completed", "SALE-1", 29900],
      ["paypal", "completed", "SALE-2", 29900],
    ]);
    expect(new Set(afterRenewal.payments.map((row) => row.invoiceNumber)).size).toBe(2);
    expect(
      afterRenewal.subscriptions.map((row) => [row.periodEnd.toISOString(), row.providerSubscriptionId]).sort(),
    ).toEqual([
      ["2026-04-02T08:00:00.000Z", subscriptionId],
      ["2026-05-02T08:00:00.000Z", subscriptionId],
    ]);

    expect((await deliver(app, renewal)).status).toBe(200); // the same event again
    expect((await deliver(app, sale("WH-2-resent", "SALE-2"))).status).toBe(200); // the same sale under a new event id
    expect((await deliver(app, sale("WH-3", "SALE-3"), "forged")).status).toBe(401);
    expect(await rowsOf(app, userId)).toEqual(afterRenewal);
    expect(await statusOf(browser)).toMatchObject({ renewsAt: "2026-05-02T08:00:00.000Z" });
    const outcomes = (await app.db.select().from(paymentEvents).where(eq(paymentEvents.provider, "paypal"))).map(
      (event) => event.outcome,
    );
    expect(outcomes.sort()).toEqual([
      "completed",
      "ignored: sale already recorded",
      "rejected: verification failed",
      expect.stringMatching(/^renewed: payment /),
    ]);
  });

  it("cancel calls PayPal's subscription cancel API and turns renewal off; if PayPal refuses, 502 and nothing changes", async () => {
    const app = await openPaypal();
    const { browser, userId } = await subscribe(app, "pp-cancel@example.co.za");
    const cancelUrl = `https://api-m.sandbox.paypal.com/v1/billing/subscriptions/${subscriptionId}/cancel`;
    const before = await rowsOf(app, userId);

    cancelStatus = 422;
    expect((await browser.request("/api/subscription/cancel", { method: "POST" })).status).toBe(502);
    expect(await statusOf(browser)).toMatchObject({ autoRenews: true, cancelAtPeriodEnd: false });
    expect(await rowsOf(app, userId)).toEqual(before);

    cancelStatus = 204;
    const cancelled = await browser.request("/api/subscription/cancel", { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(subscriptionStatusSchema.parse(await cancelled.json())).toMatchObject({
      tier: "professional",
      renewsAt: "2026-04-02T08:00:00.000Z",
      cancelAtPeriodEnd: true,
      autoRenews: false,
    });
    const cancelCalls = calls.filter((call) => call.url === cancelUrl);
    expect(cancelCalls).toHaveLength(2);
    expect(cancelCalls[1]!.method).toBe("POST");
    expect(cancelCalls[1]!.headers.get("authorization")).toBe("Bearer A21-token");
    expect(JSON.parse(cancelCalls[1]!.body)).toEqual({ reason: expect.any(String) });
  });

  it.each(["BILLING.SUBSCRIPTION.CANCELLED", "BILLING.SUBSCRIPTION.SUSPENDED"])(
    "a verified %s webhook turns renewal off; the plan stays to the period end",
    async (eventType) => {
      const app = await openPaypal();
      const email = `pp-${eventType.split(".").at(-1)!.toLowerCase()}@example.co.za`;
      const { browser, userId } = await subscribe(app, email);
      const event = {
        id: "WH-END",
        event_type: eventType,
        resource: { id: subscriptionId, status: eventType.split(".").at(-1) },
      };

      expect((await deliver(app, { ...event, resource: { id: "I-SOMEONE-ELSE" }, id: "WH-OTHER" })).status).toBe(200);
      expect(await statusOf(browser)).toMatchObject({ autoRenews: true });
      expect((await deliver(app, event, "forged")).status).toBe(401);
      expect(await statusOf(browser)).toMatchObject({ autoRenews: true });

      expect((await deliver(app, event)).status).toBe(200);
      expect(await statusOf(browser)).toMatchObject({
        tier: "professional",
        renewsAt: "2026-04-02T08:00:00.000Z",
        cancelAtPeriodEnd: true,
        autoRenews: false,
      });
      expect(calls.filter((call) => call.url.endsWith("/cancel"))).toHaveLength(0);

      app.clock.advance(31 * day + 60_000);
      expect(await expireSubscriptions(app.db, app.clock.now())).toEqual([userId]);
      await signInAgain(browser, email);
      expect(await statusOf(browser)).toMatchObject({ tier: "free", autoRenews: false });
    },
  );
});
