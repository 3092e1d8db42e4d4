import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, mobileViewport, test } from "./support/fixtures";

const tagline = "The contract clarity solution";

function mainNavigation(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

test.describe("route rules", () => {
  test("signed out: landing at /, public pages, landing for every other path", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: tagline })).toBeVisible();
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await page.goto("/payment-status/pay_123");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Status" })).toBeVisible();
    for (const path of ["/history", "/admin", "/test-routes", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: tagline })).toBeVisible();
    }
  });

  test("signed in: every route of the table, and '404 Page Not Found' for unknown paths", async ({ page }) => {
    const email = await signUpViaApi(page.request);
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
    ).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    for (const [path, heading] of [
      ["/history", "History"],
      ["/ai-contract-agent", "AI Contract Agent"],
      ["/admin/refunds", "Refund requests"],
      ["/contract-view/abc", "Contract"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
    ).toBeVisible();
  });

  test("a session that expires signs the user out of protected pages", async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await page.context().clearCookies();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: tagline })).toBeVisible();
  });
});

test.describe("navigation bar, desktop", () => {
  test("dropdowns work with the mouse and the keyboard; no Admin menu for a normal user", async ({
    page,
    saveScreenshot,
  }) => {
    await signUpViaApi(page.request);
    await page.goto("/history");
    const nav = mainNavigation(page);
    await expect(nav.getByRole("button", { name: "Help" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Admin" })).toHaveCount(0);

    await nav.getByRole("button", { name: "Create" }).click();
    await saveScreenshot("navbar-dropdown-desktop");
    await page.getByRole("menuitem", { name: "AI Contract Agent" }).click();
    await expect(page).toHaveURL(/\/ai-agent$/);
    await expect(page.getByRole("menu")).toHaveCount(0);

    // Keyboard: open with Enter, move with the arrow keys, choose with Enter.
    await nav.getByRole("button", { name: "Account" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Subscription" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Settings" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/settings$/);

    // Escape closes a menu and gives focus back to its trigger.
    await nav.getByRole("button", { name: "Help" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "About" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Help" })).toBeFocused();
  });

  test("Upload Contract goes to the analyze section of Home", async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto("/history");
    await mainNavigation(page).getByRole("button", { name: "Analyze" }).click();
    await page.getByRole("menuitem", { name: "Upload Contract" }).click();
    await expect(page).toHaveURL(/\/#analyze$/);
    await expect(page.locator("#analyze")).toBeInViewport();
  });

  test("an admin sees the Admin menu", async ({ page, signInAsAdmin }) => {
    await page.context().clearCookies();
    await signInAsAdmin();
    await page.goto("/");
    // The full bar (with Admin) fits from the narrowest desktop width up.
    for (const width of [769, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(mainNavigation(page).getByRole("button", { name: "Admin" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `screenshots/navbar-admin-${width}.png` });
    }
    await mainNavigation(page).getByRole("button", { name: "Admin" }).click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("menuitem", { name: "Email Config" })).toHaveAttribute("href", "/admin-config");
  });
});

test.describe("navigation bar, 390 px", () => {
  test.use({ viewport: mobileViewport });

  test("the menu opens, reads 'Signed in as: {email}', and closes on route change", async ({
    page,
    saveScreenshot,
  }) => {
    const email = await signUpViaApi(page.request);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("button", { name: "Account" })).toBeHidden();
    await toggle.click();
    const menu = mainNavigation(page);
    await expect(menu.getByText(`Signed in as: ${email}`)).toBeVisible();
    await expect(menu.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await saveScreenshot("navbar-open-mobile-390");
    await menu.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(`Signed in as: ${email}`)).toBeHidden();
  });
});

test("the error boundary catches a render error from the test page", async ({ page, saveScreenshot }) => {
  await signUpViaApi(page.request);
  await page.goto("/test-routes");
  await page.getByRole("button", { name: "Throw a test error" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(
    page.getByText("We encountered an unexpected error. Our team has been notified and is working on a fix."),
  ).toBeVisible();
  await saveScreenshot("error-boundary-desktop");
  await page.getByRole("button", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
  ).toBeVisible();
});

test("a notice shows as a toast and F8 moves focus to the notifications", async ({ page, saveScreenshot }) => {
  await signUpViaApi(page.request);
  await page.goto("/test-routes");
  await page.getByRole("button", { name: "Show a test notice" }).click();
  await expect(page.getByText("Test notice", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Show a test error notice" }).click();
  await expect(page.getByText("Test error notice", { exact: true })).toBeVisible();
  await expect(page.getByText("Test notice", { exact: true })).toHaveCount(0);
  await saveScreenshot("toast-error-desktop");
  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: /Notifications/ }).locator("ol")).toBeFocused();
});

test("a toast is dismissed by swiping right past 50 px, not by a shorter swipe", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/test-routes");
  await page.getByRole("button", { name: "Show a test error notice" }).click();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .locator("li")
    .filter({ hasText: "Test error notice" });
  await expect(toast).toBeVisible();

  async function swipe(distance: number) {
    const box = await toast.boundingBox();
    if (!box) throw new Error("The toast has no box.");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + distance, y, { steps: 8 });
    await page.mouse.up();
  }

  await swipe(30);
  await expect(page.getByText("Test error notice", { exact: true })).toBeVisible();
  await swipe(90);
  await expect(page.getByText("Test error notice", { exact: true })).toHaveCount(0);
});

test("offline: the banner and the 'Connection lost' / 'Back online' toasts", async ({
  page,
  context,
  saveScreenshot,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: tagline })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText("You're offline. Some features may not work properly.")).toBeVisible();
  await expect(page.getByText("Connection lost", { exact: true })).toBeVisible();
  await saveScreenshot("offline-desktop");
  await context.setOffline(false);
  await expect(page.getByText("You're offline. Some features may not work properly.")).toBeHidden();
  await expect(page.getByText("Back online", { exact: true })).toBeVisible();
  await expect(page.getByText("Back online", { exact: true })).toBeHidden();
});

test.describe("accessibility and screenshots", () => {
  for (const viewport of [
    { name: "desktop", size: { width: 1280, height: 800 } },
    { name: "390", size: mobileViewport },
  ]) {
    test(`landing, sign-in, home and 404 pass axe (${viewport.name})`, async ({
      page,
      expectAccessible,
      saveScreenshot,
    }) => {
      await page.setViewportSize(viewport.size);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: tagline })).toBeVisible();
      await expectAccessible();
      await saveScreenshot(`landing-${viewport.name}`);

      await page.goto("/sign-in");
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
      await expectAccessible();
      await saveScreenshot(`sign-in-${viewport.name}`);

      await signUpViaApi(page.request);
      await page.goto("/");
      await expect(
        page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
      ).toBeVisible();
      await expectAccessible();
      await saveScreenshot(`home-${viewport.name}`);

      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await expectAccessible();
      await saveScreenshot(`404-${viewport.name}`);
    });
  }

  test("the landing page's first load stays within 150 KB of gzipped JavaScript", async ({ page }) => {
    const scriptUrls: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scriptUrls.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: tagline })).toBeVisible();
    let gzippedBytes = 0;
    const sizes: string[] = [];
    for (const url of scriptUrls) {
      const size = gzipSync(await (await page.request.get(url)).body()).byteLength;
      sizes.push(`${new URL(url).pathname} ${size}`);
      gzippedBytes += size;
    }
    test.info().annotations.push({ type: "landing-scripts", description: sizes.join(", ") });
    test.info().annotations.push({
      type: "landing-js-gzipped-bytes",
      description: `${gzippedBytes} in ${scriptUrls.length} scripts`,
    });
    expect(gzippedBytes).toBeLessThanOrEqual(150 * 1024);
  });
});
