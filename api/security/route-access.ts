import { randomUUID } from "node:crypto";
import { SESSION_ID_HEADER } from "../../common/api/billing";
import { COOKIE_CONSENT_VERSION } from "../../common/consent";

/**
 * Who may call each API route, as the server enforces it — the table the access matrix
 * (access-matrix.test.ts) checks against the app's own route table: every route needs an entry here.
 */

/** The four callers of the matrix. `userA` owns the records in {@link AccessFixtures}; `userB` is another user. */
export type Role = "visitor" | "userA" | "userB" | "admin";

export type AccessClass =
  /** Anyone, signed in or not; the answer is about the caller's own browser session, if anything. */
  | "public"
  /** Any signed-in user, acting on their own account only; signed out: 401. */
  | "signed-in"
  /** A record of user A named in the request: signed out 401, every other user 404 (admins too: this is user data, not admin data). */
  | "owner"
  /** Admins only: signed out 401, other users 403. */
  | "admin"
  /** A payment provider's notification: no session counts, only the provider's signature; unsigned it changes nothing. */
  | "webhook"
  /** The signed-out visitor's own analysis, found by the browser session id (X-Session-Id): any other session gets 404. */
  | "visitor-session"
  /** The landing page's upload: visitors only; a signed-in user is told to upload from Home (409). */
  | "signed-out"
  /**
   * A payment's status after the provider's redirect: the owner's session, or (the session lost on the way) the owner's
   * user id and payment id from the return URL, as the signed-out visitor sends them; another user's session gets 404.
   */
  | "return-link";

/** The records the matrix creates before it starts; every id is user A's unless said otherwise. */
export type AccessFixtures = {
  userA: { id: string; email: string; password: string };
  /** Another user, never signed in by the matrix's callers: the target of the admin routes' changes, and the account signed in to. */
  bystander: { id: string; email: string; password: string };
  /** A refund request of user B: only an admin may decide it. */
  userBRefundId: string;
  /** A contract with a completed, shared analysis. */
  contractId: string;
  analysisId: string;
  shareToken: string;
  /** A completed, shared analysis that is re-run and whose sharing is stopped. */
  rerunAnalysisId: string;
  deletableAnalysisId: string;
  deletableContractId: string;
  conversationId: string;
  deletableConversationId: string;
  /** A complete draft (library template) with two open proposals. */
  draftId: string;
  proposalIds: { accept: string; reject: string };
  /** A custom template, and values that complete it. */
  customTemplateId: string;
  customTemplateValues: Record<string, unknown>;
  /** Another custom template, with a saved half-filled form (generating from a template clears its saved form). */
  formTemplateId: string;
  deletableCustomTemplateId: string;
  consultationId: string;
  /** A completed first subscription payment (with an invoice, still refundable). */
  paymentId: string;
  pendingPaymentIds: { complete: string; cancel: string };
  /** The signed-out visitor's analysis (not user A's). */
  visitorAnalysisId: string;
  /** A small contract file for uploads. */
  contractFile: { bytes: Uint8Array<ArrayBuffer>; fileName: string };
};

/** One request, built the same way for every caller (the matrix adds the caller's cookie, X-Session-Id and Origin). */
export type AccessRequest = {
  path: string;
  json?: unknown;
  multipart?: Record<string, string | Blob>;
  /** A raw body (webhooks), sent as is with its content type. */
  raw?: { body: string; contentType: string };
  headers?: Record<string, string>;
};

export type RouteAccess = {
  access: AccessClass;
  /** The answer to the caller the class lets through: the owner, any signed-in user, an admin, the visitor, or everyone. */
  status: number;
  /**
   * Where a caller's own account gives another answer (the admin has no subscription to cancel), or an owner route
   * refuses others with another status than 404 (said why beside the entry).
   */
  statusFor?: Partial<Record<Role, number>>;
  /** Sends from a new browser with a new session of the caller (the visitor: no session), for routes that end or replace the session. */
  freshSession?: true;
  request: (fixtures: AccessFixtures) => AccessRequest;
};

