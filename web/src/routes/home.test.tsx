import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContractListItem } from "../../../common/api/analyses";
import { sampleSummary } from "../features/analysis/testing/sample-analysis";
import { SCROLL_TO_ANALYZE_EVENT } from "../features/shell/texts";
import { normalUser, renderWithProviders } from "../test/render-app";
import HomeScreen from "./home";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function contractItem(index: number, withAnalysis = true): ContractListItem {
  const id = `00000000-0000-4000-8000-00000000000${index}`;
  return {
    id,
    fileName: `contract-${index}.pdf`,
    format: "pdf",
    byteSize: 120_000,
    pageCount: 3,
    warnings: [],
    createdAt: `2026-01-${String(20 - index).padStart(2, "0")}T10:00:00.000Z`,
    deleteFilesAfter: "2026-03-01T10:00:00.000Z",
    filesDeleted: false,
    latestAnalysis: withAnalysis
      ? sampleSummary({ id: `analysis-${index}`, contractId: id, fileName: `contract-${index}.pdf` })
      : null,
  };
}

let contracts: ContractListItem[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  contracts = [];
  fetchMock = vi.fn(async (url: string) =>
    url === "/api/contracts"
      ? jsonResponse(contracts)
      : jsonResponse({ error: { code: "not_found", message: "Not found." } }, 404),
  );
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Home's analyze section (SPEC §2 Upload Contract)", () => {
  it("opens the analyze tab and scrolls to #analyze on the scroll-to-analyze event", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<HomeScreen />, { path: "/", user: normalUser });
    await screen.findByRole("heading", { level: 1, name: "Understand every contract before you sign" });
    expect(screen.queryByRole("region", { name: "Analyze a contract" })).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event(SCROLL_TO_ANALYZE_EVENT));
    });
    expect(await screen.findByRole("region", { name: "Analyze a contract" })).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe("analyze");
    expect(screen.getByRole("tab", { name: "Analyze" }).getAttribute("aria-selected")).toBe("true");
  });

  it("opens the analyze tab when entered with the hash", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<HomeScreen />, { path: "/#analyze", user: normalUser });
    const section = await screen.findByRole("region", { name: "Analyze a contract" });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(within(section).getByRole("button", { name: "Choose a file" })).toBeTruthy();
    expect(within(section).getByText("Drag and drop your contract here")).toBeTruthy();
  });

  it("opens the upload tab from Get Started and Start Analysis; Learn More goes to /help-center, Start Creating to /ai-agent", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(<HomeScreen />, { path: "/", user: normalUser });
    expect((await screen.findByRole("link", { name: "Learn More" })).getAttribute("href")).toBe("/help-center");
    expect(screen.getByRole("link", { name: "Start Creating" }).getAttribute("href")).toBe("/ai-agent");
    act(() => screen.getByRole("button", { name: "Start Analysis" }).click());
    expect(await screen.findByRole("region", { name: "Analyze a contract" })).toBeTruthy();
  });
});

describe("Home's beta welcome card (SPEC §6)", () => {
  beforeEach(() => localStorage.clear());

  it("shows for a beta tester until dismissed, and stays dismissed", async () => {
    const beta = { ...normalUser, subscriptionTier: "beta" as const };
    const first = renderWithProviders(<HomeScreen />, { path: "/", user: beta });
    expect(await screen.findByRole("heading", { name: "Welcome to the beta programme" })).toBeTruthy();
    act(() => screen.getByRole("button", { name: "Dismiss the beta welcome" }).click());
    expect(screen.queryByRole("heading", { name: "Welcome to the beta programme" })).toBeNull();
    first.unmount();
    renderWithProviders(<HomeScreen />, { path: "/", user: beta });
    await screen.findByRole("heading", { level: 1, name: "Understand every contract before you sign" });
    expect(screen.queryByRole("heading", { name: "Welcome to the beta programme" })).toBeNull();
  });

  it("does not show for other tiers", async () => {
    renderWithProviders(<HomeScreen />, { path: "/", user: normalUser });
    await screen.findByRole("heading", { level: 1, name: "Understand every contract before you sign" });
    expect(screen.queryByRole("heading", { name: "Welcome to the beta programme" })).toBeNull();
  });
});

describe("Home's contract list (SPEC §2: the first 6)", () => {
  it("shows only the first 6 contracts, linking to the latest analysis or to the contract", async () => {
    contracts = [contractItem(1), contractItem(2, false), ...[3, 4, 5, 6, 7, 8].map((index) => contractItem(index))];
    renderWithProviders(<HomeScreen />, { path: "/", user: normalUser });
    const list = await screen.findByRole("region", { name: "Your contracts" });
    await within(list).findByRole("link", { name: "contract-1.pdf" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(6);
    expect(within(list).queryByText("contract-7.pdf")).toBeNull();
    expect(within(list).getByRole("link", { name: "contract-1.pdf" }).getAttribute("href")).toBe(
      "/analysis/analysis-1",
    );
    expect(within(list).getByRole("link", { name: "contract-2.pdf" }).getAttribute("href")).toBe(
      `/contract/${contracts[1]!.id}`,
    );
    expect(within(list).getByText("No analysis")).toBeTruthy();
    expect(within(list).getAllByText("High risk")).toHaveLength(5);
    expect(within(list).getByRole("link", { name: "See all in History" }).getAttribute("href")).toBe("/history");
  });

  it("says so when the user has no contracts yet", async () => {
    renderWithProviders(<HomeScreen />, { path: "/", user: normalUser });
    const list = await screen.findByRole("region", { name: "Your contracts" });
    expect(await within(list).findByText("No contracts yet")).toBeTruthy();
    expect(within(list).queryByRole("link", { name: "See all in History" })).toBeNull();
  });
});
