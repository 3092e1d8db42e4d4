import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-app";
import { RECENT_CONTRACT_STORAGE_KEY, RECOVERY_DELAY_MS, RECOVERY_WINDOW_MS } from "../recent-contract";
import { sampleAnalysisId } from "../testing/sample-analysis";
import { recoveryTexts } from "../texts";
import { ContractRecovery } from "./contract-recovery";

const now = Date.UTC(2026, 0, 15, 10, 0, 0);

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function remember(ageMs: number) {
  localStorage.setItem(RECENT_CONTRACT_STORAGE_KEY, JSON.stringify({ id: sampleAnalysisId, timestamp: now - ageMs }));
}

function renderRecovery(path: string) {
  return renderWithProviders(
    <>
      <ContractRecovery now={() => now} />
      <LocationProbe />
    </>,
    { path },
  );
}

async function waitPastDelay() {
  await act(async () => {
    vi.advanceTimersByTime(RECOVERY_DELAY_MS);
  });
  vi.useRealTimers();
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ContractRecovery (SPEC §4)", () => {
  it("asks 1 s after load on / and goes to the analysis on confirm", async () => {
    remember(5 * 60_000);
    renderRecovery("/");
    await act(async () => {
      vi.advanceTimersByTime(RECOVERY_DELAY_MS - 1);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitPastDelay();
    const dialog = await screen.findByRole("dialog", { name: recoveryTexts.title });
    expect(dialog.textContent).toContain(recoveryTexts.description);
    await userEvent.click(screen.getByRole("button", { name: recoveryTexts.confirm }));
    expect(screen.getByTestId("location").textContent).toBe(`/analysis/${sampleAnalysisId}`);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("clears the memory when declined", async () => {
    remember(60_000);
    renderRecovery("/analysis/abc");
    await waitPastDelay();
    await screen.findByRole("dialog", { name: recoveryTexts.title });
    await userEvent.click(screen.getByRole("button", { name: recoveryTexts.decline }));
    expect(localStorage.getItem(RECENT_CONTRACT_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/analysis/abc");
  });

  it("does not ask on other paths, nor for a memory 30 minutes old", async () => {
    remember(60_000);
    const { unmount } = renderRecovery("/history");
    await act(async () => {
      vi.advanceTimersByTime(RECOVERY_DELAY_MS * 3);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();

    remember(RECOVERY_WINDOW_MS);
    renderRecovery("/");
    await act(async () => {
      vi.advanceTimersByTime(RECOVERY_DELAY_MS * 3);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
