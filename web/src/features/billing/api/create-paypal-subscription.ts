import { paypalSubscriptionResponseSchema } from "../../../../../common/api/billing";
import type { PlanId } from "../../../../../common/plans";
import { apiRequest } from "../../../lib/http";
import { pricingTexts } from "../texts";

/** POST /api/paypal/create-subscription { planId } → approvalUrl; the fallback path of SPEC §4. Throws 'No payment URL provided' without one. */
export async function createPaypalSubscription(planId: PlanId): Promise<string> {
  const body = (await apiRequest("POST", "/api/paypal/create-subscription", { planId })) as {
    approvalUrl?: unknown;
  } | null;
  if (!body || typeof body.approvalUrl !== "string" || body.approvalUrl === "")
    throw new Error(pricingTexts.noPaymentUrl);
  return paypalSubscriptionResponseSchema.parse(body).approvalUrl;
}
