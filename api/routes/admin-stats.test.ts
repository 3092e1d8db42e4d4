import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encrypt } from "../../agent/storage/encryption";
import { adminOverviewSchema, adminSeriesSchema } from "../../common/api/admin-stats";
import {
  analyses,
  consultationRequests,
  contracts,
  feedback,
  jobs,
  payments,
  refunds,
  usageEvents,
  users,
} from "../db/schema";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
const adminEmail = "admin@contractclarity.co.za";
type Browser = ReturnType<typeof createBrowser>;

// The test clock starts at 2026-03-02T08:00Z: Monday 10:00 in South Africa; "today" began at 2026-03-01T22:00Z.
let testApp: TestApp;
let admin: Browser;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
  admin = createBrowser(testApp.app);
  expect(
    (await admin.request("/api/auth/signup", { method: "POST", json: { email: adminEmail, password } })).status,
  ).toBe(201);
  await seed();
});
afterAll(() => testApp.close());

async function seed() {
  const { db, deps } = testApp;
  await db
    .update(users)
    .set({ createdAt: at("2026-01-10T09:00:00Z") })
    .where(eq(users.email, adminEmail));
  const [professional, free, enterprise] = await db
    .insert(users)
    .values([
      { email: "thandi@example.co.za", subscriptionTier: "professional", createdAt: at("2026-03-01T10:00:00Z") }, // yesterday
      { email: "pieter@example.co.za", subscriptionTier: "free", createdAt: at("2026-02-27T12:00:00Z") },
      { email: "ayesha@example.co.za", subscriptionTier: "enterprise", createdAt: at("2026-02-01T12:00:00Z") },
    ])
    .returning();

  const contract = async (userId: string, fileName: string) =>
    (
      await db
        .insert(contracts)
        .values({
          userId,
          fileName,
          format: "pdf",
          byteSize: 1000,
          pageCount: 2,
          pages: [],
          warnings: [],
          deleteFilesAfter: at("2026-04-01T00:00:00Z"),
        })
        .returning()
    )[0]!;
  const lease = await contract(professional!.id, "lease.pdf");
  const broken = await contract(free!.id, "broken-scan.pdf");
  const employment = await contract(enterprise!.id, "employment.pdf");

  const sealed = (findings: { ruleId: string; title: string; severity: string }[]) =>
    encrypt(Buffer.from(JSON.stringify({ findings })), deps.dataKey);
  const deposit = {
    ruleId: "za.rha.deposit-interest",
    title: "Deposit not kept in an interest-bearing account",
    severity: "high",
  };
  const restraint = {
    ruleId: "za.restraint.unreasonable",
    title: "Restraint of trade wider than needed",
    severity: "high",
  };
  const [job] = await db
    .insert(jobs)
    .values({ kind: "analysis", payload: {}, status: "completed", createdAt: at("2026-03-02T07:00:00Z") })
    .returning();
  const engine = { engineLabel: "Local", engineModel: "local@1", progress: { stage: null, percent: 100, message: "" } };
  await db.insert(analyses).values([
    // today, 3 s from queued (the job) to completed
    {
      ...engine,
      userId: professional!.id,
      contractId: lease.id,
      status: "completed",
      jobId: job!.id,
      contractType: "residential_lease",
      contractTypeLabel: "Residential lease",
      createdAt: at("2026-03-02T07:00:01Z"),
      completedAt: at("2026-03-02T07:00:03Z"),
      resultEncrypted: sealed([deposit, { ruleId: "za.minor", title: "Minor", severity: "medium" }]),
    },
    // today, failed
    {
      ...engine,
      userId: free!.id,
      contractId: broken.id,
      status: "error",
      errorMessage: "The file is damaged or incomplete and cannot be read. Please upload a complete copy.",
      createdAt: at("2026-03-02T06:00:00Z"),
      updatedAt: at("2026-03-02T06:00:05Z"),
    },
    // 5 days ago, 5 s (no job: from the analysis' own creation)
    {
      ...engine,
      userId: enterprise!.id,
      contractId: employment.id,
      status: "completed",
      contractType: "employment",
      contractTypeLabel: "Employment contract",
      createdAt: at("2026-02-25T09:00:00Z"),
      completedAt: at("2026-02-25T09:00:05Z"),
      resultEncrypted: sealed([deposit, restraint, deposit]),
    },
    // 20 days ago
    {
      ...engine,
      userId: enterprise!.id,
      contractId: employment.id,
      status: "completed",
      contractType: "employment",
      contractTypeLabel: "Employment contract",
      createdAt: at("2026-02-10T09:00:00Z"),
      completedAt: at("2026-02-10T09:00:01Z"),
    },
    // over 30 days ago
    {
      ...engine,
      userId: enterprise!.id,
      contractId: employment.id,
      status: "completed",
      createdAt: at("2026-01-15T09:00:00Z"),
      completedAt: at("2026-01-15T09:00:01Z"),
    },
  ]);
  // a failed job that is not a failed analysis' job
  await db.insert(jobs).values({
    kind: "reindex",
    payload: {},
    status: "error",
    lastError: "The worker lost its lease 3 times.",
    createdAt: at("2026-02-28T10:00:00Z"),
    updatedAt: at("2026-02-28T10:05:00Z"),
  });

  await db.insert(usageEvents).values([
    { userId: professional!.id, action: "contract_generation", createdAt: at("2026-03-02T07:30:00Z") },
    { userId: professional!.id, action: "contract_generation", createdAt: at("2026-02-20T07:30:00Z") },
    { visitorSessionId: "visitor-1", action: "contract_generation", createdAt: at("2026-03-02T07:30:00Z") }, // not a user: not counted
    { userId: professional!.id, action: "contract_analysis", createdAt: at("2026-03-02T07:30:00Z") },
  ]);

  const base = { currency: "ZAR" as const, provider: "demo" as const };
  const [febPayment, janPayment] = await db
    .insert(payments)
    .values([
      {
        ...base,
        userId: professional!.id,
        planId: "professional",
        amount: 29900,
        status: "completed",
        createdAt: at("2026-02-15T10:00:00Z"),
        completedAt: at("2026-02-15T10:00:00Z"),
      },
      {
        ...base,
        userId: enterprise!.id,
        planId: "enterprise",
        amount: 99900,
        status: "refunded",
        createdAt: at("2026-01-20T10:00:00Z"),
        completedAt: at("2026-01-20T10:00:00Z"),
      },
      // 23:30 UTC on 28 February is 01:30 on 1 March in South Africa: March's revenue
      {
        ...base,
        userId: professional!.id,
        planId: "professional",
        amount: 29900,
        status: "completed",
        createdAt: at("2026-02-28T23:30:00Z"),
        completedAt: at("2026-02-28T23:30:00Z"),
      },
      {
        ...base,
        userId: free!.id,
        planId: "professional",
        amount: 29900,
        status: "pending",
        createdAt: at("2026-03-01T10:00:00Z"),
      },
    ])
    .returning();
  await db.insert(feedback).values([
    {
      userId: free!.id,
      rating: 4,
      experience: "Clear and quick.",
      improvements: "Afrikaans, please.",
      createdAt: at("2026-03-01T09:00:00Z"),
    },
    {
      rating: 2,
      experience: "Confusing upload.",
      contactEmail: "visitor@example.co.za",
      createdAt: at("2026-03-02T07:00:00Z"),
    },
  ]);
  await db.insert(consultationRequests).values({
    userId: professional!.id,
    name: "Thandi Mokoena",
    email: "thandi@example.co.za",
    topic: "Lease renewal",
    contactMethod: "email",
    contactDetail: "thandi@example.co.za",
    preferredTime: "Mornings",
    status: "new",
    createdAt: at("2026-03-02T06:30:00Z"),
  });
  await db.insert(refunds).values([
    {
      paymentId: janPayment!.id,
      userId: enterprise!.id,
      reason: "Wrong plan",
      status: "processed",
      createdAt: at("2026-01-25T10:00:00Z"),
      decidedAt: at("2026-02-03T10:00:00Z"),
      processedAt: at("2026-02-03T10:00:00Z"),
    },
    {
      paymentId: febPayment!.id,
      userId: professional!.id,
      reason: "Changed my mind",
      status: "requested",
      createdAt: at("2026-02-16T10:00:00Z"),
    },
  ]);
}

