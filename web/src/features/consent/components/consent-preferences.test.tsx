import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  COOKIE_CONSENT_STORAGE_KEY,
  consentStore,
  hasConsent,
  PRIVACY_CONSENT_STORAGE_KEY,
} from "../../../lib/consent";
import { renderWithProviders } from "../../../test/render-app";
import { ConsentLayer } from "./consent-layer";
import { ConsentPreferences } from "./consent-preferences";

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");

describe("ConsentPreferences (for Settings)", () => {
  it("shows what was agreed and when, and saves changed choices to the same store", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsentPreferences />);
    expect(screen.getByText(/Accepted on .* \(version 1\.0\)\./)).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: /Contract processing/ }) as HTMLInputElement).disabled).toBe(true);
    expect(hasConsent("analytics")).toBe(false);

    await user.click(screen.getByRole("checkbox", { name: "Usage analytics" }));
    await user.click(screen.getByRole("checkbox", { name: "Analytics" }));
    await user.click(screen.getByRole("button", { name: "Save choices" }));

    expect(stored(PRIVACY_CONSENT_STORAGE_KEY)).toMatchObject({
      contractProcessing: true,
      dataRetention: true,
      analyticsTracking: true,
    });
    expect(stored(COOKIE_CONSENT_STORAGE_KEY)).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(hasConsent("analytics")).toBe(true);
    expect(hasConsent("marketing")).toBe(false);
  });
});

describe("ConsentLayer", () => {
  beforeEach(() => {
    localStorage.clear();
    consentStore.reload();
  });

  it("shows the cookie banner to a visitor until a choice is stored", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsentLayer user={null} />);
    const banner = await screen.findByRole("region", { name: "Cookies and local storage" });
    await user.click(screen.getByRole("button", { name: "Reject All" }));
    expect(stored(COOKIE_CONSENT_STORAGE_KEY)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(banner.isConnected).toBe(false);
  });

  it("hides the banner with the X without storing anything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsentLayer user={null} />);
    await screen.findByRole("region", { name: "Cookies and local storage" });
    await user.click(screen.getByRole("button", { name: "Close the cookie banner without choosing" }));
    expect(screen.queryByRole("region", { name: "Cookies and local storage" })).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("hides the banner as soon as a choice is stored elsewhere (Settings)", async () => {
    renderWithProviders(<ConsentLayer user={null} />);
    await screen.findByRole("region", { name: "Cookies and local storage" });
    act(() =>
      consentStore.saveCookieConsent({ necessary: true, analytics: false, marketing: false, functional: true }),
    );
    expect(screen.queryByRole("region", { name: "Cookies and local storage" })).toBeNull();
  });
});
