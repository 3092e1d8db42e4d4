import { readFileSync } from "node:fs";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { COOKIE_CONSENT_VERSION, PRIVACY_CONSENT_VERSION, TERMS_VERSION } from "../common/consent";
import { signUpViaApi as signUpOnly } from "./support/accounts";
import { desktopViewport, expect, mobileViewport, test } from "./support/fixtures";

const leaseValues = JSON.parse(
  readFileSync(new URL("../templates/residential-lease-za/sample-values.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

async function docxText(download: Download): Promise<string> {
  return (await mammoth.extractRawText({ path: await download.path() })).value;
}

async function pdfText(download: Download): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A new account that has accepted the terms, the privacy consent and the cookie choices (so no consent modal covers the screens under test). */
async function signUpViaApi(request: APIRequestContext): Promise<void> {
  await signUpOnly(request);
  const consents = [
    {
      kind: "terms",
      version: TERMS_VERSION,
      choices: { termsOfService: true, privacyPolicy: true, dataProcessing: true },
    },
    {
      kind: "privacy",
      version: PRIVACY_CONSENT_VERSION,
      choices: {
        contractProcessing: true,
        dataRetention: true,
        marketingCommunications: false,
        analyticsTracking: false,
      },
    },
    {
      kind: "cookies",
      version: COOKIE_CONSENT_VERSION,
      choices: { necessary: true, analytics: false, marketing: false, functional: false },
    },
  ];
  for (const consent of consents) {
    const response = await request.post("/api/consent", { data: consent });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const preview = (page: Page) => page.getByTestId("document-preview");

test("the gallery: search, category filter, preview and Use template", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  await page.goto("/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Contract templates" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Ready-made templates" }).getByRole("listitem");
  await expect(cards.filter({ hasText: "Residential lease (South Africa)" })).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(4);

  await page.getByLabel("Search templates").fill("lease");
  await expect(cards.filter({ hasText: "Residential lease (South Africa)" })).toBeVisible();
  await expect(cards.filter({ hasText: /non-disclosure/i })).toHaveCount(0);
  await page.getByLabel("Search templates").fill("no such contract at all");
  await expect(page.getByText("No templates match your search.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search and filter" }).click();
  await expect(cards).toHaveCount(all);

  await page.getByLabel("Category").selectOption({ label: "Non-disclosure" });
  await expect(cards.first()).toContainText("Non-disclosure");
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Non-disclosure");
  await expect(page).toHaveURL(/category=nda/);
  await page.getByLabel("Category").selectOption({ label: "All categories" });
  await expect(cards).toHaveCount(all);
  await expectAccessible();
  await saveScreenshot("templates-gallery-desktop");

  await page.getByRole("button", { name: "Preview Residential lease (South Africa)" }).click();
  const dialog = page.getByRole("dialog", { name: "Residential lease (South Africa)" });
  await expect(dialog.getByText("Monthly rent", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("article")).toContainText("[monthly rent]");
  await expectAccessible();
  await saveScreenshot("templates-preview-desktop", { fullPage: false });

  await page.setViewportSize(mobileViewport);
  await saveScreenshot("templates-preview-mobile", { fullPage: false });
  await dialog.getByRole("link", { name: "Use template" }).click();
  await expect(page).toHaveURL(/\/contract-builder\?template=residential-lease-za$/);
  await expect(page.getByRole("heading", { level: 1, name: "Residential lease (South Africa)" })).toBeVisible();

  await page.goto("/templates");
  await expect(cards.first()).toBeVisible();
  await saveScreenshot("templates-gallery-mobile");
});

test("the builder: fill a residential lease, fix an answer, save a draft, generate and download Word and PDF", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  await page.goto("/contract-builder?template=residential-lease-za");
  await expect(page.getByRole("heading", { level: 2, name: "Parties" })).toBeVisible();
  await expect(preview(page)).toContainText("[landlord's full name]");

  await page.getByLabel("Landlord's full name").fill("Johannes Petrus van der Merwe");
  await expect(preview(page)).toContainText("Johannes Petrus van der Merwe");
  await page.getByLabel("Landlord's address for notices").fill("14 Protea Road, Claremont, Cape Town, 7708");
  await page.getByLabel("Landlord's email address").fill("jp@vandermerwe");
  await page.getByLabel("Tenant's full name").fill("Nomvula Precious Khumalo");
  await page.getByLabel("Tenant's email address").fill("nomvula.khumalo@example.co.za");
  await page.getByRole("button", { name: "Next" }).click();

  // the invalid email keeps the step, says what is wrong, and focuses the field
  await expect(page.getByRole("alert").filter({ hasText: "One answer needs attention" })).toBeVisible();
  const landlordEmail = page.getByLabel("Landlord's email address");
  await expect(landlordEmail).toBeFocused();
  await expect(landlordEmail).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expectAccessible();
  await saveScreenshot("contract-builder-error-desktop");
  await landlordEmail.fill("jp.vandermerwe@example.co.za");
  await expect(page.getByText("Enter a valid email address.")).toBeHidden();

  // save the half-filled form and come back to it
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Your saved answers from .* are filled in\./)).toBeVisible();
  await expect(page.getByLabel("Tenant's full name")).toHaveValue("Nomvula Precious Khumalo");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Property" })).toBeVisible();
  await page.getByLabel("Address of the property").fill("Unit 7, Rosebank Gardens, 22 Main Road, Rondebosch, 7700");
  await page.getByRole("button", { name: "Add other occupants" }).click();
  await page.getByLabel("Occupant's name").fill("Sipho Khumalo");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Term" })).toBeVisible();
  await page.getByLabel("Start date").fill("2026-02-01");
  await page.getByLabel("End date").fill("2027-01-31");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Money" })).toBeVisible();
  await page.getByLabel("Monthly rent").fill("14 500");
  await page.getByLabel("Deposit", { exact: true }).fill("29000");
  await expect(preview(page)).toContainText("R14 500,00");
  await expect(preview(page)).toContainText("Sipho Khumalo");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "House rules" })).toBeVisible();
  await saveScreenshot("contract-builder-desktop");
  await page.setViewportSize(mobileViewport);
  await saveScreenshot("contract-builder-mobile");
  await page.setViewportSize(desktopViewport);

  await page.getByRole("button", { name: "Generate contract" }).click();
  await expect(page.getByRole("heading", { name: "Your contract is ready" })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("contract-builder-generated-desktop");

  const [word] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Word" }).click(),
  ]);
  expect(word.suggestedFilename()).toMatch(/\.docx$/);
  const wordText = await docxText(word);
  expect(wordText).toContain("Nomvula Precious Khumalo");
  expect(wordText).toContain("R14 500,00");
  expect(wordText).toContain("Unit 7, Rosebank Gardens");
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const text = (await pdfText(pdf)).replace(/\s+/g, " ");
  expect(text).toContain("Nomvula Precious Khumalo");
  expect(text).toContain("R14 500,00");

  // it is in History, and opens in the agent
  const analysisHref = await page.getByRole("link", { name: "Analyse" }).getAttribute("href");
  expect(analysisHref).toMatch(/^\/analysis\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Continue in chat" }).click();
  await expect(page).toHaveURL(/\/ai-agent\?c=[0-9a-f-]{36}$/);
  await expect(page.getByText("Nomvula Precious Khumalo").first()).toBeVisible();
  await page.goto("/history");
  await expect(page.getByText("residential-lease-agreement.docx").first()).toBeVisible();
});

