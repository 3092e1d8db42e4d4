import type { z } from "zod";
import {
  type ActivationResponse,
  activationResponseSchema,
  upgradeRequestSchema,
} from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";

export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

/** POST /api/subscription/upgrade — the payment-success path: planId, userId, paymentConfirmed, provider. */
export async function upgradeSubscription(request: UpgradeRequest): Promise<ActivationResponse> {
  return activationResponseSchema.parse(
    await apiRequest("POST", "/api/subscription/upgrade", upgradeRequestSchema.parse(request)),
  );
}
