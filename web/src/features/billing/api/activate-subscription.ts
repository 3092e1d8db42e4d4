import type { z } from "zod";
import {
  type ActivationResponse,
  activateRequestSchema,
  activationResponseSchema,
} from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";

export type ActivateRequest = z.infer<typeof activateRequestSchema>;

/** POST /api/subscription/activate — switches the plan on from a payment the server verified. */
export async function activateSubscription(request: ActivateRequest): Promise<ActivationResponse> {
  return activationResponseSchema.parse(
    await apiRequest("POST", "/api/subscription/activate", activateRequestSchema.parse(request)),
  );
}
