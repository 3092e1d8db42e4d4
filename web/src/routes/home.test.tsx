import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SCROLL_TO_ANALYZE_EVENT } from "../features/shell/texts";
import { normalUser, renderWithProviders } from "../test/render-app";
import HomeScreen from "./home";

describe("Home's analyze section (SPEC §2 Upload Contract)", () => {
  it("scrolls to #analyze on the scroll-to-analyze event", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<HomeScreen />, { path: "/", user: normalUser });
    await screen.findByRole("heading", { level: 1, name: "Home" });
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event(SCROLL_TO_ANALYZE_EVENT));
    });
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe("analyze");
  });

  it("scrolls to #analyze when entered with the hash", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<HomeScreen />, { path: "/#analyze", user: normalUser });
    await screen.findByRole("heading", { level: 1, name: "Home" });
    expect(scrollIntoView).toHaveBeenCalled();
  });
});
