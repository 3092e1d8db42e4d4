import { paymentStatusValueSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";

/** The gateways that answer GET /api/{gateway}/payment-status. */
export const statusGateways = ["demo", "yoco", "payfast"] as const;
export type StatusGateway = (typeof statusGateways)[number];

export type PaymentCheck = { paymentId: string; planId: string; userId: string };

/** What the status screen acts on: SPEC §3 — anything but completed or failed is pending. */
export type PaymentCheckResult = "completed" | "failed" | "pending";

/** GET /api/{gateway}/payment-status?paymentId&planId&userId (cache-busted by the HTTP client). */
export async function getPaymentStatus(
  gateway: StatusGateway,
  check: PaymentCheck,
  options: { signal?: AbortSignal } = {},
): Promise<PaymentCheckResult> {
  const query = new URLSearchParams({ paymentId: check.paymentId, planId: check.planId, userId: check.userId });
  const body = (await apiRequest("GET", `/api/${gateway}/payment-status?${query}`, undefined, options)) as {
    status?: unknown;
  } | null;
  const status = paymentStatusValueSchema.safeParse(body?.status);
  if (status.success && (status.data === "completed" || status.data === "failed")) return status.data;
  return "pending";
}
