import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { publishedAccuracy } from "../../../../common/published-accuracy";
import "../../test/setup-dom";
import { PublishedAccuracy } from "./published-accuracy";
import { publishedAccuracyTexts as texts } from "./published-accuracy-texts";

function figureCard(title: string) {
  return screen.getByRole("article", { name: title });
}

function figureValue(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: "dt" });
  return term.nextElementSibling!.querySelector("span")!.textContent!;
}

describe("PublishedAccuracy", () => {
  it("shows each committed figure as a percentage under its heading", () => {
    render(<PublishedAccuracy />);
    expect(screen.getByRole("heading", { level: 2, name: texts.title })).toBeTruthy();
    const cuad = figureCard(texts.cuadTitle);
    expect(figureValue(cuad, texts.presenceLabel)).toBe(`${Math.round(publishedAccuracy.cuad.presenceMacroF1 * 100)}%`);
    expect(figureValue(cuad, texts.spanLabel)).toBe(`${Math.round(publishedAccuracy.cuad.spanMicroF1 * 100)}%`);
    const findings = figureCard(texts.findingsTitle);
    expect(figureValue(findings, texts.recallLabel)).toBe(`${Math.round(publishedAccuracy.findings.recall * 100)}%`);
    expect(figureValue(findings, texts.precisionLabel)).toBe(
      `${Math.round(publishedAccuracy.findings.precision * 100)}%`,
    );
    const before = publishedAccuracy.findings.beforeTuning!;
    expect(figureValue(findings, texts.beforeTuningLabel)).toBe(`${Math.round(before.newContractsRecall! * 100)}%`);
    const qa = figureCard(texts.qaTitle);
    expect(figureValue(qa, texts.recallAt3Label)).toBe(`${Math.round(publishedAccuracy.qa.recallAt3 * 100)}%`);
  });

  it("says when each figure was measured, in words, with a machine-readable date", () => {
    render(<PublishedAccuracy />);
    const cuad = figureCard(texts.cuadTitle);
    const time = cuad.querySelector("time")!;
    expect(time.getAttribute("datetime")).toBe(publishedAccuracy.cuad.measuredAt);
    const [year, month, day] = publishedAccuracy.cuad.measuredAt.split("-").map(Number);
    const monthName = new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString("en-GB", {
      month: "long",
      timeZone: "UTC",
    });
    expect(time.textContent).toBe(`Measured on ${day} ${monthName} ${year}`);
  });

  it("explains what every figure means and how big the test set was", () => {
    render(<PublishedAccuracy />);
    for (const meaning of [
      texts.presenceMeaning,
      texts.spanMeaning,
      `${texts.recallMeaning} ${texts.tunedNote}`,
      texts.precisionMeaning,
      texts.recallAt3Meaning,
    ]) {
      expect(screen.getByText(meaning)).toBeTruthy();
    }
    expect(screen.getByText(texts.cuadSource(publishedAccuracy.cuad.contracts))).toBeTruthy();
    expect(screen.getByText(texts.qaSource(publishedAccuracy.qa.questions))).toBeTruthy();
    expect(screen.getByText(texts.caveat)).toBeTruthy();
    // The tuned figures say they were tuned, beside the figure measured before tuning.
    const { newContracts, beforeTuning } = publishedAccuracy.findings;
    expect(
      screen.getByText(
        texts.beforeTuningMeaning(
          newContracts!.contracts,
          `${Math.round(beforeTuning!.newContractsRecall! * 100)}%`,
          `${Math.round(newContracts!.recall * 100)}%`,
        ),
      ),
    ).toBeTruthy();
  });
});
