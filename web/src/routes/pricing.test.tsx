import { act, fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Plan } from "../../../common/plans";
import { browser } from "../features/billing/browser";
import { usePlanUpgrade } from "../features/billing/components/use-plan-upgrade";
import { handOverSelectedPlan, peekHandedOverPlan, SELECTED_PLAN_KEY } from "../features/billing/selected-plan";
import {
  errorResponse,
  jsonResponse,
  LocationProbe,
  testPlans,
  testStatus,
} from "../features/billing/testing/billing-fixtures";
import { getToastState, resetToasts } from "../features/toast/api/toast-store";
import { normalUser, renderWithProviders } from "../test/render-app";
import PricingScreen from "./pricing";

type Handler = (body: unknown) => Response;
let checkoutHandler: Handler;
let paypalHandler: Handler;
let plansResponse: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await import("../../../common/errors");
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.clear();
  plansResponse = () => jsonResponse(testPlans);
  checkoutHandler = () =>
    jsonResponse({
      success: true,
      checkoutUrl: "/demo-checkout/pay_1",
      demo: true,
      message: "Demo checkout",
      paymentId: "pay_1",
    });
  paypalHandler = () =>
    jsonResponse({ approvalUrl: "https://www.paypal.com/checkoutnow?token=T1", paymentId: "pay_pp" });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url === "/api/subscription/plans") return plansResponse();
    if (url.startsWith("/api/subscription/status?")) return jsonResponse(testStatus());
    if (url === "/api/yoco/yoco-checkout") return checkoutHandler(body);
    if (url === "/api/paypal/create-subscription") return paypalHandler(body);
    return errorResponse(404, "Not found.", "not_found");
  });
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderPricing(user: typeof normalUser | null = normalUser) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/pricing" element={<PricingScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { path: "/pricing", user },
  );
}

const location = () => screen.getByTestId("location").textContent;
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

