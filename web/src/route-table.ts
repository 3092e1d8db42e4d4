/**
 * The one route table of the web app: every route of SPEC §2, plus /sign-in and /sign-up.
 * It names each route's screen; the screens themselves (one lazy chunk each) are in screens.ts,
 * and the links to them in paths.ts. Neither this file nor paths.ts imports a screen, so a screen
 * may list the routes or link to any of them without importing itself.
 */

/** Who may see a route. Signed out, a "signed-in" route shows the landing page instead (SPEC §2). */
export type RouteAccess = "public" | "signed-in";

export const routeTable = [
  { path: "/", name: "Home", access: "signed-in", screen: "home" },
  { path: "/analysis/:id", name: "Analysis", access: "signed-in", screen: "analysis" },
  { path: "/contract/:id", name: "Contract", access: "signed-in", screen: "contract" },
  { path: "/contract-view/:id", name: "Contract", access: "signed-in", screen: "contract" },
  { path: "/contract-temp/:id", name: "Contract", access: "signed-in", screen: "contract" },
  { path: "/history", name: "History", access: "signed-in", screen: "history" },
  { path: "/settings", name: "Settings", access: "signed-in", screen: "settings" },
  { path: "/about", name: "About", access: "public", screen: "about" },
  { path: "/privacy", name: "Privacy Policy", access: "public", screen: "privacy" },
  { path: "/terms", name: "Terms of Service", access: "public", screen: "terms" },
  { path: "/contact", name: "Contact", access: "public", screen: "contact" },
  { path: "/help", name: "Help Center", access: "public", screen: "helpCenter" },
  { path: "/help-center", name: "Help Center", access: "signed-in", screen: "helpCenter" },
  { path: "/cookie-policy", name: "Cookie Policy", access: "public", screen: "cookiePolicy" },
  { path: "/privacy-policy", name: "Privacy Policy", access: "public", screen: "privacy" },
  { path: "/terms-of-service", name: "Terms of Service", access: "public", screen: "terms" },
  { path: "/admin", name: "Admin Dashboard", access: "signed-in", screen: "admin" },
  { path: "/admin/analytics", name: "Admin Analytics", access: "signed-in", screen: "adminAnalytics" },
  { path: "/admin/refunds", name: "Admin Refunds", access: "signed-in", screen: "adminRefunds" },
  { path: "/admin-config", name: "Email Configuration", access: "signed-in", screen: "adminConfig" },
  { path: "/admin/users", name: "Admin Users", access: "signed-in", screen: "adminUsers" },
  { path: "/admin/plans", name: "Admin Plans", access: "signed-in", screen: "adminPlans" },
  { path: "/admin/feedback", name: "Admin Feedback", access: "signed-in", screen: "adminFeedback" },
  {
    path: "/admin/consultations",
    name: "Admin Consultations",
    access: "signed-in",
    screen: "adminConsultations",
  },
  { path: "/admin/audit", name: "Admin Audit Log", access: "signed-in", screen: "adminAudit" },
  { path: "/contract-builder", name: "Contract Builder", access: "signed-in", screen: "contractBuilder" },
  {
    path: "/attorney-consultation",
    name: "Attorney Consultation",
    access: "signed-in",
    screen: "attorneyConsultation",
  },
  { path: "/ai-agent", name: "AI Contract Agent", access: "signed-in", screen: "aiAgent" },
  { path: "/ai-contract-agent", name: "AI Contract Agent", access: "signed-in", screen: "aiAgent" },
  { path: "/templates", name: "Templates", access: "signed-in", screen: "templates" },
  { path: "/custom-template", name: "Custom Template", access: "signed-in", screen: "customTemplate" },
  { path: "/new-custom-contract", name: "New Custom Contract", access: "signed-in", screen: "newCustomContract" },
  { path: "/pricing", name: "Pricing", access: "public", screen: "pricing" },
  { path: "/subscription", name: "Subscription", access: "signed-in", screen: "subscription" },
  { path: "/payment-success", name: "Payment Success", access: "public", screen: "paymentSuccess" },
  { path: "/payfast-return", name: "PayFast Return", access: "public", screen: "payfastReturn" },
  { path: "/payment-status/:paymentId?", name: "Payment Status", access: "public", screen: "paymentStatus" },
  { path: "/payment-dashboard", name: "Payment Dashboard", access: "signed-in", screen: "paymentDashboard" },
  { path: "/demo-checkout/:paymentId", name: "Demo Checkout", access: "signed-in", screen: "demoCheckout" },
  { path: "/test-routes", name: "Test page", access: "signed-in", screen: "testRoutes" },
  { path: "/shared/:token", name: "Shared analysis", access: "public", screen: "sharedAnalysis" },
  { path: "/sign-in", name: "Sign In", access: "public", screen: "signIn" },
  { path: "/sign-up", name: "Sign Up", access: "public", screen: "signUp" },
] as const satisfies readonly { path: string; name: string; access: RouteAccess; screen: string }[];

export type RouteEntry = (typeof routeTable)[number];
/** The screens the route table names; screens.ts has one lazy component for each. */
export type ScreenName = RouteEntry["screen"];