describe("GET /api/admin/stats/overview", () => {
  it("counts users, analyses, generations, failures, revenue by month and open refunds on known data", async () => {
    const response = await admin.request("/api/admin/stats/overview");
    expect(response.status).toBe(200);
    const overview = adminOverviewSchema.parse(await response.json());
    expect(overview.users).toEqual({
      total: 4,
      newLast7Days: 2,
      byTier: { free: 2, professional: 1, enterprise: 1, beta: 0 },
    });
    expect(overview.analyses).toEqual({ today: 2, last7Days: 3, last30Days: 4 });
    expect(overview.generations).toEqual({ today: 1, last7Days: 1, last30Days: 2 });

    expect(overview.failures.last30Days).toBe(2);
    expect(
      overview.failures.recent.map((failure) => [failure.kind, failure.subject, failure.message, failure.userEmail]),
    ).toEqual([
      [
        "analysis",
        "broken-scan.pdf",
        "The file is damaged or incomplete and cannot be read. Please upload a complete copy.",
        "pieter@example.co.za",
      ],
      ["job", "reindex", "The worker lost its lease 3 times.", null],
    ]);
    expect(overview.failures.byMessage.map((row) => row.count)).toEqual([1, 1]);

    expect(overview.revenueByMonth).toHaveLength(12);
    expect(overview.revenueByMonth[0]!.month).toBe("2025-04");
    expect(overview.revenueByMonth.slice(-3)).toEqual([
      { month: "2026-01", gross: 99900, refunded: 0, net: 99900 },
      { month: "2026-02", gross: 29900, refunded: 99900, net: -70000 },
      { month: "2026-03", gross: 29900, refunded: 0, net: 29900 },
    ]);
    expect(overview.openRefundRequests).toEqual({ count: 1, oldestAt: "2026-02-16T10:00:00.000Z" });
    expect(overview.latestFeedback.map((item) => [item.rating, item.text, item.email])).toEqual([
      [2, "Confusing upload.", "visitor@example.co.za"],
      [4, "Clear and quick. — Afrikaans, please.", "pieter@example.co.za"],
    ]);
    expect(overview.latestConsultations).toEqual([
      {
        id: expect.any(String),
        createdAt: "2026-03-02T06:30:00.000Z",
        name: "Thandi Mokoena",
        topic: "Lease renewal",
        status: "new",
        email: "thandi@example.co.za",
      },
    ]);
  });
});

