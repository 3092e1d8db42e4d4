import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The one route table of the web app: every route of SPEC §2, plus /sign-in and /sign-up.
 * Each screen is its own chunk (React.lazy), so the first load carries only the shell.
 */

/** Who may see a route. Signed out, a "signed-in" route shows the landing page instead (SPEC §2). */
export type RouteAccess = "public" | "signed-in";

export type RouteEntry = {
  path: string;
  name: string;
  access: RouteAccess;
  screen: LazyExoticComponent<ComponentType>;
};

const screens = {
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

export const routeTable: readonly RouteEntry[] = [
  { path: "/", name: "Home", access: "signed-in", screen: screens.home },
  { path: "/analysis/:id", name: "Analysis", access: "signed-in", screen: screens.analysis },
  { path: "/contract/:id", name: "Contract", access: "signed-in", screen: screens.contract },
  { path: "/contract-view/:id", name: "Contract", access: "signed-in", screen: screens.contract },
  { path: "/contract-temp/:id", name: "Contract", access: "signed-in", screen: screens.contract },
  { path: "/history", name: "History", access: "signed-in", screen: screens.history },
  { path: "/settings", name: "Settings", access: "signed-in", screen: screens.settings },
  { path: "/about", name: "About", access: "public", screen: screens.about },
  { path: "/privacy", name: "Privacy Policy", access: "public", screen: screens.privacy },
  { path: "/terms", name: "Terms of Service", access: "public", screen: screens.terms },
  { path: "/contact", name: "Contact", access: "public", screen: screens.contact },
  { path: "/help", name: "Help Center", access: "public", screen: screens.helpCenter },
  { path: "/help-center", name: "Help Center", access: "signed-in", screen: screens.helpCenter },
  { path: "/cookie-policy", name: "Cookie Policy", access: "public", screen: screens.cookiePolicy },
  { path: "/privacy-policy", name: "Privacy Policy", access: "public", screen: screens.privacy },
  { path: "/terms-of-service", name: "Terms of Service", access: "public", screen: screens.terms },
  { path: "/admin", name: "Admin Dashboard", access: "signed-in", screen: screens.admin },
  { path: "/admin/analytics", name: "Admin Analytics", access: "signed-in", screen: screens.adminAnalytics },
  { path: "/admin/refunds", name: "Admin Refunds", access: "signed-in", screen: screens.adminRefunds },
  { path: "/admin-config", name: "Email Configuration", access: "signed-in", screen: screens.adminConfig },
  { path: "/admin/users", name: "Admin Users", access: "signed-in", screen: screens.adminUsers },
  { path: "/admin/plans", name: "Admin Plans", access: "signed-in", screen: screens.adminPlans },
  { path: "/admin/feedback", name: "Admin Feedback", access: "signed-in", screen: screens.adminFeedback },
  {
    path: "/admin/consultations",
    name: "Admin Consultations",
    access: "signed-in",
    screen: screens.adminConsultations,
  },
  { path: "/admin/audit", name: "Admin Audit Log", access: "signed-in", screen: screens.adminAudit },
  { path: "/contract-builder", name: "Contract Builder", access: "signed-in", screen: screens.contractBuilder },
  {
    path: "/attorney-consultation",
    name: "Attorney Consultation",
    access: "signed-in",
    screen: screens.attorneyConsultation,
  },
  { path: "/ai-agent", name: "AI Contract Agent", access: "signed-in", screen: screens.aiAgent },
  { path: "/ai-contract-agent", name: "AI Contract Agent", access: "signed-in", screen: screens.aiAgent },
  { path: "/templates", name: "Templates", access: "signed-in", screen: screens.templates },
  { path: "/custom-template", name: "Custom Template", access: "signed-in", screen: screens.customTemplate },
  { path: "/new-custom-contract", name: "New Custom Contract", access: "signed-in", screen: screens.newCustomContract },
  { path: "/pricing", name: "Pricing", access: "public", screen: screens.pricing },
  { path: "/subscription", name: "Subscription", access: "signed-in", screen: screens.subscription },
  { path: "/payment-success", name: "Payment Success", access: "public", screen: screens.paymentSuccess },
  { path: "/payfast-return", name: "PayFast Return", access: "public", screen: screens.payfastReturn },
  { path: "/payment-status/:paymentId?", name: "Payment Status", access: "public", screen: screens.paymentStatus },
  { path: "/payment-dashboard", name: "Payment Dashboard", access: "signed-in", screen: screens.paymentDashboard },
  { path: "/demo-checkout/:paymentId", name: "Demo Checkout", access: "signed-in", screen: screens.demoCheckout },
  { path: "/test-routes", name: "Test page", access: "signed-in", screen: screens.testRoutes },
  { path: "/shared/:token", name: "Shared analysis", access: "public", screen: screens.sharedAnalysis },
  { path: "/sign-in", name: "Sign In", access: "public", screen: screens.signIn },
  { path: "/sign-up", name: "Sign Up", access: "public", screen: screens.signUp },
];

/** Links to screens, so no component spells a path by hand. */
export const paths = {
  home: "/",
  analyzeSection: "/#analyze",
  analysis: (id: string) => `/analysis/${encodeURIComponent(id)}`,
  history: "/history",
  settings: "/settings",
  about: "/about",
  privacy: "/privacy",
  terms: "/terms",
  contact: "/contact",
  help: "/help",
  helpCenter: "/help-center",
  cookiePolicy: "/cookie-policy",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  admin: "/admin",
  adminAnalytics: "/admin/analytics",
  adminRefunds: "/admin/refunds",
  adminConfig: "/admin-config",
  adminUsers: "/admin/users",
  adminPlans: "/admin/plans",
  adminFeedback: "/admin/feedback",
  adminConsultations: "/admin/consultations",
  adminAudit: "/admin/audit",
  aiAgent: "/ai-agent",
  aiAgentConversation: (conversationId: string) => `/ai-agent?c=${encodeURIComponent(conversationId)}`,
  templates: "/templates",
  contractBuilder: (templateId?: string) =>
    templateId ? `/contract-builder?template=${encodeURIComponent(templateId)}` : "/contract-builder",
  customTemplate: "/custom-template",
  newCustomContract: (templateId?: string) =>
    templateId ? `/new-custom-contract?template=${encodeURIComponent(templateId)}` : "/new-custom-contract",
  contract: (id: string) => `/contract/${encodeURIComponent(id)}`,
  pricing: "/pricing",
  subscription: "/subscription",
  testRoutes: "/test-routes",
  sharedAnalysis: (token: string) => `/shared/${encodeURIComponent(token)}`,
  signIn: "/sign-in",
  signUp: "/sign-up",
  /** Server routes: plain links, the browser follows the server's redirects (SPEC §7). */
  login: "/api/login",
  logout: "/api/logout",
} as const;
