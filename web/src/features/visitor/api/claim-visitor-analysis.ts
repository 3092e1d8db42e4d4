import { type ClaimVisitorResponse, claimVisitorResponseSchema } from "../../../../../common/api/visitor";
import { apiRequest } from "../../../lib/http";
import { sessionIdHeaders } from "../../billing/session-id";

/** POST /api/visitor/claim — moves this browser session's visitor analysis into the signed-in account. */
export async function claimVisitorAnalysis(): Promise<ClaimVisitorResponse> {
  return claimVisitorResponseSchema.parse(
    await apiRequest("POST", "/api/visitor/claim", undefined, { headers: sessionIdHeaders() }),
  );
}
