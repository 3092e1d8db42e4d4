import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { ScreenName } from "./route-table";

/** Each screen of the route table is its own chunk (React.lazy), so the first load carries only the shell. */
export const screens: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import("./routes/home")),
  analysis: lazy(() => import("./routes/analysis")),
  contract: lazy(() => import("./routes/contract")),
  history: lazy(() => import("./routes/history")),
  settings: lazy(() => import("./routes/settings")),
  about: lazy(() => import("./routes/about")),
  privacy: lazy(() => import("./routes/privacy")),
  terms: lazy(() => import("./routes/terms")),
  contact: lazy(() => import("./routes/contact")),
  helpCenter: lazy(() => import("./routes/help-center")),
  cookiePolicy: lazy(() => import("./routes/cookie-policy")),
  admin: lazy(() => import("./routes/admin")),
  adminAnalytics: lazy(() => import("./routes/admin-analytics")),
  adminRefunds: lazy(() => import("./routes/admin-refunds")),
  adminConfig: lazy(() => import("./routes/admin-config")),
  adminUsers: lazy(() => import("./routes/admin-users")),
  adminPlans: lazy(() => import("./routes/admin-plans")),
  adminFeedback: lazy(() => import("./routes/admin-feedback")),
  adminConsultations: lazy(() => import("./routes/admin-consultations")),
  adminAudit: lazy(() => import("./routes/admin-audit")),
  contractBuilder: lazy(() => import("./routes/contract-builder")),
  attorneyConsultation: lazy(() => import("./routes/attorney-consultation")),
  aiAgent: lazy(() => import("./routes/ai-agent")),
  templates: lazy(() => import("./routes/templates")),
  customTemplate: lazy(() => import("./routes/custom-template")),
  newCustomContract: lazy(() => import("./routes/new-custom-contract")),
  pricing: lazy(() => import("./routes/pricing")),
  subscription: lazy(() => import("./routes/subscription")),
  paymentSuccess: lazy(() => import("./routes/payment-success")),
  payfastReturn: lazy(() => import("./routes/payfast-return")),
  paymentStatus: lazy(() => import("./routes/payment-status")),
  paymentDashboard: lazy(() => import("./routes/payment-dashboard")),
  demoCheckout: lazy(() => import("./routes/demo-checkout")),
  testRoutes: lazy(() => import("./routes/test-routes")),
  sharedAnalysis: lazy(() => import("./routes/shared-analysis")),
  signIn: lazy(() => import("./routes/sign-in")),
  signUp: lazy(() => import("./routes/sign-up")),
};

/** Shown at "/" and at every non-public path while signed out. */
export const LandingScreen = lazy(() => import("./routes/landing"));
/** Shown at unknown paths while signed in. */
export const NotFoundScreen = lazy(() => import("./routes/not-found"));
