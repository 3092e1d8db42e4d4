import { describe, expect, it } from "vitest";
import { layoutPdfText } from "./layout-pdf-text";
import { removePageFurniture } from "./remove-page-furniture";

describe("removePageFurniture", () => {
  it("removes running headers, footers with changing page numbers, and bare page numbers", () => {
    const topics = ["rent", "deposit", "repairs"];
    const body = (page: number) => {
      const topic = topics[page - 1]!;
      return [
        `${page}.1 The ${topic} clause starts here.`,
        `${page}.2 More about ${topic}.`,
        `${page}.3 Still ${topic}.`,
        `${page}.4 The last word on ${topic}.`,
      ];
    };
    const pages = [1, 2, 3].map((page) => [
      "ACME SUPPLY AGREEMENT — CONFIDENTIAL",
      ...body(page),
      `Page ${page} of 3`,
      String(page),
    ]);
    expect(removePageFurniture(pages)).toEqual([1, 2, 3].map(body));
  });

  it("keeps lines that only look alike on a minority of pages, and a single page's content", () => {
    const pages = [
      ["1. DEFINITIONS", "Body"],
      ["2. TERM", "Body two"],
      ["3. PAYMENT", "Body three"],
      ["4. NOTICES", "Body four"],
    ];
    expect(removePageFurniture(pages)).toEqual(pages);
    expect(removePageFurniture([["Only page", "Some text"]])).toEqual([["Only page", "Some text"]]);
  });
});

describe("layoutPdfText", () => {
  const item = (str: string, x: number, y: number, size = 10, width = str.length * size * 0.5) => ({
    str,
    transform: [size, 0, 0, size, x, y],
    width,
    height: size,
  });

  it("joins items on a baseline, keeps superscripts on their line and marks paragraph gaps", () => {
    const lines = layoutPdfText([
      item("On the 2", 72, 700),
      item("nd", 112, 703.5, 6),
      item("day of March.", 125, 700),
      item("Second line of the paragraph.", 72, 688),
      item("Third line of the paragraph.", 72, 676),
      item("New paragraph after a gap.", 72, 640),
      item("Its second line.", 72, 628),
    ]);
    expect(lines).toEqual([
      "On the 2nd day of March.",
      "Second line of the paragraph.",
      "Third line of the paragraph.",
      "",
      "New paragraph after a gap.",
      "Its second line.",
    ]);
  });

  it("joins a word hyphenated across a line end", () => {
    expect(layoutPdfText([item("The agree-", 72, 700), item("ment is binding.", 72, 688)])).toEqual([
      "The agreement",
      "is binding.",
    ]);
  });

  it("drops a diagonal watermark", () => {
    const watermark = { str: "DRAFT", transform: [30, 30, -30, 30, 200, 400], width: 100, height: 42 };
    expect(layoutPdfText([item("Real text here.", 72, 700), watermark])).toEqual(["Real text here."]);
  });
});
