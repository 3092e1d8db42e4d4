import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { startLocalSmtpServer } from "../api/email/testing/local-smtp-server";
import { adminOverviewSchema, adminSeriesSchema } from "../common/api/admin-stats";
import { modelUsageReportSchema } from "../common/api/model-usage";
import { signUpViaApi } from "./support/accounts";
import { desktopViewport, expect, mobileViewport, test } from "./support/fixtures";

/** A customer who paid for Professional through the demo provider: revenue this month. */
async function seedPayingCustomer(request: APIRequestContext) {
  await signUpViaApi(request);
  const checkout = (await (
    await request.post("/api/yoco/yoco-checkout", { data: { planId: "professional", amount: 29900, currency: "ZAR" } })
  ).json()) as { paymentId: string };
  expect((await request.post(`/api/demo/payments/${checkout.paymentId}/complete`)).status()).toBe(200);
}

/** One chat message answered (by the local engine, which the browser tests run with): a row of AI usage today. */
async function askTheAgent(request: APIRequestContext) {
  const response = await request.post("/api/agent/chat", {
    data: {
      id: `usage-${Date.now()}`,
      messages: [{ id: `m-${Date.now()}`, role: "user", parts: [{ type: "text", text: "Hello" }] }],
    },
  });
  expect(response.status()).toBe(200);
  await response.body(); // the answer is stored, with its usage, when the stream ends
}

const randText = (cents: number) =>
  `${cents < 0 ? "−" : ""}R${(Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, " ")}`;

