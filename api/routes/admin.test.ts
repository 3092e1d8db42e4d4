import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminConsultationSchema } from "../../common/api/account";
import {
  type AdminAuditEntry,
  adminAuditPageSchema,
  adminFeedbackPageSchema,
  adminPlanSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
} from "../../common/api/admin";
import { authUserSchema } from "../../common/api/auth";
import { adminRefundSchema, refundSchema } from "../../common/api/billing";
import { planSchema } from "../../common/plans";
import { adminAuditLog, payments, plans, subscriptions, users } from "../db/schema";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
const bootstrapAdmin = "owner@contractclarity.co.za";
type Browser = ReturnType<typeof createBrowser>;

let testApp: TestApp;
let admin: Browser;
let adminId: string;
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: bootstrapAdmin } });
  admin = await signUp(bootstrapAdmin);
  adminId = (await me(admin)).id;
});
afterAll(() => testApp.close());

async function signUp(email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

async function me(browser: Browser) {
  return authUserSchema.parse(await (await browser.request("/api/auth/user")).json());
}

async function auditFor(targetId: string): Promise<AdminAuditEntry[]> {
  const page = adminAuditPageSchema.parse(await (await admin.request("/api/admin/audit?limit=200")).json());
  return page.entries.filter((entry) => entry.targetId === targetId);
}

async function auditCount(): Promise<number> {
  return (await testApp.db.select().from(adminAuditLog)).length;
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return (await response.json()).error;
}

async function buy(browser: Browser, planId: "professional" | "enterprise", amount: number): Promise<string> {
  const checkout = await browser.request("/api/yoco/yoco-checkout", {
    method: "POST",
    json: { planId, amount, currency: "ZAR" },
  });
  expect(checkout.status).toBe(200);
  const { paymentId } = await checkout.json();
  expect((await browser.request(`/api/demo/payments/${paymentId}/complete`, { method: "POST" })).status).toBe(200);
  return paymentId;
}

describe("users", () => {
  it("are found by e-mail or by the name from their settings, with the total", async () => {
    const thandi = await signUp("thandi.nkosi@example.co.za");
    expect(
      (
        await thandi.request("/api/account/preferences", {
          method: "PUT",
          json: { displayName: "Thandi Nkosi", defaultJurisdiction: null, usualSide: null, readingLevel: "plain" },
        })
      ).status,
    ).toBe(200);
    await signUp("pieter@example.co.za");

    const byEmail = adminUserPageSchema.parse(await (await admin.request("/api/admin/users?q=PIETER")).json());
    expect(byEmail.users.map((user) => user.email)).toEqual(["pieter@example.co.za"]);
    const byName = adminUserPageSchema.parse(await (await admin.request("/api/admin/users?q=nkosi")).json());
    expect(byName).toEqual({
      total: 1,
      users: [
        expect.objectContaining({ email: "thandi.nkosi@example.co.za", displayName: "Thandi Nkosi", isAdmin: false }),
      ],
    });
    // LIKE wildcards are searched for literally
    expect(adminUserPageSchema.parse(await (await admin.request("/api/admin/users?q=%25")).json()).total).toBe(0);
    const paged = adminUserPageSchema.parse(await (await admin.request("/api/admin/users?limit=1&offset=1")).json());
    expect(paged.users).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
  });

  it("show this month's usage and the user's payments", async () => {
    const buyer = await signUp("usage-payments@example.co.za");
    const buyerId = (await me(buyer)).id;
    await buy(buyer, "professional", 29900);
    expect(
      (await buyer.request("/api/usage/track", { method: "POST", json: { action: "contract_generation" } })).status,
    ).toBe(200);

    const detail = adminUserDetailSchema.parse(await (await admin.request(`/api/admin/users/${buyerId}`)).json());
    expect(detail.user).toMatchObject({ email: "usage-payments@example.co.za", subscriptionTier: "professional" });
    expect(detail.usage.contract_generation).toEqual({ used: 1, limit: 50 });
    expect(detail.payments).toEqual([
      expect.objectContaining({ planName: "Professional", amount: 29900, status: "completed", provider: "demo" }),
    ]);
    expect((await admin.request("/api/admin/users/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await admin.request("/api/admin/users/not-a-uuid")).status).toBe(404);
  });

  it("tier change: audited with before and after, and the user's session sees it at once", async () => {
    const user = await signUp("tier-change@example.co.za");
    const userId = (await me(user)).id;
    expect((await me(user)).subscriptionTier).toBe("free"); // now cached in the session cache

    const changed = await admin.request(`/api/admin/users/${userId}/tier`, {
      method: "PUT",
      json: { tier: "enterprise" },
    });
    expect(changed.status).toBe(200);
    expect(adminUserSchema.parse(await changed.json()).subscriptionTier).toBe("enterprise");
    expect((await me(user)).subscriptionTier).toBe("enterprise");
    const [entry] = await auditFor(userId);
    expect(entry).toMatchObject({
      adminEmail: bootstrapAdmin,
      action: "user.tier_changed",
      targetType: "user",
      before: { subscriptionTier: "free" },
      after: { subscriptionTier: "enterprise" },
    });

    // bad input: a clear message, nothing changed, nothing audited
    const before = await auditCount();
    const refused = await admin.request(`/api/admin/users/${userId}/tier`, {
      method: "PUT",
      json: { tier: "platinum" },
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).code).toBe("validation_failed");
    expect((await me(user)).subscriptionTier).toBe("enterprise");
    expect(await auditCount()).toBe(before);
  });

  it("grant and revoke admin: audited, effective at once; nobody revokes their own, nor an ADMIN_EMAILS admin", async () => {
    const colleague = await signUp("colleague@example.co.za");
    const colleagueId = (await me(colleague)).id;
    expect((await colleague.request("/api/admin/users")).status).toBe(403);

    const granted = await admin.request(`/api/admin/users/${colleagueId}/admin`, {
      method: "PUT",
      json: { isAdmin: true },
    });
    expect(adminUserSchema.parse(await granted.json())).toMatchObject({ isAdmin: true, adminFromEnvironment: false });
    expect((await me(colleague)).isAdmin).toBe(true);
    expect((await colleague.request("/api/admin/users")).status).toBe(200);
    const [dbRow] = await testApp.db.select().from(users).where(eq(users.id, colleagueId));
    expect(dbRow!.isAdmin).toBe(true);

    // the new admin cannot revoke their own role, and cannot revoke the ADMIN_EMAILS bootstrap admin
    const own = await colleague.request(`/api/admin/users/${colleagueId}/admin`, {
      method: "PUT",
      json: { isAdmin: false },
    });
    expect(own.status).toBe(409);
    expect((await errorOf(own)).message).toBe("You cannot revoke your own admin role. Ask another admin.");
    const bootstrap = await colleague.request(`/api/admin/users/${adminId}/admin`, {
      method: "PUT",
      json: { isAdmin: false },
    });
    expect(bootstrap.status).toBe(409);
    expect((await errorOf(bootstrap)).message).toContain("ADMIN_EMAILS");
    expect((await me(admin)).isAdmin).toBe(true);

    testApp.clock.advance(1000);
    const revoked = await admin.request(`/api/admin/users/${colleagueId}/admin`, {
      method: "PUT",
      json: { isAdmin: false },
    });
    expect(adminUserSchema.parse(await revoked.json()).isAdmin).toBe(false);
    expect((await colleague.request("/api/admin/users")).status).toBe(403);

    const entries = await auditFor(colleagueId);
    expect(entries.map((entry) => [entry.action, entry.adminEmail])).toEqual([
      ["user.admin_revoked", bootstrapAdmin],
      ["user.admin_granted", bootstrapAdmin],
    ]);
    expect(entries[1]).toMatchObject({ before: { isAdmin: false }, after: { isAdmin: true } });
    expect(entries[0]).toMatchObject({ before: { isAdmin: true }, after: { isAdmin: false } });
  });
});

describe("plans", () => {
  const valid = { price: 34900, analysisLimit: 60, generationLimit: 60, sharingLimit: null };

  it("refuses invalid prices and limits with a clear message, changing nothing", async () => {
    const before = await testApp.db.select().from(plans).where(eq(plans.id, "professional"));
    const auditBefore = await auditCount();
    const cases: [string, Record<string, unknown>, string][] = [
      ["professional", { ...valid, price: -100 }, "The price cannot be negative."],
      ["professional", { ...valid, price: 299.5 }, "Enter the price in whole cents, e.g. 29900 for R299.00."],
      ["professional", { ...valid, price: "299" }, "Enter the price in cents, e.g. 29900 for R299.00."],
      ["professional", { ...valid, price: 50 }, "A paid plan costs at least R1.00 (100 cents)."],
      ["professional", { ...valid, analysisLimit: 0 }, "A limit is at least 1; leave it empty for unlimited."],
      ["professional", { ...valid, generationLimit: -1 }, "A limit is at least 1; leave it empty for unlimited."],
      ["professional", { ...valid, sharingLimit: 2.5 }, "Enter a whole number, or leave empty for unlimited."],
      ["free", { ...valid, price: 1000 }, "The Free plan stays free: its price must be 0."],
    ];
    for (const [planId, body, message] of cases) {
      const response = await admin.request(`/api/admin/plans/${planId}`, { method: "PUT", json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect((await admin.request("/api/admin/plans/platinum", { method: "PUT", json: valid })).status).toBe(404);
    expect(await testApp.db.select().from(plans).where(eq(plans.id, "professional"))).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it("a new price applies to checkouts started after the edit; a period already paid keeps what was paid", async () => {
    const earlyBuyer = await signUp("early-buyer@example.co.za");
    const earlyPayment = await buy(earlyBuyer, "professional", 29900);

    const edited = await admin.request("/api/admin/plans/professional", { method: "PUT", json: valid });
    expect(edited.status).toBe(200);
    expect(adminPlanSchema.parse(await edited.json())).toMatchObject({
      price: 34900,
      analysisLimit: 60,
      sharingLimit: null,
    });
    const [entry] = await auditFor("professional");
    expect(entry).toMatchObject({
      action: "plan.updated",
      targetType: "plan",
      before: { price: 29900, analysisLimit: 50, generationLimit: 50, sharingLimit: null },
      after: { price: 34900, analysisLimit: 60, generationLimit: 60, sharingLimit: null },
    });

    // what everyone sees on /pricing
    const publicPlans = planSchema
      .array()
      .parse(await (await createBrowser(testApp.app).request("/api/subscription/plans")).json());
    expect(publicPlans.find((plan) => plan.id === "professional")).toMatchObject({ price: 34900, analysisLimit: 60 });

    // a checkout at the old price is refused with the new one; at the new price it is charged the new one
    const lateBuyer = await signUp("late-buyer@example.co.za");
    const stale = await lateBuyer.request("/api/yoco/yoco-checkout", {
      method: "POST",
      json: { planId: "professional", amount: 29900, currency: "ZAR" },
    });
    expect(stale.status).toBe(400);
    expect((await errorOf(stale)).code).toBe("amount_mismatch");
    const latePayment = await buy(lateBuyer, "professional", 34900);
    const [late] = await testApp.db.select().from(payments).where(eq(payments.id, latePayment));
    expect(late!.amount).toBe(34900);

    // the earlier period keeps its payment and its invoice amount
    const [early] = await testApp.db.select().from(payments).where(eq(payments.id, earlyPayment));
    expect(early!.amount).toBe(29900);

    // back to the seed for the other tests
    await admin.request("/api/admin/plans/professional", {
      method: "PUT",
      json: { price: 29900, analysisLimit: 50, generationLimit: 50, sharingLimit: null },
    });
  });
  it("new limits apply to a paid user from the next billing period; the period in progress keeps its plan's limits", async () => {
    const subscriber = await signUp("period-limits@example.co.za");
    await buy(subscriber, "professional", 29900);
    const { id: subscriberId } = await me(subscriber);
    const usageLimitOf = async (browser: Browser) =>
      (
        await (
          await browser.request("/api/usage/check-limit", { method: "POST", json: { action: "contract_analysis" } })
        ).json()
      ).limit;
    expect(await usageLimitOf(subscriber)).toBe(50);

    const lowered = await admin.request("/api/admin/plans/professional", {
      method: "PUT",
      json: { price: 29900, analysisLimit: 5, generationLimit: 50, sharingLimit: null },
    });
    expect(lowered.status).toBe(200);
    // the paid period in progress keeps 50; a period that starts now gets 5
    expect(await usageLimitOf(subscriber)).toBe(50);
    const newcomer = await signUp("period-limits-new@example.co.za");
    await buy(newcomer, "professional", 29900);
    expect(await usageLimitOf(newcomer)).toBe(5);
    // each period stores the limits its plan had when it began (a renewal is a new period, so it gets the new ones)
    const [period] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriberId));
    expect(period!.planLimits).toEqual({ analysisLimit: 50, generationLimit: 50, sharingLimit: null });

    await admin.request("/api/admin/plans/professional", {
      method: "PUT",
      json: { price: 29900, analysisLimit: 50, generationLimit: 50, sharingLimit: null },
    });
  });
});

describe("refunds", () => {
  it("lists eligibility, and each decision is audited with the state before and after", async () => {
    const approvedBuyer = await signUp("refund-audit-yes@example.co.za");
    const approvedPayment = await buy(approvedBuyer, "professional", 29900);
    const askedYes = refundSchema.parse(
      await (
        await approvedBuyer.request("/api/refunds", {
          method: "POST",
          json: { paymentId: approvedPayment, reason: "Not what I needed." },
        })
      ).json(),
    );

    const declinedBuyer = await signUp("refund-audit-no@example.co.za");
    const declinedPayment = await buy(declinedBuyer, "enterprise", 99900);
    const askedNo = refundSchema.parse(
      await (
        await declinedBuyer.request("/api/refunds", {
          method: "POST",
          json: { paymentId: declinedPayment, reason: "Too expensive for me." },
        })
      ).json(),
    );

    const listed = adminRefundSchema.array().parse(await (await admin.request("/api/admin/refunds")).json());
    expect(listed.find((row) => row.id === askedYes.id)).toMatchObject({
      eligible: true,
      status: "requested",
      payment: { provider: "demo", planName: "Professional" },
    });

    // a decision needs a reason
    const noReason = await admin.request(`/api/admin/refunds/${askedYes.id}/decision`, {
      method: "POST",
      json: { approve: true, reason: "" },
    });
    expect(noReason.status).toBe(400);

    expect(
      (
        await admin.request(`/api/admin/refunds/${askedYes.id}/decision`, {
          method: "POST",
          json: { approve: true, reason: "Within the window." },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.request(`/api/admin/refunds/${askedNo.id}/decision`, {
          method: "POST",
          json: { approve: false, reason: "Analyses were used." },
        })
      ).status,
    ).toBe(200);

    expect(await auditFor(askedYes.id)).toEqual([
      expect.objectContaining({
        action: "refund.approved",
        adminEmail: bootstrapAdmin,
        before: expect.objectContaining({ status: "requested", paymentStatus: "completed" }),
        after: expect.objectContaining({
          status: "processed",
          paymentStatus: "refunded",
          decisionReason: "Within the window.",
          providerReference: expect.any(String),
        }),
      }),
    ]);
    expect(await auditFor(askedNo.id)).toEqual([
      expect.objectContaining({
        action: "refund.declined",
        before: expect.objectContaining({ status: "requested" }),
        after: expect.objectContaining({
          status: "declined",
          paymentStatus: "completed",
          decisionReason: "Analyses were used.",
        }),
      }),
    ]);
    // a second decision is refused and not audited
    expect(
      (
        await admin.request(`/api/admin/refunds/${askedNo.id}/decision`, {
          method: "POST",
          json: { approve: true, reason: "Changed my mind" },
        })
      ).status,
    ).toBe(409);
    expect(await auditFor(askedNo.id)).toHaveLength(1);
  });
});

describe("feedback and consultations", () => {
  it("the feedback inbox shows what was sent, with the sender's account", async () => {
    const sender = await signUp("feedback-sender@example.co.za");
    expect(
      (
        await sender.request("/api/feedback", {
          method: "POST",
          json: { rating: "4", experience: "Clear risk summary.", url: "http://localhost/history?x=1" },
        })
      ).status,
    ).toBeLessThan(300);
    const inbox = adminFeedbackPageSchema.parse(await (await admin.request("/api/admin/feedback")).json());
    expect(inbox.items[0]).toMatchObject({
      rating: 4,
      experience: "Clear risk summary.",
      userEmail: "feedback-sender@example.co.za",
      pagePath: "/history",
    });
    expect(inbox.total).toBeGreaterThanOrEqual(1);
  });

  it("a consultation request's status moves on, audited; an unknown status changes nothing", async () => {
    const client = await signUp("consult-me@example.co.za");
    const created = await client.request("/api/consultations", {
      method: "POST",
      json: {
        name: "Sipho",
        topic: "Lease renewal terms",
        contactMethod: "phone",
        contactDetail: "082 123 4567",
        preferredTime: "any_time",
      },
    });
    expect(created.status).toBe(201);
    const { consultation } = await created.json();

    const moved = await admin.request(`/api/admin/consultations/${consultation.id}/status`, {
      method: "PUT",
      json: { status: "contacted" },
    });
    expect(moved.status).toBe(200);
    const listed = adminConsultationSchema
      .array()
      .parse(await (await admin.request("/api/admin/consultations")).json());
    expect(listed.find((row) => row.id === consultation.id)!.status).toBe("contacted");
    expect(await auditFor(consultation.id)).toEqual([
      expect.objectContaining({
        action: "consultation.status_changed",
        before: { status: "new" },
        after: { status: "contacted" },
      }),
    ]);

    const refused = await admin.request(`/api/admin/consultations/${consultation.id}/status`, {
      method: "PUT",
      json: { status: "lost" },
    });
    expect(refused.status).toBe(400);
    expect(await auditFor(consultation.id)).toHaveLength(1);
    expect(
      (
        await admin.request("/api/admin/consultations/00000000-0000-4000-8000-000000000000/status", {
          method: "PUT",
          json: { status: "closed" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("the audit log", () => {
  it("is paged, newest first, and names the admin", async () => {
    const all = adminAuditPageSchema.parse(await (await admin.request("/api/admin/audit?limit=200")).json());
    expect(all.total).toBe(all.entries.length);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const times = all.entries.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = adminAuditPageSchema.parse(await (await admin.request("/api/admin/audit?limit=2&offset=1")).json());
    expect(second.entries.map((entry) => entry.id)).toEqual(all.entries.slice(1, 3).map((entry) => entry.id));
    expect((await admin.request("/api/admin/audit?limit=0")).status).toBe(400);
  });
});
