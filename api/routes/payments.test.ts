import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUserSchema } from "../../common/api/auth";
import {
  activationResponseSchema,
  demoPaymentResultSchema,
  payfastCheckoutResponseSchema,
  paymentSchema,
  paymentStatusResponseSchema,
  pricingCheckoutResponseSchema,
  subscriptionStatusSchema,
} from "../../common/api/billing";
import { RESTORE_TOKEN_TTL_MS } from "../billing/restore-token";
import { paymentEvents, payments, subscriptions } from "../db/schema";
import { yocoSignature } from "../payments/yoco";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";
import { payfastItnFields, payfastSandbox, payfastSandboxEnv, signedPayfastItn } from "../testing/payfast-itn";

const password = "correct horse 42";
type Browser = ReturnType<typeof createBrowser>;

async function signUp(testApp: TestApp, email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  const response = await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  expect(response.status).toBe(201);
  return browser;
}

async function userOf(browser: Browser) {
  return authUserSchema.parse(await (await browser.request("/api/auth/user")).json());
}

async function statusOf(browser: Browser) {
  return subscriptionStatusSchema.parse(await (await browser.request("/api/subscription/status")).json());
}

const professional = { planId: "professional", amount: 29900, currency: "ZAR", description: "Professional" };

describe("an abandoned checkout", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function listed(browser: Browser) {
    return paymentSchema.array().parse(await (await browser.request("/api/payments")).json());
  }

  it("shows as Pending for a day, then Expired; a confirmation the provider still sends completes it", async () => {
    const browser = await signUp(testApp, "abandoner@example.co.za");
    const response = await browser.request("/api/yoco/yoco-checkout", { method: "POST", json: professional });
    const checkout = pricingCheckoutResponseSchema.parse(await response.json());
    expect((await listed(browser)).map((payment) => payment.status)).toEqual(["pending"]);

    testApp.clock.advance(23 * 60 * 60 * 1000);
    expect((await listed(browser)).map((payment) => payment.status)).toEqual(["pending"]);
    testApp.clock.advance(60 * 60 * 1000 + 1);
    expect((await listed(browser)).map((payment) => [payment.status, payment.invoiceNumber])).toEqual([
      ["expired", null],
    ]);
    const one = paymentSchema.parse(await (await browser.request(`/api/payments/${checkout.paymentId}`)).json());
    expect(one.status).toBe("expired");

    // the money did move after all (a late webhook): the payment completes, with its invoice
    const completed = await browser.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" });
    expect(demoPaymentResultSchema.parse(await completed.json()).status).toBe("completed");
    expect((await listed(browser)).map((payment) => payment.status)).toEqual(["completed"]);
  });
});

