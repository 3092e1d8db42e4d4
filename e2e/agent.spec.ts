import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { contractFixturesDir } from "../fixtures/paths";
import { signUpViaApi } from "./support/accounts";
import { expect, mobileViewport, test } from "./support/fixtures";

/** Fixtures are read where they live, never copied into the repo. */
const leaseText = join(contractFixturesDir, "residential-lease-wc.txt");
const leaseName = "residential-lease-wc.txt";
const desktopViewport = { width: 1280, height: 900 };

/** The agent screen as a page object: the parts a user talks to. */
class AgentScreen {
  constructor(readonly page: Page) {}
  get messageBox() {
    return this.page.getByRole("textbox", { name: "Message" });
  }
  get answers() {
    return this.page.getByRole("article", { name: "Agent" });
  }
  get lastAnswer() {
    return this.answers.last();
  }
  /** Waits until the agent has answered the turn that `act` starts. */
  async turn(act: () => Promise<void>) {
    const before = await this.answers.count();
    await act();
    await expect(this.answers).toHaveCount(before + 1);
    await expect(this.page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  }
  async say(text: string) {
    await this.turn(async () => {
      await this.messageBox.fill(text);
      await this.messageBox.press("Enter");
    });
  }
}

/** Answers a question card the way a user would: keeps suggested values, fills what is empty. */
async function answerCard(card: Locator) {
  const controls = card.locator("input:not([type=radio]), select, textarea");
  for (let index = 0; index < (await controls.count()); index++) {
    const control = controls.nth(index);
    const tag = await control.evaluate((element) => element.tagName.toLowerCase());
    const type = (await control.getAttribute("type")) ?? "text";
    const value = await control.inputValue();
    const id = (await control.getAttribute("id")) ?? "";
    const label = (await card.locator(`label[for="${id}"]`).textContent())?.toLowerCase() ?? "";
    if (value) continue;
    if (tag === "select") {
      await control.selectOption({ index: 1 });
    } else if (type === "email") {
      await control.fill(
        label.includes("to the tenant") || label.includes("tenant's email")
          ? "nomvula.khumalo@example.co.za"
          : "jp.vandermerwe@example.co.za",
      );
    } else if (type === "date") {
      await control.fill(label.includes("end") ? "2027-02-28" : "2026-03-01");
    } else if (type === "number") {
      await control.fill("2");
    } else if ((await control.getAttribute("inputmode")) === "decimal") {
      await control.fill(label.includes("deposit") ? "29000" : "14500");
    } else if (label.includes("optional")) {
    } else if (label.includes("address")) {
      await control.fill(
        label.includes("landlord")
          ? "14 Protea Road, Claremont, Cape Town, 7708"
          : "Unit 7, Rosebank Gardens, 22 Main Road, Rondebosch, Cape Town, 7700",
      );
    } else {
      await control.fill(label.includes("landlord") ? "Johannes van der Merwe" : "Nomvula Khumalo");
    }
  }
  for (const group of await card.locator("fieldset fieldset").all()) {
    const radios = group.getByRole("radio");
    if ((await radios.count()) > 0 && !(await radios.first().isChecked()) && !(await radios.last().isChecked()))
      await group.getByRole("radio", { name: "No" }).check();
  }
}

async function uploadLease(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/contracts", {
    multipart: { file: { name: leaseName, mimeType: "text/plain", buffer: readFileSync(leaseText) } },
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
  return body.contract.id;
}

test("drafts a residential lease through the question cards and downloads it as Word", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  const agent = new AgentScreen(page);

  await page.goto("/ai-agent");
  await expect(page.getByRole("heading", { level: 1, name: "AI Contract Agent" })).toBeVisible();
  await expect(page.getByText(/local engine/i).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Suggested starters" }).getByRole("button")).toHaveCount(5);
  await expectAccessible();
  await saveScreenshot("agent-empty-desktop");

  await agent.say("Draft a residential lease for a flat in Cape Town");
  await expect(agent.lastAnswer.getByRole("group", { name: /Residential Lease/ })).toBeVisible();
  await expect(page).toHaveURL(/\/ai-agent\?c=/);
  await expect(page.getByRole("navigation", { name: "Conversations" }).locator('[aria-current="page"]')).toContainText(
    "Draft a residential lease",
  );

  // Answer question cards until the draft is complete.
  let screenshotTaken = false;
  for (let round = 0; round < 30; round++) {
    if (await agent.lastAnswer.getByText("Complete", { exact: true }).isVisible()) break;
    const card = agent.lastAnswer.getByRole("group", { name: "A few questions" });
    await expect(
      card,
      `round ${round}: the agent asked no question: ${await agent.lastAnswer.textContent()}`,
    ).toBeVisible();
    await answerCard(card);
    if (!screenshotTaken && round >= 2) {
      await expectAccessible();
      await saveScreenshot("agent-drafting-desktop");
      screenshotTaken = true;
    }
    await agent.turn(() => card.getByRole("button", { name: "Send answers" }).click());
  }
  const draftCard = agent.lastAnswer.getByRole("group", { name: /Residential Lease/ });
  await expect(draftCard.getByText("Complete", { exact: true })).toBeVisible();
  await expect(draftCard.getByText(/high-risk findings? in our own review/)).toBeVisible();
  await expect(draftCard.getByRole("listitem").filter({ hasText: "Nomvula Khumalo (Tenant)" })).toBeVisible();
  await draftCard.getByRole("button", { name: /^Show all \d+ clauses$/ }).click();
  await draftCard.getByRole("button", { name: /^\d+ Deposit$/i }).click();
  const clausePanel = page.getByRole("dialog", { name: /^Clause \d+$/ });
  await expect(clausePanel.getByRole("heading", { name: /deposit/i })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(clausePanel).toBeHidden();

  // A change is proposed, never applied silently: accept it, and the draft gets a new version.
  await agent.say("Change the monthly rent to R15 000");
  const proposalCard = agent.lastAnswer.getByRole("group", { name: "Proposed change" });
  await expect(proposalCard.getByText("Awaiting your decision")).toBeVisible();
  await expect(proposalCard.getByText(/15 000/).first()).toBeVisible();
  await proposalCard.getByRole("button", { name: "Accept" }).click();
  await expect(proposalCard.getByText("Accepted", { exact: true })).toBeVisible();
  await proposalCard.getByRole("button", { name: "Version history" }).click();
  const history = page.getByRole("dialog", { name: "Version history" });
  await expect(history.getByRole("button", { name: "Restore version 1" })).toBeVisible();
  await expect(history.getByText("Current")).toBeVisible();
  await saveScreenshot("agent-version-history-desktop");
  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();

  await agent.say("Export it as Word");
  const download = agent.lastAnswer.getByRole("link", { name: "Download Word (.docx)" });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  const saved = await file.path();
  expect(statSync(saved).size).toBeGreaterThan(1_000);
  expect(readFileSync(saved).subarray(0, 2).toString()).toBe("PK");
  await expectAccessible();
  await saveScreenshot("agent-complete-desktop");

  // Reload: the conversation resumes from the URL.
  await page.reload();
  await expect(agent.answers.last().getByRole("link", { name: "Download Word (.docx)" })).toBeVisible();

  await page.setViewportSize(mobileViewport);
  await expectAccessible();
  await saveScreenshot("agent-complete-mobile");
  await page.getByRole("button", { name: "Conversations" }).click();
  const drawer = page.getByRole("dialog", { name: "Conversations" });
  await expect(drawer.getByRole("button", { name: /^Draft a residential lease/ })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("agent-drawer-mobile");

  // Rename, then delete (with confirmation): the screen starts a new conversation.
  await drawer.getByRole("button", { name: /^Actions for Draft a residential lease/ }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename the conversation" });
  await rename.getByLabel("Title").fill("Cape Town flat lease");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename).toBeHidden();
  await expect(drawer.getByRole("button", { name: /^Cape Town flat lease/ })).toBeVisible();
  await drawer.getByRole("button", { name: "Actions for Cape Town flat lease" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this conversation?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  // The open conversation is gone: the drawer closes on a fresh one.
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/ai-agent$/);
  await expect(page.getByRole("list", { name: "Suggested starters" })).toBeVisible();
  await page.getByRole("button", { name: "Conversations" }).click();
  await expect(drawer.getByText("No conversations yet. Your chats with the agent appear here.")).toBeVisible();
});

test("stops an answer mid-stream: the answer says it was stopped and its running step that it did not finish", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  const agent = new AgentScreen(page);
  await page.goto("/ai-agent");
  await expect(agent.messageBox).toBeVisible();

  // a slow connection: the answer (a draft of about 16 KB) arrives over several seconds, so Stop can be pressed mid-answer
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: 1_500,
    uploadThroughput: -1,
  });
  await agent.messageBox.fill("Draft a residential lease for a flat in Cape Town");
  await agent.messageBox.press("Enter");
  await expect(agent.lastAnswer.getByText("Updating the draft…")).toBeVisible();
  await page.getByRole("button", { name: "Stop" }).click();
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(agent.lastAnswer.getByText("You stopped this answer.")).toBeVisible();
  await expect(agent.lastAnswer.getByRole("group", { name: "This step did not finish." })).toBeVisible();
  await expect(agent.lastAnswer.getByText("Updating the draft…")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Regenerate answer" })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("agent-stopped-desktop");
  await page.setViewportSize(mobileViewport);
  await saveScreenshot("agent-stopped-mobile");
});

test("answers a question about an attached contract and opens the cited clause", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request);
  await uploadLease(page.request);
  const agent = new AgentScreen(page);

  await page.goto("/ai-contract-agent");
  await page.getByRole("button", { name: "Attach a contract" }).click();
  const picker = page.getByRole("dialog", { name: "Attach a contract" });
  await picker.getByRole("button", { name: new RegExp(leaseName.replace(".", "\\.")) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText(`Attached: ${leaseName}`)).toBeVisible();
  await expect(agent.messageBox).toBeFocused();

  await agent.say("What does my lease say about the deposit?");
  const answer = agent.lastAnswer;
  await expect(answer.getByText(/deposit/i).first()).toBeVisible();
  await expect(answer.getByRole("group", { name: `Clauses found in ${leaseName}` })).toBeVisible();
  // The answer's own "(clause 5.1)" citation (after the search card, which has a chip for 5.1 too).
  const chip = answer.getByRole("button", { name: "Open clause 5.1" }).last();
  await expect(chip).toBeVisible();
  await chip.click();
  const panel = page.getByRole("dialog", { name: "Clause 5.1" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/5\.1 The Tenant shall pay a deposit of R29 000,00/)).toBeVisible();
  await expect(panel.getByText(leaseName)).toBeVisible();
  await expectAccessible();
  await saveScreenshot("agent-qa-clause-desktop");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  await page.setViewportSize(mobileViewport);
  await expectAccessible();
  await saveScreenshot("agent-qa-mobile");
});
