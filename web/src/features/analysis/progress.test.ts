import { describe, expect, it } from "vitest";
import { stageLabel } from "../../../../common/api/analyses";
import { isInProgress, nextDisplayedPercent, progressCaption, progressTitle } from "./progress";
import { progressTexts } from "./texts";

function tick(
  times: number,
  start: number,
  server: number,
  status: Parameters<typeof nextDisplayedPercent>[2] = "processing",
) {
  let value = start;
  for (let index = 0; index < times; index += 1) value = nextDisplayedPercent(value, server, status);
  return value;
}

describe("nextDisplayedPercent (SPEC §4, one tick = 150 ms)", () => {
  it("rises by 0.5 per tick towards a server percent above 0 and never passes it", () => {
    expect(nextDisplayedPercent(10, 40, "analyzing")).toBe(10.5);
    expect(nextDisplayedPercent(39.8, 40, "analyzing")).toBe(40);
    expect(tick(200, 0, 40)).toBe(40);
  });

  it("never falls back when the server percent is below what is shown", () => {
    expect(nextDisplayedPercent(55, 30, "analyzing")).toBe(55);
  });

  it("creeps by 0.5 below 20, 0.25 below 50, 0.1 below 80, 0.05 below 90 without a server percent", () => {
    expect(nextDisplayedPercent(0, 0, "pending")).toBe(0.5);
    expect(nextDisplayedPercent(19.5, 0, "pending")).toBe(20);
    expect(nextDisplayedPercent(20, 0, "pending")).toBe(20.25);
    expect(nextDisplayedPercent(49.75, 0, "pending")).toBe(50);
    expect(nextDisplayedPercent(50, 0, "pending")).toBe(50.1);
    expect(nextDisplayedPercent(80, 0, "pending")).toBe(80.05);
  });

  it("stops creeping at 90", () => {
    expect(nextDisplayedPercent(89.98, 0, "pending")).toBe(90);
    expect(nextDisplayedPercent(90, 0, "pending")).toBe(90);
    expect(tick(5_000, 0, 0, "pending")).toBe(90);
  });

  it("takes 40 ticks (6 s) to reach 20 and 120 more to reach 50", () => {
    expect(tick(40, 0, 0, "pending")).toBe(20);
    expect(tick(120, 20, 0, "pending")).toBe(50);
    expect(tick(300, 50, 0, "pending")).toBe(80);
  });

  it("jumps to 100 when completed, whatever it showed", () => {
    expect(nextDisplayedPercent(12, 30, "completed")).toBe(100);
    expect(nextDisplayedPercent(0, 0, "completed")).toBe(100);
  });

  it("holds still on error", () => {
    expect(nextDisplayedPercent(42, 60, "error")).toBe(42);
  });
});

describe("status texts", () => {
  it("captions the bar as SPEC §4 says", () => {
    expect(progressCaption("processing")).toBe("Identifying clauses and analyzing terms...");
    expect(progressCaption("analyzing")).toBe("Identifying clauses and analyzing terms...");
    expect(progressCaption("completed")).toBe("Analysis complete!");
    expect(progressCaption("error")).toBe("Analysis encountered an error");
    expect(progressCaption("pending")).toBe("Preparing your document...");
    expect(progressCaption("extracted")).toBe("Preparing your document...");
  });

  it("titles the screen by status", () => {
    expect(progressTitle("pending")).toBe(progressTexts.title);
    expect(progressTitle("analyzing")).toBe("Analyzing Your Contract");
    expect(progressTitle("completed")).toBe("Analysis Complete");
    expect(progressTitle("error")).toBe("Analysis Failed");
  });

  it("treats the first four statuses as in progress", () => {
    expect(["pending", "processing", "extracted", "analyzing"].every((status) => isInProgress(status as never))).toBe(
      true,
    );
    expect(isInProgress("completed")).toBe(false);
    expect(isInProgress("error")).toBe(false);
  });

  it("labels stages with capitalised words, or 'Preparing' without one", () => {
    expect(stageLabel(null)).toBe("Preparing");
    expect(stageLabel("")).toBe("Preparing");
    expect(stageLabel("extract")).toBe("Extract");
    expect(stageLabel("clause_review")).toBe("Clause Review");
  });
});
