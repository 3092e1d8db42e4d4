import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { contractFixturesDir } from "../fixtures/paths";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * HTML and script in a contract's file name and text (issue 12): every screen that shows them —
 * the result, Home, History, a shared link and the agent's chat — shows them as text. No script
 * runs (a flag the payloads would set stays unset, no dialog opens, the CSP reports nothing), and
 * no element or link the payloads describe appears in the page.
 */

const lease = readFileSync(join(contractFixturesDir, "residential-lease-wc.txt"), "utf8");
const hostileName = "<img src=x onerror=alert(document.domain)>'><svg onload=alert(1)>lease.txt";
const scriptInClause = "<script>window.__hostile='script'</script>";
const imageInClause = "<img src=x onerror=\"window.__hostile='img'\">";
const hostileClause = [
  "5.2 The Landlord shall hold the Deposit in its general operating account",
  scriptInClause,
  imageInClause,
  "<a href=\"javascript:window.__hostile='a'\">pay the deposit here</a>",
  "[Pay the deposit online](javascript:window.__hostile=1)",
  "[Deposit portal](/\\evil.example/deposit)",
  "[Deposit refund form](//evil.example/refund).",
].join(" ");
const hostileLease = lease.replace(
  "5.2 The Landlord shall hold the Deposit in its general operating account.",
  hostileClause,
);

/** Before any page script: a flag for the payloads, and a record of dialogs and CSP violations. */
async function watchForScripts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __violations: string[] };
    record.__violations = [];
    // zod's one-time `new Function("")` probe (caught, blockedURI "eval") is not a payload; inline script or handlers are "inline"
    document.addEventListener("securitypolicyviolation", (event) => {
      if (event.blockedURI !== "eval")
        record.__violations.push(`${event.violatedDirective} ${event.blockedURI}: ${event.sample}`);
    });
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing ran and nothing the payloads describe was made into an element. */
async function expectInert(page: Page, dialogs: string[]) {
  const state = await page.evaluate(() => {
    const record = window as unknown as { __hostile?: unknown; __violations: string[] };
    return {
      flag: record.__hostile ?? null,
      violations: record.__violations,
      injectedElements: document.querySelectorAll(
        'img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i], iframe',
      ).length,
      inlineScripts: [...document.querySelectorAll("script")].filter((script) => !script.src).length,
      offSiteLinks: [...document.querySelectorAll("a[href]")]
        .map((link) => (link as HTMLAnchorElement).href)
        .filter((href) => href.includes("evil.example")),
    };
  });
  expect(state).toEqual({ flag: null, violations: [], injectedElements: 0, inlineScripts: 0, offSiteLinks: [] });
  expect(dialogs).toEqual([]);
}

async function uploadHostileLease(
  request: APIRequestContext,
): Promise<{ contractId: string; analysisId: string; fileName: string }> {
  const response = await request.post("/api/contracts", {
    multipart: { file: { name: hostileName, mimeType: "text/plain", buffer: Buffer.from(hostileLease) } },
  });
  expect(response.status(), await response.text()).toBe(202);
  const body = (await response.json()) as { contract: { id: string; fileName: string }; analysis: { id: string } };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/analyses/${body.analysis.id}/status`)).json()) as { status: string }).status,
      { timeout: 60_000 },
    )
    .toBe("completed");
  return { contractId: body.contract.id, analysisId: body.analysis.id, fileName: body.contract.fileName };
}

test("the result, Home, History and a shared link show HTML in a contract's name and text as text", async ({
  page,
  browser,
}) => {
  const dialogs = await watchForScripts(page);
  await signUpViaApi(page.request);
  const { analysisId, fileName } = await uploadHostileLease(page.request);
  expect(fileName).toBe(hostileName);

  // Home and History first: after a result has been opened, Home offers to return to it
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Your contracts" }).getByText(hostileName)).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto("/history");
  await expect(page.getByText(hostileName).first()).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto(`/analysis/${analysisId}`);
  await expect(page.getByText("Analysis Complete").first()).toBeVisible();
  await expect(page.getByText(hostileName).first()).toBeVisible();
  // the clause text, where the result shows it, keeps the markup as characters
  const clauseText = page.getByText(scriptInClause, { exact: false }).first();
  await clauseText.scrollIntoViewIfNeeded();
  await expect(clauseText).toBeVisible();
  await expectInert(page, dialogs);

  const share = await page.request.post(`/api/analyses/${analysisId}/share`);
  expect(share.status()).toBeLessThan(300);
  const { url } = (await share.json()) as { url: string };
  const visitor = await browser.newPage();
  const visitorDialogs = await watchForScripts(visitor);
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByText(hostileName).first()).toBeVisible();
  const sharedClause = visitor.getByText(scriptInClause, { exact: false }).first();
  await sharedClause.scrollIntoViewIfNeeded();
  await expect(sharedClause).toBeVisible();
  await expectInert(visitor, visitorDialogs);
  await visitor.close();

  // the downloads are named without the markup's quotes, slashes or angle brackets breaking the header
  const report = await page.request.get(`/api/analyses/${analysisId}/export/report.pdf`);
  expect(report.status()).toBe(200);
  expect(report.headers()["content-disposition"]).toMatch(
    /^attachment; filename="[^"\\/]*-report\.pdf"(; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+)?$/,
  );
});

test("the agent's chat shows a question and quoted clauses holding HTML and links as text", async ({ page }) => {
  const dialogs = await watchForScripts(page);
  await signUpViaApi(page.request);
  await uploadHostileLease(page.request);

  await page.goto("/ai-contract-agent");
  await page.getByRole("button", { name: "Attach a contract" }).click();
  const picker = page.getByRole("dialog", { name: "Attach a contract" });
  await picker.getByRole("button", { name: new RegExp(hostileName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText(`Attached: ${hostileName}`)).toBeVisible();

  const question = "What does my lease say about the deposit? <img src=x onerror=alert('question')>";
  const messageBox = page.getByRole("textbox", { name: "Message" });
  await messageBox.fill(question);
  await messageBox.press("Enter");
  const answer = page.getByRole("article", { name: "Agent" }).last();
  await expect(answer.getByText(/deposit/i).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);

  await expect(page.getByText(question).first()).toBeVisible();
  await expect(answer.getByText(scriptInClause, { exact: false }).first()).toBeVisible();
  // markdown links from the contract's text: only the harmless label is left, never a link off the site or to script
  // (the last: the answer's quote, after the search card's clause list)
  await expect(answer.getByRole("listitem").filter({ hasText: "Deposit portal" }).last()).toBeVisible();
  await expect(
    answer.getByRole("link", { name: /Pay the deposit online|Deposit portal|Deposit refund form/ }),
  ).toHaveCount(0);
  await expectInert(page, dialogs);
});