describe("Pricing screen", () => {
  it("renders every plan from the API: rand price per month, limits and feature labels", async () => {
    renderPricing();
    const professional = await screen.findByRole("article", { name: /Professional/ });
    expect(within(professional).getByText("R319.00")).toBeTruthy();
    expect(within(professional).getByText("/month")).toBeTruthy();
    expect(within(professional).getByText("40 analyses a month")).toBeTruthy();
    expect(within(professional).getByText("30 generations a month")).toBeTruthy();
    expect(within(professional).getByText("Advanced analysis with risk scoring")).toBeTruthy();
    const enterprise = screen.getByRole("article", { name: /Enterprise/ });
    expect(within(enterprise).getByText("R1049.00")).toBeTruthy();
    expect(within(enterprise).getByText("Unlimited analyses")).toBeTruthy();
    expect(within(enterprise).getByText("White-label solution")).toBeTruthy();
    expect(within(screen.getByRole("article", { name: /Free/ })).getByText("Free", { selector: "span" })).toBeTruthy();
  });

  it("each paid card says what it adds to the plan below it, not what that plan has already", async () => {
    renderPricing();
    const free = await screen.findByRole("article", { name: /Free/ });
    expect(within(free).getByText("Basic contract analysis")).toBeTruthy();
    const professional = screen.getByRole("article", { name: /Professional/ });
    expect(within(professional).getByText("Everything in Free, plus:")).toBeTruthy();
    expect(within(professional).queryByText("Basic contract analysis")).toBeNull();
    expect(within(professional).getByText("Priority customer support")).toBeTruthy();
    const enterprise = screen.getByRole("article", { name: /Enterprise/ });
    expect(within(enterprise).getByText("Everything in Professional, plus:")).toBeTruthy();
  });

  it("shows a signed-in user's current usage from the subscription status", async () => {
    renderPricing();
    const usage = await screen.findByRole("region", { name: /Your usage this month/ });
    expect(within(usage).getByText("3 of 4 used")).toBeTruthy();
    expect(within(usage).getByRole("progressbar", { name: "Contract analyses" }).getAttribute("aria-valuenow")).toBe(
      "75",
    );
    expect(within(usage).getByText("1 of 2 used")).toBeTruthy();
  });

  it("a load failure shows the destructive toast 'Error: Failed to load pricing information'", async () => {
    plansResponse = () => errorResponse(403, "Nope.", "forbidden");
    renderPricing();
    await screen.findByText("We could not load the plans.");
    expect(getToastState().notice).toMatchObject({
      type: "error",
      title: "Error",
      description: "Failed to load pricing information",
    });
  });

  it("highlights the plan the pre-selected-plan redirect handed over and puts focus on its button", async () => {
    handOverSelectedPlan("enterprise");
    renderPricing();
    expect(await screen.findByText("You chose the Enterprise plan. Continue below to pay securely.")).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe("Upgrade to Enterprise"));
    expect(peekHandedOverPlan()).toBeNull();
  });

  it("the free plan only shows the toast 'Already on Free Plan'", async () => {
    renderPricing();
    fireEvent.click(await screen.findByRole("button", { name: "Your plan" }));
    expect(getToastState().notice?.title).toBe("Already on Free Plan");
    expect(calls("/api/yoco/yoco-checkout")).toHaveLength(0);
  });

  it("signed out: stores the chosen plan in session storage and goes to /api/login returning to /pricing", async () => {
    renderPricing(null);
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Professional" }));
    expect(sessionStorage.getItem(SELECTED_PLAN_KEY)).toBe("professional");
    expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Fpricing");
    expect(calls("/api/yoco/yoco-checkout")).toHaveLength(0);
  });

  it("a demo checkout URL: processing on the chosen button, toast 'Demo Checkout', redirect after 1 s", async () => {
    renderPricing();
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Professional" }));
    const processing = await screen.findByRole("button", { name: "Processing…" });
    expect(processing.getAttribute("aria-busy")).toBe("true");
    expect((screen.getByRole("button", { name: "Upgrade to Enterprise" }) as HTMLButtonElement).disabled).toBe(true);
    await advance(0);
    const body = JSON.parse(String(calls("/api/yoco/yoco-checkout")[0]?.[1]?.body));
    expect(body).toMatchObject({ planId: "professional", amount: 31900, currency: "ZAR" });
    expect(body.description).toContain("Professional");
    expect(getToastState().notice?.title).toBe("Demo Checkout");
    expect(location()).toBe("/pricing");
    await advance(1_000);
    expect(location()).toBe("/demo-checkout/pay_1");
  });

  it("a real checkout URL: toast 'Secure Checkout' and a full-page redirect after 1 s", async () => {
    checkoutHandler = () =>
      jsonResponse({
        success: true,
        checkoutUrl: "https://pay.yoco.com/c/abc",
        demo: false,
        message: "ok",
        paymentId: "pay_2",
      });
    renderPricing();
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Enterprise" }));
    await advance(0);
    expect(getToastState().notice?.title).toBe("Secure Checkout");
    expect(assign).not.toHaveBeenCalled();
    await advance(1_000);
    expect(assign).toHaveBeenCalledWith("https://pay.yoco.com/c/abc");
  });

  it("success without a URL: 'Subscription Activated!' and the payment-success page with provider=demo after 2 s", async () => {
    checkoutHandler = () => jsonResponse({ success: true, demo: true, message: "Activated", paymentId: "pay_3" });
    renderPricing();
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Professional" }));
    await advance(0);
    expect(getToastState().notice?.title).toBe("Subscription Activated!");
    await advance(1_900);
    expect(location()).toBe("/pricing");
    await advance(100);
    const url = new URL(location()!, "http://x");
    expect(url.pathname).toBe("/payment-success");
    expect(url.searchParams.get("provider")).toBe("demo");
    expect(url.searchParams.get("plan")).toBe("professional");
  });

  it("a failed checkout falls back to the PayPal subscription's approvalUrl", async () => {
    checkoutHandler = () => errorResponse(502, "Card provider down.");
    renderPricing();
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Professional" }));
    await advance(0);
    expect(JSON.parse(String(calls("/api/paypal/create-subscription")[0]?.[1]?.body))).toEqual({
      planId: "professional",
    });
    expect(assign).toHaveBeenCalledWith("https://www.paypal.com/checkoutnow?token=T1");
  });

  it("both failing: the toast 'Payment Error: Unable to process payment. Please try again or contact support.' and the button is back", async () => {
    checkoutHandler = () => errorResponse(502, "Card provider down.");
    paypalHandler = () => errorResponse(502, "PayPal down.");
    renderPricing();
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Professional" }));
    await advance(0);
    expect(getToastState().notice).toMatchObject({
      type: "error",
      title: "Payment Error",
      description: "Unable to process payment. Please try again or contact support.",
    });
    expect(screen.getByRole("button", { name: "Upgrade to Professional" })).toBeTruthy();
  });

  it("a fallback without approvalUrl throws 'No payment URL provided' and shows the payment error", async () => {
    checkoutHandler = () => errorResponse(502, "Card provider down.");
    paypalHandler = () => jsonResponse({ paymentId: "pay_pp" });
    renderPricing();
    fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Professional" }));
    await advance(0);
    expect(
      consoleError.mock.calls.some(
        ([, error]: unknown[]) => error instanceof Error && error.message === "No payment URL provided",
      ),
    ).toBe(true);
    expect(getToastState().notice?.title).toBe("Payment Error");
  });
});

function UpgradeProbe({ plans }: { plans: Plan[] }) {
  const { upgrade } = usePlanUpgrade(plans);
  return (
    <button type="button" onClick={() => void upgrade("enterprise")}>
      Upgrade
    </button>
  );
}

describe("usePlanUpgrade", () => {
  it("a plan missing from the loaded list throws 'Plan {id} not found' and takes the fallback path", async () => {
    renderWithProviders(<UpgradeProbe plans={testPlans.filter((plan) => plan.id !== "enterprise")} />, {
      user: normalUser,
    });
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    await advance(0);
    expect(calls("/api/yoco/yoco-checkout")).toHaveLength(0);
    expect(
      consoleError.mock.calls.some(
        ([, error]: unknown[]) => error instanceof Error && error.message === "Plan enterprise not found",
      ),
    ).toBe(true);
    expect(calls("/api/paypal/create-subscription")).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith("https://www.paypal.com/checkoutnow?token=T1");
  });
});
