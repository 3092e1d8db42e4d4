import { signUpViaApi, testPassword, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("a new user signs up, lands on home signed in, signs out, and signs back in", async ({ page }) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/$/);
  const navigation = page.getByRole("navigation", { name: /main/i });
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Home" })).toBeVisible();

  await page.getByRole("link", { name: /log ?out|sign out/i }).click();
  await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await page
    .getByRole("link", { name: /sign in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(email).first()).toBeVisible();
});

test("sign-in with a wrong password shows one generic message and stays signed out", async ({ page }) => {
  const email = await signUpViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not the password 1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("sign-up explains a weak password and a taken email", async ({ page }) => {
  const taken = await signUpViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("short1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();

  await page.getByLabel("Email").fill(taken);
  await page.getByLabel("Password", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("An account with this email already exists. Sign in instead.")).toBeVisible();
});

test("/api/login returns to the page the user asked for after signing in", async ({ page }) => {
  const email = await signUpViaApi(page.request);
  await page.context().clearCookies();
  await page.goto("/api/login?returnTo=/settings");
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsettings/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(testPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("an ended session shows the signed-out view on the next load", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/history");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The server ends the session (as expiry would); the browser still holds the cookie.
  expect((await page.request.post("/api/auth/signout")).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
});

test("the sign-in and sign-up screens pass axe", async ({ page, expectAccessible }) => {
  for (const path of ["/sign-in", "/sign-up"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: /Sign In|Create Account/ })).toBeVisible();
    await expectAccessible();
  }
});
