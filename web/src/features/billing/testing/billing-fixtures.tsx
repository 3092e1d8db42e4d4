import { useLocation } from "react-router";
import type { SubscriptionStatus } from "../../../../../common/api/billing";
import type { Plan } from "../../../../../common/plans";

/** Shows where the router is, so tests can see navigations. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function errorResponse(status: number, message = "Something failed.", code = "internal"): Response {
  return jsonResponse({ error: { code, message } }, status);
}

/** Plans as a server might serve them — deliberately not the seed figures, so nothing in the UI can lean on those. */
export const testPlans: Plan[] = [
  {
    id: "free",
    name: "Free",
    price: 0,
    analysisLimit: 4,
    generationLimit: 2,
    features: ["basic_analysis", "basic_generation"],
  },
  {
    id: "professional",
    name: "Professional",
    price: 31900,
    analysisLimit: 40,
    generationLimit: 30,
    features: ["basic_analysis", "advanced_analysis", "priority_support"],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: 104900,
    analysisLimit: null,
    generationLimit: null,
    features: ["unlimited_analysis", "white_label", "api_access"],
  },
];

export function testStatus(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    tier: "free",
    planId: "free",
    planName: "Free",
    state: "active",
    renewsAt: null,
    cancelAtPeriodEnd: false,
    autoRenews: false,
    betaEndsAt: null,
    currentLimits: { analysisUsed: 3, analysisLimit: 4, generationUsed: 1, generationLimit: 2 },
    refundablePaymentId: null,
    ...overrides,
  };
}
