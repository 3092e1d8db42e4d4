import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Plan, PlanId } from "../../../../../common/plans";
import { paths } from "../../../paths";
import { useAuth } from "../../auth/api/get-auth-user";
import { loginHref } from "../../auth/login-href";
import { toast } from "../../toast/api/toast-store";
import { createPaypalSubscription } from "../api/create-paypal-subscription";
import { startPricingCheckout } from "../api/pricing-checkout";
import { billingPaths } from "../billing-paths";
import { browser } from "../browser";
import { sameSitePath } from "../format";
import { storeSelectedPlan } from "../selected-plan";
import { pricingTexts } from "../texts";

/** SPEC §9 "Timing": 1 s before a checkout redirect, 2 s after a demo activation. */
export const CHECKOUT_REDIRECT_DELAY_MS = 1_000;
export const DEMO_ACTIVATION_REDIRECT_DELAY_MS = 2_000;

/** The payment-success URL after an activation without a checkout page (SPEC §4: provider=demo and the plan). */
export function demoSuccessPath(planId: PlanId, userId: string, paymentId: string): string {
  const query = new URLSearchParams({
    provider: "demo",
    plan: planId,
    user: userId,
    payment_id: paymentId,
    status: "success",
    sessionRestored: "true",
  });
  return `${billingPaths.paymentSuccess}?${query}`;
}

/**
 * The pricing upgrade button (SPEC §4): idle → processing for the chosen plan → redirect.
 * Free only toasts; signed out stores the plan and signs in; otherwise the card checkout, then
 * the PayPal fallback, then the payment error toast. Used by /pricing and /subscription?plan=.
 */
export function usePlanUpgrade(plans: readonly Plan[] | undefined) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [processingPlanId, setProcessingPlanId] = useState<PlanId | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  const go = useCallback(
    (url: string) => {
      const path = sameSitePath(url);
      if (path !== null && !path.startsWith("/api/")) navigate(path);
      else browser.assign(url);
    },
    [navigate],
  );

  const later = useCallback((action: () => void, ms: number) => {
    timers.current.push(window.setTimeout(action, ms));
  }, []);

  const upgrade = useCallback(
    async (planId: PlanId) => {
      if (processingPlanId) return;
      if (planId === "free") {
        toast({ type: "info", title: pricingTexts.alreadyFree, description: pricingTexts.alreadyFreeText });
        return;
      }
      if (!user) {
        storeSelectedPlan(planId);
        browser.assign(loginHref(paths.pricing));
        return;
      }
      setProcessingPlanId(planId);
      try {
        const plan = plans?.find((candidate) => candidate.id === planId);
        if (!plan) throw new Error(pricingTexts.planNotFound(planId));
        const checkout = await startPricingCheckout({
          planId,
          amount: plan.price,
          currency: "ZAR",
          description: pricingTexts.checkoutDescription(plan.name),
        });
        if (checkout.checkoutUrl) {
          toast(
            checkout.demo
              ? { type: "info", title: pricingTexts.demoCheckout, description: pricingTexts.demoCheckoutText }
              : { type: "info", title: pricingTexts.secureCheckout, description: pricingTexts.secureCheckoutText },
          );
          const url = checkout.checkoutUrl;
          later(() => go(url), CHECKOUT_REDIRECT_DELAY_MS);
          return;
        }
        if (!checkout.success) throw new Error(checkout.message);
        toast({
          type: "success",
          title: pricingTexts.subscriptionActivated,
          description: pricingTexts.subscriptionActivatedText(plan.name),
        });
        later(() => navigate(demoSuccessPath(planId, user.id, checkout.paymentId)), DEMO_ACTIVATION_REDIRECT_DELAY_MS);
      } catch (checkoutError) {
        console.error("Checkout failed; trying the fallback provider", checkoutError);
        try {
          const approvalUrl = await createPaypalSubscription(planId);
          go(approvalUrl);
        } catch (fallbackError) {
          console.error("Fallback payment failed", fallbackError);
          toast({ type: "error", title: pricingTexts.paymentErrorTitle, description: pricingTexts.paymentErrorText });
          setProcessingPlanId(null);
        }
      }
    },
    [go, later, navigate, plans, processingPlanId, user],
  );

  return { upgrade, processingPlanId };
}