/** Whether the class lets this caller through (the request then gets its real answer). */
export function letsThrough(access: AccessClass, role: Role): boolean {
  switch (access) {
    case "public":
    case "webhook":
      return true;
    case "signed-in":
      return role !== "visitor";
    case "owner":
      return role === "userA";
    case "admin":
      return role === "admin";
    case "visitor-session":
    case "signed-out":
      return role === "visitor";
    case "return-link":
      return role === "visitor" || role === "userA";
  }
}

/** The answer the caller gets: the route's own when let through, else the class's refusal. */
export function expectedStatus(route: RouteAccess, role: Role): number {
  if (letsThrough(route.access, role)) return route.statusFor?.[role] ?? route.status;
  if (role === "visitor") return 401;
  if (route.access === "admin") return 403;
  if (route.access === "signed-out") return 409;
  return route.statusFor?.[role] ?? 404;
}

/**
 * The caller whose request really changes something: it runs last, after every other caller's request was shown
 * to change nothing. None for webhooks: no caller's unsigned notification may change anything.
 */
export function actingRole(route: RouteAccess): Role | null {
  if (route.access === "webhook") return null;
  if (route.access === "admin") return "admin";
  if (route.access === "visitor-session" || route.access === "signed-out") return "visitor";
  return "userA";
}

const get = (path: string) => (): AccessRequest => ({ path });
const upload = (fixtures: AccessFixtures, path: string, headers?: Record<string, string>): AccessRequest => ({
  path,
  multipart: { file: new File([fixtures.contractFile.bytes], fixtures.contractFile.fileName) },
  headers,
});
const paymentStatus =
  (gateway: string) =>
  (f: AccessFixtures): AccessRequest => ({
    path: `/api/${gateway}/payment-status?paymentId=${f.paymentId}&planId=professional&userId=${f.userA.id}`,
  });
const checkout = { planId: "professional", amount: 29900, currency: "ZAR" };
const consultation = (contractId: string) => ({
  name: "Thandi Mokoena",
  topic: "Restraint of trade in my lease",
  contactMethod: "phone",
  contactDetail: "+27 82 123 4567",
  preferredTime: "weekday_morning",
  contractId,
});
const chatTurn = (conversationId: string) => ({
  id: conversationId,
  messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text: "What is the notice period?" }] }],
});
const customTemplateText =
  "SERVICE AGREEMENT\n\n1. Acme Trading appoints Lerato Dlamini to design its website.\n\n2. The fee is R12 000.";

/** A custom template with one field (the designer's name); the matrix makes user A's from it too. */
export const sampleCustomTemplate = {
  title: "Website design agreement",
  category: "services",
  description: "Our usual agreement with freelance designers.",
  text: customTemplateText,
  variables: [
    {
      label: "Designer's name",
      type: "text",
      spans: [
        { start: customTemplateText.indexOf("Lerato Dlamini"), end: customTemplateText.indexOf("Lerato Dlamini") + 14 },
      ],
    },
  ],
};

const seriesRange = "from=2026-02-01&to=2026-03-01";