describe("the demo provider (no credentials): the whole flow offline", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function demoCheckout(browser: Browser, plan = professional) {
    const response = await browser.request("/api/yoco/yoco-checkout", { method: "POST", json: plan });
    expect(response.status).toBe(200);
    return pricingCheckoutResponseSchema.parse(await response.json());
  }

  it("checkout → demo page → completed → payment status → activation → Professional, with an invoice", async () => {
    const browser = await signUp(testApp, "buyer@example.co.za");
    const user = await userOf(browser);
    const checkout = await demoCheckout(browser);
    expect(checkout).toMatchObject({ success: true, demo: true, checkoutUrl: `/demo-checkout/${checkout.paymentId}` });

    const statusPath = `/api/yoco/payment-status?paymentId=${checkout.paymentId}&planId=professional&userId=${user.id}`;
    expect(paymentStatusResponseSchema.parse(await (await browser.request(statusPath)).json()).status).toBe("pending");
    // before the payment completes, activation is refused
    const early = await browser.request("/api/subscription/activate", {
      method: "POST",
      json: { planId: "professional", userId: user.id, source: "yoco" },
    });
    expect(early.status).toBe(402);

    const completed = await browser.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" });
    const result = demoPaymentResultSchema.parse(await completed.json());
    expect(result).toEqual({
      status: "completed",
      returnUrl: `/payment-status/${checkout.paymentId}?planId=professional&userId=${user.id}`,
    });
    expect(paymentStatusResponseSchema.parse(await (await browser.request(statusPath)).json()).status).toBe(
      "completed",
    );
    expect(
      paymentStatusResponseSchema.parse(await (await browser.request(statusPath.replace("/yoco/", "/demo/"))).json())
        .status,
    ).toBe("completed");

    const activated = await browser.request("/api/subscription/activate", {
      method: "POST",
      json: { planId: "professional", userId: user.id, paymentId: checkout.paymentId },
    });
    expect(activated.status).toBe(200);
    const activation = activationResponseSchema.parse(await activated.json());
    expect(activation.subscription).toMatchObject({
      tier: "professional",
      planId: "professional",
      state: "active",
      renewsAt: "2026-04-02T08:00:00.000Z",
    });
    expect((await userOf(browser)).subscriptionTier).toBe("professional");

    // twice with the same payment changes nothing
    const again = activationResponseSchema.parse(
      await (
        await browser.request("/api/subscription/activate", {
          method: "POST",
          json: { planId: "professional", paymentId: checkout.paymentId },
        })
      ).json(),
    );
    expect(again.message).toBe("Your Professional plan was already active.");
    expect(await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
    // completing twice changes nothing either
    await browser.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" });
    const [payment] = await testApp.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(payment!.invoiceNumber).not.toBeNull();

    const listed = paymentSchema.array().parse(await (await browser.request("/api/payments")).json());
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      amount: 29900,
      vatAmount: 3900,
      status: "completed",
      provider: "demo",
      planName: "Professional",
    });
    expect(listed[0]!.invoiceNumber).toMatch(/^INV-2026-\d{6}$/);

    const invoice = await browser.request(`/api/payments/${checkout.paymentId}/invoice.pdf`);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await invoice.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { extractText } = await import("unpdf");
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    for (const words of [
      // "Tax invoice" once an admin has set the seller's address and VAT number (admin-seller-details.test.ts)
      "Invoice",
      "ContractClarity",
      listed[0]!.invoiceNumber!,
      "buyer@example.co.za",
      "Professional",
      "R299.00",
      "VAT at 15 %",
      "R39.00",
    ]) {
      expect(text).toContain(words);
    }

    // another user sees neither the payment nor the invoice
    const stranger = await signUp(testApp, "stranger@example.co.za");
    expect((await stranger.request(`/api/payments/${checkout.paymentId}/invoice.pdf`)).status).toBe(404);
    expect(
      (await stranger.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" })).status,
    ).toBe(404);
    expect((await stranger.request(statusPath.replace(user.id, (await userOf(stranger)).id))).status).toBe(404);
  });

  it("a cancelled demo payment is failed and activates nothing", async () => {
    const browser = await signUp(testApp, "canceller@example.co.za");
    const checkout = await demoCheckout(browser);
    const cancelled = demoPaymentResultSchema.parse(
      await (await browser.request(`/api/demo/payments/${checkout.paymentId}/cancel`, { method: "POST" })).json(),
    );
    expect(cancelled.status).toBe("failed");
    expect(
      (await browser.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" })).status,
    ).toBe(200);
    const [payment] = await testApp.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(payment!.status).toBe("failed");
    expect(
      (
        await browser.request("/api/subscription/activate", {
          method: "POST",
          json: { planId: "professional", paymentId: checkout.paymentId },
        })
      ).status,
    ).toBe(402);
  });

  it("refuses a checkout from visitors, for the Free plan, or with an amount other than the plan's price", async () => {
    const visitor = createBrowser(testApp.app);
    expect((await visitor.request("/api/yoco/yoco-checkout", { method: "POST", json: professional })).status).toBe(401);
    const browser = await signUp(testApp, "haggler@example.co.za");
    const cheap = await browser.request("/api/yoco/yoco-checkout", {
      method: "POST",
      json: { ...professional, amount: 1000 },
    });
    expect(cheap.status).toBe(400);
    expect((await cheap.json()).error.code).toBe("amount_mismatch");
    const free = await browser.request("/api/yoco/create-checkout", {
      method: "POST",
      json: { planId: "free", amount: 1, currency: "ZAR" },
    });
    expect(free.status).toBe(400);
    expect((await free.json()).error.code).toBe("plan_not_purchasable");
    const enterprise = await browser.request("/api/yoco/create-checkout", {
      method: "POST",
      json: { planId: "enterprise", amount: 99900, currency: "ZAR" },
    });
    expect(await enterprise.json()).toMatchObject({
      success: true,
      redirectUrl: expect.stringMatching(/^\/demo-checkout\//),
    });
    const paypal = await browser.request("/api/paypal/create-subscription", {
      method: "POST",
      json: { planId: "enterprise" },
    });
    expect(await paypal.json()).toMatchObject({ approvalUrl: expect.stringMatching(/^\/demo-checkout\//) });
    expect(await testApp.db.select().from(payments).where(eq(payments.amount, 1000))).toHaveLength(0);
  });

  it("activation ignores paymentConfirmed and refuses another user's id", async () => {
    const browser = await signUp(testApp, "claimer@example.co.za");
    const claim = await browser.request("/api/subscription/upgrade", {
      method: "POST",
      json: { planId: "enterprise", paymentConfirmed: true, provider: "yoco" },
    });
    expect(claim.status).toBe(402);
    expect((await claim.json()).error.code).toBe("payment_not_verified");
    expect((await userOf(browser)).subscriptionTier).toBe("free");

    // someone else's completed payment cannot be used, by id or by naming them
    const payer = await signUp(testApp, "payer@example.co.za");
    const payerUser = await userOf(payer);
    const checkout = await demoCheckout(payer);
    await payer.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" });
    const byPayment = await browser.request("/api/subscription/activate", {
      method: "POST",
      json: { planId: "professional", paymentId: checkout.paymentId },
    });
    expect(byPayment.status).toBe(402);
    const byUser = await browser.request("/api/subscription/upgrade", {
      method: "POST",
      json: { planId: "professional", userId: payerUser.id, paymentConfirmed: true },
    });
    expect(byUser.status).toBe(403);
    expect((await userOf(browser)).subscriptionTier).toBe("free");
    expect(
      (await browser.request("/api/subscription/activate", { method: "POST", json: { planId: "professional" } }))
        .status,
    ).toBe(402);
  });

  it("cancel keeps the plan to the end of the period, then falls back to Free", async () => {
    const browser = await signUp(testApp, "leaver@example.co.za");
    const checkout = await demoCheckout(browser);
    await browser.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" });
    const cancelled = subscriptionStatusSchema.parse(
      await (await browser.request("/api/subscription/cancel", { method: "POST" })).json(),
    );
    expect(cancelled).toMatchObject({ tier: "professional", state: "cancelled", cancelAtPeriodEnd: true });
    testApp.clock.advance(32 * 24 * 60 * 60 * 1000);
    await browser.request("/api/auth/signin", { method: "POST", json: { email: "leaver@example.co.za", password } }); // the 7-day session ran out
    expect(await statusOf(browser)).toMatchObject({ tier: "free", planId: "free", renewsAt: null });
    expect((await userOf(browser)).subscriptionTier).toBe("free");
    expect((await browser.request("/api/subscription/cancel", { method: "POST" })).status).toBe(409);
  });
});

describe("restore-session", () => {
  it("gives a session only for a valid token: not expired, not reused, not forged, never for a bare userId", async () => {
    // a configured PayFast puts the return URL (with the token) into its form
    const app = await createTestApp({
      env: { PAYFAST_MERCHANT_ID: "10000100", PAYFAST_MERCHANT_KEY: "46f0cd694581a" },
    });
    try {
      const owner = await signUp(app, "restorer@example.co.za");
      const ownerUser = await userOf(owner);
      const form = payfastCheckoutResponseSchema.parse(
        await (
          await owner.request("/api/payfast/checkout", {
            method: "POST",
            json: { planId: "professional", amount: 29900 },
          })
        ).json(),
      );
      expect(form.action).toBe("https://www.payfast.co.za/eng/process");
      const returnUrl = new URL(form.fields.find(([key]) => key === "return_url")![1]);
      expect(returnUrl.pathname).toBe(`/payment-status/${form.paymentId}`);
      expect(returnUrl.searchParams.get("userId")).toBe(ownerUser.id);
      const token = returnUrl.searchParams.get("restore")!;

      const fresh = createBrowser(app.app); // the browser came back without its cookie
      expect(
        (await fresh.request("/api/auth/restore-session", { method: "POST", json: { userId: ownerUser.id } })).status,
      ).toBe(400);
      const [encoded, signature] = token.split(".");
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(encoded!, "base64url").toString()), expiresAt: Date.now() + 1e12 }),
      ).toString("base64url");
      expect(
        (
          await fresh.request("/api/auth/restore-session", {
            method: "POST",
            json: { token: `${forgedPayload}.${signature}` },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await fresh.request("/api/auth/restore-session", {
            method: "POST",
            json: { token: `${encoded}.${"A".repeat(signature!.length)}` },
          })
        ).status,
      ).toBe(401);

      const restored = await fresh.request("/api/auth/restore-session", { method: "POST", json: { token } });
      expect(restored.status).toBe(200);
      expect((await userOf(fresh)).id).toBe(ownerUser.id);

      const again = createBrowser(app.app);
      expect((await again.request("/api/auth/restore-session", { method: "POST", json: { token } })).status).toBe(401);
      expect((await again.request("/api/auth/user")).status).toBe(401);

      // a second checkout's token, once 30 minutes have passed
      const second = payfastCheckoutResponseSchema.parse(
        await (await owner.request("/api/payfast/checkout", { method: "POST", json: { planId: "enterprise" } })).json(),
      );
      const expiring = new URL(second.fields.find(([key]) => key === "return_url")![1]).searchParams.get("restore")!;
      app.clock.advance(RESTORE_TOKEN_TTL_MS + 1);
      expect(
        (
          await createBrowser(app.app).request("/api/auth/restore-session", {
            method: "POST",
            json: { token: expiring },
          })
        ).status,
      ).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe("PayFast ITN", () => {
  const payfastAddress = payfastSandbox.address;
  let testApp: TestApp;
  let validateAnswer = "VALID";
  const validateCalls: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        ...payfastSandboxEnv,
      },
      network: {
        resolveHost: async (host) => (host.endsWith(".payfast.co.za") ? [payfastAddress] : []),
        fetch: async (input, init) => {
          expect(String(input)).toBe("https://sandbox.payfast.co.za/eng/query/validate");
          validateCalls.push(String(init?.body));
          return new Response(validateAnswer);
        },
      },
    });
  });
  afterAll(() => testApp.close());

  function notify(body: string, from = payfastAddress) {
    return testApp.app.request("http://localhost/api/payfast/notify", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from },
    });
  }

  async function pendingPayment(email: string) {
    const browser = await signUp(testApp, email);
    const checkout = payfastCheckoutResponseSchema.parse(
      await (
        await browser.request("/api/payfast/checkout", { method: "POST", json: { planId: "professional" } })
      ).json(),
    );
    expect(checkout.action).toBe("https://sandbox.payfast.co.za/eng/process");
    expect(checkout.fields.at(-1)![0]).toBe("signature");
    return { browser, paymentId: checkout.paymentId };
  }

  async function paymentRow(paymentId: string) {
    const [row] = await testApp.db.select().from(payments).where(eq(payments.id, paymentId));
    return row!;
  }

  it("completes the payment for a correctly signed ITN from PayFast that PayFast confirms; a replay changes nothing", async () => {
    const { browser, paymentId } = await pendingPayment("itn-ok@example.co.za");
    const body = signedPayfastItn(payfastItnFields(paymentId));
    const response = await notify(body);
    expect(response.status).toBe(200);
    expect(validateCalls.at(-1)).toBe(body.slice(0, body.indexOf("&signature=")));
    const completed = await paymentRow(paymentId);
    expect(completed).toMatchObject({ status: "completed", providerReference: `pf-${paymentId.slice(0, 8)}` });
    expect((await userOf(browser)).subscriptionTier).toBe("professional");

    const callsBefore = validateCalls.length;
    expect((await notify(body)).status).toBe(200);
    const events = await testApp.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events.filter((event) => event.verified)).toHaveLength(1);
    expect(events.filter((event) => event.outcome === "completed")).toHaveLength(1);
    expect(await paymentRow(paymentId)).toEqual(completed);
    expect(validateCalls.length).toBe(callsBefore + 1); // checked again, then recognised as a replay
    expect(await testApp.db.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId))).toHaveLength(1);
  });

  it.each([
    [
      "a wrong signature",
      (id: string) => signedPayfastItn(payfastItnFields(id), "not-the-passphrase"),
      payfastAddress,
      "rejected: signature mismatch",
    ],
    [
      "an amount that is not the plan's",
      (id: string) => signedPayfastItn(payfastItnFields(id, { amount_gross: "10.00" })),
      payfastAddress,
      "rejected: amount 10.00 does not match 299",
    ],
    [
      "another merchant",
      (id: string) => signedPayfastItn(payfastItnFields(id, { merchant_id: "10000999" })),
      payfastAddress,
      "rejected: merchant id mismatch",
    ],
    [
      "a source that is not PayFast",
      (id: string) => signedPayfastItn(payfastItnFields(id)),
      "203.0.113.66",
      "rejected: source address 203.0.113.66 is not PayFast's",
    ],
  ])(
    "does not complete the payment for %s, but records the ITN and answers 200",
    async (_name, build, from, outcome) => {
      const { browser, paymentId } = await pendingPayment(
        `itn-bad-${Math.random().toString(36).slice(2)}@example.co.za`,
      );
      const response = await notify(build(paymentId), from);
      expect(response.status).toBe(200);
      expect((await paymentRow(paymentId)).status).toBe("pending");
      expect((await userOf(browser)).subscriptionTier).toBe("free");
      const [event] = await testApp.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
      expect(event).toMatchObject({ verified: false, outcome });
    },
  );

  it("does not complete the payment when PayFast's validate step does not answer VALID", async () => {
    const { paymentId } = await pendingPayment("itn-invalid@example.co.za");
    validateAnswer = "INVALID";
    try {
      expect((await notify(signedPayfastItn(payfastItnFields(paymentId)))).status).toBe(200);
    } finally {
      validateAnswer = "VALID";
    }
    expect((await paymentRow(paymentId)).status).toBe("pending");
    const [event] = await testApp.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(event!.outcome).toBe("rejected: PayFast did not confirm the notification (validate step)");
  });

  it("refuses the card checkout with 503 when only PayFast is set up (no demo then)", async () => {
    const browser = await signUp(testApp, "no-yoco@example.co.za");
    expect((await browser.request("/api/yoco/yoco-checkout", { method: "POST", json: professional })).status).toBe(503);
  });
});