test("the dashboard shows the server's figures: users, activity, revenue by month, refunds, failures", async ({
  page,
  browser,
  expectAccessible,
  saveScreenshot,
  signInAsAdmin,
}) => {
  const customer = await browser.newContext();
  await seedPayingCustomer(customer.request);
  await askTheAgent(customer.request);
  await customer.close();

  await page.setViewportSize(desktopViewport);
  await signInAsAdmin();
  const overviewResponse = page.waitForResponse((response) => response.url().endsWith("/api/admin/stats/overview"));
  const usageResponse = page.waitForResponse((response) => response.url().includes("/api/admin/stats/model-usage?"));
  await page.goto("/admin");
  const overview = adminOverviewSchema.parse(await (await overviewResponse).json());
  const usage = modelUsageReportSchema.parse(await (await usageResponse).json());
  expect(usage.days).toHaveLength(30);
  expect(usage.total.local.chatMessages).toBeGreaterThanOrEqual(1);
  expect(overview.revenueByMonth.at(-1)!.gross).toBeGreaterThanOrEqual(29900);

  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const users = page.getByRole("region", { name: "Users" });
  await expect(users.getByText(`${overview.users.total} accounts`)).toBeVisible();
  await expect(users.getByText(`${overview.users.newLast7Days} new in the last 7 days`)).toBeVisible();
  await expect(users.getByRole("definition").nth(1)).toHaveText(String(overview.users.byTier.professional));
  const analyses = page.getByRole("region", { name: "Analyses" });
  await expect(analyses.getByRole("definition")).toHaveText(
    [overview.analyses.today, overview.analyses.last7Days, overview.analyses.last30Days].map(String),
  );

  const revenue = page.getByRole("region", { name: "Revenue by month" });
  await expect(revenue.getByRole("row")).toHaveCount(14); // header, 12 months, total
  const thisMonth = overview.revenueByMonth.at(-1)!;
  await expect(revenue.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText(randText(thisMonth.net));
  await expect(
    page.getByRole("region", { name: "Open refund requests" }).getByRole("link", { name: "Review refunds" }),
  ).toHaveAttribute("href", "/admin/refunds");
  await expect(page.getByRole("heading", { name: "Failures in the last 30 days" })).toBeVisible();

  // the AI model card names the model and says the local engine answers; the usage beside it counts its answers at no cost
  const model = page.getByRole("region", { name: "AI model" });
  await expect(model.getByText(overview.modelProvider.label, { exact: true })).toBeVisible();
  await expect(model).toContainText("The built-in local engine answers every request");
  const aiUsage = page.getByRole("region", { name: "AI usage and cost" });
  await expect(aiUsage.getByRole("definition")).toHaveText([
    "R0.00",
    "0",
    "0",
    String(usage.total.local.chatMessages + usage.total.local.analyses),
  ]);
  await expect(aiUsage).toContainText("The local engine answers every request: there is nothing to pay a provider.");
  const today = usage.days[0]!;
  const todayRow = aiUsage.getByRole("row").nth(1);
  await expect(todayRow.getByRole("rowheader")).toHaveText(
    new Date(`${today.date}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
  );
  await expect(todayRow.getByRole("cell").last()).toHaveText(String(today.local.chatMessages + today.local.analyses));
  await expectAccessible();
  await saveScreenshot("admin-dashboard-desktop");

  await page.setViewportSize(mobileViewport);
  await expect(users).toBeVisible();
  await expect(aiUsage.getByRole("definition").last()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
  await expectAccessible();
  await saveScreenshot("admin-dashboard-mobile");
});

test("a signed-in user who is not an admin is told so, not shown figures", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/admin");
  await expect(page.getByRole("alert")).toContainText("You do not have access to this.");
  await expect(page.getByRole("region", { name: "Users" })).toHaveCount(0);
});

test("analytics: charts render, the range changes the figures, bad ranges are refused and the CSV downloads", async ({
  page,
  expectAccessible,
  saveScreenshot,
  signInAsAdmin,
}) => {
  await page.setViewportSize(desktopViewport);
  await signInAsAdmin();
  const firstSeries = page.waitForResponse((response) => response.url().includes("/api/admin/stats/series?"));
  await page.goto("/admin/analytics");
  const initial = adminSeriesSchema.parse(await (await firstSeries).json());
  expect(initial.points).toHaveLength(30);
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");

  const signups = page.getByRole("figure", { name: "Sign-ups" });
  await expect(signups.locator("svg.recharts-surface")).toBeVisible();
  await expect(signups.locator(".recharts-bar-rectangle").first()).toBeAttached();
  await expect(page.getByRole("figure", { name: "Analysis time" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Most frequent high-risk findings" })).toBeVisible();
  await signups.getByText("Show the figures as a table").click();
  await expect(signups.getByRole("table").getByRole("row")).toHaveCount(31);
  await expectAccessible();
  await saveScreenshot("admin-analytics-desktop");

  // a preset: 7 days, asked of the server, in the address and in the table
  const weekSeries = page.waitForResponse((response) => response.url().includes("/api/admin/stats/series?"));
  await page.getByRole("button", { name: "Last 7 days" }).click();
  const week = adminSeriesSchema.parse(await (await weekSeries).json());
  expect(week.points).toHaveLength(7);
  await expect(page).toHaveURL(new RegExp(`from=${week.from}&to=${week.to}`));
  await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(signups.getByRole("table").getByRole("row")).toHaveCount(8);
  await expect(page.getByRole("figure", { name: "Sign-ups" })).toHaveAccessibleDescription(/Sign-ups: /);

  // a backwards range is refused on the spot, naming the problem
  await page.getByLabel("From", { exact: true }).fill(week.to);
  await page.getByLabel("To", { exact: true }).fill(week.from);
  await expect(page.getByRole("alert")).toHaveText("The start date must be on or before the end date.");
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`contractclarity-stats-${week.from}-to-${week.to}.csv`);
  const rows = readFileSync((await file.path())!, "utf8")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
  expect(rows[0]!.slice(0, 3)).toEqual(["Date", "Sign-ups", "Analyses"]);
  expect(rows.slice(1).map((row) => row[0])).toEqual(week.points.map((point) => point.date));
  // other tests sign up (and delete) accounts today while this runs: the days before today are settled
  const settled = (counts: number[]) => counts.slice(0, -1);
  expect(settled(rows.slice(1).map((row) => Number(row[1])))).toEqual(
    settled(week.points.map((point) => point.signups)),
  );
  expect(Number.isInteger(Number(rows.at(-1)![1]))).toBe(true);

  await page.setViewportSize(mobileViewport);
  await expect(signups).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
  await saveScreenshot("admin-analytics-mobile");
});

test("email config: saves SMTP settings without showing the password, reports an unreachable server, delivers a test e-mail, edits a template", async ({
  page,
  expectAccessible,
  saveScreenshot,
  signInAsAdmin,
}) => {
  const smtp = await startLocalSmtpServer();
  try {
    await page.setViewportSize(desktopViewport);
    await signInAsAdmin();
    await page.goto("/admin-config");
    await expect(page.getByRole("heading", { level: 1, name: "Email Configuration" })).toBeVisible();

    const form = page.getByRole("form", { name: "SMTP server" });
    await form.getByLabel("SMTP host").fill("127.0.0.1");
    await form.getByLabel("Port").fill("1"); // nothing listens there
    await form.getByLabel("Security (TLS)").selectOption("none");
    await form.getByLabel("User name").fill(smtp.credentials.user);
    await form.getByLabel("Password", { exact: true }).fill(smtp.credentials.password);
    await form.getByLabel("From address").fill("hello@contractclarity.example");
    await form.getByLabel("Sender name").fill("ContractClarity");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(form.getByRole("status")).toHaveText("E-mail is set up: the product sends through 127.0.0.1:1.");
    await expect(form.getByText("Password: Set")).toBeVisible();
    await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
    const stored = await (await page.request.get("/api/admin/email/settings")).text();
    expect(stored).not.toContain(smtp.credentials.password);

    const test = page.getByRole("form", { name: "Send a test e-mail" });
    const recipient = `owner-${Date.now()}@example.co.za`;
    await test.getByLabel("Send to").fill(recipient);
    await test.getByRole("button", { name: "Send test e-mail" }).click();
    await expect(test.getByRole("alert")).toHaveText(
      "The test e-mail was not sent. Could not connect to 127.0.0.1:1: the connection was refused. Check the host and port, and that the mail server is running.",
    );
    await expectAccessible();

    // the real server: only the port changes, the saved password is kept
    await form.getByLabel("Port").fill(String(smtp.port));
    await expect(test.getByText("You have unsaved changes")).toBeVisible();
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(form.getByRole("status")).toHaveText(
      `E-mail is set up: the product sends through 127.0.0.1:${smtp.port}.`,
    );
    await test.getByRole("button", { name: "Send test e-mail" }).click();
    await expect(test.getByRole("status")).toContainText(`The test e-mail was sent to ${recipient}`);
    await expect.poll(() => smtp.received.filter((email) => email.envelopeTo.includes(recipient)).length).toBe(1);
    const arrived = smtp.received.find((email) => email.envelopeTo.includes(recipient))!;
    expect(arrived.headers.from).toBe("ContractClarity <hello@contractclarity.example>");
    expect(arrived.subject).toBe("ContractClarity test e-mail");
    await saveScreenshot("admin-config-desktop");

    // a template: edit, preview with sample data, save, restore
    const templates = page.getByRole("region", { name: "E-mail templates" });
    await templates.getByRole("tab", { name: "Payment receipt" }).click();
    const receipt = templates.getByRole("form", { name: "Payment receipt" });
    await receipt.getByLabel("Subject").fill("Receipt {{invoiceNumber}} for {{planName}}");
    await expect(templates.getByRole("region", { name: /Preview/ })).toContainText(
      "Receipt INV-2026-000042 for Professional",
    );
    await receipt.getByLabel("Subject").fill("Receipt {{invoice}}");
    await receipt.getByRole("button", { name: "Save template" }).click();
    await expect(receipt.getByText(/uses \{\{invoice\}\}, which this e-mail does not have/)).toBeVisible();
    await receipt.getByLabel("Subject").fill("Receipt {{invoiceNumber}} for {{planName}}");
    await receipt.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByText("Payment receipt template saved", { exact: true })).toBeVisible();
    await expect(templates.getByRole("form", { name: "Payment receipt" }).getByText("Edited")).toBeVisible();
    await templates
      .getByRole("form", { name: "Payment receipt" })
      .getByRole("button", { name: "Restore default" })
      .click();
    await expect(templates.getByRole("form", { name: "Payment receipt" }).getByLabel("Subject")).toHaveValue(
      "Your ContractClarity receipt {{invoiceNumber}}",
    );
    await expectAccessible();

    await page.setViewportSize(mobileViewport);
    await expect(form).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
    await saveScreenshot("admin-config-mobile");
  } finally {
    await smtp.close();
  }
});
