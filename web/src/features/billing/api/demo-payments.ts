import { apiRequest } from "../../../lib/http";

/** POST /api/demo/payments/:id/complete — the demo provider takes the (pretend) payment. */
export async function completeDemoPayment(paymentId: string): Promise<void> {
  await apiRequest("POST", `/api/demo/payments/${encodeURIComponent(paymentId)}/complete`);
}

/** POST /api/demo/payments/:id/cancel — the visitor walked away from the demo checkout. */
export async function cancelDemoPayment(paymentId: string): Promise<void> {
  await apiRequest("POST", `/api/demo/payments/${encodeURIComponent(paymentId)}/cancel`);
}
