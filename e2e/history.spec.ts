import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { contractFixturesDir } from "../fixtures/paths";
import { signUpViaApi } from "./support/accounts";
import { desktopViewport, expect, mobileViewport, test } from "./support/fixtures";

/** Fixtures are read where they live, never copied into the repo. */
const fixtures = contractFixturesDir;
const leasePdf = `${fixtures}/residential-lease-wc.pdf`;
const leaseName = "residential-lease-wc.pdf";
const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Seeds a contract through the API (the tests about the contract view do not click through the upload) and waits for its analysis. */
async function uploadViaApi(
  request: APIRequestContext,
  path = leasePdf,
  name = leaseName,
): Promise<{ contractId: string; analysisId: string }> {
  const response = await request.post("/api/contracts", {
    multipart: { file: { name, mimeType: "application/pdf", buffer: readFileSync(path) } },
  });
  expect(response.status(), await response.text()).toBe(202);
  const body = (await response.json()) as { contract: { id: string }; analysis: { id: string } };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/analyses/${body.analysis.id}/status`)).json()) as { status: string }).status,
      { timeout: 60_000 },
    )
    .toBe("completed");
  return { contractId: body.contract.id, analysisId: body.analysis.id };
}

test("upload on Home, watch it finish, then find, open and delete it in History", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);

  await page.goto("/#analyze");
  const analyze = page.getByRole("region", { name: "Analyze a contract" });
  await expect(analyze).toBeInViewport();
  await expect(page.getByRole("region", { name: "Your contracts" }).getByText("No contracts yet")).toBeVisible();
  await analyze.locator('input[type="file"]').setInputFiles(leasePdf);
  await expect(analyze.getByText(leaseName)).toBeVisible();
  await saveScreenshot("home-analyze-desktop");
  await analyze.getByRole("button", { name: "Analyze contract" }).click();

  await expect(page).toHaveURL(new RegExp(`/analysis/${uuid}$`));
  const analysisUrl = page.url();
  await expect(page.getByText("Analysis Complete").first()).toBeVisible();

  // Home lists it now, linking to its analysis.
  await page.goto("/");
  const card = page.getByRole("region", { name: "Your contracts" }).getByRole("link", { name: leaseName });
  await expect(card).toHaveAttribute("href", new URL(analysisUrl).pathname);
  await saveScreenshot("home-analyze-with-contract-desktop");

  await page.goto("/history");
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(leaseName) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Completed")).toBeVisible();
  await expect(row.getByText(/risk/)).toBeVisible();
  await expectAccessible();
  await saveScreenshot("history-desktop");

  const search = page.getByRole("searchbox", { name: "Search by file name" });
  await search.fill("no-such-contract");
  await expect(page.getByText("No analyses match “no-such-contract”.")).toBeVisible();
  await search.fill("RESIDENTIAL");
  await expect(row).toBeVisible();

  await row.getByRole("link", { name: `Open the analysis of ${leaseName}` }).click();
  await expect(page).toHaveURL(analysisUrl);
  await page.goBack();
  await expect(page).toHaveURL(/\/history$/);

  await page.getByRole("button", { name: `Delete the analysis of ${leaseName}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this analysis?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAccessible();
  await saveScreenshot("history-delete-dialog-desktop");
  await dialog.getByRole("button", { name: "Delete analysis" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Analysis deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(leaseName) })).toHaveCount(0);
  await expect(page.getByText("You have not analysed any contracts yet.")).toBeVisible();
  await saveScreenshot("history-empty-desktop");
  await page.getByRole("link", { name: "Analyze a contract" }).click();
  await expect(page).toHaveURL(/\/#analyze$/);
});

