import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalysisSummary } from "../../../common/api/analyses";
import { sampleSummary } from "../features/analysis/testing/sample-analysis";
import { getToastState, resetToasts } from "../features/toast/api/toast-store";
import { createQueryClient } from "../lib/query-client";
import { normalUser, renderWithProviders } from "../test/render-app";
import HistoryScreen from "./history";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const lease = sampleSummary({
  id: "a-lease",
  contractId: "c-lease",
  fileName: "Residential-Lease-WC.pdf",
  createdAt: "2026-01-17T10:00:00.000Z",
});
const nda = sampleSummary({
  id: "a-nda",
  contractId: "c-nda",
  fileName: "mutual-nda-capetown.docx",
  contractType: null,
  contractTypeLabel: "Non-disclosure agreement",
  riskScore: 22,
  riskLevel: "low",
  createdAt: "2026-01-16T10:00:00.000Z",
});
const job = sampleSummary({
  id: "a-job",
  contractId: "c-job",
  fileName: "employment-retail.pdf",
  contractTypeLabel: "Employment contract",
  createdAt: "2026-01-15T10:00:00.000Z",
});

let analyses: AnalysisSummary[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  analyses = [lease, nda, job];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/analyses") return jsonResponse(analyses);
    const deleteMatch = /^\/api\/analyses\/([^/]+)$/.exec(url);
    if (deleteMatch && init?.method === "DELETE") {
      analyses = analyses.filter((analysis) => analysis.id !== deleteMatch[1]);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ error: { code: "not_found", message: "Not found." } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function rowNames(): string[] {
  return within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent ?? "");
}

describe("History", () => {
  it("lists every analysis newest first with its status, risk and contract type", async () => {
    renderWithProviders(<HistoryScreen />, { path: "/history", user: normalUser });
    await screen.findByRole("table");
    expect(rowNames()).toEqual(["Residential-Lease-WC.pdf", "mutual-nda-capetown.docx", "employment-retail.pdf"]);
    const ndaRow = screen.getByRole("row", { name: /mutual-nda-capetown/ });
    expect(within(ndaRow).getByText("Completed")).toBeTruthy();
    expect(within(ndaRow).getByText("Low risk")).toBeTruthy();
    expect(within(ndaRow).getByText("· 22")).toBeTruthy();
    expect(within(ndaRow).getByText("Non-disclosure agreement")).toBeTruthy();
    expect(
      within(ndaRow).getByRole("link", { name: "Open the analysis of mutual-nda-capetown.docx" }).getAttribute("href"),
    ).toBe("/analysis/a-nda");
    expect(screen.getByText("3 analyses")).toBeTruthy();
  });

  it("searches by file name, ignoring case, and says when nothing matches", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HistoryScreen />, { path: "/history", user: normalUser });
    const search = await screen.findByRole("searchbox", { name: "Search by file name" });
    await user.type(search, "LEASE");
    expect(rowNames()).toEqual(["Residential-Lease-WC.pdf"]);
    expect(screen.getByText("Showing 1 of 3 analyses")).toBeTruthy();

    await user.clear(search);
    await user.type(search, "  capetown ");
    expect(rowNames()).toEqual(["mutual-nda-capetown.docx"]);

    await user.clear(search);
    await user.type(search, "invoice");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No analyses match “invoice”.")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Clear search" })[0]!);
    expect(rowNames()).toHaveLength(3);
  });

  it("deletes an analysis only after the user confirms, then shows a toast and drops the row", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HistoryScreen />, { path: "/history", user: normalUser });
    await user.click(await screen.findByRole("button", { name: "Delete the analysis of mutual-nda-capetown.docx" }));

    let dialog = await screen.findByRole("alertdialog", { name: "Delete this analysis?" });
    expect(within(dialog).getByText(/“mutual-nda-capetown.docx” will be deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete the analysis of mutual-nda-capetown.docx" }));
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete analysis" }));

    await vi.waitFor(() => expect(rowNames()).toEqual(["Residential-Lease-WC.pdf", "employment-retail.pdf"]));
    expect(fetchMock).toHaveBeenCalledWith("/api/analyses/a-nda", expect.objectContaining({ method: "DELETE" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(getToastState().notice?.title).toBe("Analysis deleted");
  });

  it("keeps the dialog open with the server's message when the delete fails", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === "/api/analyses" && init?.method === "GET") return jsonResponse(analyses);
      return jsonResponse({ error: { code: "forbidden", message: "You do not have access to this." } }, 403);
    });
    renderWithProviders(<HistoryScreen />, { path: "/history", user: normalUser });
    await user.click(await screen.findByRole("button", { name: "Delete the analysis of employment-retail.pdf" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete analysis" }));
    expect((await screen.findByRole("alert")).textContent).toContain("You do not have access to this.");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    // The modal hides the page from assistive tech while it is open.
    expect(screen.getAllByRole("rowheader", { hidden: true })).toHaveLength(3);
  });

  it("shows an empty state that links to the upload section", async () => {
    analyses = [];
    renderWithProviders(<HistoryScreen />, { path: "/history", user: normalUser });
    expect(await screen.findByText("You have not analysed any contracts yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Analyze a contract" }).getAttribute("href")).toBe("/#analyze");
  });

  it("shows an error with a retry that loads the list again", async () => {
    const user = userEvent.setup();
    let failing = true;
    fetchMock.mockImplementation(async () =>
      failing ? jsonResponse({ error: { code: "internal", message: "Boom" } }, 500) : jsonResponse(analyses),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    renderWithProviders(<HistoryScreen />, { path: "/history", user: normalUser, queryClient });
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your analyses.");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeTruthy();
  });

  it("refreshes every few seconds while an analysis is running, and stops when none is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    analyses = [
      sampleSummary({
        id: "a-run",
        fileName: "running.pdf",
        status: "analyzing",
        riskLevel: null,
        riskScore: null,
        contractTypeLabel: null,
      }),
    ];
    renderWithProviders(<HistoryScreen />, { path: "/history", user: normalUser });
    expect(await screen.findByText("Analyzing")).toBeTruthy();
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/analyses").length;
    expect(listCalls()).toBe(1);

    analyses = [sampleSummary({ id: "a-run", fileName: "running.pdf" })];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByText("High risk")).toBeTruthy();
    expect(listCalls()).toBe(2);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(listCalls()).toBe(2);
  });
});