describe("GET /api/admin/stats/series", () => {
  it("gives one point per South African day with counts, rates, revenue and analysis time percentiles", async () => {
    const response = await admin.request("/api/admin/stats/series?from=2026-02-24&to=2026-03-02");
    expect(response.status).toBe(200);
    const series = adminSeriesSchema.parse(await response.json());
    expect(series.bucket).toBe("day");
    expect(series.points.map((point) => point.date)).toEqual([
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    const day = (date: string) => series.points.find((point) => point.date === date)!;

    expect(day("2026-02-27")).toMatchObject({ signups: 1, signupsPaid: 0, conversionRate: 0 });
    expect(day("2026-03-01")).toMatchObject({
      signups: 1,
      signupsPaid: 1,
      conversionRate: 1,
      revenue: 29900,
      refunds: 0,
    });
    expect(day("2026-03-02")).toMatchObject({
      analyses: 2,
      analysesFailed: 1,
      errorRate: 0.5,
      generations: 1,
      analysisP50Ms: 3000,
      analysisP95Ms: 3000,
    });
    expect(day("2026-02-25")).toMatchObject({ analyses: 1, analysesFailed: 0, errorRate: 0, analysisP50Ms: 5000 });
    expect(day("2026-02-26")).toMatchObject({
      signups: 0,
      analyses: 0,
      errorRate: null,
      conversionRate: null,
      analysisP50Ms: null,
      revenue: 0,
    });

    expect(series.contractTypes).toEqual([
      { type: "employment", label: "Employment contract", count: 1 },
      { type: "residential_lease", label: "Residential lease", count: 1 },
    ]);
    // counted once per analysis, high severity only
    expect(series.highRiskFindings).toEqual([
      { ruleId: "za.rha.deposit-interest", title: "Deposit not kept in an interest-bearing account", count: 2 },
      { ruleId: "za.restraint.unreasonable", title: "Restraint of trade wider than needed", count: 1 },
    ]);
    expect(series.findingsSampledAnalyses).toBe(2);
  });

  it("goes per week (Monday) past 92 days, with refunds subtracted in the week they were processed", async () => {
    const series = adminSeriesSchema.parse(
      await (await admin.request("/api/admin/stats/series?from=2025-11-01&to=2026-03-02")).json(),
    );
    expect(series.bucket).toBe("week");
    expect(series.points[0]!.date).toBe("2025-10-27");
    expect(series.points.at(-1)!.date).toBe("2026-03-02");
    const week = (date: string) => series.points.find((point) => point.date === date)!;
    expect(week("2026-01-19")).toMatchObject({ revenue: 99900, newPayingUsers: 1 });
    expect(week("2026-02-02")).toMatchObject({ revenue: -99900, refunds: 99900 });
    expect(week("2026-02-09")).toMatchObject({ revenue: 29900, newPayingUsers: 1 });
    expect(week("2026-02-23")).toMatchObject({ analyses: 1, signups: 2, revenue: 29900 });
    expect(series.points.reduce((sum, point) => sum + point.signups, 0)).toBe(4);
  });

  it("refuses ranges that are backwards, too long or not dates, with the reason", async () => {
    const cases: [string, string][] = [
      ["from=2026-03-02&to=2026-02-01", "The start date must be on or before the end date."],
      ["from=2025-01-01&to=2026-03-02", "Choose a range of at most 366 days."],
      ["from=2026-02-30&to=2026-03-02", "The start date is not a real day."],
      ["from=yesterday&to=2026-03-02", "Give the start date as YYYY-MM-DD."],
      ["to=2026-03-02", "Give the start date as YYYY-MM-DD."],
    ];
    for (const [query, message] of cases) {
      const response = await admin.request(`/api/admin/stats/series?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it("downloads the series as CSV", async () => {
    const response = await admin.request("/api/admin/stats/series.csv?from=2026-02-28&to=2026-03-02");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="contractclarity-stats-2026-02-28-to-2026-03-02.csv"',
    );
    const rows = (await response.text())
      .trimEnd()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(rows[0]).toEqual([
      "Date",
      "Sign-ups",
      "Analyses",
      "Failed analyses",
      "Error rate",
      "Generations",
      "Sign-ups who paid",
      "Conversion to paid",
      "New paying users",
      "Net revenue (R)",
      "Refunds (R)",
      "Analysis time p50 (s)",
      "Analysis time p95 (s)",
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(rows[2]).toEqual(["2026-03-01", "1", "0", "0", "", "0", "1", "1.0000", "0", "299.00", "0.00", "", ""]);
    expect(rows[3]).toEqual(["2026-03-02", "0", "2", "1", "0.5000", "1", "0", "", "0", "0.00", "0.00", "3.00", "3.00"]);
  });
});

describe("access", () => {
  it("visitors get 401 and non-admins 403", async () => {
    const user = createBrowser(testApp.app);
    expect(
      (await user.request("/api/auth/signup", { method: "POST", json: { email: "plain@example.co.za", password } }))
        .status,
    ).toBe(201);
    const visitor = createBrowser(testApp.app);
    for (const path of [
      "/api/admin/stats/overview",
      "/api/admin/stats/series?from=2026-02-24&to=2026-03-02",
      "/api/admin/stats/series.csv?from=2026-02-24&to=2026-03-02",
    ]) {
      expect([path, (await visitor.request(path)).status]).toEqual([path, 401]);
      expect([path, (await user.request(path)).status]).toEqual([path, 403]);
    }
  });
});
