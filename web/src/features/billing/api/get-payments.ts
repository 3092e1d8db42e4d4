import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Payment, paymentSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";

/** GET /api/payments — the user's payments with VAT, invoice numbers and refunds. */
export async function getPayments(options: { signal?: AbortSignal } = {}): Promise<Payment[]> {
  return z.array(paymentSchema).parse(await apiRequest("GET", "/api/payments", undefined, options));
}

export const paymentsQueryKey = ["/api/payments"] as const;

export const paymentsQueryOptions = queryOptions({
  queryKey: paymentsQueryKey,
  queryFn: ({ signal }) => getPayments({ signal }),
});

export function usePayments() {
  return useQuery(paymentsQueryOptions);
}

/** GET /api/payments/:id/invoice.pdf — a plain link; the browser downloads the PDF. */
export function invoiceHref(paymentId: string): string {
  return `/api/payments/${encodeURIComponent(paymentId)}/invoice.pdf`;
}
