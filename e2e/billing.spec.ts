import type { Page } from "@playwright/test";
import { formatPrice, type Plan } from "../common/plans";
import { signUpViaApi, testPassword, uniqueEmail } from "./support/accounts";
import { test as base, desktopViewport, expect, mobileViewport } from "./support/fixtures";

const test = base.extend<{
  /** Desktop and 390 px captures of the page as it is now (screenshots/billing-<name>-desktop.png, …-390.png). */
  screenshotBoth: (name: string, ready: () => Promise<void>) => Promise<void>;
}>({
  screenshotBoth: async ({ page, saveScreenshot }, use) => {
    await use(async (name, ready) => {
      await page.setViewportSize(desktopViewport);
      await ready();
      await saveScreenshot(`billing-${name}-desktop`);
      await page.setViewportSize(mobileViewport);
      await ready();
      await saveScreenshot(`billing-${name}-390`);
      await page.setViewportSize(desktopViewport);
    });
  },
});

/** The plans as the server serves them: the test reads figures from there, never from a copy. */
async function servedPlans(page: Page): Promise<Plan[]> {
  const response = await page.request.get("/api/subscription/plans");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Plan[];
}

function planCard(page: Page, name: string) {
  return page.getByRole("article", { name: new RegExp(`^${name}`) });
}

