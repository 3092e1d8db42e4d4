import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckLimitResponse } from "../../../../../common/api/billing";
import { normalUser, renderWithProviders } from "../../../test/render-app";
import { errorResponse, jsonResponse } from "../testing/billing-fixtures";
import { decideUsageGate } from "../usage-gate";
import { PaywallDialog } from "./paywall-dialog";
import { useUsageGate } from "./use-usage-gate";

const limitReached: CheckLimitResponse = {
  paywall: true,
  message: "You have used your free analysis for this session.",
  used: 3,
  limit: 4,
  benefits: ["Advanced analysis with risk scoring", "PDF and Word export"],
};

describe("PaywallDialog", () => {
  it("shows used and limit, a bar of used ÷ limit, the benefits and an upgrade link to /pricing", () => {
    const onClose = vi.fn();
    renderWithProviders(<PaywallDialog content={{ ...limitReached, limit: 4 }} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "You have reached your free limit" });
    expect(within(dialog).getByText(limitReached.message)).toBeTruthy();
    expect(within(dialog).getByText("3 of 4 used")).toBeTruthy();
    expect(within(dialog).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("75");
    expect(within(dialog).getByText("PDF and Word export")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "See plans and upgrade" }).getAttribute("href")).toBe("/pricing");
    fireEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("stays closed without content", () => {
    renderWithProviders(<PaywallDialog content={null} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("decideUsageGate (SPEC §4 'Paywall for signed-out users', 'Sharing')", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("a visitor's analysis is checked first; paywall opens the dialog, otherwise it proceeds", async () => {
    const check = vi.fn(async () => limitReached);
    expect(await decideUsageGate("contract_analysis", false, check)).toEqual({
      proceed: false,
      paywall: { message: limitReached.message, used: 3, limit: 4, benefits: limitReached.benefits },
    });
    expect(check).toHaveBeenCalledWith("contract_analysis");
    expect(
      await decideUsageGate("contract_analysis", false, async () => ({ ...limitReached, paywall: false })),
    ).toEqual({ proceed: true });
  });

  it("a visitor whose network used the day's free analyses is told so, without a '0 of 1 used' meter", async () => {
    const networkCap: CheckLimitResponse = {
      paywall: true,
      message:
        "Today's free analyses without an account have been used on your network. Many people can share one internet address.",
      used: 0,
      limit: 1,
      benefits: [],
      reason: "shared_network",
    };
    const decision = await decideUsageGate("contract_analysis", false, async () => networkCap);
    expect(decision).toMatchObject({ proceed: false, paywall: { sharedNetwork: true, message: networkCap.message } });
    if (decision.proceed) throw new Error("expected the paywall");
    renderWithProviders(
      <PaywallDialog content={{ ...decision.paywall, signedOut: true, title: "Network used up" }} onClose={() => {}} />,
      { user: null },
    );
    const dialog = screen.getByRole("dialog", { name: "Network used up" });
    expect(within(dialog).getByText(networkCap.message)).toBeTruthy();
    expect(within(dialog).queryByText("0 of 1 used")).toBeNull();
    expect(within(dialog).queryByRole("progressbar")).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Sign up free" }).getAttribute("href")).toBe("/sign-up");
  });

  it("a failed check logs 'Failed to check usage limit' and proceeds", async () => {
    const failure = new Error("offline");
    expect(await decideUsageGate("contract_analysis", false, async () => Promise.reject(failure))).toEqual({
      proceed: true,
    });
    expect(console.error).toHaveBeenCalledWith("Failed to check usage limit", failure);
  });

  it("a signed-in user's analysis is not checked (SPEC §6)", async () => {
    const check = vi.fn(async () => limitReached);
    expect(await decideUsageGate("contract_analysis", true, check)).toEqual({ proceed: true });
    expect(check).not.toHaveBeenCalled();
  });

  it("sharing signed out gets the sign-up prompt with used 0 and limit 0, without a check", async () => {
    const check = vi.fn(async () => limitReached);
    const decision = await decideUsageGate("contract_sharing", false, check);
    expect(decision).toMatchObject({
      proceed: false,
      paywall: { used: 0, limit: 0, signedOut: true, benefits: ["Unlimited contract sharing"] },
    });
    expect(check).not.toHaveBeenCalled();
  });

  it("sharing signed in: a paywall result opens the prompt (limit 5 when absent); a failed check is ignored", async () => {
    const decision = await decideUsageGate("contract_sharing", true, async () => ({ ...limitReached, limit: null }));
    expect(decision).toMatchObject({ proceed: false, paywall: { limit: 5 } });
    expect(await decideUsageGate("contract_sharing", true, async () => Promise.reject(new Error("x")))).toEqual({
      proceed: true,
    });
  });
});

function GatedUpload({ onStart }: { onStart: () => void }) {
  const gate = useUsageGate("contract_analysis");
  return (
    <>
      <button type="button" onClick={() => void gate.guard(onStart)}>
        Analyse
      </button>
      <PaywallDialog {...gate.dialogProps} />
    </>
  );
}

describe("useUsageGate", () => {
  let answer: () => Response;
  beforeAll(async () => {
    await import("../../../../../common/errors");
  });
  beforeEach(() => {
    answer = () => jsonResponse(limitReached);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer()),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("a visitor at the limit gets the paywall, with X-Session-Id from session storage, and the action does not run", async () => {
    const onStart = vi.fn();
    renderWithProviders(<GatedUpload onStart={onStart} />, { user: null });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Analyse" })));
    expect(await screen.findByRole("dialog", { name: "You have reached your free limit" })).toBeTruthy();
    expect(onStart).not.toHaveBeenCalled();
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/usage/check-limit");
    const headers = init?.headers as Record<string, string>;
    expect(headers["X-Session-Id"]).toBe(sessionStorage.getItem("contractclarity.session-id"));
    expect(JSON.parse(String(init?.body))).toEqual({ action: "contract_analysis" });
  });

  it("a visitor under the limit, or a failed check, proceeds", async () => {
    const onStart = vi.fn();
    answer = () => jsonResponse({ ...limitReached, paywall: false });
    renderWithProviders(<GatedUpload onStart={onStart} />, { user: null });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Analyse" })));
    expect(onStart).toHaveBeenCalledTimes(1);
    answer = () => errorResponse(500, "Down.");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Analyse" })));
    await vi.waitFor(() => expect(onStart).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a signed-in user proceeds without a check", async () => {
    const onStart = vi.fn();
    renderWithProviders(<GatedUpload onStart={onStart} />, { user: normalUser });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Analyse" })));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
