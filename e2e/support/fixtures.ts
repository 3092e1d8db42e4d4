import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { e2eAdminEmail } from "../../playwright.config";
import { testPassword } from "./accounts";

export { expect };

export const mobileViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1280, height: 800 };

export type ScreenshotOptions = {
  /** The whole page (default), scrolled to the top first so the sticky navigation bar sits where it belongs. */
  fullPage?: boolean;
  /** Another page than the test's own (a second browser context). */
  page?: Page;
};

type Fixtures = {
  /** Runs axe on the page as it stands and fails with every violation, one line each. */
  expectAccessible: (target?: Page) => Promise<void>;
  /**
   * Saves screenshots/<name>.png, for a person to look at (nothing compares them). Skipped under CI
   * (`CI` set, and `SCREENSHOTS` not `1`): nobody opens them there, and 115 full-page captures cost CI minutes.
   */
  saveScreenshot: (name: string, options?: ScreenshotOptions) => Promise<void>;
  /** Signs the request context (the test page's by default) in as the e2e admin (ADMIN_EMAILS), creating the account on first use. */
  signInAsAdmin: (request?: APIRequestContext) => Promise<void>;
};

/** Screenshots are for people: taken locally, skipped in CI unless `SCREENSHOTS=1` asks for them. */
const capturesScreenshots = process.env.SCREENSHOTS === "1" || !process.env.CI;

/** The most an axe run or a capture may take, on top of the test's own limit, before it counts as stuck. */
const OWN_WORK_ALLOWANCE_MS = 120_000;

/**
 * The test's time limit is for what the user waits for. An axe run or a full-page capture is the
 * test's own work (seconds on a quiet machine, a minute on a busy one), so its time is added to the limit.
 */
async function withOwnTime<T>(testInfo: TestInfo, work: () => Promise<T>): Promise<T> {
  const limit = testInfo.timeout;
  testInfo.setTimeout(limit + OWN_WORK_ALLOWANCE_MS);
  const started = Date.now();
  try {
    return await work();
  } finally {
    testInfo.setTimeout(limit + (Date.now() - started));
  }
}

/** The browser tests' `test`: Playwright's, with the accessibility check, screenshots and admin sign-in as fixtures. */
export const test = base.extend<Fixtures>({
  expectAccessible: async ({ page }, use, testInfo) => {
    await use(async (target = page) => {
      const results = await withOwnTime(testInfo, () => new AxeBuilder({ page: target }).analyze());
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        ),
      ).toEqual([]);
    });
  },
  saveScreenshot: async ({ page }, use, testInfo) => {
    await use(async (name, options = {}) => {
      if (!capturesScreenshots) return;
      const target = options.page ?? page;
      const fullPage = options.fullPage ?? true;
      if (fullPage) await target.evaluate(() => window.scrollTo(0, 0));
      await withOwnTime(testInfo, () => target.screenshot({ path: `screenshots/${name}.png`, fullPage }));
    });
  },
  signInAsAdmin: async ({ page }, use) => {
    await use(async (request = page.request) => {
      const signUp = await request.post("/api/auth/signup", { data: { email: e2eAdminEmail, password: testPassword } });
      if (signUp.status() === 201) return;
      const signIn = await request.post("/api/auth/signin", { data: { email: e2eAdminEmail, password: testPassword } });
      expect(signIn.status(), await signIn.text()).toBe(200);
    });
  },
});
