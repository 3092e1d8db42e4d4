import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { contractFixturesDir } from "../fixtures/paths";
import { signUpViaApi } from "./support/accounts";
import { desktopViewport, expect, mobileViewport, test } from "./support/fixtures";

// Issue 18 §2: the rough edges a new user hit, each checked the way that user would see it.

const leasePdf = `${contractFixturesDir}/residential-lease-wc.pdf`;

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Whether the element lies wholly inside the viewport's width. */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("History fits a 390 px screen, long file names included: search box and Delete buttons in view", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await signUpViaApi(page.request);
  const longName = "Employment_Contract_Final_Version_Signed_By_Both_Parties_2026.pdf";
  for (const name of ["residential-lease-wc.pdf", longName]) {
    const response = await page.request.post("/api/contracts", {
      multipart: { file: { name, mimeType: "application/pdf", buffer: readFileSync(leasePdf) } },
    });
    expect(response.status(), await response.text()).toBe(202);
  }

  await page.setViewportSize(mobileViewport);
  await page.goto("/history");
  const cards = page.getByRole("list", { name: "Your analyses, newest first" });
  await expect(cards.getByRole("listitem")).toHaveCount(2);
  expect(await pageWidth(page)).toBe(mobileViewport.width);
  await expectWithinWidth(page, page.getByRole("searchbox"));
  for (const deleteButton of await page.getByRole("button", { name: /^Delete the analysis of/ }).all()) {
    await expectWithinWidth(page, deleteButton);
  }
  await expectAccessible();
  await saveScreenshot("rough-edges-history-390");

  await page.setViewportSize(desktopViewport);
  await expect(page.getByRole("table")).toBeVisible();
  expect(await pageWidth(page)).toBe(desktopViewport.width);
  await saveScreenshot("rough-edges-history-desktop");
});

test("the floating Feedback button leaves the chat's Send button free at 390 px and on desktop", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await signUpViaApi(page.request);
  for (const viewport of [mobileViewport, desktopViewport]) {
    await page.setViewportSize(viewport);
    await page.goto("/ai-agent");
    const send = page.getByRole("button", { name: "Send", exact: true });
    const feedback = page.getByRole("button", { name: "Send feedback" });
    await expect(send).toBeVisible();
    await expect(feedback).toBeVisible();
    await expect
      .poll(async () => {
        const [a, b] = [await send.boundingBox(), await feedback.boundingBox()];
        if (!a || !b) return "not laid out";
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        return overlap ? "overlapping" : "clear";
      })
      .toBe("clear");
    // the Send button takes a click: nothing lies on top of it
    await page.getByRole("textbox", { name: "Message" }).fill("What is a notice period?");
    await send.click({ trial: true });
    await saveScreenshot(`rough-edges-agent-feedback-${viewport.width === 390 ? "390" : "desktop"}`, {
      fullPage: false,
    });
  }
  await expectAccessible();
});

test("the Create menu offers the agent, the templates and the form builder, on desktop and at 390 px", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await signUpViaApi(page.request);
  await page.setViewportSize(desktopViewport);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Create" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["AI Contract Agent", "Templates", "Form builder"]);
  await saveScreenshot("rough-edges-create-menu-desktop", { fullPage: false });
  await menu.getByRole("menuitem", { name: "Form builder" }).click();
  await expect(page).toHaveURL(/\/contract-builder$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contract builder" })).toBeVisible();

  await page.setViewportSize(mobileViewport);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Templates", exact: true }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: "Form builder", exact: true })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("rough-edges-create-menu-390", { fullPage: false });
});

test("the landing page tells about the sign-in screen appearing twice only while a sign-in is under way", async ({
  page,
  saveScreenshot,
}) => {
  const notice = page.getByText("the sign-in screen may appear twice");
  for (const viewport of [desktopViewport, mobileViewport]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "The contract clarity solution" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    await expect(notice).toBeHidden();
    await saveScreenshot(`rough-edges-landing-${viewport.width === 390 ? "390" : "desktop"}`, { fullPage: false });
  }
  // a sign-in started in this tab (the Sign In button records it before the provider's screens)
  await page.evaluate(() =>
    sessionStorage.setItem("contractclarity.auth-in-progress", JSON.stringify({ startedAt: Date.now() })),
  );
  await page.reload();
  await expect(notice).toBeAttached();
});
