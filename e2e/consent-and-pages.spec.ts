import type { Page } from "@playwright/test";
import { consentStateSchema } from "../common/api/consent";
import { company } from "../web/src/features/legal/company";
import { COOKIE_CONSENT_STORAGE_KEY, TERMS_STORAGE_KEY } from "../web/src/lib/consent";
import { signUpViaApi } from "./support/accounts";
import { noConsentState } from "./support/consent";
import { desktopViewport, expect, mobileViewport, test } from "./support/fixtures";

/** The first screen of a test waits for lazy chunks, which take seconds on a busy machine. */
const firstLoad = 15_000;

async function storedJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? "null"), key);
}

async function serverConsent(page: Page) {
  const response = await page.request.get("/api/consent");
  expect(response.status()).toBe(200);
  return consentStateSchema.parse(await response.json());
}

/** DESIGN.md: never "end-to-end", no "50+ jurisdictions". */
async function expectNoFalseClaims(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: a locator's innerText: the text as the reader sees it
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/end-to-end/i);
  expect(text).not.toMatch(/50\+/);
}

const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookies and local storage" });

test.describe("consent, from an empty browser", () => {
  test.use({ storageState: noConsentState });

  test("the terms modal gates use until accepted, then the privacy consent; both are stored in the browser and on the server and not asked again", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await signUpViaApi(page.request);
    await page.goto("/history");

    const terms = page.getByRole("dialog", { name: "Terms and Conditions Required" });
    await expect(terms).toBeVisible({ timeout: firstLoad });
    const continueButton = terms.getByRole("button", { name: "Please Accept All Terms Above" });
    await expect(continueButton).toBeDisabled();
    // neither Escape nor a click outside gets past it
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await expect(terms).toBeVisible();
    await expectAccessible();
    await saveScreenshot("consent-terms-modal-desktop", { fullPage: false });

    await terms.getByRole("checkbox", { name: /Terms of Service/ }).check();
    await terms.getByRole("checkbox", { name: /Privacy Policy/ }).check();
    await expect(continueButton).toBeDisabled();
    await terms.getByRole("checkbox", { name: /Data Processing Consent/ }).check();
    await terms.getByRole("button", { name: "Continue to the product" }).click();
    await expect(terms).toBeHidden();

    const privacy = page.getByRole("dialog", { name: "Privacy & Data Processing Consent" });
    await expect(privacy).toBeVisible();
    await expect(privacy).toContainText("for 30 days after upload");
    const accept = privacy.getByRole("button", { name: "Accept & Continue" });
    await expect(accept).toBeDisabled();
    // data-processing consent was given in the terms modal: shown as given, not asked again
    await expect(privacy.getByRole("checkbox", { name: /Contract processing/ })).toHaveCount(0);
    await expect(privacy).toContainText("Given with the terms you just accepted");
    await privacy.getByRole("checkbox", { name: /Data storage/ }).check();
    await privacy.getByRole("checkbox", { name: /Usage analytics/ }).check();
    await expectAccessible();
    await saveScreenshot("consent-privacy-modal-desktop", { fullPage: false });
    await accept.click();
    await expect(privacy).toBeHidden();
    await expect(cookieBanner(page)).toBeVisible();

    expect(await storedJson(page, TERMS_STORAGE_KEY)).toEqual({
      accepted: true,
      timestamp: expect.any(String),
      version: "1.0",
    });
    await expect
      .poll(async () => {
        const state = await serverConsent(page);
        return { terms: state.terms?.version, privacy: state.privacy?.choices };
      })
      .toEqual({
        terms: "1.0",
        privacy: {
          contractProcessing: true,
          dataRetention: true,
          marketingCommunications: false,
          analyticsTracking: true,
        },
      });
    const stored = await serverConsent(page);
    expect(Date.parse(stored.terms!.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(stored.terms!.userAgent).toContain("Chrome");

    // the same browser is not asked again, on reload or on another screen
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the terms modal at 390 px, and a returning user on a new browser is not asked again", async ({
    page,
    browser,
    saveScreenshot,
  }) => {
    await page.setViewportSize(mobileViewport);
    const email = await signUpViaApi(page.request);
    await page.goto("/");
    const terms = page.getByRole("dialog", { name: "Terms and Conditions Required" });
    await expect(terms).toBeVisible({ timeout: firstLoad });
    await saveScreenshot("consent-terms-modal-390", { fullPage: false });
    for (const box of await terms.getByRole("checkbox").all()) await box.check();
    await terms.getByRole("button", { name: "Continue to the product" }).click();
    const privacy = page.getByRole("dialog", { name: "Privacy & Data Processing Consent" });
    await expect(privacy).toBeVisible();
    await saveScreenshot("consent-privacy-modal-390", { fullPage: false });
    await expect(privacy.getByRole("checkbox", { name: /Contract processing/ })).toHaveCount(0);
    await privacy.getByRole("checkbox", { name: /Data storage/ }).check();
    await privacy.getByRole("button", { name: "Accept & Continue" }).click();
    await expect(privacy).toBeHidden();
    await expect.poll(async () => (await serverConsent(page)).privacy !== null).toBe(true);

    // another browser: the server's records are taken over, so the modals do not show again
    const other = await browser.newContext({ storageState: noConsentState });
    const otherPage = await other.newPage();
    const signIn = await otherPage.request.post("/api/auth/signin", { data: { email, password: "Protea-leaf 2026" } });
    expect(signIn.status()).toBe(200);
    await otherPage.goto("/history");
    await expect(otherPage.getByRole("heading", { level: 1 })).toBeVisible();
    // the sign-in sync brings the account's answers into this browser, and no modal asks again
    await expect
      .poll(async () => (await storedJson(otherPage, TERMS_STORAGE_KEY)) as unknown)
      .toMatchObject({ accepted: true, version: "1.0" });
    await expect(otherPage.getByRole("dialog")).toHaveCount(0);
    await other.close();
  });

  test("Reject All persists across reloads and is synced to the server when the visitor signs in", async ({
    page,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await page.goto("/about");
    await expect(cookieBanner(page)).toBeVisible({ timeout: firstLoad });
    await saveScreenshot("consent-cookie-banner-desktop", { fullPage: false });
    await cookieBanner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedJson(page, COOKIE_CONSENT_STORAGE_KEY)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
      timestamp: expect.any(String),
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);

    // signing in stores the choice made before, with its time
    await signUpViaApi(page.request);
    await page.goto("/about");
    await expect
      .poll(async () => (await serverConsent(page)).cookies?.choices)
      .toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
  });

  test("Customize → Save Preferences stores the chosen toggles; the X hides the banner without storing", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.setViewportSize(mobileViewport);
    await page.goto("/help");
    await expect(cookieBanner(page)).toBeVisible({ timeout: firstLoad });
    await saveScreenshot("consent-cookie-banner-390", { fullPage: false });

    await cookieBanner(page).getByRole("button", { name: "Close the cookie banner without choosing" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedJson(page, COOKIE_CONSENT_STORAGE_KEY)).toBeNull();
    await page.reload();
    await expect(cookieBanner(page)).toBeVisible();

    await cookieBanner(page).getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog", { name: "Customize preferences" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Necessary" })).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: "Necessary" })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Analytics" }).check();
    await expectAccessible();
    await saveScreenshot("consent-cookie-customize-390", { fullPage: false });
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedJson(page, COOKIE_CONSENT_STORAGE_KEY)).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test("a signed-in user's Accept All is stored on the server at once", async ({ page }) => {
    await page.setViewportSize(desktopViewport);
    await signUpViaApi(page.request);
    // terms and privacy answered already on the server (another browser), cookies not yet
    for (const body of [
      { kind: "terms", version: "1.0", choices: { termsOfService: true, privacyPolicy: true, dataProcessing: true } },
      {
        kind: "privacy",
        version: "1.0",
        choices: {
          contractProcessing: true,
          dataRetention: true,
          marketingCommunications: false,
          analyticsTracking: false,
        },
      },
    ]) {
      expect((await page.request.post("/api/consent", { data: body })).status()).toBe(201);
    }
    await page.goto("/contact");
    await expect(cookieBanner(page)).toBeVisible({ timeout: firstLoad });
    await cookieBanner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await expect
      .poll(async () => (await serverConsent(page)).cookies?.choices)
      .toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
  });
});

