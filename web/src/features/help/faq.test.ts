import { describe, expect, it } from "vitest";
import { faqItems, searchFaq } from "./faq";

describe("help search (SPEC §5)", () => {
  it("has the ten questions", () => {
    expect(faqItems).toHaveLength(10);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(10);
  });

  it("shows every question for an empty or blank query", () => {
    expect(searchFaq(faqItems, "")).toHaveLength(10);
    expect(searchFaq(faqItems, "   ")).toHaveLength(10);
  });

  it("matches the question text whatever the case", () => {
    expect(searchFaq(faqItems, "LEGAL ADVICE").map((item) => item.id)).toContain("legal-advice");
    expect(searchFaq(faqItems, "refund").map((item) => item.id)).toEqual(["cancel-refund"]);
  });

  it("matches the answer text too", () => {
    expect(searchFaq(faqItems, "heic").map((item) => item.id)).toEqual(["file-types"]);
    expect(searchFaq(faqItems, "aes-256").map((item) => item.id)).toEqual(["security"]);
  });

  it("finds nothing for text in no question or answer", () => {
    expect(searchFaq(faqItems, "blockchain")).toEqual([]);
  });
});
