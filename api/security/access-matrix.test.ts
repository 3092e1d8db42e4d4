import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadResponseSchema } from "../../common/api/analyses";
import { SESSION_ID_HEADER } from "../../common/api/billing";
import { customTemplateDetailSchema, generatedContractSchema } from "../../common/api/templates";
import { createDraftStore } from "../agent/draft-store";
import { sendChat } from "../agent/testing/chat-client";
import { hashSessionToken, SESSION_MS, sessionCookieName } from "../auth/session-cookie";
import { insertSession } from "../db/queries/sessions";
import {
  analyses,
  analysisShares,
  consentRecords,
  consultationRequests,
  contracts,
  conversationMessages,
  conversations,
  customTemplates,
  draftProposals,
  drafts,
  emailSettings,
  emailTemplates,
  generatedContracts,
  payments,
  plans,
  refunds,
  sessions,
  subscriptions,
  templateFormDrafts,
  userPreferences,
  users,
} from "../db/schema";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";
import {
  type AccessFixtures,
  type AccessRequest,
  actingRole,
  expectedStatus,
  letsThrough,
  type Role,
  type RouteAccess,
  routeAccess,
  sampleCustomTemplate,
} from "./route-access";

/**
 * Every API route × {signed-out visitor, user A, user B, admin}, with the answer route-access.ts expects,
 * against real records of user A (DESIGN.md: users see only their own data, tested per route). The route
 * list is the app's own route table, so a route added without an entry in route-access.ts fails here.
 */

