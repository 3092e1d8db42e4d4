import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatus } from "../../../common/api/billing";
import { betaProgramme } from "../../../common/plans";
import {
  errorResponse,
  jsonResponse,
  LocationProbe,
  testPlans,
  testStatus,
} from "../features/billing/testing/billing-fixtures";
import { formatDay } from "../features/contracts/format-day";
import { getToastState, resetToasts } from "../features/toast/api/toast-store";
import { normalUser, renderWithProviders } from "../test/render-app";
import SubscriptionScreen from "./subscription";

const renewsAt = "2026-03-14T10:00:00.000Z";
const professional = testStatus({
  tier: "professional",
  planId: "professional",
  planName: "Professional",
  renewsAt,
  autoRenews: true,
  currentLimits: { analysisUsed: 12, analysisLimit: 40, generationUsed: 0, generationLimit: 30 },
});

let status: SubscriptionStatus;
let refundAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await import("../../../common/errors");
});

beforeEach(() => {
  status = professional;
  refundAnswer = () => jsonResponse({ id: "ref_1" }, 201);
  localStorage.clear();
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith("/api/subscription/status?")) return jsonResponse(status);
    if (url === "/api/subscription/plans") return jsonResponse(testPlans);
    if (url === "/api/subscription/cancel") {
      status = { ...status, state: "cancelled", cancelAtPeriodEnd: true, autoRenews: false };
      return jsonResponse(status);
    }
    if (url === "/api/refunds") return refundAnswer();
    if (url === "/api/yoco/yoco-checkout")
      return jsonResponse({
        success: true,
        checkoutUrl: "/demo-checkout/pay_7",
        demo: true,
        message: "ok",
        paymentId: "pay_7",
      });
    return errorResponse(404, "Not found.", "not_found");
  });
  vi.stubGlobal("fetch", fetchMock);
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path = "/subscription") {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/subscription" element={<SubscriptionScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { path, user: normalUser },
  );
}

describe("Subscription screen", () => {
  it("shows the plan, its state, price, renewal date and usage bars ('Unlimited' where there is no limit)", async () => {
    status = { ...professional, currentLimits: { ...professional.currentLimits, generationLimit: null } };
    renderAt();
    expect(await screen.findByRole("heading", { level: 2, name: "Professional" })).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByText("R319.00")).toBeTruthy();
    expect(screen.getByText(`Renews on ${formatDay(renewsAt)}`)).toBeTruthy();
    expect(screen.getByText("12 of 40 used")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Contract analyses" }).getAttribute("aria-valuenow")).toBe("30");
    expect(screen.getByText("0 used · Unlimited")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Payments and invoices" }).getAttribute("href")).toBe("/payment-dashboard");
  });

  it("a one-off payment (autoRenews false) says 'Paid until {date}', offers no cancel, and 'Pay for another month' starts the upgrade for the same plan", async () => {
    const user = userEvent.setup();
    status = { ...professional, autoRenews: false };
    renderAt();
    expect(await screen.findByText(`Paid until ${formatDay(renewsAt)}`)).toBeTruthy();
    expect(screen.queryByText(/^Renews on/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Pay for another month" }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/yoco/yoco-checkout")).toBe(true));
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === "/api/yoco/yoco-checkout")?.[1]?.body));
    expect(body).toMatchObject({ planId: "professional", amount: 31900, currency: "ZAR" });
  });

  it("a renewing subscription (autoRenews true) says 'Renews on {date}' and offers cancel, not 'Pay for another month'", async () => {
    renderAt();
    expect(await screen.findByText(`Renews on ${formatDay(renewsAt)}`)).toBeTruthy();
    expect(screen.queryByText(/^Paid until/)).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel subscription" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pay for another month" })).toBeNull();
  });

  it("cancel asks first, then says 'Your plan stays until {date}'", async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel your subscription?" });
    expect(within(dialog).getByText(/You keep it until/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    const staysUntil = `Your plan stays until ${formatDay(renewsAt)}`;
    expect(await screen.findByText(staysUntil)).toBeTruthy();
    expect(getToastState().notice).toMatchObject({ title: "Subscription cancelled", description: staysUntil });
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
  });

  it("?upgrade=professional starts the pricing upgrade for that plan", async () => {
    status = testStatus();
    renderAt("/subscription?upgrade=professional");
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/yoco/yoco-checkout")).toBe(true));
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === "/api/yoco/yoco-checkout")?.[1]?.body));
    expect(body).toMatchObject({ planId: "professional", amount: 31900, currency: "ZAR" });
    expect(await screen.findByText("Starting your upgrade to Professional…")).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/demo-checkout/pay_7"), {
      timeout: 3_000,
    });
  });

  it("beta users see the welcome card with the programme's numbers until they dismiss it (remembered)", async () => {
    status = testStatus({ tier: "beta", planName: "Beta", betaEndsAt: "2026-05-01T00:00:00.000Z" });
    renderAt();
    const card = await screen.findByRole("region", { name: "Welcome to the beta programme" });
    expect(card.textContent).toContain(`${betaProgramme.months} months free`);
    expect(card.textContent).toContain(`${betaProgramme.testers} testers`);
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss the beta welcome" }));
    expect(screen.queryByRole("region", { name: "Welcome to the beta programme" })).toBeNull();
    expect(localStorage.getItem("contractclarity.beta-welcome-dismissed")).toBe("true");
  });

  it("a refund request needs a reason, then posts it and confirms", async () => {
    const user = userEvent.setup();
    status = { ...professional, refundablePaymentId: "pay_1" };
    renderAt();
    await user.click(await screen.findByRole("button", { name: "Request a refund" }));
    const dialog = screen.getByRole("dialog", { name: "Request a refund" });
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByText("Tell us in a few words why you want a refund.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Why do you want a refund?"), "It does not fit my practice.");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await vi.waitFor(() => expect(getToastState().notice?.title).toBe("Refund requested"));
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === "/api/refunds")?.[1]?.body));
    expect(body).toEqual({ paymentId: "pay_1", reason: "It does not fit my practice." });
  });

  it("a refused refund shows the server's reason in the dialog", async () => {
    const user = userEvent.setup();
    status = { ...professional, refundablePaymentId: "pay_1" };
    refundAnswer = () => errorResponse(409, "The 7-day refund window has closed.", "conflict");
    renderAt();
    await user.click(await screen.findByRole("button", { name: "Request a refund" }));
    const dialog = screen.getByRole("dialog", { name: "Request a refund" });
    await user.type(within(dialog).getByLabelText("Why do you want a refund?"), "Changed my mind.");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("The 7-day refund window has closed.");
  });
});
