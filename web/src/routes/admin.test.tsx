import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AdminOverview } from "../../../common/api/admin-stats";
import type { ModelUsageReport } from "../../../common/api/model-usage";
import { adminUser, renderWithProviders } from "../test/render-app";
import AdminScreen from "./admin";

const period = { today: 0, last7Days: 0, last30Days: 0 };

/** A dashboard whose hosted provider was refused with a bad key and is being skipped. */
const overview: AdminOverview = {
  generatedAt: "2026-03-02T08:00:00.000Z",
  users: { total: 3, newLast7Days: 1, byTier: { free: 2, professional: 1, enterprise: 0, beta: 0 } },
  analyses: period,
  generations: period,
  failures: { last30Days: 0, byMessage: [], recent: [] },
  revenueByMonth: [{ month: "2026-03", gross: 0, refunded: 0, net: 0 }],
  openRefundRequests: { count: 0, oldestAt: null },
  latestFeedback: [],
  latestConsultations: [],
  modelProvider: {
    provider: "openai",
    label: "Clarity Assistant",
    model: "openai/gpt-4o-mini",
    circuit: "open",
    retryAt: "2026-03-02T08:01:00.000Z",
    consecutiveFailures: 1,
    lastSuccessAt: "2026-03-02T07:30:00.000Z",
    recentProblems: [
      {
        at: "2026-03-02T08:00:00.000Z",
        use: "chat",
        kind: "configuration",
        status: 401,
        detail: "Incorrect API key provided",
      },
    ],
  },
};

const hosted = {
  chatMessages: 1,
  analyses: 0,
  inputTokens: 120,
  outputTokens: 30,
  estimatedCostZar: 0.0024,
  unpriced: 0,
};
const usage: ModelUsageReport = {
  from: "2026-02-01",
  to: "2026-03-02",
  model: { provider: "openai", label: "Clarity Assistant" },
  prices: null,
  days: [{ date: "2026-03-02", hosted, local: { chatMessages: 1, analyses: 0 } }],
  total: { hosted, local: { chatMessages: 1, analyses: 0 } },
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/admin/stats/overview"
        ? json(overview)
        : url.startsWith("/api/admin/stats/model-usage?")
          ? json(usage)
          : new Response("{}", { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

it("the AI model card shows a hosted provider's trouble, and the usage beside it asks for prices", async () => {
  renderWithProviders(<AdminScreen />, { user: adminUser });
  const card = await screen.findByRole("region", { name: "AI model" });
  expect(card.textContent).toContain("Clarity Assistant");
  expect(card.textContent).toContain(
    "Skipped after repeated failures: the local engine answers until 2 Mar 2026, 10:01",
  );
  expect(within(card).getByText("Configuration error: check the API key, model and address · chat")).toBeTruthy();
  expect(card.textContent).toContain("Incorrect API key provided");

  const aiUsage = await screen.findByRole("region", { name: "AI usage and cost" });
  await within(aiUsage).findByRole("region", { name: "AI usage per day" });
  expect(
    within(aiUsage)
      .getAllByRole("definition")
      .map((node) => node.textContent),
  ).toEqual(["<R0.01", "120", "30", "1"]);
  expect(aiUsage.textContent).toContain("No prices are set, so the cost cannot be estimated");
});
