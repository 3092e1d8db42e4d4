import type { Browser } from "@playwright/test";
import { formatPrice, type Plan } from "../common/plans";
import { e2eAdminEmail } from "../playwright.config";
import { signUpViaApi, uniqueEmail } from "./support/accounts";
import { test as base, desktopViewport, expect, mobileViewport } from "./support/fixtures";

const test = base.extend<{
  /** At 390 px the page itself never scrolls sideways; checked, then screenshotted and run through axe. */
  checkMobile: (name: string, visible: () => Promise<void>) => Promise<void>;
}>({
  checkMobile: async ({ page, expectAccessible, saveScreenshot }, use) => {
    await use(async (name, visible) => {
      await page.setViewportSize(mobileViewport);
      await visible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
      await expectAccessible();
      await saveScreenshot(name);
      await page.setViewportSize(desktopViewport);
    });
  },
});

/** A customer in their own browser context; `buy` pays for Professional through the demo provider. */
async function seedCustomer(browser: Browser, options: { buy?: boolean; refundReason?: string } = {}) {
  const context = await browser.newContext();
  const email = await signUpViaApi(context.request, uniqueEmail("customer"));
  let paymentId: string | null = null;
  if (options.buy) {
    const checkout = (await (
      await context.request.post("/api/yoco/yoco-checkout", {
        data: { planId: "professional", amount: 29900, currency: "ZAR" },
      })
    ).json()) as { paymentId: string };
    expect((await context.request.post(`/api/demo/payments/${checkout.paymentId}/complete`)).status()).toBe(200);
    paymentId = checkout.paymentId;
  }
  if (options.refundReason) {
    expect(
      (await context.request.post("/api/refunds", { data: { paymentId, reason: options.refundReason } })).status(),
    ).toBe(201);
  }
  const tier = async () =>
    (await (await context.request.get("/api/auth/user")).json()) as { subscriptionTier: string; isAdmin: boolean };
  return { email, context, tier };
}