test("a custom template: paste a contract, make two fields, save it, fill it in and download it", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  await page.goto("/custom-template");
  const contract = [
    "SERVICE AGREEMENT",
    "",
    "1. Acme Trading (Pty) Ltd appoints Lerato Dlamini to design its website.",
    "",
    "2. The fee is R12 000, payable within 7 days of the invoice.",
    "",
    "3. Lerato Dlamini may show the work in a portfolio.",
  ].join("\n");
  await page.getByLabel("Contract text").fill(contract);
  await saveScreenshot("custom-template-paste-desktop");
  await page.getByRole("button", { name: "Mark the fields" }).click();

  // keyboard path: type the words to turn into a field; both places are marked
  await page.getByLabel("Selected text").fill("Lerato Dlamini");
  await page.getByLabel("Field label").fill("Designer's name");
  await expect(page.getByLabel("Mark all 2 places this text appears")).toBeChecked();
  await page.getByRole("button", { name: "Add field" }).click();
  const fields = page.getByRole("region", { name: "Fields", exact: true });
  await expect(fields.getByText("Designer's name")).toBeVisible();
  await expect(fields.getByText("Short text · 2 places")).toBeVisible();

  // mouse path: select the fee in the text
  await page.getByTestId("marked-text").evaluate((view) => {
    const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf("R12 000");
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + "R12 000".length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      view.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
      return;
    }
  });
  await expect(page.getByLabel("Selected text")).toHaveValue("R12 000");
  await page.getByLabel("Field label").fill("Fee");
  await page.getByLabel("Type of answer").selectOption({ label: "Amount in rand" });
  await page.getByRole("button", { name: "Add field" }).click();
  await expect(fields.getByText("Amount in rand · 1 place")).toBeVisible();
  await expect(page.getByTestId("marked-text").locator("mark")).toHaveCount(3);

  await page.getByLabel("Template name").fill("Website design agreement");
  await page.getByLabel("Category").selectOption({ label: "Services" });
  await expectAccessible();
  await saveScreenshot("custom-template-desktop");
  await page.setViewportSize(mobileViewport);
  await saveScreenshot("custom-template-mobile");
  await page.setViewportSize(desktopViewport);
  await page.getByRole("button", { name: "Save template" }).click();

  await expect(page).toHaveURL(/\/new-custom-contract\?template=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Website design agreement" })).toBeVisible();
  await page.getByLabel("Designer's name").fill("Sipho Mthembu");
  await page.getByLabel("Fee", { exact: true }).fill("18500");
  await expect(preview(page)).toContainText("appoints Sipho Mthembu to design its website");
  // written as the pasted text wrote the old amount: no cents, so no ",00" before the comma
  await expect(preview(page)).toContainText("The fee is R18 500, payable");
  await expectAccessible();
  await saveScreenshot("new-custom-contract-desktop");
  await page.setViewportSize(mobileViewport);
  await saveScreenshot("new-custom-contract-mobile");
  await page.setViewportSize(desktopViewport);
  await page.getByRole("button", { name: "Generate contract" }).click();
  await expect(page.getByRole("heading", { name: "Your contract is ready" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Analyse" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue in chat" })).toHaveCount(0);
  const [word] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Word" }).click(),
  ]);
  const text = await docxText(word);
  expect(text).toContain("3. Sipho Mthembu may show the work in a portfolio.");
  expect(text).toContain("The fee is R18 500, payable");
  expect(text).not.toContain("Lerato");

  // the template is listed among the user's own, in the gallery too
  await page.goto("/new-custom-contract");
  await expect(
    page.getByRole("list", { name: "Your template" }).getByRole("heading", { name: "Website design agreement" }),
  ).toBeVisible();
  await saveScreenshot("new-custom-contract-list-desktop");
  await page.goto("/templates");
  await expect(page.getByRole("list", { name: "Your templates" }).getByText("Website design agreement")).toBeVisible();
});

