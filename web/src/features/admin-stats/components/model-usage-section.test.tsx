import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { ModelUsageDay, ModelUsageReport } from "../../../../../common/api/model-usage";
import { adminUser, renderWithProviders } from "../../../test/render-app";
import { ModelUsageSection } from "./model-usage-section";

const quietDay = (date: string): ModelUsageDay => ({
  date,
  hosted: { chatMessages: 0, analyses: 0, inputTokens: 0, outputTokens: 0, estimatedCostZar: 0, unpriced: 0 },
  local: { chatMessages: 0, analyses: 0 },
});

/** Two busy days of a hosted model priced in dollars, one answer recorded before prices were set. */
const report: ModelUsageReport = {
  from: "2026-02-01",
  to: "2026-03-02",
  model: { provider: "openai", label: "Clarity Assistant" },
  prices: {
    currency: "USD",
    inputPerMTok: 0.15,
    outputPerMTok: 0.6,
    usdToZar: 18.5,
    inputPerMTokZar: 2.775,
    outputPerMTokZar: 11.1,
  },
  days: [
    {
      date: "2026-03-02",
      hosted: {
        chatMessages: 40,
        analyses: 6,
        inputTokens: 812_400,
        outputTokens: 95_300,
        estimatedCostZar: 3.3122,
        unpriced: 0,
      },
      local: { chatMessages: 2, analyses: 1 },
    },
    quietDay("2026-03-01"),
    {
      date: "2026-02-28",
      hosted: {
        chatMessages: 1,
        analyses: 0,
        inputTokens: 900,
        outputTokens: 40,
        estimatedCostZar: 0.0029,
        unpriced: 1,
      },
      local: { chatMessages: 0, analyses: 0 },
    },
  ],
  total: {
    hosted: {
      chatMessages: 41,
      analyses: 6,
      inputTokens: 813_300,
      outputTokens: 95_340,
      estimatedCostZar: 3.3151,
      unpriced: 1,
    },
    local: { chatMessages: 2, analyses: 1 },
  },
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url.startsWith("/api/admin/stats/model-usage?")
        ? new Response(JSON.stringify(report), { headers: { "content-type": "application/json" } })
        : new Response("{}", { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

it("shows the hosted model's tokens and estimated cost in rand per busy day, the prices, and what has no price", async () => {
  renderWithProviders(<ModelUsageSection />, { user: adminUser });
  const section = await screen.findByRole("region", { name: "AI usage and cost" });
  await within(section).findByRole("region", { name: "AI usage per day" });
  const figures = within(section)
    .getAllByRole("definition")
    .map((node) => node.textContent);
  expect(figures).toEqual(["R3.32", "813 300", "95 340", "3"]);
  expect(section.textContent).toContain(
    "Priced at $0.15 per million input tokens and $0.60 per million output tokens, at R18.50 to the dollar (R2.775 and R11.10).",
  );
  expect(section.textContent).toContain(
    "1 hosted answer was recorded while no prices were set: not included in the cost.",
  );

  const rows = within(within(section).getByRole("region", { name: "AI usage per day" })).getAllByRole("row");
  expect(rows.map((row) => row.textContent)).toEqual([
    "DayHosted chat messagesHosted analysesInput tokensOutput tokensEst. costLocal engine answers",
    "2 Mar 2026406812 40095 300R3.313",
    "28 Feb 20261090040<R0.010",
  ]);
});