test("a visitor picks Professional, signs up, pays in the demo checkout and gets the plan, its limits and an invoice", async ({
  page,
  expectAccessible,
  saveScreenshot,
  screenshotBoth,
}) => {
  await page.setViewportSize(desktopViewport);
  const professional = (await servedPlans(page)).find((plan) => plan.id === "professional")!;

  // Signed out on /pricing: every plan with its rand price.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Plans and pricing" })).toBeVisible();
  await expect(planCard(page, "Professional").getByText(formatPrice(professional.price))).toBeVisible();
  await expectAccessible();
  await screenshotBoth("pricing-signed-out", () => expect(planCard(page, "Enterprise")).toBeVisible());

  // Upgrading signs in first, remembering the plan.
  await planCard(page, "Professional").getByRole("button", { name: "Upgrade to Professional" }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fpricing$/);
  await page.getByRole("link", { name: "Create a free account" }).click();
  // the sign-in form has an Email field too: wait for the sign-up screen before filling it
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await page.getByLabel("Email").fill(uniqueEmail("billing"));
  await page.getByLabel("Password", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Create Account" }).click();

  // Back on /pricing with the pre-selected plan, which is then cleared.
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText("You chose the Professional plan. Continue below to pay securely.")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("contractclarity.selected-plan"))).toBeNull();
  await expect(page.getByRole("region", { name: /Your usage this month/ })).toBeVisible();
  await expectAccessible();
  await screenshotBoth("pricing", () =>
    expect(page.getByText("You chose the Professional plan. Continue below to pay securely.")).toBeVisible(),
  );

  await planCard(page, "Professional").getByRole("button", { name: "Upgrade to Professional" }).click();
  await expect(page.getByText("Demo Checkout", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/demo-checkout\/[^/?]+/);

  // The demo checkout says plainly that no money moves, and shows the plan and amount in rand.
  await expect(page.getByRole("heading", { level: 1, name: "Demo Checkout" })).toBeVisible();
  await expect(page.getByRole("main").getByText(/No real money moves/)).toBeVisible();
  await expect(page.getByRole("main").getByText(formatPrice(professional.price))).toBeVisible();
  await screenshotBoth("demo-checkout", () => expect(page.getByRole("button", { name: "Pay now" })).toBeVisible());
  await page.getByRole("button", { name: "Pay now" }).click();

  // Payment status: confirmed, activated, then on to /subscription.
  await expect(page).toHaveURL(/\/payment-status\/[^/?]+\?planId=professional&userId=/);
  await expect(page.getByRole("heading", { name: "Payment confirmed" })).toBeVisible();
  await expect(page.getByText("Subscription Activated!", { exact: true })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("billing-payment-status-success-desktop");
  await expect(page).toHaveURL(/\/subscription$/);

  // /subscription shows Professional with its limits.
  await expect(page.getByRole("heading", { level: 2, name: "Professional" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText(`0 of ${professional.analysisLimit} used`).first()).toBeVisible();
  await expectAccessible();
  await screenshotBoth("subscription", () =>
    expect(page.getByRole("heading", { level: 2, name: "Professional" })).toBeVisible(),
  );

  // The payment is listed in rand with VAT, and its invoice downloads as a PDF.
  await page.getByRole("link", { name: "Payments and invoices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments and invoices" })).toBeVisible();
  const row = page.getByRole("row", { name: /Professional/ });
  await expect(row.getByText(formatPrice(professional.price))).toBeVisible();
  await expect(row.getByText("Paid")).toBeVisible();
  const invoice = row.getByRole("link", { name: /^Download invoice .+ \(PDF\)$/ });
  await expect(invoice).toBeVisible();
  const href = await invoice.getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const download = page.waitForEvent("download");
  await invoice.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expectAccessible();
  await screenshotBoth("payment-dashboard", () =>
    expect(page.getByRole("heading", { level: 1, name: "Payments and invoices" })).toBeVisible(),
  );
});

test("a cancelled demo payment: back to /pricing with a toast, and its payment status says it failed", async ({
  page,
  expectAccessible,
  screenshotBoth,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  const user = (await (await page.request.get("/api/auth/user")).json()) as { id: string };

  await page.goto("/pricing");
  await planCard(page, "Enterprise").getByRole("button", { name: "Upgrade to Enterprise" }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/[^/?]+/);
  const paymentId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText("Payment cancelled", { exact: true })).toBeVisible();

  await page.goto(
    `/payment-status/${encodeURIComponent(paymentId)}?planId=enterprise&userId=${encodeURIComponent(user.id)}&source=demo`,
  );
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await expect(page.getByText("Payment was not successful. Please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Plans" })).toHaveAttribute("href", "/subscription");
  await page.getByRole("button", { name: "Contact Support" }).click();
  await expect(
    page.getByText(`Please contact support and quote your payment reference ${paymentId}.`, { exact: true }),
  ).toBeVisible();
  await expectAccessible();
  await screenshotBoth("payment-status-failed", () =>
    expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible(),
  );

  // Missing parameters fail at once.
  await page.goto(`/payment-status/${encodeURIComponent(paymentId)}`);
  await expect(page.getByText("Payment information is missing. Please try again.")).toBeVisible();
});

test("a payment that stays pending times out after 300 s with its message, and Check Again starts over", async ({
  page,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  const user = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  const professional = (await servedPlans(page)).find((plan) => plan.id === "professional")!;
  // A checkout nobody pays: the demo payment stays pending on the server.
  const checkout = await page.request.post("/api/yoco/yoco-checkout", {
    data: { planId: "professional", amount: professional.price, currency: "ZAR", description: "Professional plan" },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { paymentId } = (await checkout.json()) as { paymentId: string };

  await page.clock.install();
  await page.goto(
    `/payment-status/${encodeURIComponent(paymentId)}?planId=professional&userId=${encodeURIComponent(user.id)}&source=demo`,
  );
  await expect(page.getByText("Processing your payment... Please wait.")).toBeVisible();
  const timedOut = page.getByText("Payment verification timed out. Your payment may still be processing.");
  // Move the page's clock 3 s at a time and let each poll's real request finish, so only the
  // 300 s limit can end it (jumping minutes at once would also fire the request time-outs).
  for (let step = 1; step <= 110 && !(await timedOut.isVisible()); step++) {
    const poll = page
      .waitForResponse((response) => response.url().includes("/api/demo/payment-status"), { timeout: 2_000 })
      .catch(() => null);
    await page.clock.runFor(3_000);
    await poll;
    if (step === 40) await expect(page.getByText("Processing your payment... Please wait.")).toBeVisible(); // still polling at 2 minutes
  }
  await expect(timedOut).toBeVisible();
  await page.getByRole("button", { name: "Check Again" }).click();
  await expect(page.getByText("Processing your payment... Please wait.")).toBeVisible();
});
