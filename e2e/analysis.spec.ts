import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { AnalysisDetail, AnalysisStatusResponse, UploadResponse } from "../common/api/analyses";
import { contractFixturesDir } from "../fixtures/paths";
import { signUpViaApi } from "./support/accounts";
import { expect, mobileViewport, test } from "./support/fixtures";

const leasePath = join(contractFixturesDir, "residential-lease-wc.txt");
const leaseName = "residential-lease-wc.txt";
const recentContractKey = "contractclarity.recentContract";

/** Signs up and uploads the Western Cape lease through the API; returns the analysis id. */
async function uploadLease(page: Page): Promise<string> {
  await signUpViaApi(page.request);
  const buffer = await readFile(leasePath);
  const response = await page.request.post("/api/contracts", {
    multipart: { file: { name: leaseName, mimeType: "text/plain", buffer } },
  });
  expect(response.status(), await response.text()).toBe(202);
  const body = (await response.json()) as UploadResponse;
  return body.analysis.id;
}

async function completedDetail(page: Page, id: string): Promise<AnalysisDetail> {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/analyses/${id}/status`)).json()) as AnalysisStatusResponse).status,
      { timeout: 60_000 },
    )
    .toBe("completed");
  return (await (await page.request.get(`/api/analyses/${id}`)).json()) as AnalysisDetail;
}

/** Holds the status endpoint at a given answer until released, so the progress screen can be looked at. */
async function holdStatus(
  page: Page,
  override: (real: AnalysisStatusResponse) => AnalysisStatusResponse,
): Promise<() => Promise<void>> {
  const pattern = "**/api/analyses/*/status*";
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const real = (await response.json()) as AnalysisStatusResponse;
    await route.fulfill({ response, json: override(real) });
  });
  // wait for a poll the handler is still answering, or it would fulfil a route unrouting already continued
  return () => page.unrouteAll({ behavior: "wait" });
}

function resultHeading(page: Page) {
  return page.getByRole("heading", { level: 1, name: leaseName });
}

test.describe("analysis screen", () => {
  test("shows the progress screen while the analysis runs, then the result with its gauge", async ({
    page,
    saveScreenshot,
  }) => {
    const id = await uploadLease(page);
    const release = await holdStatus(page, (real) => ({
      ...real,
      status: "analyzing",
      progress: { stage: "analyze", percent: 40, message: "Reviewing clauses" },
    }));
    await page.goto(`/analysis/${id}`);

    await expect(page.getByRole("heading", { level: 1, name: "Analyzing Your Contract" })).toBeVisible();
    await expect(
      page.getByText(
        "Our AI is reviewing your document. This process may take up to 10 minutes for complex documents.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "AI Analysis in Progress" })).toBeVisible();
    await expect(page.getByText(/ContractClarity local engine \(.+\) is reading your contract\./)).toBeVisible();
    await expect(page.getByTestId("analysis-stage")).toHaveText("Analyze");
    await expect(page.getByText("Identifying clauses and analyzing terms...")).toBeVisible();
    const bar = page.getByRole("progressbar", { name: "Analysis progress" });
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(2);
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThanOrEqual(40);
    await saveScreenshot("analysis-progress-desktop");

    const detail = await completedDetail(page, id);
    await release();
    await expect(page.getByText("Analysis Complete", { exact: true })).toBeVisible();
    await expect(resultHeading(page)).toBeVisible();
    const score = detail.result!.overallRisk.score;
    await expect(page.getByRole("img", { name: `Risk score ${score} out of 100` })).toBeVisible();
    await expect(page.getByTestId("overall-risk-level")).toHaveText(
      `${detail.result!.overallRisk.level[0]!.toUpperCase()}${detail.result!.overallRisk.level.slice(1)} risk`,
    );
    await expect(page.getByText(detail.result!.overallRisk.summary)).toBeVisible();
  });

  test("an error status shows 'Analysis Failed' and trying again runs it to a result", async ({ page }) => {
    const id = await uploadLease(page);
    await completedDetail(page, id);
    const release = await holdStatus(page, (real) => ({
      ...real,
      status: "error",
      error: "The worker stopped before the analysis finished.",
    }));
    await page.goto(`/analysis/${id}`);

    await expect(page.getByRole("heading", { level: 1, name: "Analysis Failed" })).toBeVisible();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Error");
    await expect(alert).toContainText("The worker stopped before the analysis finished.");
    await expect(page.getByText("Analysis encountered an error")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
    await release();
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(resultHeading(page)).toBeVisible();
  });

  test("findings sorted by severity, filters, search, and the jump from a finding to its clause", async ({
    page,
    saveScreenshot,
  }) => {
    const id = await uploadLease(page);
    const { result } = await completedDetail(page, id);
    await page.goto(`/analysis/${id}`);
    await expect(resultHeading(page)).toBeVisible();

    // Findings: high before medium before low.
    const severities = await page
      .getByTestId("findings-list")
      .locator("article")
      .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-severity")));
    const rank = { high: 0, medium: 1, low: 2 } as const;
    expect(severities.length).toBe(result!.findings.filter((finding) => finding.kind === "clause").length);
    expect(severities[0]).toBe("high");
    expect([...severities].sort((a, b) => rank[a as keyof typeof rank] - rank[b as keyof typeof rank])).toEqual(
      severities,
    );

    // Filter by risk level narrows the breakdown.
    const breakdown = page.getByRole("region", { name: "Clause-by-clause breakdown" });
    const total = result!.clauses.length;
    const high = result!.clauses.filter((clause) => clause.risk.level === "high").length;
    await expect(breakdown.getByText(`Showing ${total} of ${total} clauses`)).toBeVisible();
    await expect(breakdown.getByRole("heading", { level: 3 })).toHaveCount(total);
    await breakdown.getByLabel("Risk level").selectOption("high");
    await expect(breakdown.getByText(`Showing ${high} of ${total} clauses`)).toBeVisible();
    await expect(breakdown.getByRole("heading", { level: 3 })).toHaveCount(high);
    await expect(breakdown.getByRole("heading", { level: 3 }).filter({ hasNotText: "High risk" })).toHaveCount(0);
    await breakdown.getByRole("button", { name: "Clear filters" }).click();
    await expect(breakdown.getByRole("heading", { level: 3 })).toHaveCount(total);

    // Search within the contract counts the matches and marks them.
    const text = await readFile(leasePath, "utf8");
    const expected = text.toLowerCase().split("deposit").length - 1;
    const contract = page.getByRole("region", { name: "Contract text" });
    await contract.getByLabel("Search the contract").fill("deposit");
    await expect(contract.getByRole("status")).toContainText(`${expected} matches`);
    await expect(contract.locator("mark")).toHaveCount(expected);
    await contract.getByRole("button", { name: "Next match" }).click();
    await expect(contract.getByRole("status")).toContainText(`2 of ${expected}`);

    // Jump from the first finding to its clause: the clause opens, scrolls into view, and the cited text is marked and focused.
    const firstFinding = page.getByTestId("findings-list").locator("article").first();
    const jump = firstFinding.getByRole("button", { name: /^Go to clause/ });
    const clauseNumber = ((await jump.textContent()) ?? "").replace("Go to clause", "").trim();
    await jump.click();
    const cited = breakdown.locator("mark[data-kind~='citation']");
    await expect(cited).toBeVisible();
    await expect(cited).toBeFocused();
    await expect(cited).toBeInViewport();
    await expect(
      breakdown.getByRole("button", {
        name: new RegExp(`^Clause ${clauseNumber.replace(/[()]/g, "\\$&")}`),
        expanded: true,
      }),
    ).toBeVisible();
    await saveScreenshot("analysis-jump-desktop");
  });

  test("export links download, and the result screen passes axe", async ({
    page,
    expectAccessible,
    saveScreenshot,
  }) => {
    const id = await uploadLease(page);
    await completedDetail(page, id);
    await page.goto(`/analysis/${id}`);
    await expect(resultHeading(page)).toBeVisible();

    const exportsSection = page.getByRole("region", { name: "Export" });
    await expect(exportsSection.getByRole("link", { name: "Report (PDF)" })).toHaveAttribute(
      "href",
      `/api/analyses/${id}/export/report.pdf`,
    );
    await expect(exportsSection.getByRole("link", { name: "Report (Word)" })).toHaveAttribute(
      "href",
      `/api/analyses/${id}/export/report.docx`,
    );
    await expect(exportsSection.getByRole("link", { name: "Negotiation pack (Word)" })).toHaveAttribute(
      "href",
      `/api/analyses/${id}/export/negotiation-pack.docx`,
    );
    await expect(exportsSection.getByRole("link", { name: "Key dates (calendar)" })).toHaveAttribute(
      "href",
      `/api/analyses/${id}/export/key-dates.ics`,
    );
    const downloadEvent = page.waitForEvent("download");
    await exportsSection.getByRole("link", { name: "Report (PDF)" }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await stat(await download.path())).size).toBeGreaterThan(1_000);

    await expectAccessible();
    await saveScreenshot("analysis-result-desktop");
    // The analysis is now the recently viewed contract.
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null")?.id, recentContractKey)).toBe(
      id,
    );
  });

  test("the heat map jumps to a clause with the keyboard", async ({ page }) => {
    const id = await uploadLease(page);
    const { result } = await completedDetail(page, id);
    await page.goto(`/analysis/${id}`);
    const heatmap = page.getByRole("group", { name: "Risk by clause" });
    await expect(heatmap.getByRole("button")).toHaveCount(result!.clauses.length);
    const firstHigh = heatmap.locator("button[tabindex='0']");
    await expect(firstHigh).toHaveAttribute("data-risk", "high");
    await firstHigh.focus();
    await page.keyboard.press("ArrowRight");
    const next = heatmap.locator("button[tabindex='0']");
    const label = (await next.getAttribute("aria-label"))!.replace(/: \w+ risk$/, "");
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    const trigger = page
      .getByRole("region", { name: "Clause-by-clause breakdown" })
      .getByRole("button", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`), expanded: true });
    await expect(trigger).toBeFocused();
    await expect(trigger).toBeInViewport();
  });

  test("choosing another side opens that side's own analysis, and switching back keeps the first", async ({
    page,
    saveScreenshot,
  }) => {
    const id = await uploadLease(page);
    const first = await completedDetail(page, id);
    const { result } = first;
    expect(result!.sides.used?.id).toBe("tenant");
    const tenant = result!.sides.used!;
    const landlord = result!.sides.candidates.find((side) => side.id === "landlord")!;
    await page.goto(`/analysis/${id}`);
    await expect(page.getByTestId("side-used")).toHaveText(`Read for the tenant (${tenant.partyName})`);

    const chooseSide = async (sideId: string) => {
      const side = page.getByRole("region", { name: "Your side" });
      await side.getByLabel("Choose your side").selectOption(sideId);
      const response = page.waitForResponse(
        (r) => r.request().method() === "POST" && /\/api\/analyses\/[^/]+\/reanalyze$/.test(r.url()),
      );
      await side.getByRole("button", { name: "Analyse from this side" }).click();
      return response;
    };

    const toLandlord = await chooseSide("landlord");
    expect(toLandlord.request().postDataJSON()).toEqual({ side: "landlord" });
    expect(toLandlord.status()).toBe(202);
    const landlordId = ((await toLandlord.json()) as { id: string }).id;
    expect(landlordId).not.toBe(id);
    await expect(page).toHaveURL(new RegExp(`/analysis/${landlordId}$`));
    await expect(page.getByTestId("side-used")).toHaveText(`Read for the landlord (${landlord.partyName})`);
    await expect(page.getByText(/We read this residential lease for the landlord/)).toBeVisible();
    // what protects the tenant works in the landlord's favour: shown apart, not listed as a problem
    const inFavour = page.getByRole("region", { name: "In your favour" });
    await expect(
      inFavour.getByRole("heading", { name: "In your favour: deposit does not earn interest for the tenant" }),
    ).toBeVisible();
    await expect(page.getByTestId("findings-list").getByText(/deposit does not earn interest/i)).toHaveCount(0);
    await inFavour.scrollIntoViewIfNeeded();
    await saveScreenshot("analysis-landlord-in-your-favour");
    await page.setViewportSize(mobileViewport);
    await inFavour.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
    await saveScreenshot("analysis-landlord-in-your-favour-390", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 720 });

    const toTenant = await chooseSide("tenant");
    expect(toTenant.status()).toBe(200); // the tenant's analysis already exists: nothing runs again
    await expect(page).toHaveURL(new RegExp(`/analysis/${id}$`));
    await expect(page.getByTestId("side-used")).toHaveText(`Read for the tenant (${tenant.partyName})`);
    expect((await completedDetail(page, id)).updatedAt).toBe(first.updatedAt);
  });

  test("looks finished at 390 px", async ({ page, expectAccessible, saveScreenshot }) => {
    await page.setViewportSize(mobileViewport);
    const id = await uploadLease(page);
    await completedDetail(page, id);
    await page.goto(`/analysis/${id}`);
    await expect(resultHeading(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);
    await expectAccessible();
    await saveScreenshot("analysis-result-mobile-390");
    await page
      .getByTestId("findings-list")
      .getByRole("button", { name: /^Go to clause/ })
      .first()
      .click();
    await expect(
      page.getByRole("region", { name: "Clause-by-clause breakdown" }).locator("mark[data-kind~='citation']"),
    ).toBeInViewport();
    await page.screenshot({ path: "screenshots/analysis-jump-mobile-390.png" });
  });

  test("an unknown analysis shows the not-found message, not a crash", async ({ page, saveScreenshot }) => {
    await signUpViaApi(page.request);
    await page.goto("/analysis/2f0c8a4e-1b7d-4c1e-9a2b-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "We could not find this analysis" })).toBeVisible();
    await expect(page.getByText("404: Analysis not found for this contract.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to history" })).toBeVisible();
    await saveScreenshot("analysis-not-found-desktop");
  });
});

test.describe("contract recovery", () => {
  test("on /, a recently viewed contract is offered after about a second; confirming opens it, declining forgets it", async ({
    page,
    expectAccessible,
  }) => {
    const id = await uploadLease(page);
    await completedDetail(page, id);
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
    ).toBeVisible();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      recentContractKey,
      JSON.stringify({ id, timestamp: Date.now() - 5 * 60_000 }),
    ] as const);

    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
    ).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Return to your last contract?" });
    // Not at once: the question comes 1 s after the app loads.
    await expect(dialog).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: "screenshots/analysis-recovery-dialog-desktop.png" });
    await dialog.getByRole("button", { name: "Return to it" }).click();
    await expect(page).toHaveURL(new RegExp(`/analysis/${id}$`));
    await expect(resultHeading(page)).toBeVisible();

    await page.goto("/analysis/not-a-number");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "No, thanks" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), recentContractKey)).toBeNull();
    // Declined, the question does not come back: run the page's clock past the 1 s it waits.
    await page.clock.install();
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Understand every contract before you sign" }),
    ).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(dialog).toHaveCount(0);
  });
});
