import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../test/setup-dom";
import { shellTexts } from "../texts";
import { AUTO_RELOAD_DELAY_MS, ErrorBoundary, shouldAutoReload } from "./error-boundary";

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

beforeEach(() => {
  // React reports caught render errors on the console; keep the test output readable.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("ErrorBoundary", () => {
  it("renders its children when nothing throws", () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeTruthy();
  });

  it("shows the SPEC texts with Refresh Page and Go Home", async () => {
    const reload = vi.fn();
    const goHome = vi.fn();
    render(
      <ErrorBoundary reload={reload} goHome={goHome}>
        <Boom message="Something odd" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(
      screen.getByText("We encountered an unexpected error. Our team has been notified and is working on a fix."),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: shellTexts.refreshPage }));
    expect(reload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: shellTexts.goHome }));
    expect(goHome).toHaveBeenCalledOnce();
  });

  it.each([
    "Should have a queue. This is likely a bug in React.",
    "Cannot read properties of undefined (reading 'x')",
    "Maximum update depth exceeded.",
  ])("reloads the page by itself 1 s after '%s'", (message) => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(
      <ErrorBoundary reload={reload}>
        <Boom message={message} />
      </ErrorBoundary>,
    );
    vi.advanceTimersByTime(AUTO_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload by itself for other errors", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(
      <ErrorBoundary reload={reload}>
        <Boom message="Test error thrown on purpose" />
      </ErrorBoundary>,
    );
    vi.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
    expect(shouldAutoReload(new Error("x is not a function"))).toBe(false);
  });
});
