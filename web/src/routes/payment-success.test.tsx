import { act, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, LocationProbe, testStatus } from "../features/billing/testing/billing-fixtures";
import { getToastState, resetToasts } from "../features/toast/api/toast-store";
import { normalUser, renderWithProviders } from "../test/render-app";
import PaymentSuccessScreen from "./payment-success";

let restore: () => Response;
let activate: () => Response;
let upgrade: () => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;

const activated = () =>
  jsonResponse({
    success: true,
    message: "Activated",
    subscription: testStatus({ planId: "professional", planName: "Professional" }),
  });

beforeAll(async () => {
  await import("../../../common/errors");
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  restore = () => jsonResponse({ ok: true });
  activate = activated;
  upgrade = activated;
  fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/auth/restore-session") return restore();
    if (url === "/api/subscription/activate") return activate();
    if (url === "/api/subscription/upgrade") return upgrade();
    if (url === "/api/auth/user") return jsonResponse(normalUser);
    return errorResponse(404, "Not found.", "not_found");
  });
  vi.stubGlobal("fetch", fetchMock);
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderAt(search: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/payment-success" element={<PaymentSuccessScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { path: `/payment-success${search}`, user: normalUser },
  );
}

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const bodyOf = (path: string) => JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === path)?.[1]?.body));
const location = () => screen.getByTestId("location").textContent;

describe("Payment success screen (SPEC §4)", () => {
  it("restores the session first when sessionRestored is not 'true', then takes the card-gateway path: activate, toast, /subscription after 3 s", async () => {
    renderAt("?status=success&plan=professional&user=user-1&source=yoco&payment_id=pay_9&restore=signed-token-123456");
    expect(screen.getByRole("heading", { name: "Confirming your payment" })).toBeTruthy();
    await screen.findByRole("heading", { name: "Payment successful" });
    expect(urls().indexOf("/api/auth/restore-session")).toBeLessThan(urls().indexOf("/api/subscription/activate"));
    expect(bodyOf("/api/auth/restore-session")).toEqual({ token: "signed-token-123456" });
    expect(bodyOf("/api/subscription/activate")).toEqual({
      planId: "professional",
      userId: "user-1",
      source: "yoco",
      paymentId: "pay_9",
    });
    expect(getToastState().notice?.title).toBe("Subscription Activated!");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_500);
    });
    expect(location()).toContain("/payment-success");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(location()).toBe("/subscription");
  });

  it("skips the restore when sessionRestored is 'true', and ignores a failed restore otherwise", async () => {
    renderAt(
      "?status=success&plan=professional&user=user-1&source=yoco&sessionRestored=true&restore=signed-token-123456",
    );
    await screen.findByRole("heading", { name: "Payment successful" });
    expect(urls()).not.toContain("/api/auth/restore-session");
  });

  it("a failed restore or activation on the card-gateway path still shows success (failures are only logged)", async () => {
    restore = () => errorResponse(401, "Expired.", "unauthorized");
    activate = () => errorResponse(500, "Boom.");
    renderAt("?status=success&plan=professional&user=user-1&source=yoco&restore=signed-token-123456");
    await screen.findByRole("heading", { name: "Payment successful" });
  });

  it("plan or user missing: 'Payment information is incomplete. Please contact support with your payment confirmation.'", async () => {
    renderAt("?status=success&plan=professional");
    await screen.findByText(
      "Payment information is incomplete. Please contact support with your payment confirmation.",
    );
    expect(urls()).not.toContain("/api/subscription/upgrade");
  });

  it("otherwise upgrades with paymentConfirmed true and shows success", async () => {
    renderAt("?status=success&plan=enterprise&user=user-1&provider=demo&payment_id=pay_5&sessionRestored=true");
    await screen.findByRole("heading", { name: "Payment successful" });
    expect(bodyOf("/api/subscription/upgrade")).toEqual({
      planId: "enterprise",
      userId: "user-1",
      paymentConfirmed: true,
      provider: "demo",
      paymentId: "pay_5",
    });
  });

  it("an upgrade error: 'Payment was successful but subscription activation failed. Please contact support.'", async () => {
    upgrade = () => errorResponse(409, "Payment not verified.", "conflict");
    renderAt("?plan=professional&userId=user-1&sessionRestored=true");
    await screen.findByText("Payment was successful but subscription activation failed. Please contact support.");
    expect(screen.getByRole("button", { name: "Contact Support" })).toBeTruthy();
  });

  it("an unexpected error: 'There was an error processing your payment confirmation.'", async () => {
    upgrade = () => Promise.reject(new TypeError("Failed to fetch"));
    renderAt("?planId=professional&userId=user-1&sessionRestored=true");
    await screen.findByText("There was an error processing your payment confirmation.");
  });
});
