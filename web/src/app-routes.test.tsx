import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "./app-routes";
import { homeTexts } from "./features/home/texts";
import { shellTexts } from "./features/shell/texts";
import { routeTable } from "./route-table";
import { normalUser, renderWithProviders } from "./test/render-app";

function renderRoutes(path: string, signedIn: boolean) {
  return renderWithProviders(
    <Suspense fallback={<p>loading screen</p>}>
      <AppRoutes user={signedIn ? normalUser : null} />
    </Suspense>,
    { path, user: signedIn ? normalUser : null },
  );
}

const landingHeading = () => screen.findByRole("heading", { level: 1, name: shellTexts.tagline });

/** SPEC §2 "Signed-out routes", plus the sign-in and sign-up screens and the policy aliases the consent screens link to. */
const publicPaths = [
  "/about",
  "/privacy",
  "/terms",
  "/contact",
  "/help",
  "/pricing",
  "/payment-success",
  "/payment-status",
  "/payfast-return",
  "/cookie-policy",
  "/sign-in",
  "/sign-up",
  "/shared/:token",
  "/privacy-policy",
  "/terms-of-service",
];

describe("route table", () => {
  it("holds every route of SPEC §2 plus /sign-in and /sign-up", () => {
    const registered = routeTable.map((entry) => entry.path);
    for (const path of [
      "/",
      "/analysis/:id",
      "/contract/:id",
      "/contract-view/:id",
      "/contract-temp/:id",
      "/history",
      "/settings",
      "/about",
      "/privacy",
      "/terms",
      "/contact",
      "/help",
      "/help-center",
      "/cookie-policy",
      "/admin",
      "/admin/analytics",
      "/admin/refunds",
      "/admin-config",
      "/contract-builder",
      "/attorney-consultation",
      "/ai-agent",
      "/ai-contract-agent",
      "/templates",
      "/custom-template",
      "/new-custom-contract",
      "/pricing",
      "/subscription",
      "/payment-success",
      "/payfast-return",
      "/payment-status/:paymentId?",
      "/payment-dashboard",
      "/test-routes",
      "/sign-in",
      "/sign-up",
    ]) {
      expect(registered).toContain(path);
    }
  });

  it("marks exactly the SPEC's public pages as public", () => {
    const publicEntries = routeTable
      .filter((entry) => entry.access === "public")
      .map((entry) => entry.path.replace("/:paymentId?", ""));
    expect(publicEntries.sort()).toEqual([...publicPaths].sort());
  });
});

describe("signed out", () => {
  it("shows the landing page at /", async () => {
    renderRoutes("/", false);
    expect(await landingHeading()).toBeTruthy();
  });

  it.each(["/about", "/pricing", "/payment-status/pay_123", "/cookie-policy"])(
    "shows the public page %s",
    async (path) => {
      renderRoutes(path, false);
      const heading = await screen.findByRole("heading", { level: 1 });
      expect(heading.textContent).not.toBe(shellTexts.tagline);
    },
  );

  it.each(["/history", "/settings", "/admin", "/analysis/1", "/help-center", "/test-routes", "/no-such-page"])(
    "shows the landing page at %s",
    async (path) => {
      renderRoutes(path, false);
      expect(await landingHeading()).toBeTruthy();
    },
  );

  it("shows the sign-in screen", async () => {
    renderRoutes("/sign-in", false);
    expect(await screen.findByRole("heading", { name: "Sign in to ContractClarity" })).toBeTruthy();
  });
});

describe("signed in", () => {
  it("shows Home at /, with the analyze tab", async () => {
    renderRoutes("/", true);
    expect(await screen.findByRole("heading", { level: 1, name: homeTexts.heroTitle })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Analyze" })).toBeTruthy();
  });

  it.each([
    ["/history", "History"],
    ["/admin", "Admin Dashboard"],
    ["/admin/analytics", "Admin Analytics"],
    ["/ai-contract-agent", "AI Contract Agent"],
    ["/contract-view/7", "Contract"],
    ["/payment-status", "Payment Status"],
    ["/test-routes", "Test page"],
  ])("shows %s", async (path, heading) => {
    renderRoutes(path, true);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
  });

  it("shows '404 Page Not Found' at an unknown path", async () => {
    renderRoutes("/no-such-page", true);
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: shellTexts.goHome }).getAttribute("href")).toBe("/");
  });

  it("sends a signed-in visitor of /sign-in to the return path", async () => {
    renderRoutes("/sign-in?returnTo=%2Fhistory", true);
    expect(await screen.findByRole("heading", { level: 1, name: "History" })).toBeTruthy();
  });
});
