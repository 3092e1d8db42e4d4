import { describe, expect, it } from "vitest";
import {
  initialPaymentStatus,
  PAYMENT_PROGRESS_CAP_PERCENT,
  PAYMENT_TIMEOUT_SECONDS,
  type PaymentStatusEvent,
  type PaymentStatusState,
  paymentProgressPercent,
  paymentStatusReducer,
} from "./payment-status-machine";
import { paymentStatusTexts } from "./texts";

function run(events: PaymentStatusEvent[], state = initialPaymentStatus(true)): PaymentStatusState {
  return events.reduce(paymentStatusReducer, state);
}

const ticks = (count: number): PaymentStatusEvent[] => Array.from({ length: count }, () => ({ type: "tick" }));

describe("payment status machine (SPEC §4)", () => {
  it("starts checking, or failed at once when paymentId, planId or userId is missing", () => {
    expect(initialPaymentStatus(true)).toMatchObject({
      phase: "checking",
      message: "Processing your payment... Please wait.",
      elapsedSeconds: 0,
    });
    const missing = initialPaymentStatus(false);
    expect(missing).toMatchObject({
      phase: "failed",
      message: "Payment information is missing. Please try again.",
      missingInformation: true,
    });
    expect(paymentStatusReducer(missing, { type: "reset" })).toBe(missing);
  });

  it("completed gives success with a full bar", () => {
    const state = run([...ticks(4), { type: "result", status: "completed" }]);
    expect(state.phase).toBe("success");
    expect(paymentProgressPercent(state)).toBe(100);
  });

  it("failed gives failed: 'Payment was not successful. Please try again.'", () => {
    expect(run([{ type: "result", status: "failed" }])).toMatchObject({
      phase: "failed",
      message: paymentStatusTexts.notSuccessful,
    });
    expect(paymentStatusTexts.notSuccessful).toBe("Payment was not successful. Please try again.");
  });

  it("pending keeps checking with 'Processing your payment... Please wait.'", () => {
    expect(run([...ticks(2), { type: "result", status: "pending" }])).toMatchObject({
      phase: "checking",
      elapsedSeconds: 2,
      message: "Processing your payment... Please wait.",
    });
  });

  it("a check error keeps checking before 80 % of the time limit", () => {
    const state = run([...ticks(PAYMENT_TIMEOUT_SECONDS * 0.8 - 1), { type: "error" }]);
    expect(state.phase).toBe("checking");
  });

  it("a check error at or after 80 % of the time limit gives failed: 'Unable to verify payment status. Please contact support.'", () => {
    const state = run([...ticks(PAYMENT_TIMEOUT_SECONDS * 0.8), { type: "error" }]);
    expect(state).toMatchObject({
      phase: "failed",
      message: "Unable to verify payment status. Please contact support.",
    });
  });

  it("after 300 s it gives timeout, and nothing moves it afterwards but a reset", () => {
    const state = run(ticks(PAYMENT_TIMEOUT_SECONDS));
    expect(state).toMatchObject({
      phase: "timeout",
      elapsedSeconds: 300,
      message: "Payment verification timed out. Your payment may still be processing.",
    });
    expect(run([{ type: "result", status: "completed" }, { type: "tick" }], state)).toEqual(state);
    const reset = paymentStatusReducer(state, { type: "reset" });
    expect(reset).toMatchObject({ phase: "checking", elapsedSeconds: 0, attempt: 1 });
  });

  it("progress follows elapsed time and is capped at 95 %", () => {
    expect(paymentProgressPercent(run(ticks(30)))).toBe(10);
    expect(paymentProgressPercent(run(ticks(290)))).toBe(PAYMENT_PROGRESS_CAP_PERCENT);
    expect(paymentProgressPercent(run(ticks(299)))).toBe(95);
  });
});