test("past the plan's generation limit, Generate shows the upgrade paywall and makes nothing", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  for (let index = 0; index < 5; index++)
    expect((await page.request.post("/api/usage/track", { data: { action: "contract_generation" } })).status()).toBe(
      200,
    );
  // a complete form saved earlier, so the test goes straight to Generate
  expect(
    (
      await page.request.put("/api/templates/residential-lease-za/form-draft", { data: { values: leaseValues } })
    ).status(),
  ).toBe(200);
  await page.goto("/contract-builder?template=residential-lease-za");
  await expect(page.getByLabel("Tenant's full name")).toHaveValue("Nomvula Precious Khumalo");
  await page.getByRole("button", { name: /^5\. House rules$/ }).click();
  await page.getByRole("button", { name: "Generate contract" }).click();
  const paywall = page.getByRole("dialog", { name: "You have reached your free limit" });
  await expect(paywall).toBeVisible();
  await expect(paywall).toContainText("You have used all 5 contract generations of your Free plan this month.");
  await expect(paywall.getByText("5 of 5 used")).toBeVisible();
  await expectAccessible();
  await saveScreenshot("contract-builder-limit-desktop", { fullPage: false });
  const made = (await (await page.request.get("/api/templates/generated")).json()) as unknown[];
  expect(made).toEqual([]);
});