/** Every API route: "METHOD /api/path" exactly as Hono lists it in app.routes. */
export const routeAccess: Record<string, RouteAccess> = {
  // contracts
  "GET /api/contracts": { access: "signed-in", status: 200, request: get("/api/contracts") },
  "POST /api/contracts": { access: "signed-in", status: 202, request: (f) => upload(f, "/api/contracts") },
  "GET /api/contracts/:id": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/contracts/${f.contractId}` }),
  },
  "PATCH /api/contracts/:id": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/contracts/${f.contractId}`, json: { fileName: "Renamed lease.txt" } }),
  },
  "DELETE /api/contracts/:id": {
    access: "owner",
    status: 204,
    request: (f) => ({ path: `/api/contracts/${f.deletableContractId}` }),
  },

  // the landing page's analysis for signed-out visitors
  "POST /api/visitor/contracts": {
    access: "signed-out",
    status: 202,
    // a new browser session: the visitor's own has used its one analysis
    request: (f) => upload(f, "/api/visitor/contracts", { [SESSION_ID_HEADER]: `matrix-${randomUUID()}` }),
  },
  "GET /api/visitor/analysis": { access: "public", status: 200, request: get("/api/visitor/analysis") },
  "GET /api/visitor/analyses/:id/status": {
    access: "visitor-session",
    status: 200,
    request: (f) => ({ path: `/api/visitor/analyses/${f.visitorAnalysisId}/status` }),
  },
  "GET /api/visitor/analyses/:id": {
    access: "visitor-session",
    status: 200,
    request: (f) => ({ path: `/api/visitor/analyses/${f.visitorAnalysisId}` }),
  },
  "POST /api/visitor/claim": { access: "signed-in", status: 200, request: () => ({ path: "/api/visitor/claim" }) },

  // analyses and sharing
  "GET /api/analyses/:id/share": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/analyses/${f.analysisId}/share` }),
  },
  "POST /api/analyses/:id/share": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/analyses/${f.analysisId}/share` }),
  },
  "DELETE /api/analyses/:id/share": {
    access: "owner",
    status: 204,
    request: (f) => ({ path: `/api/analyses/${f.rerunAnalysisId}/share` }),
  },
  "GET /api/analyses": { access: "signed-in", status: 200, request: get("/api/analyses") },
  "GET /api/analyses/:id/status": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/analyses/${f.analysisId}/status` }),
  },
  "GET /api/analyses/:id": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/analyses/${f.analysisId}` }),
  },
  "GET /api/analyses/:id/export/:format": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/analyses/${f.analysisId}/export/report.docx` }),
  },
  "POST /api/analyses/:id/reanalyze": {
    access: "owner",
    status: 202,
    request: (f) => ({ path: `/api/analyses/${f.rerunAnalysisId}/reanalyze`, json: {} }),
  },
  "DELETE /api/analyses/:id": {
    access: "owner",
    status: 204,
    request: (f) => ({ path: `/api/analyses/${f.deletableAnalysisId}` }),
  },
  "GET /api/shared/:token": {
    access: "public",
    status: 200,
    request: (f) => ({ path: `/api/shared/${f.shareToken}` }),
  },

  // the chat agent, its conversations and drafts
  "GET /api/agent/model": { access: "signed-in", status: 200, request: get("/api/agent/model") },
  "POST /api/agent/chat": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: "/api/agent/chat", json: chatTurn(f.conversationId) }),
  },
  "GET /api/agent/conversations": { access: "signed-in", status: 200, request: get("/api/agent/conversations") },
  "GET /api/agent/conversations/:id": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/agent/conversations/${f.conversationId}` }),
  },
  "PATCH /api/agent/conversations/:id": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/agent/conversations/${f.conversationId}`, json: { title: "Notice period" } }),
  },
  "DELETE /api/agent/conversations/:id": {
    access: "owner",
    status: 204,
    request: (f) => ({ path: `/api/agent/conversations/${f.deletableConversationId}` }),
  },
  "GET /api/agent/drafts/:id": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/agent/drafts/${f.draftId}` }),
  },
  "POST /api/agent/drafts/:id/proposals/:proposalId/:decision{accept|reject}": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/agent/drafts/${f.draftId}/proposals/${f.proposalIds.accept}/accept` }),
  },
  "GET /api/agent/drafts/:id/versions/:version": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/agent/drafts/${f.draftId}/versions/1` }),
  },
  "POST /api/agent/drafts/:id/versions/:version/restore": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/agent/drafts/${f.draftId}/versions/1/restore` }),
  },
  "GET /api/agent/drafts/:id/:file{export\\.(?:docx|pdf)}": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/agent/drafts/${f.draftId}/export.docx` }),
  },

  // templates (the user's own custom template, where the route takes an id)
  "GET /api/templates": { access: "signed-in", status: 200, request: get("/api/templates") },
  "GET /api/templates/generated": { access: "signed-in", status: 200, request: get("/api/templates/generated") },
  "POST /api/templates/drafts/:draftId/conversation": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/templates/drafts/${f.draftId}/conversation` }),
  },
  "GET /api/templates/:id": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/templates/${f.customTemplateId}` }),
  },
  "POST /api/templates/:id/preview": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/templates/${f.customTemplateId}/preview`, json: { values: {} } }),
  },
  "POST /api/templates/:id/generate": {
    access: "owner",
    status: 201,
    request: (f) => ({
      path: `/api/templates/${f.customTemplateId}/generate`,
      json: { values: f.customTemplateValues },
    }),
  },
  "GET /api/templates/:id/form-draft": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/templates/${f.formTemplateId}/form-draft` }),
  },
  "PUT /api/templates/:id/form-draft": {
    access: "owner",
    status: 200,
    request: (f) => ({
      path: `/api/templates/${f.formTemplateId}/form-draft`,
      json: { values: f.customTemplateValues },
    }),
  },
  "DELETE /api/templates/:id/form-draft": {
    access: "owner",
    status: 204,
    request: (f) => ({ path: `/api/templates/${f.formTemplateId}/form-draft` }),
  },
  "GET /api/custom-templates": { access: "signed-in", status: 200, request: get("/api/custom-templates") },
  "POST /api/custom-templates/extract": {
    access: "signed-in",
    status: 200,
    request: (f) => upload(f, "/api/custom-templates/extract"),
  },
  "POST /api/custom-templates": {
    access: "signed-in",
    status: 201,
    request: () => ({ path: "/api/custom-templates", json: sampleCustomTemplate }),
  },
  "GET /api/custom-templates/:id": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/custom-templates/${f.customTemplateId}` }),
  },
  "DELETE /api/custom-templates/:id": {
    access: "owner",
    status: 204,
    request: (f) => ({ path: `/api/custom-templates/${f.deletableCustomTemplateId}` }),
  },
  "POST /api/custom-templates/:id/preview": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/custom-templates/${f.customTemplateId}/preview`, json: { values: {} } }),
  },
  "POST /api/custom-templates/:id/generate": {
    access: "owner",
    status: 201,
    request: (f) => ({
      path: `/api/custom-templates/${f.customTemplateId}/generate`,
      json: { values: f.customTemplateValues },
    }),
  },

  // configuration and account
  "GET /api/health": { access: "public", status: 200, request: get("/api/health") },
  "GET /api/config": { access: "public", status: 200, request: get("/api/config") },
  "GET /api/consent": { access: "signed-in", status: 200, request: get("/api/consent") },
  "POST /api/consent": {
    access: "signed-in",
    status: 201,
    request: () => ({
      path: "/api/consent",
      json: {
        kind: "cookies",
        version: COOKIE_CONSENT_VERSION,
        choices: { necessary: true, analytics: false, marketing: false, functional: false },
      },
    }),
  },
  "GET /api/auth/user": { access: "signed-in", status: 200, request: get("/api/auth/user") },
  "GET /api/auth/providers": { access: "public", status: 200, request: get("/api/auth/providers") },
  "POST /api/auth/signup": {
    access: "public",
    status: 201,
    freshSession: true,
    request: () => ({
      path: "/api/auth/signup",
      json: { email: `matrix-${randomUUID()}@example.co.za`, password: "correct horse 42" },
    }),
  },
  "POST /api/auth/signin": {
    access: "public",
    status: 200,
    freshSession: true,
    request: (f) => ({ path: "/api/auth/signin", json: { email: f.bystander.email, password: f.bystander.password } }),
  },
  // only the signed single-use token a checkout issued gives a session; a made-up one gives none, whoever sends it
  "POST /api/auth/restore-session": {
    access: "public",
    status: 401,
    freshSession: true,
    request: () => ({ path: "/api/auth/restore-session", json: { token: "made-up-restore-token" } }),
  },
  "POST /api/auth/signout": {
    access: "public",
    status: 204,
    freshSession: true,
    request: () => ({ path: "/api/auth/signout" }),
  },
  "GET /api/account": { access: "signed-in", status: 200, request: get("/api/account") },
  "PUT /api/account/preferences": {
    access: "signed-in",
    status: 200,
    request: () => ({
      path: "/api/account/preferences",
      json: { displayName: "Matrix", defaultJurisdiction: "ZA", usualSide: "tenant", readingLevel: "plain" },
    }),
  },
  // a wrong current password: the check is reached (400), and no session ends
  "POST /api/account/password": {
    access: "signed-in",
    status: 400,
    request: () => ({
      path: "/api/account/password",
      json: { currentPassword: "not my password", newPassword: "a brand new passphrase 7" },
    }),
  },
  "GET /api/account/export": { access: "signed-in", status: 200, request: get("/api/account/export") },
  // the confirmation does not match: the check is reached (400), and the account stays
  "POST /api/account/delete": {
    access: "signed-in",
    status: 400,
    request: () => ({ path: "/api/account/delete", json: { confirmation: "not my address" } }),
  },
  "POST /api/feedback": {
    access: "public",
    status: 201,
    request: () => ({ path: "/api/feedback", json: { rating: 4 } }),
  },
  "GET /api/consultations": { access: "signed-in", status: 200, request: get("/api/consultations") },
  // names user A's contract: another user's request for it finds no contract (404) and stores nothing
  "POST /api/consultations": {
    access: "owner",
    status: 201,
    request: (f) => ({ path: "/api/consultations", json: consultation(f.contractId) }),
  },

  // admin
  "GET /api/admin/consultations": { access: "admin", status: 200, request: get("/api/admin/consultations") },
  "GET /api/admin/email/settings": { access: "admin", status: 200, request: get("/api/admin/email/settings") },
  // an incomplete form: the admin reaches the validation (400) and no SMTP server gets configured
  "PUT /api/admin/email/settings": {
    access: "admin",
    status: 400,
    request: () => ({ path: "/api/admin/email/settings", json: { host: "127.0.0.1" } }),
  },
  // no SMTP settings are saved: the answer says so, nothing is sent
  "POST /api/admin/email/test": {
    access: "admin",
    status: 200,
    request: () => ({ path: "/api/admin/email/test", json: { to: "owner@example.co.za" } }),
  },
  "GET /api/admin/email/templates": { access: "admin", status: 200, request: get("/api/admin/email/templates") },
  "PUT /api/admin/email/templates/:kind": {
    access: "admin",
    status: 200,
    request: () => ({
      path: "/api/admin/email/templates/welcome",
      json: { subject: "Welcome aboard", body: "Hello, welcome to ContractClarity." },
    }),
  },
  "DELETE /api/admin/email/templates/:kind": {
    access: "admin",
    status: 200,
    request: () => ({ path: "/api/admin/email/templates/refund" }),
  },
  "GET /api/admin/email/templates/:kind/preview": {
    access: "admin",
    status: 200,
    request: get("/api/admin/email/templates/welcome/preview"),
  },
  "GET /api/admin/stats/overview": { access: "admin", status: 200, request: get("/api/admin/stats/overview") },
  "GET /api/admin/stats/model-usage": {
    access: "admin",
    status: 200,
    request: get(`/api/admin/stats/model-usage?${seriesRange}`),
  },
  "GET /api/admin/stats/series": {
    access: "admin",
    status: 200,
    request: get(`/api/admin/stats/series?${seriesRange}`),
  },
  "GET /api/admin/stats/series.csv": {
    access: "admin",
    status: 200,
    request: get(`/api/admin/stats/series.csv?${seriesRange}`),
  },
  "GET /api/admin/users": { access: "admin", status: 200, request: get("/api/admin/users") },
  "GET /api/admin/users/:id": {
    access: "admin",
    status: 200,
    request: (f) => ({ path: `/api/admin/users/${f.userA.id}` }),
  },
  "PUT /api/admin/users/:id/tier": {
    access: "admin",
    status: 200,
    request: (f) => ({ path: `/api/admin/users/${f.bystander.id}/tier`, json: { tier: "enterprise" } }),
  },
  "PUT /api/admin/users/:id/admin": {
    access: "admin",
    status: 200,
    request: (f) => ({ path: `/api/admin/users/${f.bystander.id}/admin`, json: { isAdmin: true } }),
  },
  "GET /api/admin/plans": { access: "admin", status: 200, request: get("/api/admin/plans") },
  "PUT /api/admin/plans/:id": {
    access: "admin",
    status: 200,
    request: () => ({
      path: "/api/admin/plans/enterprise",
      json: { price: 109900, analysisLimit: null, generationLimit: null, sharingLimit: null },
    }),
  },
  "GET /api/admin/seller-details": { access: "admin", status: 200, request: get("/api/admin/seller-details") },
  "PUT /api/admin/seller-details": {
    access: "admin",
    status: 200,
    request: () => ({
      path: "/api/admin/seller-details",
      json: {
        legalName: "ContractClarity (Pty) Ltd",
        address: "12 Long Street, Cape Town, 8001",
        vatNumber: "4123456789",
      },
    }),
  },
  "GET /api/admin/audit": { access: "admin", status: 200, request: get("/api/admin/audit") },
  "GET /api/admin/refunds": { access: "admin", status: 200, request: get("/api/admin/refunds") },
  "POST /api/admin/refunds/:id/decision": {
    access: "admin",
    status: 200,
    request: (f) => ({
      path: `/api/admin/refunds/${f.userBRefundId}/decision`,
      json: { approve: false, reason: "Outside the refund policy." },
    }),
  },
  "GET /api/admin/feedback": { access: "admin", status: 200, request: get("/api/admin/feedback") },
  "PUT /api/admin/consultations/:id/status": {
    access: "admin",
    status: 200,
    request: (f) => ({ path: `/api/admin/consultations/${f.consultationId}/status`, json: { status: "contacted" } }),
  },

  // plans, usage and payments
  "GET /api/subscription/plans": { access: "public", status: 200, request: get("/api/subscription/plans") },
  "GET /api/subscription/status": { access: "signed-in", status: 200, request: get("/api/subscription/status") },
  // the admin has no paid subscription to cancel
  "POST /api/subscription/cancel": {
    access: "signed-in",
    status: 200,
    statusFor: { admin: 409 },
    request: () => ({ path: "/api/subscription/cancel" }),
  },
  // user A's payment: another user's session finds no verified payment of theirs (402) and nothing is activated
  "POST /api/subscription/activate": {
    access: "owner",
    status: 200,
    statusFor: { userB: 402, admin: 402 },
    request: (f) => ({ path: "/api/subscription/activate", json: { planId: "professional", paymentId: f.paymentId } }),
  },
  "POST /api/subscription/upgrade": {
    access: "owner",
    status: 200,
    statusFor: { userB: 402, admin: 402 },
    request: (f) => ({
      path: "/api/subscription/upgrade",
      json: { planId: "professional", paymentId: f.paymentId, paymentConfirmed: true },
    }),
  },
  "POST /api/usage/check-limit": {
    access: "public",
    status: 200,
    request: () => ({ path: "/api/usage/check-limit", json: { action: "contract_analysis" } }),
  },
  // visitors cannot share: they are asked to create an account
  "POST /api/usage/track": {
    access: "public",
    status: 200,
    statusFor: { visitor: 401 },
    request: () => ({ path: "/api/usage/track", json: { action: "contract_sharing" } }),
  },
  "GET /api/usage/stats": { access: "public", status: 200, request: get("/api/usage/stats") },
  "GET /api/beta": { access: "public", status: 200, request: get("/api/beta") },
  // users A and B have paid plans, which the beta is not for; the admin is on Free and joins
  "POST /api/beta/join": {
    access: "signed-in",
    status: 409,
    statusFor: { admin: 200 },
    request: () => ({ path: "/api/beta/join" }),
  },
  "POST /api/yoco/yoco-checkout": {
    access: "signed-in",
    status: 200,
    request: () => ({ path: "/api/yoco/yoco-checkout", json: checkout }),
  },
  "POST /api/yoco/create-checkout": {
    access: "signed-in",
    status: 200,
    request: () => ({ path: "/api/yoco/create-checkout", json: checkout }),
  },
  "GET /api/yoco/payment-status": { access: "return-link", status: 200, request: paymentStatus("yoco") },
  // an unsigned "payment succeeded" for user A's pending payment: refused, and the payment stays pending
  "POST /api/yoco/webhook": {
    access: "webhook",
    status: 401,
    request: (f) => ({
      path: "/api/yoco/webhook",
      raw: {
        contentType: "application/json",
        body: JSON.stringify({
          type: "payment.succeeded",
          payload: { amount: 29900, currency: "ZAR", metadata: { paymentId: f.pendingPaymentIds.complete } },
        }),
      },
    }),
  },
  "POST /api/payfast/checkout": {
    access: "signed-in",
    status: 200,
    request: () => ({ path: "/api/payfast/checkout", json: { planId: "professional" } }),
  },
  "GET /api/payfast/payment-status": { access: "return-link", status: 200, request: paymentStatus("payfast") },
  // PayFast is not configured in the matrix (the demo provider takes payments): its ITN address does not exist
  "POST /api/payfast/notify": {
    access: "webhook",
    status: 404,
    request: (f) => ({
      path: "/api/payfast/notify",
      raw: {
        contentType: "application/x-www-form-urlencoded",
        body: `m_payment_id=${f.pendingPaymentIds.complete}&payment_status=COMPLETE&amount_gross=299.00`,
      },
    }),
  },
  "POST /api/paypal/create-subscription": {
    access: "signed-in",
    status: 200,
    request: () => ({ path: "/api/paypal/create-subscription", json: { planId: "professional" } }),
  },
  "GET /api/paypal/payment-status": { access: "return-link", status: 200, request: paymentStatus("paypal") },
  // PayPal is not configured in the matrix: its webhook address does not exist
  "POST /api/paypal/webhook": {
    access: "webhook",
    status: 404,
    request: () => ({
      path: "/api/paypal/webhook",
      raw: {
        contentType: "application/json",
        body: JSON.stringify({ id: "WH-1", event_type: "PAYMENT.SALE.COMPLETED" }),
      },
    }),
  },
  "GET /api/demo/payment-status": { access: "return-link", status: 200, request: paymentStatus("demo") },
  "POST /api/demo/payments/:id/complete": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/demo/payments/${f.pendingPaymentIds.complete}/complete` }),
  },
  "POST /api/demo/payments/:id/cancel": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/demo/payments/${f.pendingPaymentIds.cancel}/cancel` }),
  },
  "GET /api/payments": { access: "signed-in", status: 200, request: get("/api/payments") },
  "GET /api/payments/:id": { access: "owner", status: 200, request: (f) => ({ path: `/api/payments/${f.paymentId}` }) },
  "GET /api/payments/:id/invoice.pdf": {
    access: "owner",
    status: 200,
    request: (f) => ({ path: `/api/payments/${f.paymentId}/invoice.pdf` }),
  },
  "POST /api/refunds": {
    access: "owner",
    status: 201,
    request: (f) => ({ path: "/api/refunds", json: { paymentId: f.paymentId, reason: "It is not what I needed." } }),
  },

  // sign-in and sign-out links
  "GET /api/login": { access: "public", status: 302, request: get("/api/login") },
  // OpenID Connect is not configured in the matrix: the callback has no sign-in to complete
  "GET /api/auth/oidc/callback": {
    access: "public",
    status: 400,
    request: get("/api/auth/oidc/callback?code=x&state=y"),
  },
  "GET /api/logout": { access: "public", status: 302, freshSession: true, request: get("/api/logout") },
};
