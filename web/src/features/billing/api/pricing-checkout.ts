import {
  type CheckoutRequest,
  type PricingCheckoutResponse,
  pricingCheckoutResponseSchema,
} from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";

/** POST /api/yoco/yoco-checkout (pricing side): planId, amount = the plan's price in cents, currency 'ZAR', description. */
export async function startPricingCheckout(request: CheckoutRequest): Promise<PricingCheckoutResponse> {
  return pricingCheckoutResponseSchema.parse(await apiRequest("POST", "/api/yoco/yoco-checkout", request));
}
