import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../test/setup-dom";
import { resultTexts } from "../texts";
import { COPIED_LABEL_MS, CopyButton } from "./copy-button";

afterEach(() => {
  vi.useRealTimers();
});

describe("CopyButton", () => {
  it("copies the text and reads 'Copied!' for 2 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    render(<CopyButton text="The Landlord shall invest the Deposit." writeText={writeText} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: resultTexts.copyWording })));
    expect(writeText).toHaveBeenCalledWith("The Landlord shall invest the Deposit.");
    expect(screen.getByRole("button").textContent).toBe(resultTexts.copied);
    expect(screen.getByRole("status").textContent).toBe(resultTexts.copiedToast);
    act(() => vi.advanceTimersByTime(COPIED_LABEL_MS - 1));
    expect(screen.getByRole("button").textContent).toBe(resultTexts.copied);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button").textContent).toBe(resultTexts.copy);
  });

  it("changes nothing on screen when the clipboard refuses", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<CopyButton text="x" writeText={() => Promise.reject(new Error("denied"))} />);
    await act(async () => fireEvent.click(screen.getByRole("button")));
    expect(screen.getByRole("button").textContent).toBe(resultTexts.copy);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