const password = "correct horse 42";
const origin = "http://localhost";
const emails = {
  userA: "matrix-owner@example.co.za",
  userB: "matrix-other@example.co.za",
  admin: "matrix-admin@example.co.za",
  bystander: "matrix-bystander@example.co.za",
};
const roles: Role[] = ["visitor", "userB", "admin", "userA"];
const leaseValues = JSON.parse(
  readFileSync(new URL("../../templates/residential-lease-za/sample-values.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

type Browser = ReturnType<typeof createBrowser>;
type Caller = { browser: Browser; sessionId: string };

let testApp: TestApp;
let callers: Record<Role, Caller>;
let fixtures: AccessFixtures;
let userIds: Record<Exclude<Role, "visitor">, string>;

/** The app's endpoints, "METHOD /api/path"; ALL entries are middleware (and the 404 fallback), validators repeat a route. */
function endpointsOf(app: TestApp["app"]): string[] {
  const keys = app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

async function signUp(email: string): Promise<{ browser: Browser; id: string }> {
  const browser = createBrowser(testApp.app);
  const response = await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  expect(response.status).toBe(201);
  return { browser, id: ((await response.json()) as { id: string }).id };
}

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The request as the caller's browser sends it: their cookie and session id, and our Origin on changes (so CSRF checks do not hide the answer). */
function send(caller: Caller, method: string, request: AccessRequest): Promise<Response> {
  const headers: Record<string, string> = { [SESSION_ID_HEADER]: caller.sessionId, ...request.headers };
  if (method !== "GET") headers.origin = origin;
  let body: BodyInit | undefined;
  if (request.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.multipart)) form.set(name, value);
    body = form;
  } else if (request.raw) {
    headers["content-type"] = request.raw.contentType;
    body = request.raw.body;
  }
  return caller.browser.request(request.path, {
    method,
    headers,
    body,
    ...(request.json !== undefined ? { json: request.json } : {}),
  });
}

/** A new browser for the role, with a new session (a route that ends or replaces the session must not end the matrix's own). */
async function freshCaller(role: Role): Promise<Caller> {
  const browser = createBrowser(testApp.app);
  if (role !== "visitor") {
    const token = randomBytes(32).toString("base64url");
    await insertSession(testApp.db, {
      id: hashSessionToken(token),
      userId: userIds[role],
      expiresAt: new Date(testApp.clock.now().getTime() + SESSION_MS),
    });
    browser.cookies.set(sessionCookieName(testApp.deps.env.SECURE_COOKIES), token);
  }
  return { browser, sessionId: callers[role].sessionId };
}

/**
 * What another caller's request must never change: user A's records as A sees them (ids, names, states — not the
 * progress of background analyses), A's sessions, and what only admins may change. One query each, read in one go.
 */
function watchedQueries(): Record<string, SQL> {
  const owner = fixtures.userA.id;
  const ownConversations = sql`select ${conversations.id} from ${conversations} where ${conversations.userId} = ${owner}`;
  const ownDrafts = sql`select ${drafts.id} from ${drafts} where ${drafts.userId} = ${owner}`;
  return {
    users: sql`select ${users.id}, ${users.email}, ${users.subscriptionTier}, ${users.isAdmin}, ${users.passwordHash} from ${users} where ${users.id} in (${owner}, ${fixtures.bystander.id})`,
    userBIsAdmin: sql`select ${users.isAdmin} from ${users} where ${users.id} = ${userIds.userB}`,
    sessions: sql`select ${sessions.id} from ${sessions} where ${sessions.userId} = ${owner}`,
    contracts: sql`select ${contracts.id}, ${contracts.fileName} from ${contracts} where ${contracts.userId} = ${owner}`,
    analyses: sql`select ${analyses.id} from ${analyses} where ${analyses.userId} = ${owner}`,
    shares: sql`select ${analysisShares.id}, ${analysisShares.revokedAt} from ${analysisShares} where ${analysisShares.userId} = ${owner}`,
    conversations: sql`select ${conversations.id}, ${conversations.title} from ${conversations} where ${conversations.userId} = ${owner}`,
    messages: sql`select ${conversationMessages.conversationId}, ${conversationMessages.position} from ${conversationMessages} where ${conversationMessages.conversationId} in (${ownConversations})`,
    drafts: sql`select ${drafts.id}, ${drafts.version} from ${drafts} where ${drafts.userId} = ${owner}`,
    proposals: sql`select ${draftProposals.id}, ${draftProposals.status} from ${draftProposals} where ${draftProposals.draftId} in (${ownDrafts})`,
    customTemplates: sql`select ${customTemplates.id} from ${customTemplates} where ${customTemplates.userId} = ${owner}`,
    formDrafts: sql`select ${templateFormDrafts.templateRef}, ${templateFormDrafts.updatedAt} from ${templateFormDrafts} where ${templateFormDrafts.userId} = ${owner}`,
    generated: sql`select ${generatedContracts.contractId} from ${generatedContracts} where ${generatedContracts.userId} = ${owner}`,
    consultations: sql`select ${consultationRequests.id}, ${consultationRequests.status} from ${consultationRequests} where ${consultationRequests.userId} = ${owner}`,
    payments: sql`select ${payments.id}, ${payments.status} from ${payments} where ${payments.userId} = ${owner}`,
    subscriptions: sql`select * from ${subscriptions} where ${subscriptions.userId} = ${owner}`,
    refunds: sql`select ${refunds.id}, ${refunds.status} from ${refunds}`,
    preferences: sql`select * from ${userPreferences} where ${userPreferences.userId} = ${owner}`,
    consent: sql`select ${consentRecords.id} from ${consentRecords} where ${consentRecords.userId} = ${owner}`,
    plans: sql`select * from ${plans}`,
    emailTemplates: sql`select * from ${emailTemplates}`,
    emailSettings: sql`select * from ${emailSettings}`,
  };
}

async function watchedState(): Promise<Record<string, unknown>> {
  const columns = Object.entries(watchedQueries()).map(
    ([name, query]) =>
      sql`(select coalesce(json_agg(row order by row::text), '[]') from (${query}) as row) as ${sql.identifier(name)}`,
  );
  const result = await testApp.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

/** Values of one caller that no other caller may read, unless they sent the value themselves. */
function secretsOf(owner: Role): string[] {
  const f = fixtures;
  if (owner === "visitor") return [f.visitorAnalysisId];
  if (owner === "userB") return [f.userBRefundId];
  if (owner !== "userA") return [];
  return [
    f.userA.id,
    f.userA.email,
    f.contractId,
    f.analysisId,
    f.shareToken,
    f.rerunAnalysisId,
    f.deletableAnalysisId,
    f.deletableContractId,
    f.conversationId,
    f.deletableConversationId,
    f.draftId,
    f.proposalIds.accept,
    f.proposalIds.reject,
    f.customTemplateId,
    f.formTemplateId,
    f.deletableCustomTemplateId,
    f.consultationId,
    f.paymentId,
    f.pendingPaymentIds.complete,
    f.pendingPaymentIds.cancel,
  ];
}

/** The error codes a refusal may carry, by status. */
const refusalCodes: Record<number, string[]> = {
  401: ["unauthorized"],
  402: ["payment_not_verified"],
  403: ["forbidden"],
  404: ["not_found", "analysis_not_found"],
  409: ["conflict"],
};

/** One role's request: the status the class expects, a refusal with its error code, and nothing of another caller's in the answer. */
async function check(key: string, route: RouteAccess, role: Role): Promise<string[]> {
  const method = key.slice(0, key.indexOf(" "));
  const request = route.request(fixtures);
  const caller = route.freshSession ? await freshCaller(role) : callers[role];
  const response = await send(caller, method, request);
  const text = await response.text();
  const expected = expectedStatus(route, role);
  const failures: string[] = [];
  if (response.status !== expected)
    failures.push(`${role}: expected ${expected}, got ${response.status} ${text.slice(0, 200)}`);
  if (!letsThrough(route.access, role) && response.status === expected) {
    const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? "";
    if (!refusalCodes[expected]?.includes(code)) failures.push(`${role}: refused with ${text.slice(0, 200)}`);
  }
  // an admin reads everyone's records through the admin routes; everywhere else the answer holds only the caller's own
  if (!(route.access === "admin" && role === "admin")) {
    const sent = JSON.stringify(request);
    const leaked = (["visitor", "userA", "userB"] as const)
      .filter((owner) => owner !== role)
      .flatMap(secretsOf)
      .filter((value) => text.includes(value) && !sent.includes(value));
    if (leaked.length > 0) failures.push(`${role}: the answer holds another caller's ${leaked.join(", ")}`);
  }
  return failures;
}

beforeAll(async () => {
  testApp = await createTestApp({
    workers: 1,
    // the Yoco webhook secret alone (no API key) keeps the demo provider taking payments, and makes the webhook check signatures
    env: { ADMIN_EMAILS: emails.admin, YOCO_WEBHOOK_SECRET: "whsec_bWF0cml4LXdlYmhvb2stc2VjcmV0" },
  });
  const userA = await signUp(emails.userA);
  const userB = await signUp(emails.userB);
  const admin = await signUp(emails.admin);
  const bystander = await signUp(emails.bystander);
  userIds = { userA: userA.id, userB: userB.id, admin: admin.id };
  callers = {
    visitor: { browser: createBrowser(testApp.app), sessionId: "matrix-visitor-session" },
    userA: { browser: userA.browser, sessionId: "matrix-user-a-session" },
    userB: { browser: userB.browser, sessionId: "matrix-user-b-session" },
    admin: { browser: admin.browser, sessionId: "matrix-admin-session" },
  };
  const post = (browser: Browser, path: string, body?: unknown) =>
    browser.request(path, { method: "POST", ...(body === undefined ? {} : { json: body }) });

  // payments: A's first subscription (completed, refundable) and two pending checkouts; B's payment with a refund request
  const checkout = { planId: "professional", amount: 29900, currency: "ZAR" };
  const startCheckout = async (browser: Browser) =>
    (await json<{ paymentId: string }>(await post(browser, "/api/yoco/yoco-checkout", checkout), 200)).paymentId;
  const paymentId = await startCheckout(userA.browser);
  await json(await post(userA.browser, `/api/demo/payments/${paymentId}/complete`), 200);
  const pendingPaymentIds = {
    complete: await startCheckout(userA.browser),
    cancel: await startCheckout(userA.browser),
  };
  const userBPayment = await startCheckout(userB.browser);
  await json(await post(userB.browser, `/api/demo/payments/${userBPayment}/complete`), 200);
  const userBRefund = await json<{ id: string }>(
    await post(userB.browser, "/api/refunds", { paymentId: userBPayment, reason: "It is not what I needed." }),
    201,
  );

  // contracts with completed analyses: one to read and share, one to re-run, one whose analysis is deleted, one deleted whole
  const contractFile = { bytes: fixture("mutual-nda-capetown.txt"), fileName: "nda.txt" };
  const uploads = [];
  for (let index = 0; index < 4; index++) {
    uploads.push(
      uploadResponseSchema.parse(await json(await upload(userA.browser, contractFile.bytes, `nda-${index}.txt`), 202)),
    );
  }
  for (const uploaded of uploads)
    expect((await waitForAnalysis(userA.browser, uploaded.analysis.id)).at(-1)!.status).toBe("completed");
  const [main, rerun, analysisToDelete, contractToDelete] = uploads;
  const share = await json<{ token: string }>(
    await post(userA.browser, `/api/analyses/${main.analysis.id}/share`),
    201,
  );
  await json(await post(userA.browser, `/api/analyses/${rerun.analysis.id}/share`), 201);

  // conversations with the agent
  const conversationId = `matrix-chat-${Date.now()}`;
  const deletableConversationId = `${conversationId}-2`;
  for (const id of [conversationId, deletableConversationId])
    expect(
      (
        await sendChat(userA.browser, {
          conversationId: id,
          text: "What is the notice period?",
          contractId: main.contract.id,
        })
      ).status,
    ).toBe(200);

  // a complete lease draft with two open proposals (as the agent would make them)
  const generated = generatedContractSchema.parse(
    await json(await post(userA.browser, "/api/templates/residential-lease-za/generate", { values: leaseValues }), 201),
  );
  const { conversationId: draftConversationId } = await json<{ conversationId: string }>(
    await post(userA.browser, `/api/templates/drafts/${generated.draftId}/conversation`),
    200,
  );
  const draftStore = createDraftStore(testApp.deps, { userId: userA.id, conversationId: draftConversationId });
  const propose = (rent: number) =>
    draftStore.propose(generated.draftId, {
      summary: `Set the rent to ${rent / 100}`,
      clauseId: null,
      before: "R14 500",
      after: `R${rent / 100}`,
      change: { kind: "field", key: "monthlyRent", value: rent },
    });
  const proposalIds = { accept: (await propose(1500000)).proposalId, reject: (await propose(1550000)).proposalId };

  // custom templates: one to make contracts from, one with a saved half-filled form, one to delete
  const makeCustomTemplate = async () =>
    customTemplateDetailSchema.parse(
      await json(await post(userA.browser, "/api/custom-templates", sampleCustomTemplate), 201),
    );
  const [customTemplate, formTemplate, deletableCustomTemplate] = [
    await makeCustomTemplate(),
    await makeCustomTemplate(),
    await makeCustomTemplate(),
  ];
  const fieldKey = customTemplate.variables[0]!.key;
  await json(
    await userA.browser.request(`/api/templates/${formTemplate.id}/form-draft`, {
      method: "PUT",
      json: { values: { [fieldKey]: "Sipho" } },
    }),
    200,
  );

  const consultation = await json<{ consultation: { id: string } }>(
    await post(userA.browser, "/api/consultations", {
      name: "Thandi Mokoena",
      topic: "My NDA",
      contactMethod: "email",
      contactDetail: emails.userA,
      preferredTime: "any_time",
      contractId: main.contract.id,
    }),
    201,
  );

  // the signed-out visitor's own analysis on the landing page
  const visitorUpload = new FormData();
  visitorUpload.set("file", new File([contractFile.bytes], "visitor-nda.txt"));
  const visitorUploaded = uploadResponseSchema.parse(
    await json(
      await callers.visitor.browser.request("/api/visitor/contracts", {
        method: "POST",
        body: visitorUpload,
        headers: { [SESSION_ID_HEADER]: callers.visitor.sessionId },
      }),
      202,
    ),
  );

  fixtures = {
    userA: { id: userA.id, email: emails.userA, password },
    bystander: { id: bystander.id, email: emails.bystander, password },
    userBRefundId: userBRefund.id,
    contractId: main.contract.id,
    analysisId: main.analysis.id,
    shareToken: share.token,
    rerunAnalysisId: rerun.analysis.id,
    deletableAnalysisId: analysisToDelete.analysis.id,
    deletableContractId: contractToDelete.contract.id,
    conversationId,
    deletableConversationId,
    draftId: generated.draftId,
    proposalIds,
    customTemplateId: customTemplate.id,
    customTemplateValues: { [fieldKey]: "Sipho Mthembu" },
    formTemplateId: formTemplate.id,
    deletableCustomTemplateId: deletableCustomTemplate.id,
    consultationId: consultation.consultation.id,
    paymentId,
    pendingPaymentIds,
    visitorAnalysisId: visitorUploaded.analysis.id,
    contractFile,
  };
});
afterAll(() => testApp?.close());

describe("the access matrix", () => {
  it("has an entry in route-access.ts for every route of the app, and none for a route the app does not have", () => {
    const endpoints = endpointsOf(testApp.app);
    expect(endpoints.length).toBeGreaterThan(100);
    expect(
      endpoints.filter((key) => !(key in routeAccess)),
      "routes without an entry in api/security/route-access.ts",
    ).toEqual([]);
    expect(
      Object.keys(routeAccess).filter((key) => !endpoints.includes(key)),
      "entries in api/security/route-access.ts for routes the app does not have",
    ).toEqual([]);
  });

  it.each(Object.keys(routeAccess))("%s", async (key) => {
    const route = routeAccess[key]!;
    const acting = actingRole(route);
    const changes = !key.startsWith("GET ");
    const before = changes ? await watchedState() : null;
    const failures: string[] = [];
    for (const role of roles.filter((candidate) => candidate !== acting))
      failures.push(...(await check(key, route, role)));
    if (before)
      expect(
        await watchedState(),
        `a request of someone other than ${acting ?? "the provider"} changed what it must not`,
      ).toEqual(before);
    if (acting) failures.push(...(await check(key, route, acting)));
    expect(failures).toEqual([]);
  });

  // the matrix's chat request names A's conversation; the contract a chat attaches is checked on its own
  it("refuses a chat of user B that attaches user A's contract, and starts no conversation for it", async () => {
    const conversationId = `matrix-intruder-${Date.now()}`;
    const turn = await sendChat(callers.userB.browser, {
      conversationId,
      text: "What is the notice period?",
      contractId: fixtures.contractId,
    });
    expect(turn.status).toBe(404);
    expect(turn.errors.join("")).toContain("Contract not found.");
    expect(await testApp.db.select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
  });
});
