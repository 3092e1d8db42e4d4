import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-app";
import { sampleDetail, sampleResult } from "../testing/sample-analysis";
import { resultTexts } from "../texts";
import { AnalysisResultView } from "./analysis-result";

function renderResult(onChooseSide = vi.fn()) {
  const detail = sampleDetail();
  renderWithProviders(
    <AnalysisResultView
      detail={detail}
      result={detail.result!}
      onChooseSide={onChooseSide}
      reanalyzePending={false}
      reanalyzeError={null}
    />,
  );
  return { onChooseSide };
}

function breakdown() {
  return screen.getByRole("region", { name: resultTexts.breakdown });
}

function breakdownHeadings() {
  return within(breakdown())
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent ?? "");
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe("AnalysisResultView", () => {
  it("shows the gauge with the score as its name, the level and the summary", () => {
    renderResult();
    expect(screen.getByRole("img", { name: "Risk score 78 out of 100" })).toBeTruthy();
    expect(screen.getByTestId("overall-risk-level").textContent).toBe("High risk");
    expect(screen.getByText(sampleResult.overallRisk.summary)).toBeTruthy();
  });

  it("lists the clause findings from high to low severity, and missing clauses apart", () => {
    renderResult();
    const findings = within(screen.getByTestId("findings-list")).getAllByRole("article");
    expect(findings.map((card) => card.getAttribute("data-severity"))).toEqual(["high", "high", "medium"]);
    expect(within(findings[0]!).getByRole("heading", { level: 3 }).textContent).toBe(
      "Deposit does not earn interest for you",
    );
    const missing = screen.getByRole("region", { name: resultTexts.missingClauses });
    expect(within(missing).getByRole("heading", { name: "No joint inspection when you move in" })).toBeTruthy();
    expect(within(missing).getByText("The inspection may be agreed elsewhere.")).toBeTruthy();
  });

  it("shows clauses in the user's favour apart, and leaves them out of the problems and their counts", () => {
    const detail = sampleDetail();
    const favour = {
      ...sampleResult.findings.find((finding) => finding.kind === "clause")!,
      id: "za.detect.one-sided-indemnity@9.1",
      title: "In your favour: the Tenant must cover you even for your own fault",
      severity: "low" as const,
      favoursUser: true,
    };
    const result = { ...detail.result!, findings: [...detail.result!.findings, favour] };
    renderWithProviders(
      <AnalysisResultView
        detail={{ ...detail, result }}
        result={result}
        onChooseSide={vi.fn()}
        reanalyzePending={false}
        reanalyzeError={null}
      />,
    );
    const problems = within(screen.getByTestId("findings-list")).getAllByRole("article");
    expect(problems.map((card) => card.getAttribute("data-severity"))).toEqual(["high", "high", "medium"]);
    const inFavour = screen.getByRole("region", { name: resultTexts.inYourFavour });
    const card = within(inFavour).getByRole("article");
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe(favour.title);
    expect(within(card).getByText(resultTexts.worksForYou)).toBeTruthy();
    const counts = screen.getByRole("list", { name: resultTexts.findings });
    expect(within(counts).getByText(resultTexts.findingsBySeverity(1, resultTexts.severity.low))).toBeTruthy();
  });

  it("narrows the breakdown by risk level and by category, and clears the filters", async () => {
    const user = userEvent.setup();
    renderResult();
    expect(breakdownHeadings()).toHaveLength(5);
    expect(within(breakdown()).getByText(resultTexts.breakdownCount(5, 5))).toBeTruthy();

    await user.selectOptions(within(breakdown()).getByLabelText(resultTexts.riskFilter), "high");
    expect(breakdownHeadings().map((text) => text.slice(0, 10))).toEqual(["Clause 5.2", "Clause 9.1"]);
    expect(within(breakdown()).getByText(resultTexts.breakdownCount(2, 5))).toBeTruthy();

    await user.selectOptions(within(breakdown()).getByLabelText(resultTexts.categoryFilter), "deposit");
    expect(breakdownHeadings()).toHaveLength(1);
    expect(breakdownHeadings()[0]).toContain("Clause 5.2");

    await user.selectOptions(within(breakdown()).getByLabelText(resultTexts.riskFilter), "low");
    expect(within(breakdown()).getByText(resultTexts.noClauseMatches)).toBeTruthy();

    await user.click(within(breakdown()).getByRole("button", { name: resultTexts.clearFilters }));
    expect(breakdownHeadings()).toHaveLength(5);
  });

  it("jumps from a finding to its clause: the clause opens with the cited text marked and focused, even when filtered out", async () => {
    const user = userEvent.setup();
    renderResult();
    await user.selectOptions(within(breakdown()).getByLabelText(resultTexts.riskFilter), "medium");
    expect(breakdownHeadings()).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Go to clause 5.2" }));
    expect(breakdownHeadings()).toHaveLength(5);
    const trigger = within(breakdown()).getByRole("button", { name: /^Clause 5\.2/ });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const mark = await within(breakdown()).findByText("No interest shall accrue on the Deposit.", { selector: "mark" });
    await vi.waitFor(() => expect(document.activeElement).toBe(mark));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // The contract text marks the same passage.
    const contract = screen.getByRole("region", { name: resultTexts.contractScrollLabel });
    expect(within(contract).getByText("No interest shall accrue on the Deposit.", { selector: "mark" })).toBeTruthy();
  });

  it("opens a clause from its heat-map cell, and moves between cells with the arrow keys", async () => {
    const user = userEvent.setup();
    renderResult();
    const heatmap = screen.getByRole("group", { name: resultTexts.heatmapTitle });
    const cells = within(heatmap).getAllByRole("button");
    expect(cells).toHaveLength(5);
    // One tab stop, on the first high-risk clause.
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([cells[2]]);
    cells[2]!.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(cells[3]);
    expect(cells[3]!.getAttribute("aria-label")).toBe("Clause 9.1: High risk");
    await user.keyboard("{Enter}");
    const trigger = within(breakdown()).getByRole("button", { name: /^Clause 9\.1/ });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("searches the contract text and counts the matches", async () => {
    const user = userEvent.setup();
    renderResult();
    const search = screen.getByLabelText(resultTexts.searchLabel);
    await user.type(search, "deposit");
    const contract = screen.getByRole("region", { name: resultTexts.contractText });
    expect(within(contract).getByText(/^2 matches/)).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: resultTexts.contractScrollLabel })).getAllByText(/deposit/i, {
        selector: "mark",
      }),
    ).toHaveLength(2);
    await user.click(within(contract).getByRole("button", { name: resultTexts.nextMatch }));
    expect(within(contract).getByText("(2 of 2)")).toBeTruthy();
    await user.clear(search);
    await user.type(search, "zebra");
    expect(within(contract).getByText(resultTexts.noSearchMatches)).toBeTruthy();
  });

  it("shows document warnings, hard-to-read pages and why the engine is not sure", () => {
    renderResult();
    const notes = screen.getByRole("region", { name: resultTexts.documentNotes });
    expect(within(notes).getByText("Page 2 looks like a poor scan: re-scan it for a better reading.")).toBeTruthy();
    expect(within(notes).getByText(resultTexts.lowConfidencePage(2, 48))).toBeTruthy();
    expect(within(notes).getByText("Page 2 was read by OCR with low confidence.")).toBeTruthy();
  });

  it("marks key terms read with low confidence as not sure", () => {
    renderResult();
    const keyTerms = screen.getByRole("region", { name: resultTexts.keyTerms });
    const tenant = within(keyTerms).getByText("Nomvula Khumalo").closest("dd")!;
    expect(within(tenant).getByText(resultTexts.notSure)).toBeTruthy();
    const landlord = within(keyTerms).getByText("Tafelberg Rentals (Pty) Ltd").closest("dd")!;
    expect(within(landlord).queryByText(resultTexts.notSure)).toBeNull();
  });

  it("runs the analysis again from the side the user picks, not before they press the button", async () => {
    const user = userEvent.setup();
    const { onChooseSide } = renderResult();
    const side = screen.getByRole("region", { name: resultTexts.yourSide });
    expect(within(side).getByTestId("side-used").textContent).toBe("Read for the tenant (Nomvula Khumalo)");
    const button = within(side).getByRole("button", { name: resultTexts.reanalyzeFromSide });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(side).getByLabelText(resultTexts.chooseSide), "landlord");
    expect(onChooseSide).not.toHaveBeenCalled();
    await user.click(button);
    expect(onChooseSide).toHaveBeenCalledWith("landlord");
  });

  it("links the four exports", () => {
    renderResult();
    const exports = screen.getByRole("region", { name: resultTexts.exports });
    const hrefs = within(exports)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    const base = `/api/analyses/${sampleDetail().id}/export`;
    expect(hrefs).toEqual([
      [resultTexts.exportReportPdf, `${base}/report.pdf`],
      [resultTexts.exportReportDocx, `${base}/report.docx`],
      [resultTexts.exportNegotiationPack, `${base}/negotiation-pack.docx`],
      [resultTexts.exportKeyDates, `${base}/key-dates.ics`],
    ]);
  });
});
