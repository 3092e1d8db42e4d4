import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../test/setup-dom";
import {
  DEFAULT_TOAST_DURATION_MS,
  ERROR_TOAST_DURATION_MS,
  resetToasts,
  toast,
  toastDuration,
} from "../api/toast-store";
import { Toaster } from "./toaster";

describe("toastDuration", () => {
  it("is 5000 ms by default and 8000 ms for errors", () => {
    expect(toastDuration({ type: "info" })).toBe(5_000);
    expect(toastDuration({ type: "success" })).toBe(5_000);
    expect(toastDuration({ type: "error" })).toBe(8_000);
  });

  it("never ends for persistent notices or a duration of 0", () => {
    expect(toastDuration({ type: "info", persistent: true })).toBe(Infinity);
    expect(toastDuration({ type: "error", duration: 0 })).toBe(Infinity);
  });

  it("uses an explicit duration", () => {
    expect(toastDuration({ type: "success", duration: 3_000 })).toBe(3_000);
  });
});

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  function advance(ms: number) {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  }

  it("dismisses a default notice after 5000 ms, not before", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
    });
    expect(screen.getByText("Saved")).toBeTruthy();
    advance(DEFAULT_TOAST_DURATION_MS - 10);
    expect(screen.queryByText("Saved")).toBeTruthy();
    advance(20);
    advance(500);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("keeps an error notice for 8000 ms", () => {
    render(<Toaster />);
    act(() => {
      toast({ type: "error", title: "Upload failed" });
    });
    advance(DEFAULT_TOAST_DURATION_MS + 1_000);
    expect(screen.queryByText("Upload failed")).toBeTruthy();
    advance(ERROR_TOAST_DURATION_MS - DEFAULT_TOAST_DURATION_MS - 1_000 + 10);
    advance(500);
    expect(screen.queryByText("Upload failed")).toBeNull();
  });

  it("never dismisses persistent notices or notices with duration 0", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Working on it", persistent: true });
    });
    advance(60_000);
    expect(screen.queryByText("Working on it")).toBeTruthy();
    act(() => {
      toast({ title: "Still here", duration: 0 });
    });
    advance(60_000);
    expect(screen.queryByText("Still here")).toBeTruthy();
  });

  it("shows one notice at a time: a new one replaces the current one", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      toast({ title: "Second" });
    });
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.getByText("Second")).toBeTruthy();
  });

  it("offers the notice's action and a dismiss button", () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: "Deleted", action: { label: "Undo", onClick } });
    });
    act(() => {
      screen.getByRole("button", { name: "Undo" }).click();
    });
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("labels the notification region with the F8 hotkey", () => {
    render(<Toaster />);
    expect(screen.getByRole("region").getAttribute("aria-label")).toContain("F8");
  });
});
