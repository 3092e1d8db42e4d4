import { type StatusGateway, statusGateways } from "./api/get-payment-status";

/** The card gateway's identifier in return URLs and activation calls (SPEC §4 "source is the card-gateway identifier"). */
export const CARD_GATEWAY = "yoco";

/** SPEC §3 "Payment-return query parameters": planId or plan, userId or user, status, payment_id, sessionRestored, source. */
export type PaymentReturnParams = {
  planId: string | null;
  userId: string | null;
  status: string | null;
  paymentId: string | null;
  sessionRestored: string | null;
  source: string | null;
  provider: string | null;
  /** The signed token for POST /api/auth/restore-session. */
  restoreToken: string | null;
};

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function readPaymentReturnParams(search: URLSearchParams): PaymentReturnParams {
  return {
    planId: nonEmpty(search.get("planId")) ?? nonEmpty(search.get("plan")),
    userId: nonEmpty(search.get("userId")) ?? nonEmpty(search.get("user")),
    status: nonEmpty(search.get("status")),
    paymentId: nonEmpty(search.get("payment_id")) ?? nonEmpty(search.get("paymentId")),
    sessionRestored: nonEmpty(search.get("sessionRestored")),
    source: nonEmpty(search.get("source")),
    provider: nonEmpty(search.get("provider")),
    restoreToken: nonEmpty(search.get("restore")),
  };
}

/** The gateway to ask for a payment's status: the source or provider parameter when it names one, else demo. */
export function statusGatewayFrom(search: URLSearchParams): StatusGateway {
  for (const candidate of [search.get("source"), search.get("provider")]) {
    const match = statusGateways.find((gateway) => gateway === candidate);
    if (match) return match;
  }
  return "demo";
}

export function paymentStatusPath(
  paymentId: string,
  query: { planId: string; userId: string; source?: string },
): string {
  const search = new URLSearchParams({ planId: query.planId, userId: query.userId });
  if (query.source) search.set("source", query.source);
  return `/payment-status/${encodeURIComponent(paymentId)}?${search}`;
}
