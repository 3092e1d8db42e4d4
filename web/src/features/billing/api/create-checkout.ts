import { type CheckoutRequest, createCheckoutResponseSchema } from "../../../../../common/api/billing";
import type { PlanId } from "../../../../../common/plans";
import { apiRequest } from "../../../lib/http";
import { paths } from "../../../paths";
import { loginHref } from "../../auth/login-href";

/** POST /api/yoco/create-checkout (home/landing side) → success, redirectUrl. */
export async function createCheckout(request: CheckoutRequest) {
  return createCheckoutResponseSchema.parse(await apiRequest("POST", "/api/yoco/create-checkout", request));
}

/**
 * SPEC §4, the home/landing checkout: on success the browser goes to redirectUrl; otherwise, or on
 * an exception (logged, SPEC §8), to the login route returning to the subscription page for that plan.
 * Returns the URL to go to, so callers (and tests) decide how to navigate.
 */
export async function homeCheckoutDestination(request: CheckoutRequest): Promise<string> {
  const fallback = loginHref(paths.subscription, `?plan=${encodeURIComponent(request.planId satisfies PlanId)}`);
  try {
    const response = await createCheckout(request);
    if (response.success && response.redirectUrl) return response.redirectUrl;
    return fallback;
  } catch (error) {
    console.error("Checkout failed", error);
    return fallback;
  }
}
