import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { contractFixturesDir } from "../fixtures/paths";
import { signUpViaApi, testPassword, uniqueEmail } from "./support/accounts";
import { consentGivenState } from "./support/consent";
import { desktopViewport, expect, mobileViewport, test } from "./support/fixtures";

/** Fixtures are read where they live, never copied into the repo. */
const fixtures = contractFixturesDir;
const leasePdf = `${fixtures}/residential-lease-wc.pdf`;
const leaseName = "residential-lease-wc.pdf";
const ndaTxt = `${fixtures}/mutual-nda-capetown.txt`;
const SESSION_ID_KEY = "contractclarity.session-id";
const quotaMessage = "You have used your free analysis. Create a free account to analyse more contracts.";

/** Seeds an analysed contract through the API (the share tests do not click through the upload). */
async function analysedViaApi(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/contracts", {
    multipart: { file: { name: leaseName, mimeType: "application/pdf", buffer: readFileSync(leasePdf) } },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { analysis } = (await response.json()) as { analysis: { id: string } };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/analyses/${analysis.id}/status`)).json()) as { status: string }).status,
      { timeout: 60_000 },
    )
    .toBe("completed");
  return analysis.id;
}

test.describe("landing page (signed out)", () => {
  test("a visitor analyses a contract on the landing page, sees the result there, signs up and finds it in History", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "The contract clarity solution" })).toBeVisible();
    // no sign-in under way: no notice about the sign-in screen appearing twice
    await expect(page.getByText("the sign-in screen may appear twice")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Contract analysis" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Plans in rand" })).toBeVisible();
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const [name, href] of [
      ["About", "/about"],
      ["Help Center", "/help"],
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookie-policy"],
    ]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expectAccessible();
    await saveScreenshot("landing-top-desktop", { fullPage: false });

    await page.getByRole("button", { name: "Start Here" }).click();
    const tryIt = page.getByRole("region", { name: "Try it free — no account needed" });
    await expect(tryIt).toBeInViewport();
    await tryIt.locator('input[type="file"]').setInputFiles(leasePdf);
    await tryIt.getByRole("button", { name: "Analyze contract" }).click();

    const result = page.getByTestId("visitor-result");
    await expect(result.getByText("Analysis Complete").first()).toBeVisible();
    await expect(result.getByRole("heading", { level: 1, name: leaseName })).toBeVisible();
    await expect(result.getByRole("region", { name: "Key terms" })).toBeVisible();
    // the plans come from the API once scrolled to
    await page.getByRole("heading", { name: "Plans in rand" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "Professional" })).toBeVisible();
    await result.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await saveScreenshot("landing-result-desktop", { fullPage: false });
    await page.setViewportSize(mobileViewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot("landing-top-mobile", { fullPage: false });
    await result.getByText("Keep this analysis").scrollIntoViewIfNeeded();
    await saveScreenshot("landing-result-mobile", { fullPage: false });
    await page.setViewportSize(desktopViewport);

    // Sharing needs an account: the sign-up prompt.
    await result.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("dialog", { name: "Create a free account to share" })).toBeVisible();
    await page.getByRole("button", { name: "Not now" }).click();

    await result.getByRole("link", { name: "Sign up free" }).click();
    await page.getByLabel("Email").fill(uniqueEmail("visitor"));
    await page.getByLabel("Password").fill(testPassword);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
    ).toBeVisible();
    await expect(page.getByText("Analysis saved", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Your contracts" }).getByRole("link", { name: leaseName }),
    ).toBeVisible();

    await page.goto("/history");
    const row = page.getByRole("row", { name: new RegExp(leaseName) });
    await expect(row).toBeVisible();
    await expect(row.getByText("Completed")).toBeVisible();
  });

  test("a second upload in the same browser session shows the quota message with the sign-up prompt", async ({
    page,
  }) => {
    const sessionId = `e2e-visitor-${randomUUID()}`;
    await page.addInitScript(
      ([key, id]) => {
        if (!sessionStorage.getItem(key!)) sessionStorage.setItem(key!, id!);
      },
      [SESSION_ID_KEY, sessionId],
    );
    // This browser session's free analysis, used through the API.
    const first = await page.request.post("/api/visitor/contracts", {
      headers: { "X-Session-Id": sessionId },
      multipart: { file: { name: "nda.txt", mimeType: "text/plain", buffer: readFileSync(ndaTxt) } },
    });
    expect(first.status(), await first.text()).toBe(202);

    await page.goto("/");
    await page.getByRole("button", { name: "Start Here" }).click();
    const tryIt = page.getByRole("region", { name: "Try it free — no account needed" });
    await tryIt.locator('input[type="file"]').setInputFiles(ndaTxt);
    await tryIt.getByRole("button", { name: "Analyze contract" }).click();
    const paywall = page.getByRole("dialog", { name: "Free analysis used" });
    await expect(paywall).toBeVisible();
    await expect(paywall.getByText(quotaMessage)).toBeVisible();
    await expect(paywall.getByText("1 of 1 used")).toBeVisible();
    await expect(paywall.getByRole("link", { name: "Sign up free" })).toHaveAttribute("href", "/sign-up");
    await paywall.getByRole("button", { name: "Not now" }).click();
    await expect(page.getByTestId("visitor-result")).toHaveCount(0);
  });

  test("the sign-in overlay appears while sign-in is under way, and 'Stuck?' resets it", async ({
    page,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A provider that sends the browser back without a session (the sign-in screen "appears twice").
    await page.route("**/api/login**", (route) => route.fulfill({ status: 302, headers: { location: "/pricing" } }));
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    const overlay = page.getByRole("dialog", { name: "Signing you in…" });
    await expect(overlay).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("contractclarity.auth-in-progress"))).not.toBeNull();
    await saveScreenshot("auth-overlay-desktop", { fullPage: false });
    await overlay.getByRole("button", { name: "Stuck? Start again" }).click();
    await page.waitForLoadState("domcontentloaded");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(overlay).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("contractclarity.auth-in-progress"))).toBeNull();

    // Coming back from a provider with auth parameters shows it at once.
    await page.evaluate(() =>
      sessionStorage.setItem("contractclarity.auth-in-progress", JSON.stringify({ startedAt: Date.now() })),
    );
    await page.goto("/?code=abc&state=xyz");
    await expect(overlay).toBeVisible();
    await overlay.getByRole("button", { name: "Stuck? Start again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The contract clarity solution" })).toBeVisible();
    await expect(overlay).toHaveCount(0);
  });
});

test.describe("home (signed in)", () => {
  test("hero, cards, tabs and the contract-builder prefetch; axe and screenshots", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await signUpViaApi(page.request);
    const prefetched = page.waitForRequest(/\/assets\/contract-builder-[\w-]+\.js$/);
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/help-center");
    await expect(page.getByRole("tab", { name: "Explore" })).toHaveAttribute("aria-selected", "true");
    await prefetched;
    await expectAccessible();
    await saveScreenshot("home-desktop");

    await page.getByRole("button", { name: "Start Analysis" }).click();
    await expect(page.getByRole("tab", { name: "Analyze" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "Analyze a contract" })).toBeInViewport();
    await page.getByRole("tab", { name: "Create" }).click();
    await expect(page.getByRole("link", { name: "Open the builder" })).toHaveAttribute("href", "/contract-builder");

    await page.setViewportSize(mobileViewport);
    await page.getByRole("tab", { name: "Explore" }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot("home-mobile");
  });

  test("a beta tester sees the welcome card until dismissing it", async ({ page }) => {
    await signUpViaApi(page.request);
    expect((await page.request.post("/api/beta/join")).status()).toBeLessThan(300);
    await page.goto("/");
    const card = page.getByRole("region", { name: "Welcome to the beta programme" });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "Dismiss the beta welcome" }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});

test.describe("sharing an analysis", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copy link shows 'Copied!', the link opens a read-only view signed out, and stopping it shows not found", async ({
    page,
    browser,
    baseURL,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await signUpViaApi(page.request);
    const analysisId = await analysedViaApi(page.request);
    await page.goto(`/analysis/${analysisId}`);
    await page.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share this analysis" });
    await expect(dialog).toBeVisible();
    const link = await dialog.getByLabel("Share link").inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await expect(dialog.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`Contract analysis: ${leaseName} — ${link}`)}`,
    );
    await expect(dialog.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:\?subject=/);
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
    await saveScreenshot("share-dialog-desktop", { fullPage: false });

    const visitorContext = await browser.newContext({
      storageState: consentGivenState(baseURL!),
      viewport: desktopViewport,
    });
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto(link);
    await expect(visitorPage.getByText("Shared analysis · read-only")).toBeVisible();
    await expect(visitorPage.getByRole("heading", { level: 1, name: leaseName })).toBeVisible();
    await expect(visitorPage.getByRole("region", { name: "Key terms" })).toBeVisible();
    await expect(visitorPage.getByRole("button", { name: "Share" })).toHaveCount(0);
    await expect(visitorPage.getByRole("region", { name: "Export" })).toHaveCount(0);
    await expect(visitorPage.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    await saveScreenshot("shared-view-desktop", { fullPage: false, page: visitorPage });
    await visitorPage.setViewportSize(mobileViewport);
    await saveScreenshot("shared-view-mobile", { fullPage: false, page: visitorPage });

    await dialog.getByRole("button", { name: "Stop sharing" }).click();
    await expect(page.getByText("Sharing stopped", { exact: true })).toBeVisible();
    await visitorPage.reload();
    await expect(
      visitorPage.getByRole("heading", { level: 1, name: "This shared analysis is not available" }),
    ).toBeVisible();
    await visitorContext.close();
  });
});
