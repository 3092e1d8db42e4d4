import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { contractFixturesDir } from "../fixtures/paths";
import { signUpViaApi, testPassword, uniqueEmail } from "./support/accounts";
import { desktopViewport, expect, mobileViewport, test } from "./support/fixtures";

const fixtures = contractFixturesDir;
const ndaName = "mutual-nda-capetown.txt";
const ndaPath = `${fixtures}/${ndaName}`;

/** A toast by its title. Not by role: while a modal dialog is open, everything outside it (the toasts too) is aria-hidden. */
function toastWith(page: Page, title: string): Locator {
  return page.locator("li").filter({ has: page.getByText(title, { exact: true }) });
}

async function uploadViaApi(page: Page): Promise<string> {
  const response = await page.request.post("/api/contracts", {
    multipart: { file: { name: ndaName, mimeType: "text/plain", buffer: readFileSync(ndaPath) } },
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { contract: { id: string } }).contract.id;
}

test("settings: change the password, then sign in with the new one", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  const email = await signUpViaApi(page.request);
  await page.goto("/settings");
  // the first screen of a test waits for its chunk and the account (the machine is shared while tests run)
  await expect(page.getByTestId("account-email")).toHaveText(email);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expectAccessible();
  await saveScreenshot("settings-desktop");

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password").fill(testPassword);
  await password.getByLabel("New password", { exact: true }).fill("short");
  await password.getByLabel("Confirm new password").fill("short");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Use at least 10 characters.")).toBeVisible();

  await password.getByLabel("Current password").fill("not my password 9");
  await password.getByLabel("New password", { exact: true }).fill("Baobab-root 2027");
  await password.getByLabel("Confirm new password").fill("Baobab-root 2027");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Your current password is not correct.")).toBeVisible();

  await password.getByLabel("Current password").fill(testPassword);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(toastWith(page, "Password changed")).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveValue("");

  // this browser stays signed in; a fresh one signs in with the new password only
  await page.reload();
  await expect(page.getByTestId("account-email")).toHaveText(email);
  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");
  await page.getByLabel("Password", { exact: true }).fill("Baobab-root 2027");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("banner").getByText(email).first()).toBeVisible();
});

test("settings: preferences are saved and become the upload's starting choices", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(mobileViewport);
  await signUpViaApi(page.request);
  await page.goto("/settings");
  await expect(page.getByLabel("Your name")).toBeVisible();
  await page.getByLabel("Your name").fill("Thandi Mokoena");
  await page.getByLabel("Default jurisdiction").selectOption("ZA");
  await page.getByLabel("The side you are usually on").selectOption("tenant");
  await page.getByRole("radio", { name: "Plain language with the legal detail" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, "Settings saved")).toBeVisible();
  await expectAccessible();
  await saveScreenshot("settings-mobile");

  await page.reload();
  await expect(page.getByLabel("Your name")).toHaveValue("Thandi Mokoena");
  await expect(page.getByRole("radio", { name: "Plain language with the legal detail" })).toBeChecked();

  await page.goto("/#analyze");
  const analyze = page.getByRole("region", { name: "Analyze a contract" });
  await analyze.locator('input[type="file"]').setInputFiles(ndaPath);
  await expect(analyze.getByLabel("I am the… (optional)")).toHaveValue("tenant");
  await expect(analyze.getByLabel("Jurisdiction (optional)")).toHaveValue("ZA");
});

test("settings: download my data gives a ZIP with the contract's text and the uploaded file", async ({ page }) => {
  await page.setViewportSize(desktopViewport);
  const email = await signUpViaApi(page.request);
  const contractId = await uploadViaApi(page);
  await page.goto("/settings");
  await expect(page.getByRole("button", { name: "Download my data" })).toBeVisible();

  const downloadStarted = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^contractclarity-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(toastWith(page, "Your data is downloading")).toBeVisible();

  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(files["account-data.json"]!)) as {
    profile: { email: string };
    contracts: { id: string; originalFile: string; text: string }[];
  };
  expect(data.profile.email).toBe(email);
  expect(data.contracts.map((contract) => contract.id)).toEqual([contractId]);
  expect(data.contracts[0]!.text).toContain("MUTUAL NON-DISCLOSURE AGREEMENT");
  expect(Buffer.from(files[data.contracts[0]!.originalFile]!).equals(readFileSync(ndaPath))).toBe(true);
  expect(Object.keys(files)).toContain("README.txt");
});

