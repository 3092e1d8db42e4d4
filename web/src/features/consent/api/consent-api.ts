import {
  type ConsentInput,
  type ConsentRecord,
  type ConsentState,
  consentInputSchema,
  consentRecordSchema,
  consentStateSchema,
} from "../../../../../common/api/consent";
import { apiRequest } from "../../../lib/http";

export const consentQueryKey = ["/api/consent"] as const;

/** GET /api/consent — the signed-in user's latest record of each kind. */
export async function getConsentState(options: { signal?: AbortSignal } = {}): Promise<ConsentState> {
  return consentStateSchema.parse(await apiRequest("GET", "/api/consent", undefined, options));
}

/** POST /api/consent — stores one choice on the server with its time (POPIA accountability). */
export async function saveConsentRecord(input: ConsentInput): Promise<ConsentRecord> {
  return consentRecordSchema.parse(await apiRequest("POST", "/api/consent", consentInputSchema.parse(input)));
}
