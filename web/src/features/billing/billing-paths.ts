/** Links to the billing screens that web/src/paths.ts does not name (their routes are in its route table). */
export const billingPaths = {
  paymentDashboard: "/payment-dashboard",
  paymentSuccess: "/payment-success",
} as const;