test("settings: delete my account after typing the email — signed out, and the account cannot sign in", async ({
  page,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  const email = await signUpViaApi(page.request);
  await uploadViaApi(page);
  await page.goto("/settings");

  await expect(page.getByRole("button", { name: "Delete my account" })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(`Type ${email} or DELETE to confirm`).fill("delete");
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(dialog.getByText("Type your email address or DELETE exactly.")).toBeVisible();
  await saveScreenshot("settings-delete-dialog-desktop", { fullPage: false });

  await dialog.getByLabel(`Type ${email} or DELETE to confirm`).fill(email);
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(toastWith(page, "Your account was deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // the landing page a visitor sees
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  expect((await page.request.post("/api/auth/signin", { data: { email, password: testPassword } })).status()).toBe(401);
});

test("feedback: a visitor sends a rating, sees the success toast, and the form starts empty again", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await page.goto("/about");
  await expect(page.getByRole("button", { name: "Send feedback" })).toBeVisible();
  const stored = page.waitForResponse(
    (response) => response.url().endsWith("/api/feedback") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Send us feedback" });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole("button", { name: "Submit Feedback" });
  await expect(submit).toBeDisabled();
  await dialog.getByRole("radio", { name: "4 – Very good" }).check();
  await dialog.getByLabel("How was your experience?").fill("The lease summary was clear.");
  await dialog.getByRole("radio", { name: "Yes" }).check();
  await dialog.getByLabel("Your email (optional)").fill("not-an-email");
  await submit.click();
  await expect(dialog.getByText("Enter a valid email address, or leave it empty.")).toBeVisible();
  await dialog.getByLabel("Your email (optional)").fill("reader@example.co.za");
  await expectAccessible();
  await saveScreenshot("feedback-dialog-desktop", { fullPage: false });
  await submit.click();

  expect((await stored).status()).toBe(201);
  const success = toastWith(page, "Feedback Submitted");
  await expect(success).toBeVisible();
  await expect(success).toContainText("Thank you for helping us improve the platform.");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(dialog.getByRole("radio", { name: "4 – Very good" })).not.toBeChecked();
  await expect(dialog.getByLabel("How was your experience?")).toHaveValue("");
  await expect(dialog.getByRole("button", { name: "Submit Feedback" })).toBeDisabled();
});

test("feedback: when sending fails, the error toast shows and the form keeps what was typed", async ({
  page,
  saveScreenshot,
}) => {
  await page.setViewportSize(mobileViewport);
  await signUpViaApi(page.request);
  await page.route("**/api/feedback", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "internal", message: "Down" } }),
    }),
  );
  await page.goto("/");
  await page.getByRole("button", { name: "Send feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Send us feedback" });
  await dialog.getByRole("radio", { name: "2 – Fair" }).check();
  await dialog.getByLabel("What could we improve?").fill("Faster uploads");
  await saveScreenshot("feedback-dialog-mobile", { fullPage: false });
  await dialog.getByRole("button", { name: "Submit Feedback" }).click();

  const failure = toastWith(page, "Submission Failed");
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Please try again or contact support directly.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("What could we improve?")).toHaveValue("Faster uploads");
  await expect(dialog.getByRole("radio", { name: "2 – Fair" })).toBeChecked();
});

test("attorney consultation: a request with an attached contract appears under Your requests", async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(desktopViewport);
  await signUpViaApi(page.request, uniqueEmail("consult"));
  await uploadViaApi(page);
  await page.goto("/attorney-consultation");
  await expect(page.getByRole("heading", { name: "Attorney Consultation", level: 1 })).toBeVisible();
  const requests = page.getByRole("region", { name: "Your requests" });
  await expect(requests.getByText("You have not asked for a consultation yet.")).toBeVisible();
  await expectAccessible();
  await saveScreenshot("attorney-consultation-desktop");

  const form = page.getByRole("region", { name: "Request a consultation" });
  await form.getByLabel("Your name").fill("Thandi Mokoena");
  await form.getByLabel("What is it about?").fill("Restraint clause in my NDA");
  await form.getByLabel("Contract to attach (optional)").selectOption({ label: ndaName });
  await form.getByRole("radio", { name: "Phone" }).check();
  await form.getByLabel("Phone number").fill("call me");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByText("Enter a phone number, e.g. 082 123 4567 or +27 82 123 4567.")).toBeVisible();
  await form.getByLabel("Phone number").fill("082 123 4567");
  await form.getByLabel("Preferred time").selectOption("weekday_morning");
  await form.getByRole("button", { name: "Send request" }).click();

  await expect(toastWith(page, "Request sent")).toBeVisible();
  const item = requests.getByRole("listitem").filter({ hasText: "Restraint clause in my NDA" });
  await expect(item).toContainText(`Contract: ${ndaName}`);
  await expect(item).toContainText("Phone: 082 123 4567");
  await expect(item).toContainText("Received");
  await page.reload();
  await expect(requests.getByRole("listitem").filter({ hasText: "Restraint clause in my NDA" })).toBeVisible();

  await page.setViewportSize(mobileViewport);
  await saveScreenshot("attorney-consultation-mobile");
});
