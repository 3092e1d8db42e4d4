import type { PaymentCheckResult } from "./api/get-payment-status";
import { paymentStatusTexts } from "./texts";

/** SPEC §4 "Payment status screen" and §9 "Timing". */
export const PAYMENT_POLL_INTERVAL_MS = 3_000;
export const PAYMENT_TICK_MS = 1_000;
export const PAYMENT_TIMEOUT_SECONDS = 300;
/** A check error keeps retrying until this share of the time limit has passed. */
export const PAYMENT_ERROR_GRACE_SHARE = 0.8;
export const PAYMENT_PROGRESS_CAP_PERCENT = 95;
/** Delays before moving to /subscription after success, and after a failed activation. */
export const SUCCESS_REDIRECT_DELAY_MS = 3_000;
export const ACTIVATION_FAILED_REDIRECT_DELAY_MS = 2_000;

export type PaymentPhase = "checking" | "success" | "failed" | "timeout";

export type PaymentStatusState = {
  phase: PaymentPhase;
  message: string;
  elapsedSeconds: number;
  /** Counts resets ("Check Again", "Try Again") so the polling effect restarts. */
  attempt: number;
  /** True when paymentId, planId or userId was missing: nothing to check, ever. */
  missingInformation: boolean;
};

export type PaymentStatusEvent =
  | { type: "tick" }
  | { type: "result"; status: PaymentCheckResult }
  | { type: "error" }
  | { type: "reset" };

export function initialPaymentStatus(hasAllParameters: boolean): PaymentStatusState {
  if (!hasAllParameters) {
    return {
      phase: "failed",
      message: paymentStatusTexts.missing,
      elapsedSeconds: 0,
      attempt: 0,
      missingInformation: true,
    };
  }
  return {
    phase: "checking",
    message: paymentStatusTexts.pending,
    elapsedSeconds: 0,
    attempt: 0,
    missingInformation: false,
  };
}

/** The polling state machine as a pure reducer: checking → success, failed or timeout; reset → checking. */
export function paymentStatusReducer(state: PaymentStatusState, event: PaymentStatusEvent): PaymentStatusState {
  if (event.type === "reset") {
    if (state.missingInformation) return state;
    return { ...initialPaymentStatus(true), attempt: state.attempt + 1 };
  }
  if (state.phase !== "checking") return state;

  switch (event.type) {
    case "tick": {
      const elapsedSeconds = state.elapsedSeconds + 1;
      if (elapsedSeconds >= PAYMENT_TIMEOUT_SECONDS)
        return { ...state, elapsedSeconds, phase: "timeout", message: paymentStatusTexts.timedOut };
      return { ...state, elapsedSeconds };
    }
    case "result":
      if (event.status === "completed")
        return { ...state, phase: "success", message: paymentStatusTexts.successMessage };
      if (event.status === "failed") return { ...state, phase: "failed", message: paymentStatusTexts.notSuccessful };
      return { ...state, message: paymentStatusTexts.pending };
    case "error":
      if (state.elapsedSeconds >= PAYMENT_TIMEOUT_SECONDS * PAYMENT_ERROR_GRACE_SHARE) {
        return { ...state, phase: "failed", message: paymentStatusTexts.unableToVerify };
      }
      return state;
  }
}

/** The bar: time spent over the time limit, never above 95 % while checking; full once confirmed. */
export function paymentProgressPercent(state: PaymentStatusState): number {
  if (state.phase === "success") return 100;
  return Math.min(PAYMENT_PROGRESS_CAP_PERCENT, Math.round((state.elapsedSeconds / PAYMENT_TIMEOUT_SECONDS) * 100));
}
