import type { CheckoutInput, CheckoutResult, PaymentGateway } from "./provider";

/** The page where the demo provider "takes" the payment (a web screen; it calls /api/demo/payments/:id/complete or /cancel). */
export function demoCheckoutPath(paymentId: string): string {
  return `/demo-checkout/${paymentId}`;
}

/** Runs with no credentials and no network: payments complete when the owner confirms on the demo page; refunds are local. */
export function createDemoGateway(): PaymentGateway {
  return {
    name: "demo",
    async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
      return { redirectUrl: demoCheckoutPath(input.payment.id), providerReference: `demo-${input.payment.id}` };
    },
    async refund(payment) {
      return { reference: `demo-refund-${payment.id}` };
    },
  };
}
