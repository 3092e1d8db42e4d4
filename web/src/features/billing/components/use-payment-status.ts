import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";
import { useNavigate } from "react-router";
import { planIdSchema } from "../../../../../common/plans";
import { authUserQueryKey } from "../../../lib/query-client";
import { paths } from "../../../paths";
import { toast } from "../../toast/api/toast-store";
import { activateSubscription } from "../api/activate-subscription";
import { getPaymentStatus, type PaymentCheck, type StatusGateway } from "../api/get-payment-status";
import { subscriptionStatusQueryKey } from "../api/get-subscription-status";
import {
  ACTIVATION_FAILED_REDIRECT_DELAY_MS,
  initialPaymentStatus,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_TICK_MS,
  paymentStatusReducer,
  SUCCESS_REDIRECT_DELAY_MS,
} from "../payment-status-machine";
import { paymentStatusTexts } from "../texts";

/**
 * Runs the payment-status machine: checks at once and every 3 s, ticks the elapsed counter every
 * second, and once completed activates the plan, toasts and moves to /subscription (3 s, or 2 s
 * when activation fails).
 */
export function usePaymentStatus(gateway: StatusGateway, check: PaymentCheck | null) {
  const [state, dispatch] = useReducer(paymentStatusReducer, check !== null, initialPaymentStatus);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checking = state.phase === "checking";
  const paymentId = check?.paymentId;
  const planId = check?.planId;
  const userId = check?.userId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: state.attempt is the trigger: Retry starts the polling again
  useEffect(() => {
    if (!checking || !paymentId || !planId || !userId) return;
    const controller = new AbortController();
    let inFlight = false;
    const poll = async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        const status = await getPaymentStatus(gateway, { paymentId, planId, userId }, { signal: controller.signal });
        if (!controller.signal.aborted) dispatch({ type: "result", status });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("Payment status check failed", error);
        dispatch({ type: "error" });
      } finally {
        inFlight = false;
      }
    };
    void poll();
    const pollTimer = window.setInterval(() => void poll(), PAYMENT_POLL_INTERVAL_MS);
    const tickTimer = window.setInterval(() => dispatch({ type: "tick" }), PAYMENT_TICK_MS);
    return () => {
      controller.abort();
      window.clearInterval(pollTimer);
      window.clearInterval(tickTimer);
    };
  }, [checking, gateway, paymentId, planId, userId, state.attempt]);

  // Mounted flag and redirect timer live in refs, so a StrictMode re-run of the effect cannot lose the redirect.
  const mounted = useRef(true);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(redirectTimer.current);
    };
  }, []);

  const activationStarted = useRef(false);
  useEffect(() => {
    if (state.phase !== "success" || activationStarted.current || !paymentId || !planId) return;
    activationStarted.current = true;
    const parsedPlan = planIdSchema.safeParse(planId);
    const activation = parsedPlan.success
      ? activateSubscription({ planId: parsedPlan.data, userId, paymentId })
      : Promise.reject(new Error(`Unknown plan ${planId}`));
    void activation
      .then((response) => {
        if (!response.success) throw new Error(response.message);
        toast({
          type: "success",
          title: paymentStatusTexts.activatedTitle,
          description: paymentStatusTexts.activatedText,
        });
        return SUCCESS_REDIRECT_DELAY_MS;
      })
      .catch((error: unknown) => {
        console.error("Subscription activation failed", error);
        toast({
          type: "error",
          title: paymentStatusTexts.activationFailedTitle,
          description: paymentStatusTexts.activationFailedText,
        });
        return ACTIVATION_FAILED_REDIRECT_DELAY_MS;
      })
      .then((delay) => {
        void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
        void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
        if (mounted.current) redirectTimer.current = window.setTimeout(() => navigate(paths.subscription), delay);
      });
  }, [navigate, paymentId, planId, queryClient, state.phase, userId]);

  return { state, reset: () => dispatch({ type: "reset" }) };
}
