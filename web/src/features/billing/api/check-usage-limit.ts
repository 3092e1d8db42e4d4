import { type CheckLimitResponse, checkLimitResponseSchema, type UsageAction } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";
import { sessionIdHeaders } from "../session-id";

/** POST /api/usage/check-limit { action } with X-Session-Id — paywall, message, used, limit, benefits. */
export async function checkUsageLimit(action: UsageAction): Promise<CheckLimitResponse> {
  const body = await apiRequest("POST", "/api/usage/check-limit", { action }, { headers: sessionIdHeaders() });
  return checkLimitResponseSchema.parse(body);
}