describe("Yoco", () => {
  const webhookSecret = `whsec_${Buffer.from("yoco test webhook secret").toString("base64")}`;
  let testApp: TestApp;
  const checkoutRequests: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { YOCO_SECRET_KEY: "sk_test_123", YOCO_WEBHOOK_SECRET: webhookSecret },
      network: {
        fetch: async (input, init) => {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          checkoutRequests.push({ url: String(input), headers: new Headers(init?.headers), body });
          const id = `ch_${checkoutRequests.length}`;
          return Response.json({ id, redirectUrl: `https://c.yoco.com/checkout/${id}`, status: "created" });
        },
      },
    });
  });
  afterAll(() => testApp.close());

  function deliver(event: unknown, options: { webhookId: string; secret?: string; at?: Date }) {
    const rawBody = JSON.stringify(event);
    const timestamp = String(Math.floor((options.at ?? testApp.clock.now()).getTime() / 1000));
    const signature = yocoSignature({
      secret: options.secret ?? webhookSecret,
      webhookId: options.webhookId,
      timestamp,
      rawBody,
    });
    return testApp.app.request("http://localhost/api/yoco/webhook", {
      method: "POST",
      body: rawBody,
      headers: {
        "content-type": "application/json",
        "webhook-id": options.webhookId,
        "webhook-timestamp": timestamp,
        "webhook-signature": `v1,${signature}`,
      },
    });
  }

  it("opens a Yoco checkout with the secret key, an idempotency key and the plan's price; the signed webhook completes it once", async () => {
    const browser = await signUp(testApp, "card@example.co.za");
    const checkout = pricingCheckoutResponseSchema.parse(
      await (await browser.request("/api/yoco/yoco-checkout", { method: "POST", json: professional })).json(),
    );
    expect(checkout).toMatchObject({ success: true, demo: false, checkoutUrl: "https://c.yoco.com/checkout/ch_1" });
    const request = checkoutRequests[0]!;
    expect(request.url).toBe("https://payments.yoco.com/api/checkouts");
    expect(request.headers.get("authorization")).toBe("Bearer sk_test_123");
    expect(request.headers.get("idempotency-key")).toBe(checkout.paymentId);
    expect(request.body).toMatchObject({ amount: 29900, currency: "ZAR", metadata: { paymentId: checkout.paymentId } });
    expect(String(request.body.successUrl)).toMatch(
      new RegExp(`^http://localhost/payment-status/${checkout.paymentId}\\?planId=professional&userId=.+&restore=.+`),
    );

    const event = {
      id: "evt_1",
      type: "payment.succeeded",
      payload: { id: "p_1", amount: 29900, currency: "ZAR", metadata: { checkoutId: "ch_1" } },
    };
    const forged = await deliver(event, {
      webhookId: "msg_forged",
      secret: `whsec_${Buffer.from("guess").toString("base64")}`,
    });
    expect(forged.status).toBe(401);
    const [pendingRow] = await testApp.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(pendingRow!.status).toBe("pending");

    const stale = await deliver(event, {
      webhookId: "msg_old",
      at: new Date(testApp.clock.now().getTime() - 10 * 60 * 1000),
    });
    expect(stale.status).toBe(401);

    const cheap = await deliver({ ...event, payload: { ...event.payload, amount: 100 } }, { webhookId: "msg_cheap" });
    expect(cheap.status).toBe(200);
    expect((await testApp.db.select().from(payments).where(eq(payments.id, checkout.paymentId)))[0]!.status).toBe(
      "pending",
    );

    expect((await deliver(event, { webhookId: "msg_1" })).status).toBe(200);
    const [completed] = await testApp.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    expect(completed!.status).toBe("completed");
    expect((await userOf(browser)).subscriptionTier).toBe("professional");

    const replay = await deliver(event, { webhookId: "msg_1" });
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const events = await testApp.db.select().from(paymentEvents).where(eq(paymentEvents.provider, "yoco"));
    expect(events.map((row) => [row.verified, row.outcome]).sort()).toEqual([
      [false, "rejected: signature mismatch"],
      [false, "rejected: timestamp outside 3 minutes"],
      [true, "completed"],
      [true, "rejected: amount 100 ZAR does not match 29900 ZAR"],
    ]);
  });
});