test.describe("help, contact and policy pages", () => {
  test("help search filters live, case-insensitively, shows 'No results found', and Clear resets it", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await page.goto("/help");
    const questions = page.getByRole("region", { name: "Frequently asked questions" }).getByRole("button");
    await expect(questions).toHaveCount(10);
    const search = page.getByRole("searchbox", { name: "Search the help center" });

    await search.fill("REFUND");
    await expect(questions).toHaveCount(1);
    await expect(questions.first()).toHaveText("How do I cancel or get a refund?");
    await search.fill("heic");
    await expect(questions).toHaveText(["Which files can I upload?"]);

    await search.fill("blockchain");
    await expect(page.getByText("No results found")).toBeVisible();
    await expect(questions).toHaveCount(0);

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(search).toHaveValue("");
    await expect(questions).toHaveCount(10);

    // one answer open at a time
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");

    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /wa\.me/);
    await expectAccessible();
    await saveScreenshot("help-center-desktop");
    await page.setViewportSize(mobileViewport);
    await saveScreenshot("help-center-390");
  });

  test("contact copies the support address with a confirmation and links to mail apps", async ({
    page,
    baseURL,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.setViewportSize(desktopViewport);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Copy the support e-mail address" }).click();
    await expect(page.getByText("Email address copied to clipboard!", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(company.supportEmail);

    await expect(page.getByRole("link", { name: "Open your mail app" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${company.supportEmail}`),
    );
    await expect(page.getByRole("link", { name: /Write in Gmail/ })).toHaveAttribute(
      "href",
      /^https:\/\/mail\.google\.com\/mail\/\?view=cm/,
    );
    await expect(page.getByRole("link", { name: /Write in Outlook/ })).toHaveAttribute(
      "href",
      /^https:\/\/outlook\.live\.com\/mail\/0\/deeplink\/compose/,
    );
    await expect(page.getByText("Mon-Fri 9:00-18:00")).toBeVisible();
    await expect(page.getByText("Sunday closed")).toBeVisible();
    await expect(page.getByText("12-24 hours")).toBeVisible();
    await expectAccessible();
    await saveScreenshot("contact-desktop");
    await page.setViewportSize(mobileViewport);
    await saveScreenshot("contact-390");
  });

  test("the terms page's checkbox enables 'Accept and Continue', which goes to /", async ({ page, saveScreenshot }) => {
    await page.setViewportSize(desktopViewport);
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    const accept = page.getByRole("button", { name: "Accept and Continue" });
    await expect(accept).toBeDisabled();
    await page.getByRole("checkbox", { name: "I have read and accept these Terms of Service" }).check();
    await saveScreenshot("terms-desktop");
    await accept.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("about: mission, features and technology tabs with the published accuracy, and a FAQ", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await page.goto("/about");
    await expect(page.getByRole("tab", { name: "Our mission" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Features" }).click();
    await expect(page.getByRole("heading", { name: "AI contract agent" })).toBeVisible();
    await page.getByRole("tab", { name: "Technology" }).click();
    await expect(page.getByRole("heading", { name: "How accurate is the review?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Questions about us" })).toBeVisible();
    await expectNoFalseClaims(page);
    await expectAccessible();
    await saveScreenshot("about-technology-desktop");
    await page.getByRole("tab", { name: "Our mission" }).click();
    await saveScreenshot("about-mission-desktop");
    await page.setViewportSize(mobileViewport);
    await saveScreenshot("about-mission-390");
  });

  test("the privacy policy states the configured retention, POPIA, the AI provider in use, and no claims the product does not keep", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.setViewportSize(desktopViewport);
    await page.goto("/privacy");
    const article = page.getByRole("article");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(article).toContainText("deleted automatically 30 days after upload");
    await expect(article).toContainText("Protection of Personal Information Act");
    await expect(article).toContainText("Information Officer");
    await expect(article).toContainText("Current setting: the built-in engine");
    await expect(page.getByText("Last updated")).toBeVisible();
    await expectNoFalseClaims(page);
    await expectAccessible();
    await saveScreenshot("privacy-desktop");
    await page.setViewportSize(mobileViewport);
    await saveScreenshot("privacy-390");
  });

  test("the aliases the consent screens link to show the policies; the terms cite the CPA and the ECT Act", async ({
    page,
    saveScreenshot,
  }) => {
    await page.setViewportSize(mobileViewport);
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.goto("/terms-of-service");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByRole("article")).toContainText("Consumer Protection Act");
    await expect(page.getByRole("article")).toContainText("Electronic Communications and Transactions Act");
    await expectNoFalseClaims(page);
    await saveScreenshot("terms-390");
  });

  test("the cookie policy names the cookies and storage the product really uses", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await page.setViewportSize(mobileViewport);
    await page.goto("/cookie-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    await expect(page.getByRole("article")).toContainText("cc_session");
    await expectNoFalseClaims(page);
    await expectAccessible();
    await saveScreenshot("cookie-policy-390");
    await page.setViewportSize(desktopViewport);
    await saveScreenshot("cookie-policy-desktop");
  });

  test("/test-routes lists every route with links", async ({ page, saveScreenshot }) => {
    await page.setViewportSize(desktopViewport);
    await signUpViaApi(page.request);
    await page.goto("/test-routes");
    const list = page.getByRole("region", { name: "Every route" });
    await expect(list.getByRole("link", { name: "/privacy-policy" })).toBeVisible();
    await expect(list.getByText("/analysis/:id")).toBeVisible();
    await list.getByRole("link", { name: "/help-center" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    await page.goBack();
    await saveScreenshot("test-routes-desktop");
    await page.setViewportSize(mobileViewport);
    await saveScreenshot("test-routes-390");
  });
});
