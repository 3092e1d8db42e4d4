import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalysisSummary } from "../../../common/api/analyses";
import type { ContractDetail } from "../../../common/api/contracts";
import { sampleSummary } from "../features/analysis/testing/sample-analysis";
import { getToastState, resetToasts } from "../features/toast/api/toast-store";
import { normalUser, renderWithProviders } from "../test/render-app";
import ContractScreen from "./contract";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const contractId = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const text =
  "LEASE AGREEMENT\n\n1. RENT\n1.1 The Tenant pays R9 500 a month.\n\n2. DEPOSIT\n2.1 The deposit is R19 000.\n";
const at = (fragment: string) => text.indexOf(fragment);

function contractDetail(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    id: contractId,
    fileName: "lease.pdf",
    format: "pdf",
    byteSize: 245_760,
    pageCount: 2,
    pages: [],
    warnings: ["Page 2 was scanned at a low resolution."],
    createdAt: "2026-01-15T10:00:00.000Z",
    deleteFilesAfter: "2026-02-14T10:00:00.000Z",
    filesDeleted: false,
    text,
    clauses: [
      { number: null, heading: "LEASE AGREEMENT", text: "LEASE AGREEMENT", start: 0, end: 15, page: 1, children: [] },
      {
        number: "1",
        heading: "RENT",
        text: text.slice(at("1. RENT"), at("2. DEPOSIT")),
        start: at("1. RENT"),
        end: at("2. DEPOSIT"),
        page: 1,
        children: [
          {
            number: "1.1",
            heading: null,
            text: "1.1 The Tenant pays R9 500 a month.",
            start: at("1.1"),
            end: at("1.1") + 35,
            page: 1,
            children: [],
          },
        ],
      },
      {
        number: "2",
        heading: "DEPOSIT",
        text: text.slice(at("2. DEPOSIT")),
        start: at("2. DEPOSIT"),
        end: text.length,
        page: 2,
        children: [],
      },
    ],
    ...overrides,
  };
}

let contract: ContractDetail | null;
let analyses: AnalysisSummary[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  contract = contractDetail();
  analyses = [
    sampleSummary({ id: "a-new", contractId, fileName: "lease.pdf", createdAt: "2026-01-16T10:00:00.000Z" }),
    sampleSummary({ id: "a-other", contractId: "someone-else", fileName: "other.pdf" }),
  ];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (url === "/api/analyses") return jsonResponse(analyses);
    if (url === `/api/contracts/${contractId}` && contract) {
      if (method === "GET") return jsonResponse(contract);
      if (method === "PATCH") {
        const { fileName } = JSON.parse(String(init?.body)) as { fileName: string };
        contract = { ...contract, fileName };
        return jsonResponse({ ...contract, latestAnalysis: null });
      }
      if (method === "DELETE") {
        contract = null;
        return new Response(null, { status: 204 });
      }
    }
    return jsonResponse({ error: { code: "not_found", message: "Contract not found." } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  resetToasts();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

function renderContract(path = `/contract/${contractId}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/contract/:id" element={<ContractScreen />} />
      <Route path="/contract-view/:id" element={<ContractScreen />} />
      <Route path="/history" element={<h1>History page</h1>} />
    </Routes>,
    { path, user: normalUser },
  );
}

describe("the shared contract view", () => {
  it("shows the details, retention date, warnings, analyses, outline and text", async () => {
    renderContract(`/contract-view/${contractId}`);
    expect(await screen.findByRole("heading", { level: 1, name: "lease.pdf" })).toBeTruthy();
    const details = screen.getByRole("region", { name: "Details" });
    expect(within(details).getByText("PDF")).toBeTruthy();
    expect(within(details).getByText("240 KB")).toBeTruthy();
    expect(within(details).getByText("2 pages")).toBeTruthy();
    expect(within(details).getByText("Files are deleted on 14 February 2026")).toBeTruthy();
    expect(screen.getByText("Page 2 was scanned at a low resolution.")).toBeTruthy();

    const analysesRegion = screen.getByRole("region", { name: "Analyses" });
    await within(analysesRegion).findByText("Residential lease");
    expect(within(analysesRegion).getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Open latest analysis" }).getAttribute("href")).toBe("/analysis/a-new");

    const outline = screen.getByRole("navigation", { name: "Outline" });
    expect(within(outline).getByRole("link", { name: "Lease agreement" })).toBeTruthy();
    expect(within(outline).getByRole("link", { name: "1 Rent" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Contract text" }).textContent).toContain("The deposit is R19 000.");
  });

  it("jumps to a clause from the outline, and unfolds sub-clauses", async () => {
    const user = userEvent.setup();
    renderContract();
    const outline = await screen.findByRole("navigation", { name: "Outline" });
    await user.click(within(outline).getByRole("link", { name: "2 Deposit" }));
    expect(document.activeElement?.textContent).toBe(text.slice(at("2. DEPOSIT")));
    expect(within(outline).getByRole("link", { name: "2 Deposit" }).getAttribute("aria-current")).toBe("location");

    expect(within(outline).queryByRole("link", { name: /^1\.1/ })).toBeNull();
    await user.click(within(outline).getByRole("button", { name: "Show sub-clauses of 1 Rent" }));
    await user.click(within(outline).getByRole("link", { name: "1.1 The Tenant pays R9 500 a month." }));
    expect(document.activeElement?.textContent?.startsWith("1.1 The Tenant pays")).toBe(true);
  });

  it("renames inline: the schema's message for an empty name, then saves the trimmed name", async () => {
    const user = userEvent.setup();
    renderContract();
    await user.click(await screen.findByRole("button", { name: "Rename the contract" }));
    const input = screen.getByRole("textbox", { name: "File name" });
    await user.clear(input);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter a name.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "PATCH")).toBe(false);

    await user.type(input, "  Oak Gardens lease.pdf  {Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Oak Gardens lease.pdf" })).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "PATCH") as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(patch[1].body))).toEqual({ fileName: "Oak Gardens lease.pdf" });
    expect(getToastState().notice?.title).toBe("Contract renamed");
  });

  it("Escape cancels a rename without saving", async () => {
    const user = userEvent.setup();
    renderContract();
    await user.click(await screen.findByRole("button", { name: "Rename the contract" }));
    await user.type(screen.getByRole("textbox", { name: "File name" }), "x{Escape}");
    expect(screen.getByRole("heading", { level: 1, name: "lease.pdf" })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "PATCH")).toBe(false);
  });

  it("deletes the contract after confirming, then goes to History", async () => {
    const user = userEvent.setup();
    renderContract();
    await user.click(await screen.findByRole("button", { name: "Delete contract" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this contract?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete contract" }));
    expect(await screen.findByRole("heading", { level: 1, name: "History page" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/contracts/${contractId}`,
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(getToastState().notice?.title).toBe("Contract deleted");
  });

  it("says the file and text were deleted once retention removed them", async () => {
    contract = contractDetail({ filesDeleted: true, text: null, clauses: null });
    renderContract();
    expect(await screen.findByText("The file and its text were deleted")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Outline" })).toBeNull();
    expect(screen.queryByText(/Files are deleted on/)).toBeNull();
    expect((screen.getByRole("button", { name: "Analyse again" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Contract not found' for an unknown contract", async () => {
    renderContract("/contract/abc");
    expect(await screen.findByRole("heading", { level: 1, name: "Contract not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to History" }).getAttribute("href")).toBe("/history");
  });
});
