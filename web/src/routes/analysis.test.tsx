import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalysisStatusResponse } from "../../../common/api/analyses";
import { RECENT_CONTRACT_STORAGE_KEY } from "../features/analysis/recent-contract";
import {
  sampleAnalysisId,
  sampleDetail,
  sampleStatus,
  sampleSummary,
} from "../features/analysis/testing/sample-analysis";
import { progressTexts, resultTexts } from "../features/analysis/texts";
import { httpTexts } from "../lib/http-texts";
import { normalUser, renderWithProviders } from "../test/render-app";
import AnalysisScreen from "./analysis";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

let status: AnalysisStatusResponse;
let fetchMock: ReturnType<typeof vi.fn>;

function requests(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).split("?")[0] === path && ((init as RequestInit | undefined)?.method ?? "GET") === method,
  );
}

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
  status = sampleStatus();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split("?")[0];
    const method = init?.method ?? "GET";
    if (path === `/api/analyses/${sampleAnalysisId}/status`) return jsonResponse(status);
    if (path === `/api/analyses/${sampleAnalysisId}` && method === "GET") return jsonResponse(sampleDetail());
    if (path === `/api/analyses/${sampleAnalysisId}/reanalyze` && method === "POST") {
      status = sampleStatus({
        status: "pending",
        progress: { stage: "upload", percent: 5, message: "Waiting for a worker" },
      });
      return jsonResponse(sampleSummary({ status: "pending", progress: status.progress, completedAt: null }), 202);
    }
    // The API's own body for an unknown id (common/errors.ts).
    return jsonResponse(
      { error: { code: "analysis_not_found", message: "Analysis not found for this contract." } },
      404,
    );
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderScreen(id = sampleAnalysisId) {
  return renderWithProviders(
    <Routes>
      <Route path="/analysis/:id" element={<AnalysisScreen />} />
    </Routes>,
    { path: `/analysis/${id}`, user: normalUser },
  );
}

describe("AnalysisScreen", () => {
  it("shows the progress screen with the stage and the engine while the analysis runs", async () => {
    renderScreen();
    expect(await screen.findByRole("heading", { level: 1, name: progressTexts.title })).toBeTruthy();
    expect(screen.getByText(progressTexts.subtitle)).toBeTruthy();
    expect(screen.getByTestId("analysis-stage").textContent).toBe("Analyze");
    expect(screen.getByText(progressTexts.captionAnalyzing)).toBeTruthy();
    const panel = screen.getByRole("region", { name: progressTexts.panelTitle });
    expect(panel.textContent).toContain(
      "ContractClarity local engine (contractclarity-local) is reading your contract.",
    );
  });

  it("shows the result once completed and remembers it as the recently viewed contract", async () => {
    status = sampleStatus({ status: "completed", progress: { stage: "analyze", percent: 100, message: "Done" } });
    renderScreen();
    expect(await screen.findByRole("heading", { level: 1, name: "residential-lease-wc.txt" })).toBeTruthy();
    expect(screen.getByText(resultTexts.completedLabel)).toBeTruthy();
    expect(screen.getByRole("img", { name: resultTexts.riskScore(78) })).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(RECENT_CONTRACT_STORAGE_KEY)!);
    expect(stored.id).toBe(sampleAnalysisId);
  });

  it("shows 'Analysis Failed', the 'Error' label and the message; trying again re-runs it", async () => {
    status = sampleStatus({ status: "error", error: "We could not read this file." });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole("heading", { level: 1, name: progressTexts.failedTitle })).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(progressTexts.errorLabel)).toBeTruthy();
    expect(within(alert).getByText("We could not read this file.")).toBeTruthy();
    expect(screen.getByRole("link", { name: progressTexts.backHome }).getAttribute("href")).toBe("/");
    await user.click(screen.getByRole("button", { name: progressTexts.tryAgain }));
    expect(requests("POST", `/api/analyses/${sampleAnalysisId}/reanalyze`)).toHaveLength(1);
    expect(await screen.findByRole("heading", { level: 1, name: progressTexts.title })).toBeTruthy();
  });

  it("re-runs the analysis from the side the user picks and goes back to the progress screen", async () => {
    status = sampleStatus({ status: "completed", progress: { stage: "analyze", percent: 100, message: "Done" } });
    const user = userEvent.setup();
    renderScreen();
    const side = await screen.findByRole("region", { name: resultTexts.yourSide });
    await user.selectOptions(within(side).getByLabelText(resultTexts.chooseSide), "landlord");
    await user.click(within(side).getByRole("button", { name: resultTexts.reanalyzeFromSide }));
    const [call] = requests("POST", `/api/analyses/${sampleAnalysisId}/reanalyze`);
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({ side: "landlord" });
    expect(await screen.findByRole("heading", { level: 1, name: progressTexts.title })).toBeTruthy();
  });

  it("shows the client's 404 message in a clear state for an analysis that does not exist", async () => {
    renderScreen("2f0c8a4e-1b7d-4c1e-9a2b-000000000000");
    expect(await screen.findByRole("heading", { level: 1, name: progressTexts.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(httpTexts.analysisNotFound);
    expect(screen.getByRole("link", { name: progressTexts.goToHistory }).getAttribute("href")).toBe("/history");
    // A 404 is not retried (SPEC §8).
    await act(async () => {});
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("2f0c8a4e"))).toHaveLength(1);
  });
});
