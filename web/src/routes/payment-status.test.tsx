import { act, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, LocationProbe, testStatus } from "../features/billing/testing/billing-fixtures";
import { getToastState, resetToasts } from "../features/toast/api/toast-store";
import { normalUser, renderWithProviders } from "../test/render-app";
import PaymentStatusScreen from "./payment-status";

type StatusAnswer = "completed" | "failed" | "pending" | "error";
let answers: StatusAnswer[];
let activation: "ok" | "fail";
let fetchMock: ReturnType<typeof vi.fn>;

function statusCalls(): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("/payment-status"));
}

beforeAll(async () => {
  // The HTTP client imports the error schema lazily; load it now so fake time alone drives the test.
  await import("../../../common/errors");
});

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.useFakeTimers();
  answers = [];
  activation = "ok";
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes("/payment-status")) {
      const answer = answers.length > 1 ? answers.shift()! : (answers[0] ?? "pending");
      return answer === "error" ? errorResponse(502, "Gateway unavailable.") : jsonResponse({ status: answer });
    }
    if (url === "/api/subscription/activate") {
      return activation === "ok"
        ? jsonResponse({
            success: true,
            message: "Activated",
            subscription: testStatus({ planId: "professional", planName: "Professional", tier: "professional" }),
          })
        : errorResponse(409, "Payment not verified.", "conflict");
    }
    return errorResponse(404, "Not found.", "not_found");
  });
  vi.stubGlobal("fetch", fetchMock);
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderAt(path: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/payment-status/:paymentId?" element={<PaymentStatusScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { path, user: normalUser },
  );
}

const location = () => screen.getByTestId("location").textContent;
const statusPath = "/payment-status/pay_42?planId=professional&userId=user-1";

describe("Payment status screen (SPEC §4)", () => {
  it("missing paymentId, planId or userId fails at once and never polls", async () => {
    renderAt("/payment-status/pay_42?planId=professional");
    await advance(10_000);
    expect(screen.getByText("Payment information is missing. Please try again.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Plans" }).getAttribute("href")).toBe("/subscription");
    expect(statusCalls()).toHaveLength(0);
  });

  it("polls the demo gateway at once and every 3 s while pending, with a 1 s elapsed counter", async () => {
    answers = ["pending"];
    renderAt(statusPath);
    await advance(0);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]).toMatch(
      /^\/api\/demo\/payment-status\?paymentId=pay_42&planId=professional&userId=user-1&_t=\d+$/,
    );
    expect(screen.getByText("Processing your payment... Please wait.")).toBeTruthy();
    await advance(2_000);
    expect(statusCalls()).toHaveLength(1);
    expect(screen.getByText("2s elapsed")).toBeTruthy();
    await advance(1_000);
    expect(statusCalls()).toHaveLength(2);
    await advance(6_000);
    expect(statusCalls()).toHaveLength(4);
    expect(screen.getByText("9s elapsed")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Verification progress" }).getAttribute("aria-valuenow")).toBe("3");
  });

  it("takes the gateway from source (or provider)", async () => {
    renderAt(`${statusPath}&source=payfast`);
    await advance(0);
    expect(statusCalls()[0]).toMatch(/^\/api\/payfast\/payment-status\?/);
  });

  it("completed: success, activation, a toast, and /subscription after 3 s", async () => {
    answers = ["pending", "completed"];
    renderAt(statusPath);
    await advance(3_000);
    expect(screen.getByRole("heading", { name: "Payment confirmed" })).toBeTruthy();
    const activateCall = fetchMock.mock.calls.find(([url]) => url === "/api/subscription/activate");
    expect(JSON.parse(String(activateCall?.[1]?.body))).toEqual({
      planId: "professional",
      userId: "user-1",
      paymentId: "pay_42",
    });
    expect(getToastState().notice).toMatchObject({ type: "success", title: "Subscription Activated!" });
    expect(screen.getByRole("link", { name: "View Subscription" }).getAttribute("href")).toBe("/subscription");
    await advance(2_900);
    expect(location()).toBe(statusPath);
    await advance(100);
    expect(location()).toBe("/subscription");
  });

  it("completed but activation fails: an error toast and /subscription after 2 s", async () => {
    answers = ["completed"];
    activation = "fail";
    renderAt(statusPath);
    await advance(0);
    expect(getToastState().notice).toMatchObject({ type: "error" });
    await advance(1_900);
    expect(location()).toBe(statusPath);
    await advance(100);
    expect(location()).toBe("/subscription");
  });

  it("failed: 'Payment was not successful. Please try again.'; Try Again resets to checking", async () => {
    answers = ["failed"];
    renderAt(statusPath);
    await advance(0);
    expect(screen.getByText("Payment was not successful. Please try again.")).toBeTruthy();
    await advance(9_000);
    expect(statusCalls()).toHaveLength(1);
    answers = ["pending"];
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await advance(0);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.getByText("Processing your payment... Please wait.")).toBeTruthy();
    expect(screen.getByText("0s elapsed")).toBeTruthy();
  });

  it("check errors keep retrying before 80 % of the time limit, then fail with 'Unable to verify payment status. Please contact support.'", async () => {
    answers = ["error"];
    renderAt(statusPath);
    await advance(237_000);
    expect(screen.getByRole("heading", { name: "Verifying your payment" })).toBeTruthy();
    expect(statusCalls().length).toBe(80);
    // The next check to fail after 240 s (80 % of 300 s) ends it.
    await advance(6_000);
    expect(screen.getByText("Unable to verify payment status. Please contact support.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Payment not completed" })).toBeTruthy();
  });

  it("times out after 300 s with progress capped at 95 %; Check Again starts over", async () => {
    answers = ["pending"];
    renderAt(statusPath);
    await advance(290_000);
    expect(screen.getByRole("progressbar", { name: "Verification progress" }).getAttribute("aria-valuenow")).toBe("95");
    await advance(10_000);
    expect(screen.getByText("Payment verification timed out. Your payment may still be processing.")).toBeTruthy();
    const calls = statusCalls().length;
    await advance(30_000);
    expect(statusCalls()).toHaveLength(calls);
    expect(screen.getByRole("link", { name: "View Subscription" }).getAttribute("href")).toBe("/subscription");
    fireEvent.click(screen.getByRole("button", { name: "Check Again" }));
    await advance(0);
    expect(statusCalls()).toHaveLength(calls + 1);
    expect(screen.getByRole("heading", { name: "Verifying your payment" })).toBeTruthy();
  });

  it("Contact Support shows a toast with the payment reference", async () => {
    renderAt(statusPath);
    await advance(0);
    fireEvent.click(screen.getByRole("button", { name: "Contact Support" }));
    expect(getToastState().notice?.description).toContain("pay_42");
  });
});