test("the contract view shows the text and its outline, and renames the contract", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  const { contractId, analysisId } = await uploadViaApi(page.request);

  await page.goto(`/contract/${contractId}`);
  await expect(page.getByRole("heading", { level: 1, name: leaseName })).toBeVisible();
  await expect(page.getByText(/^Files are deleted on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open latest analysis" })).toHaveAttribute(
    "href",
    `/analysis/${analysisId}`,
  );
  const text = page.getByRole("region", { name: "Contract text" });
  await expect(text).toContainText("RESIDENTIAL LEASE AGREEMENT");

  const outline = page.getByRole("navigation", { name: "Outline" });
  await outline.getByRole("link", { name: "5 Deposit" }).click();
  await expect(page.locator(":focus")).toContainText("5. DEPOSIT");
  await expect(page.locator(":focus")).toContainText("5.4 Within 14 (fourteen) days");
  await expect(page.locator(":focus")).toBeInViewport();
  await outline.getByRole("button", { name: "Show sub-clauses of 5 Deposit" }).click();
  await expect(outline.getByRole("link", { name: /^5\.2 / })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("contract-view-desktop");

  await page.getByRole("button", { name: "Rename the contract" }).click();
  const name = page.getByRole("textbox", { name: "File name" });
  await expect(name).toBeFocused();
  await name.fill("   ");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a name.")).toBeVisible();
  await saveScreenshot("contract-view-rename-desktop");
  await name.fill("Oak Gardens lease.pdf");
  await name.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Oak Gardens lease.pdf" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rename the contract" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Oak Gardens lease.pdf" })).toBeVisible();

  await page.setViewportSize(mobileViewport);
  await expect(outline).toBeVisible();
  await expectAccessible();
  await saveScreenshot("contract-view-390");

  await page.goto(`/contract/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { level: 1, name: "Contract not found" })).toBeVisible();
  await saveScreenshot("contract-view-not-found-desktop");
});

test("deleting a contract from its view asks first, then goes to History without it", async ({ page }) => {
  await signUpViaApi(page.request);
  const { contractId } = await uploadViaApi(page.request);
  await page.goto(`/contract/${contractId}`);
  await page.getByRole("button", { name: "Delete contract" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this contract?" });
  await dialog.getByRole("button", { name: "Delete contract" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByText("Contract deleted", { exact: true })).toBeVisible();
  await expect(page.getByText("You have not analysed any contracts yet.")).toBeVisible();
  expect((await page.request.get(`/api/contracts/${contractId}`)).status()).toBe(404);
});

test.describe("390 px", () => {
  test.use({ viewport: mobileViewport });

  test("Home and History at 390 px: stacked cards, and a clear message for a bad file", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    await signUpViaApi(page.request);
    await uploadViaApi(page.request);

    await page.goto("/#analyze");
    const analyze = page.getByRole("region", { name: "Analyze a contract" });
    await analyze.locator('input[type="file"]').setInputFiles(`${fixtures}/bad-empty.pdf`);
    await expect(analyze.getByRole("alert")).toContainText("The file is empty. Please choose the contract file again.");

    // A damaged PDF passes the browser's checks; the server refuses it and the panel shows its reason.
    await analyze.locator('input[type="file"]').setInputFiles(`${fixtures}/bad-truncated.pdf`);
    await analyze.getByRole("button", { name: "Analyze contract" }).click();
    const alert = analyze.getByRole("alert");
    await expect(alert).toContainText("We could not upload this file");
    await expect(alert).toContainText(
      "This PDF is damaged or incomplete and cannot be read. Please upload a complete copy.",
    );
    await expect(page).toHaveURL(/\/#analyze$/);
    await expect(
      page.getByRole("region", { name: "Your contracts" }).getByRole("link", { name: leaseName }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
    await expectAccessible();
    await saveScreenshot("home-analyze-390");

    await page.goto("/history");
    await expect(page.getByRole("table")).toHaveCount(0);
    const card = page.getByRole("listitem").filter({ hasText: leaseName });
    await expect(card.getByRole("link", { name: `Open the analysis of ${leaseName}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
    await expectAccessible();
    await saveScreenshot("history-390");
  });
});
