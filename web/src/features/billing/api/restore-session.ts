import { restoreSessionRequestSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";

/** POST /api/auth/restore-session { token } — the signed, short-lived token the server issued at checkout. */
export async function restoreSession(token: string): Promise<void> {
  await apiRequest("POST", "/api/auth/restore-session", restoreSessionRequestSchema.parse({ token }));
}
