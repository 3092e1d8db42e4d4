import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../test/setup-dom";
import { resetToasts } from "../../toast/api/toast-store";
import { Toaster } from "../../toast/components/toaster";
import { shellTexts } from "../texts";
import { BACK_ONLINE_TOAST_MS, OfflineBanner } from "./offline-banner";

let online = true;

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event("offline"));
  });
}

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderBanner() {
  return render(
    <>
      <OfflineBanner />
      <Toaster />
    </>,
  );
}

describe("OfflineBanner", () => {
  it("shows nothing while online", () => {
    renderBanner();
    expect(screen.queryByText(shellTexts.offlineBanner)).toBeNull();
    expect(screen.queryByText(shellTexts.connectionLost)).toBeNull();
  });

  it("shows the banner and 'Connection lost' while offline, and keeps the toast", () => {
    renderBanner();
    goOffline();
    expect(screen.getByText("You're offline. Some features may not work properly.")).toBeTruthy();
    expect(screen.getByText("Connection lost")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText("Connection lost")).toBeTruthy();
  });

  it("hides the banner and shows 'Back online' for 3 s when the connection returns", () => {
    renderBanner();
    goOffline();
    goOnline();
    expect(screen.queryByText(shellTexts.offlineBanner)).toBeNull();
    expect(screen.queryByText("Connection lost")).toBeNull();
    expect(screen.getByText("Back online")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_TOAST_MS - 10);
    });
    expect(screen.queryByText("Back online")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(510);
    });
    expect(screen.queryByText("Back online")).toBeNull();
  });

  it("does not say 'Back online' on an online event without having been offline", () => {
    renderBanner();
    goOnline();
    expect(screen.queryByText("Back online")).toBeNull();
  });
});
