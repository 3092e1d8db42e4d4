import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-app";
import {
  AUTH_OVERLAY_STALE_MS,
  AUTH_OVERLAY_TIMEOUT_MS,
  clearAuthTracking,
  decideAuthOverlay,
  readAuthTracking,
  recordSignInClick,
} from "../auth-overlay-state";
import { AuthOverlay } from "./auth-overlay";

const base = { search: "", referrer: "", origin: "http://localhost", clickedOnThisPage: false };

describe("decideAuthOverlay (SPEC §4 'Sign-in overlay')", () => {
  it("never shows without tracking data", () => {
    expect(decideAuthOverlay({ ...base, tracking: null, now: 1_000 })).toEqual({ show: "never" });
  });

  it("shows at once for auth parameters, a provider screen, or after 500 ms", () => {
    const tracking = { startedAt: 10_000 };
    for (const search of ["?code=abc", "?state=xyz", "?session=1"]) {
      expect(decideAuthOverlay({ ...base, tracking, now: 10_100, search })).toEqual({ show: "now" });
    }
    expect(decideAuthOverlay({ ...base, tracking, now: 10_100, referrer: "https://id.example.com/authorize" })).toEqual(
      { show: "now" },
    );
    expect(decideAuthOverlay({ ...base, tracking, now: 10_501 })).toEqual({ show: "now" });
  });

  it("otherwise waits 1 s on the page of the click, 2 s on a page reached after it", () => {
    const tracking = { startedAt: 10_000 };
    expect(decideAuthOverlay({ ...base, tracking, now: 10_200, clickedOnThisPage: true })).toEqual({
      show: "after",
      delayMs: 1_000,
    });
    expect(decideAuthOverlay({ ...base, tracking, now: 10_200, referrer: "http://localhost/pricing" })).toEqual({
      show: "after",
      delayMs: 2_000,
    });
  });
});

describe("the tracking data", () => {
  beforeEach(() => sessionStorage.clear());

  it("is cleared when older than 5 minutes", () => {
    recordSignInClick(1_000);
    expect(readAuthTracking(1_000 + AUTH_OVERLAY_STALE_MS)).toEqual({ startedAt: 1_000 });
    expect(readAuthTracking(1_000 + AUTH_OVERLAY_STALE_MS + 1)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("is cleared when unreadable", () => {
    sessionStorage.setItem("contractclarity.auth-in-progress", "{not json");
    expect(readAuthTracking()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe("<AuthOverlay>", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    clearAuthTracking();
    vi.useRealTimers();
  });

  it("appears 1 s after a sign-in click that has not left the page, then times out after 30 s: flags cleared, page reloaded", () => {
    const reload = vi.fn();
    renderWithProviders(<AuthOverlay signedIn={false} reload={reload} />, { path: "/" });
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => recordSignInClick());
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("dialog", { name: "Signing you in…" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(AUTH_OVERLAY_TIMEOUT_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledOnce();
    expect(readAuthTracking()).toBeNull();
  });

  it("'Stuck?' clears the flags and reloads", () => {
    const reload = vi.fn();
    recordSignInClick(Date.now() - 2_000);
    renderWithProviders(<AuthOverlay signedIn={false} reload={reload} />, { path: "/history" });
    act(() => screen.getByRole("button", { name: "Stuck? Start again" }).click());
    expect(reload).toHaveBeenCalledOnce();
    expect(readAuthTracking()).toBeNull();
  });

  it("clears everything once authenticated, and never covers the sign-in form", () => {
    recordSignInClick(Date.now() - 2_000);
    const { unmount } = renderWithProviders(<AuthOverlay signedIn={false} />, { path: "/sign-in" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(readAuthTracking()).toBeNull();
    unmount();

    recordSignInClick(Date.now() - 2_000);
    renderWithProviders(<AuthOverlay signedIn />, { path: "/" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(readAuthTracking()).toBeNull();
  });
});