test("users: search by email, see usage and payments, change the tier and grant admin", async ({
  page,
  browser,
  expectAccessible,
  saveScreenshot,
  signInAsAdmin,
  checkMobile,
}) => {
  const customer = await seedCustomer(browser, { buy: true });
  await page.setViewportSize(desktopViewport);
  await signInAsAdmin();
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();

  await page.getByLabel("Search by email or name").fill(customer.email.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row")).toHaveCount(2); // header and the one match
  await expect(row).toContainText("Professional");
  await expectAccessible();
  await saveScreenshot("admin-users-desktop");

  await row.getByRole("button", { name: `Manage ${customer.email}` }).click();
  const dialog = page.getByRole("dialog", { name: `Manage ${customer.email}` });
  await expect(dialog.getByText("Professional · R299.00")).toBeVisible();
  await expect(dialog.getByText("0 of 50").first()).toBeVisible();
  await dialog.getByLabel("Tier").selectOption("enterprise");
  await dialog.getByRole("button", { name: "Change tier" }).click();
  await expect(page.getByText(`${customer.email} is now on Enterprise.`, { exact: true })).toBeVisible();
  expect((await customer.tier()).subscriptionTier).toBe("enterprise");

  await dialog.getByRole("button", { name: "Grant admin" }).click();
  await expect(page.getByText(`${customer.email} is now an admin.`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Revoke admin" })).toBeVisible();
  expect((await customer.tier()).isAdmin).toBe(true);
  await expectAccessible();
  await saveScreenshot("admin-user-dialog-desktop", { fullPage: false });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Enterprise");
  await expect(row).toContainText("Admin");

  await checkMobile("admin-users-mobile", () =>
    expect(
      page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: customer.email }),
    ).toBeVisible(),
  );
  await customer.context.close();
});

test("an admin cannot revoke their own role from the screen", async ({ page, signInAsAdmin }) => {
  await signInAsAdmin();
  await page.goto("/admin/users");
  await page.getByLabel("Search by email or name").fill(e2eAdminEmail);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Manage ${e2eAdminEmail}` }).click();
  const dialog = page.getByRole("dialog", { name: `Manage ${e2eAdminEmail}` });
  await expect(dialog.getByRole("button", { name: "Revoke admin" })).toBeDisabled();
  await expect(dialog.getByText("This is your account: another admin must revoke your role.")).toBeVisible();
});

test("plans: a bad price is refused with a message; a new Enterprise price shows on /pricing", async ({
  page,
  expectAccessible,
  saveScreenshot,
  signInAsAdmin,
  checkMobile,
}) => {
  await page.setViewportSize(desktopViewport);
  await signInAsAdmin();
  const original = ((await (await page.request.get("/api/subscription/plans")).json()) as Plan[]).find(
    (plan) => plan.id === "enterprise",
  )!;
  const newPrice = original.price === 109900 ? 119900 : 109900;
  try {
    await page.goto("/admin/plans");
    const enterprise = page.getByRole("form", { name: "Enterprise" });
    await expect(enterprise).toBeVisible();

    await enterprise.getByLabel("Price (rand, VAT included)").fill("12,50abc");
    await enterprise.getByRole("button", { name: "Save Enterprise" }).click();
    await expect(enterprise.getByText("Enter the price in rand, e.g. 299 or 299.00.")).toBeVisible();
    await enterprise.getByLabel("Price (rand, VAT included)").fill("0.50");
    await enterprise.getByRole("button", { name: "Save Enterprise" }).click();
    await expect(enterprise.getByText("A paid plan costs at least R1.00 (100 cents).")).toBeVisible();
    expect(
      ((await (await page.request.get("/api/subscription/plans")).json()) as Plan[]).find(
        (plan) => plan.id === "enterprise",
      )!.price,
    ).toBe(original.price);
    await expectAccessible();

    await enterprise.getByLabel("Price (rand, VAT included)").fill(String(newPrice / 100));
    await enterprise.getByRole("button", { name: "Save Enterprise" }).click();
    await expect(page.getByText("Enterprise plan saved.", { exact: true })).toBeVisible();
    await saveScreenshot("admin-plans-desktop");
    await checkMobile("admin-plans-mobile", () =>
      expect(page.getByRole("form", { name: "Professional" })).toBeVisible(),
    );

    await page.goto("/pricing");
    await expect(page.getByRole("article", { name: /^Enterprise/ }).getByText(formatPrice(newPrice))).toBeVisible();
  } finally {
    const { analysisLimit, generationLimit, sharingLimit, price } = original;
    expect(
      (
        await page.request.put("/api/admin/plans/enterprise", {
          data: { price, analysisLimit, generationLimit, sharingLimit: sharingLimit ?? null },
        })
      ).status(),
    ).toBe(200);
  }
});

test("refunds: a request shows payment, dates and the 7-day rule; approving it refunds through the demo provider", async ({
  page,
  browser,
  expectAccessible,
  saveScreenshot,
  signInAsAdmin,
  checkMobile,
}) => {
  const customer = await seedCustomer(browser, { buy: true, refundReason: "It does not cover my lease questions." });
  await page.setViewportSize(desktopViewport);
  await signInAsAdmin();
  await page.goto("/admin/refunds");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: customer.email }) });
  await expect(card).toContainText("Professional · R299.00 · Demo");
  await expect(card).toContainText("Eligible");
  await expect(card).toContainText("It does not cover my lease questions.");
  await expectAccessible();
  await saveScreenshot("admin-refunds-desktop");
  await checkMobile("admin-refunds-mobile", () => expect(card).toBeVisible());

  await card.getByRole("button", { name: `Approve refund for ${customer.email}` }).click();
  const dialog = page.getByRole("dialog", { name: `Approve the refund for ${customer.email}?` });
  await dialog.getByRole("button", { name: "Approve and refund" }).click();
  await expect(dialog.getByText("Give a reason of at least 3 characters.")).toBeVisible();
  await dialog.getByLabel("Reason for the decision").fill("Asked within 7 days of a first subscription.");
  await expectAccessible();
  await dialog.getByRole("button", { name: "Approve and refund" }).click();
  await expect(page.getByText("Refund approved and processed.", { exact: true })).toBeVisible();
  await expect(card).toContainText("Refunded");
  await expect(card.getByRole("button", { name: /Approve/ })).toHaveCount(0);
  expect((await customer.tier()).subscriptionTier).toBe("free");
  await customer.context.close();
});

test("feedback inbox and consultation requests, whose status an admin moves on", async ({
  page,
  browser,
  expectAccessible,
  saveScreenshot,
  signInAsAdmin,
  checkMobile,
}) => {
  const customer = await seedCustomer(browser);
  expect(
    (
      await customer.context.request.post("/api/feedback", {
        data: { rating: "5", experience: "The risk summary was clear.", recommendation: "yes" },
      })
    ).ok(),
  ).toBe(true);
  const topic = `Lease review ${customer.email.slice(9, 17)}`;
  const created = await customer.context.request.post("/api/consultations", {
    data: {
      name: "Sipho Dlamini",
      topic,
      contactMethod: "phone",
      contactDetail: "082 123 4567",
      preferredTime: "any_time",
    },
  });
  expect(created.status()).toBe(201);
  const { reference } = ((await created.json()) as { consultation: { reference: string } }).consultation;

  await page.setViewportSize(desktopViewport);
  await signInAsAdmin();
  await page.goto("/admin/feedback");
  const feedback = page.getByRole("listitem").filter({ hasText: customer.email });
  await expect(feedback).toContainText("Rating: 5 of 5");
  await expect(feedback).toContainText("The risk summary was clear.");
  await expectAccessible();
  await saveScreenshot("admin-feedback-desktop");
  await checkMobile("admin-feedback-mobile", () => expect(feedback).toBeVisible());

  await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Consultations" }).click();
  const request = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: topic }) });
  const status = request.getByRole("combobox");
  await expect(status).toHaveValue("new");
  await status.selectOption("contacted");
  await expect(page.getByText(`${reference} is now contacted.`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: topic }) })
      .getByRole("combobox"),
  ).toHaveValue("contacted");
  await expectAccessible();
  await saveScreenshot("admin-consultations-desktop");
  await checkMobile("admin-consultations-mobile", () =>
    expect(page.getByRole("heading", { name: topic })).toBeVisible(),
  );
  await customer.context.close();
});

test("the audit log names the admin, the action and what changed", async ({
  page,
  browser,
  expectAccessible,
  saveScreenshot,
  signInAsAdmin,
  checkMobile,
}) => {
  const customer = await seedCustomer(browser);
  await page.setViewportSize(desktopViewport);
  await signInAsAdmin();
  const found = (await (await page.request.get(`/api/admin/users?q=${encodeURIComponent(customer.email)}`)).json()) as {
    users: { id: string }[];
  };
  expect(
    (await page.request.put(`/api/admin/users/${found.users[0]!.id}/tier`, { data: { tier: "beta" } })).status(),
  ).toBe(200);

  await page.goto("/admin/audit");
  const entry = page
    .getByRole("list", { name: "Admin actions" })
    .getByRole("listitem")
    .filter({ hasText: "subscriptionTier: free → beta" })
    .filter({ hasText: customer.email });
  await expect(entry).toContainText("Changed tier");
  await expect(entry).toContainText(`Admin: ${e2eAdminEmail}`);
  await expectAccessible();
  await saveScreenshot("admin-audit-desktop");
  await checkMobile("admin-audit-mobile", () => expect(entry).toBeVisible());

  // the users screen shows the latest actions too
  await page.goto("/admin/users");
  await expect(page.getByRole("region", { name: "Recent admin actions" }).getByRole("listitem").first()).toBeVisible();
  await customer.context.close();
});

test("a user who is not an admin sees 'administrators only' on the management screens", async ({ page }) => {
  await signUpViaApi(page.request);
  for (const path of ["/admin/users", "/admin/plans", "/admin/refunds", "/admin/audit"]) {
    await page.goto(path);
    await expect(page.getByRole("alert")).toContainText("You do not have access to this.");
  }
});
