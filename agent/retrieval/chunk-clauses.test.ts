import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractFixturesDir } from "../../fixtures/paths";
import { documentFromText } from "../analysis/document-from-text";
import { chunkClauses, chunkSearchText, splitRange } from "./chunk-clauses";

const fixtures = contractFixturesDir;
const lease = documentFromText(readFileSync(path.join(fixtures, "residential-lease-wc.txt"), "utf8"));

describe("chunkClauses", () => {
  const chunks = chunkClauses(lease);

  it("cuts the clause tree into chunks whose offsets index the document text", () => {
    expect(chunks.length).toBeGreaterThan(40);
    for (const chunk of chunks) {
      expect(chunk.text).toBe(lease.text.slice(chunk.start, chunk.end));
      expect(chunk.text.trim()).toBe(chunk.text);
      expect(chunk.page).toBe(1);
    }
    // in reading order, without overlaps between clauses
    for (let i = 1; i < chunks.length; i++) expect(chunks[i]!.start).toBeGreaterThanOrEqual(chunks[i - 1]!.end);
  });

  it("cites the most specific clause, with the section heading for context", () => {
    const deposit = chunks.find((chunk) => chunk.clauseNumber === "5.2")!;
    expect(deposit).toMatchObject({ heading: "DEPOSIT" });
    expect(deposit.text).toMatch(/^5\.2 The Landlord shall hold the Deposit/);
    expect(chunkSearchText(deposit)).toBe(`DEPOSIT\n${deposit.text}`);
    // lettered items cite as 1.3(b); the defined term is their heading
    expect(chunks.find((chunk) => chunk.clauseNumber === "1.3(b)")).toMatchObject({
      heading: "Deposit",
      text: expect.stringMatching(/^\(b\) "Deposit" means/),
    });
    // a lead-in with body text is a chunk; a bare heading ("5. DEPOSIT") is not
    expect(chunks.find((chunk) => chunk.clauseNumber === "1.3")!.text).toBe(
      "1.3 In this Lease, unless the context indicates otherwise:",
    );
    expect(chunks.filter((chunk) => chunk.clauseNumber === "5").length).toBe(0);
    expect(chunks[0]).toMatchObject({ clauseNumber: null, heading: "RESIDENTIAL LEASE AGREEMENT", start: 0 });
  });

  it("splits a long clause into overlapping pieces of at most maxChars, on sentence ends", () => {
    const sentence = "The Tenant shall keep the Premises clean and in good order at all times. ";
    const text = `1. MAINTENANCE\n\n1.1 ${sentence.repeat(60)}\n\n1.2 Short clause about pets and other animals kept.`;
    const document = documentFromText(text);
    const pieces = chunkClauses(document, { maxChars: 1500, overlapChars: 200 }).filter(
      (chunk) => chunk.clauseNumber === "1.1",
    );
    expect(pieces.length).toBe(Math.ceil((sentence.length * 60) / 1300));
    for (const [index, piece] of pieces.entries()) {
      expect(piece.text.length).toBeLessThanOrEqual(1500);
      expect(piece.text).toBe(text.slice(piece.start, piece.end));
      if (index < pieces.length - 1) {
        expect(piece.text.endsWith(".")).toBe(true);
        expect(pieces[index + 1]!.start).toBeLessThan(piece.end); // overlap
        expect(piece.end - pieces[index + 1]!.start).toBeLessThanOrEqual(200);
      }
    }
    expect(pieces.at(-1)!.end).toBe(text.indexOf(" \n\n1.2")); // trailing space trimmed
  });
});

describe("splitRange", () => {
  it("falls back to a space, then a hard cut, when there is no sentence end", () => {
    const words = "word ".repeat(100).trim();
    for (const piece of splitRange(words, 0, words.length, 100, 20)) {
      expect(piece.end - piece.start).toBeLessThanOrEqual(100);
      expect(words.slice(piece.start, piece.end)).toMatch(/^word( word)*$/);
    }
    const solid = "x".repeat(250);
    expect(splitRange(solid, 0, 250, 100, 20).map((piece) => piece.end - piece.start)).toEqual([100, 100, 50]); // no word to start an overlap at
  });
});
