import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** What the browser reports against the Content Security Policy: its own console errors and the securitypolicyviolation events. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`,
      );
    });
  });
  return violations;
}

test("the built page loads its scripts from our own files only, and is served under the CSP", async ({ request }) => {
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
    expect(body!.trim()).toBe("");
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=|javascript:/i);
});

test("the app runs under its CSP: pages, a dialog and the charts raise no violation", async ({
  page,
  browser,
  signInAsAdmin,
}) => {
  const violations = await watchPolicyViolations(page);

  // a visitor: the landing page, and a dialog (Radix inserts its scroll-lock styles at run time)
  await page.goto("/about");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("dialog", { name: "Send us feedback" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // a signed-in user's screens
  await signUpViaApi(page.request);
  for (const pathname of ["/", "/history", "/templates", "/settings"]) {
    await page.goto(pathname);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }

  // the admin's charts (recharts)
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  const adminViolations = await watchPolicyViolations(adminPage);
  await signInAsAdmin(adminPage.request);
  await adminPage.goto("/admin/analytics");
  await expect(adminPage.locator(".recharts-surface").first()).toBeVisible();
  await admin.close();

  expect([...violations, ...adminViolations]).toEqual([]);
});
