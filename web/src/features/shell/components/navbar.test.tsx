import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AuthUser } from "../../../../../common/api/auth";
import { adminUser, normalUser, renderWithProviders } from "../../../test/render-app";
import { navTexts, SCROLL_TO_ANALYZE_EVENT, shellTexts } from "../texts";
import { canSeeAdminMenu, Navbar } from "./navbar";

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

function renderNavbar(user: AuthUser | null, isLoading = false, path = "/history") {
  return renderWithProviders(
    <>
      <Navbar user={user} isLoading={isLoading} />
      <LocationProbe />
    </>,
    { path },
  );
}

function desktopNav() {
  return screen.getAllByRole("navigation", { name: shellTexts.mainNavigation, hidden: true })[0]!;
}

describe("canSeeAdminMenu (SPEC §6)", () => {
  it("needs isAdmin strictly true and a user that is not loading", () => {
    expect(canSeeAdminMenu(adminUser, false)).toBe(true);
    expect(canSeeAdminMenu(adminUser, true)).toBe(false);
    expect(canSeeAdminMenu(normalUser, false)).toBe(false);
    expect(canSeeAdminMenu(null, false)).toBe(false);
    expect(canSeeAdminMenu({ ...normalUser, isAdmin: "true" as unknown as boolean }, false)).toBe(false);
  });
});

describe("Navbar", () => {
  it("shows the signed-in menus, the e-mail and Sign Out to a normal user, without Admin", async () => {
    renderNavbar(normalUser);
    const nav = within(desktopNav());
    expect(nav.getByRole("link", { name: navTexts.home })).toBeTruthy();
    expect(nav.getByRole("link", { name: navTexts.history })).toBeTruthy();
    for (const menu of [navTexts.analyze, navTexts.create, navTexts.account, navTexts.help]) {
      expect(await nav.findByRole("button", { name: menu })).toBeTruthy();
    }
    expect(nav.queryByRole("button", { name: navTexts.admin })).toBeNull();
    expect(screen.getByText(normalUser.email)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: navTexts.logout, hidden: true })[0]?.getAttribute("href")).toBe(
      "/api/logout",
    );
  });

  it("shows the Admin menu to an admin", async () => {
    renderNavbar(adminUser);
    expect(await within(desktopNav()).findByRole("button", { name: navTexts.admin })).toBeTruthy();
  });

  it("opens a desktop dropdown with its items", async () => {
    const user = userEvent.setup();
    renderNavbar(adminUser);
    await user.click(await within(desktopNav()).findByRole("button", { name: navTexts.admin }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: navTexts.dashboard }).getAttribute("href")).toBe("/admin");
    expect(within(menu).getByRole("menuitem", { name: navTexts.emailConfig }).getAttribute("href")).toBe(
      "/admin-config",
    );
  });

  it("Create offers all three ways to create a contract: the agent, the templates and the form builder", async () => {
    const user = userEvent.setup();
    renderNavbar(normalUser);
    await user.click(await within(desktopNav()).findByRole("button", { name: navTexts.create }));
    const menu = await screen.findByRole("menu");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => [item.textContent, item.getAttribute("href")]);
    expect(items).toEqual([
      [navTexts.aiContractAgent, "/ai-agent"],
      [navTexts.templates, "/templates"],
      [navTexts.formBuilder, "/contract-builder"],
    ]);
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: shellTexts.openMenu }));
    const panel = document.getElementById(
      screen.getByRole("button", { name: shellTexts.closeMenu }).getAttribute("aria-controls")!,
    )!;
    expect(within(panel).getByRole("link", { name: navTexts.templates }).getAttribute("href")).toBe("/templates");
    expect(within(panel).getByRole("link", { name: navTexts.formBuilder }).getAttribute("href")).toBe(
      "/contract-builder",
    );
  });

  it("shows a skeleton instead of the user while loading, and no Admin menu", () => {
    renderNavbar(adminUser, true);
    expect(screen.getByTestId("user-skeleton")).toBeTruthy();
    expect(screen.queryByText(adminUser.email)).toBeNull();
    expect(within(desktopNav()).queryByRole("button", { name: navTexts.admin })).toBeNull();
  });

  it("offers Sign In (/api/login) and Get Started Free when signed out", () => {
    renderNavbar(null, false, "/");
    const signIn = screen.getAllByRole("link", { name: navTexts.login, hidden: true });
    expect(signIn[0]?.getAttribute("href")).toBe("/api/login");
    expect(screen.getAllByRole("link", { name: navTexts.getStartedFree, hidden: true })[0]?.getAttribute("href")).toBe(
      "/sign-up",
    );
    expect(screen.queryByText(navTexts.history)).toBeNull();
  });

  it("Sign In returns to the page the visitor was on", () => {
    renderNavbar(null, false, "/history?tab=recent");
    const signIn = screen.getAllByRole("link", { name: navTexts.login, hidden: true });
    expect(signIn[0]?.getAttribute("href")).toBe("/api/login?returnTo=%2Fhistory%3Ftab%3Drecent");
  });

  it("mobile menu: opens, reads 'Signed in as: {email}', and closes on route change", async () => {
    const user = userEvent.setup();
    renderNavbar(normalUser);
    const toggle = screen.getByRole("button", { name: shellTexts.openMenu });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: shellTexts.closeMenu }).getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText(`Signed in as: ${normalUser.email}`)).toBeTruthy();
    await user.click(within(panel).getByRole("link", { name: navTexts.settings }));
    expect(screen.getByTestId("location").textContent).toBe("/settings");
    expect(panel.hidden).toBe(true);
    expect(screen.getByRole("button", { name: shellTexts.openMenu }).getAttribute("aria-expanded")).toBe("false");
  });

  it("Escape closes the mobile menu and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderNavbar(normalUser);
    await user.click(screen.getByRole("button", { name: shellTexts.openMenu }));
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: shellTexts.openMenu });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("Upload Contract goes to /#analyze when away from /", async () => {
    const user = userEvent.setup();
    renderNavbar(normalUser, false, "/history");
    await user.click(screen.getByRole("button", { name: shellTexts.openMenu }));
    await user.click(screen.getByRole("link", { name: navTexts.uploadContract }));
    expect(screen.getByTestId("location").textContent).toBe("/#analyze");
  });

  it("Upload Contract on / fires the scroll-to-analyze event and stays", async () => {
    const user = userEvent.setup();
    const listener = vi.fn();
    window.addEventListener(SCROLL_TO_ANALYZE_EVENT, listener);
    renderNavbar(normalUser, false, "/");
    await user.click(screen.getByRole("button", { name: shellTexts.openMenu }));
    await user.click(screen.getByRole("link", { name: navTexts.uploadContract }));
    expect(listener).toHaveBeenCalledOnce();
    expect(screen.getByTestId("location").textContent).toBe("/");
    window.removeEventListener(SCROLL_TO_ANALYZE_EVENT, listener);
  });
});
