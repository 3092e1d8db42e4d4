import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Clause } from "../../common/document";
import { contractFixturesDir, cuadDir, hasCuad, needsCuad } from "../../fixtures/paths";
import { segmentClauses } from "./segment-clauses";

const fixtures = contractFixturesDir;
const cuad = join(cuadDir, "contracts");

function flatten(clauses: Clause[], parentPath = ""): Array<Clause & { path: string }> {
  return clauses.flatMap((clause) => {
    const path = clause.number?.startsWith("(") ? `${parentPath}${clause.number}` : (clause.number ?? "");
    return [{ ...clause, path }, ...flatten(clause.children, path)];
  });
}

function expectConsistentOffsets(text: string, clauses: Clause[], bounds = { start: 0, end: text.length }) {
  for (const clause of clauses) {
    expect(clause.text).toBe(text.slice(clause.start, clause.end));
    expect(clause.start).toBeGreaterThanOrEqual(bounds.start);
    expect(clause.end).toBeLessThanOrEqual(bounds.end);
    expectConsistentOffsets(text, clause.children, clause);
  }
}

describe("segmentClauses: hand-written cases", () => {
  it("nests dotted numbers, lettered and roman items", () => {
    const text = [
      "1. DEFINITIONS",
      "",
      "1.1 In this Agreement:",
      '(a) "Goods" means the goods listed in Schedule 1;',
      '(b) "Price" means the price, which includes:',
      "(i) delivery; and",
      "(ii) insurance;",
      '(c) "Term" means one year.',
      "",
      "1.2 Headings are for convenience.",
      "",
      "1.2.1 This sub-clause is third level.",
      "",
      "2. PAYMENT",
      "",
      "2.1 The Buyer shall pay the Price.",
    ].join("\n");
    const clauses = segmentClauses(text);
    expect(clauses.map((clause) => clause.number)).toEqual(["1", "2"]);
    expect(clauses[0]!.heading).toBe("DEFINITIONS");
    const [definitions, headings] = clauses[0]!.children;
    expect(definitions!.number).toBe("1.1");
    expect(definitions!.children.map((child) => [child.number, child.heading])).toEqual([
      ["(a)", "Goods"],
      ["(b)", "Price"],
      ["(c)", "Term"],
    ]);
    expect(definitions!.children[1]!.children.map((child) => child.number)).toEqual(["(i)", "(ii)"]);
    expect(headings!.children.map((child) => child.number)).toEqual(["1.2.1"]);
    expect(clauses[1]!.children.map((child) => child.number)).toEqual(["2.1"]);
    expectConsistentOffsets(text, clauses);
    expect(clauses[0]!.text.endsWith("third level.")).toBe(true);
  });

  it("reads (i) after (h) as a letter, not a roman numeral", () => {
    const letters = "abcdefghij".split("").map((letter) => `(${letter}) Item ${letter}.`);
    const text = ["1. LIST", "", ...letters].join("\n");
    const [clause] = segmentClauses(text);
    expect(clause!.children.map((child) => child.number)).toEqual(letters.map((line) => line.slice(0, 3)));
  });

  it("recognises Article, Section and Clause keywords with the heading on the next line", () => {
    const text = [
      "ARTICLE I",
      "DEFINITIONS",
      "",
      "Section 1.1 Definitions. Capitalised terms have these meanings.",
      "",
      "Section 1.2 Interpretation. Words in the singular include the plural.",
      "",
      "ARTICLE II",
      "TERM",
      "",
      "Section 2.1 Term. This Agreement lasts two years.",
      "",
      "Clause 5 Notices. Notices must be in writing.",
    ].join("\n");
    const clauses = segmentClauses(text);
    expect(clauses.map((clause) => [clause.number, clause.heading])).toEqual([
      ["I", "DEFINITIONS"],
      ["II", "TERM"],
    ]);
    expect(clauses[0]!.children.map((child) => [child.number, child.heading])).toEqual([
      ["1.1", "Definitions"],
      ["1.2", "Interpretation"],
    ]);
    expect(clauses[1]!.children.map((child) => child.number)).toEqual(["2.1", "5"]);
    expectConsistentOffsets(text, clauses);
  });

  it("treats unnumbered capitalised headings, definitions lists and schedules as nodes", () => {
    const text = [
      "SERVICE AGREEMENT",
      "",
      "This agreement is made between Alpha (Pty) Ltd and Beta CC on 1 March 2025.",
      "",
      "DEFINITIONS",
      "",
      '"Services" means the cleaning services described in Annexure A.',
      '"Fee" means R5 000,00 per month, payable in arrears.',
      "",
      "PAYMENT",
      "",
      "The Client shall pay the Fee within 30 days of each invoice being received.",
      "",
      "ANNEXURE A",
      "SCOPE OF SERVICES",
      "",
      "Daily cleaning of the offices, weekly window cleaning and monthly carpet cleaning.",
    ].join("\n");
    const clauses = segmentClauses(text);
    expect(clauses.map((clause) => [clause.number, clause.heading])).toEqual([
      [null, "SERVICE AGREEMENT"],
      [null, "DEFINITIONS"],
      [null, "PAYMENT"],
      ["Annexure A", "SCOPE OF SERVICES"],
    ]);
    expect(clauses[1]!.children.map((child) => child.heading)).toEqual(["Services", "Fee"]);
    expectConsistentOffsets(text, clauses);
  });

  it("does not take amounts, years or wrapped cross-references for clause numbers", () => {
    const text = [
      "1. PAYMENT",
      "",
      "1.1 The Buyer shall pay the amount set out in clause",
      "2.3 below within thirty days, and in any event the",
      "2025 financial year shall be the first year.",
      "",
      "1.2 The Seller shall invoice monthly.",
    ].join("\n");
    const clauses = segmentClauses(text);
    expect(flatten(clauses).map((clause) => clause.number)).toEqual(["1", "1.1", "1.2"]);
  });

  it("assigns pages from page start offsets", () => {
    const page1 = "1. FIRST\n\n1.1 Text on page one.\n\n";
    const page2 = "2. SECOND\n\n2.1 Text on page two.\n";
    const clauses = segmentClauses(page1 + page2, [0, page1.length]);
    expect(flatten(clauses).map((clause) => [clause.number, clause.page])).toEqual([
      ["1", 1],
      ["1.1", 1],
      ["2", 2],
      ["2.1", 2],
    ]);
  });

  it("splits unstructured text into paragraphs and returns nothing for empty text", () => {
    expect(segmentClauses("")).toEqual([]);
    const clauses = segmentClauses("First paragraph here.\n\nSecond paragraph here.");
    expect(clauses.map((clause) => clause.text)).toEqual(["First paragraph here.", "Second paragraph here."]);
  });
});

describe("segmentClauses: fixture contracts", () => {
  for (const slug of ["residential-lease-wc", "employment-fixed-term-retail", "mutual-nda-capetown"]) {
    it(`finds every clause the ${slug} answer key cites`, () => {
      const text = readFileSync(join(fixtures, `${slug}.txt`), "utf8");
      const answers = JSON.parse(readFileSync(join(fixtures, `${slug}.answers.json`), "utf8")) as {
        expected_findings: Array<{ clause: string }>;
        key_dates: Array<{ clause?: string }>;
      };
      const clauses = segmentClauses(text);
      const paths = new Set(flatten(clauses).map((clause) => clause.path));
      const cited = [
        ...answers.expected_findings.map((finding) => finding.clause),
        ...answers.key_dates.map((date) => date.clause ?? ""),
      ].filter((clause) => /^\d/.test(clause));
      expect(cited.length).toBeGreaterThan(0);
      for (const clause of cited) expect(paths, clause).toContain(clause);
      // top-level clauses are numbered 1..N in order, after an unnumbered preamble
      const numbered = clauses.filter((clause) => clause.number !== null).map((clause) => Number(clause.number));
      expect(numbered).toEqual(numbered.map((_, index) => index + 1));
      expect(clauses[0]!.number).toBeNull();
      expectConsistentOffsets(text, clauses);
    });
  }

  it("gives the lease its 19 clauses, the definitions as children and a signature node", () => {
    const text = readFileSync(join(fixtures, "residential-lease-wc.txt"), "utf8");
    const clauses = segmentClauses(text);
    const numbered = clauses.filter((clause) => clause.number);
    expect(numbered).toHaveLength(19);
    expect(numbered[4]!.heading).toBe("DEPOSIT");
    const interpretation = numbered[0]!.children.find((child) => child.number === "1.3")!;
    expect(interpretation.children.map((child) => child.heading)).toContain("Commencement Date");
    expect(clauses.at(-1)!.heading).toBe("Signatures");
  });
});

describe.skipIf(!hasCuad)(needsCuad("segmentClauses: CUAD contracts"), () => {
  const read = (id: string) => readFileSync(join(cuad, `${id}.txt`), "utf8");

  it("cuad-0001: numbered clauses with capitalised headings and (a) definitions", () => {
    const text = read("cuad-0001");
    const clauses = segmentClauses(text);
    const top = clauses.filter((clause) => clause.number).map((clause) => clause.number);
    expect(top.slice(0, 7)).toEqual(["1", "2", "3", "5", "6", "7", "8"]);
    const development = clauses.find((clause) => clause.number === "2")!;
    expect(development.children.map((child) => [child.number, child.heading])).toEqual([
      ["2.1", "OVERVIEW"],
      ["2.2", "INITIAL INFORMATION TRANSFER MECHANISM DEVELOPMENT"],
      ["2.3", "LAUNCH TIMING"],
      ["2.4", "RESTRICTIONS ON COMMUNICATIONS"],
      ["2.5", "SERVICE PERFORMANCE OF INFORMATION TRANSFER MECHANISM"],
      ["2.6", "PROGRAM REVIEW MEETINGS"],
    ]);
    expect(clauses[1]!.children.map((child) => child.heading)).toContain("ESCROW SERVICES");
    expectConsistentOffsets(text, clauses);
  });

  it("cuad-0011: SECTION n. headings with lettered sub-clauses", () => {
    const text = read("cuad-0011");
    const clauses = segmentClauses(text);
    const sections = clauses.filter((clause) => clause.number && /^\d+$/.test(clause.number));
    expect(sections.map((section) => section.number)).toEqual(
      Array.from({ length: 18 }, (_, index) => String(index + 1)),
    );
    expect(sections[0]!.heading).toBe("The Offering");
    const representations = sections[3]!;
    expect(representations.children.map((child) => child.number)).toEqual(
      "abcdefghijklmnopqrstuvwxy".split("").map((letter) => `(${letter})`),
    );
    expectConsistentOffsets(text, clauses);
  });

  it("cuad-0024: a flattened filing whose sub-clauses share the heading line", () => {
    const text = read("cuad-0024");
    const clauses = segmentClauses(text);
    const top = clauses.filter((clause) => clause.number && /^\d+$/.test(clause.number));
    expect(top.map((clause) => clause.number)).toEqual(Array.from({ length: 13 }, (_, index) => String(index + 2)));
    expect(top.find((clause) => clause.number === "3")!.children.map((child) => child.number)).toEqual(
      Array.from({ length: 8 }, (_, index) => `3.${index + 1}`),
    );
    expect(clauses.filter((clause) => clause.number?.startsWith("Schedule")).map((clause) => clause.number)).toEqual([
      "Schedule A",
      "Schedule B",
      "Schedule C",
    ]);
    expectConsistentOffsets(text, clauses);
  });

  it("cuad-0199: numbered clauses run together on one line", () => {
    const clauses = segmentClauses(read("cuad-0199"));
    expect(clauses.filter((clause) => clause.number).map((clause) => clause.number)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
  });

  it("segments all 408 CUAD texts with consistent offsets", () => {
    let nodes = 0;
    for (const file of readdirSync(cuad)) {
      const text = readFileSync(join(cuad, file), "utf8");
      const clauses = segmentClauses(text);
      expect(clauses.length, file).toBeGreaterThan(0);
      expectConsistentOffsets(text, clauses);
      nodes += flatten(clauses).length;
    }
    expect(nodes).toBeGreaterThan(20_000);
  });
});

describe("segmentClauses on OCR-garbled clause numbers", () => {
  const ocr = [
    "OFFICE CLEANING AGREEMENT",
    "",
    "1. SERVICES",
    "",
    "1 i) The Contractor shall clean the offices every weekday.",
    "",
    "1:2 The Client shall give the Contractor access to the building.",
    "",
    "2. PAYMENT",
    "",
    "21 The Client shall pay R4 500 a month.",
    "",
    "2;2 Invoices are payable within 30 days.",
    "",
    "3. TERMINATION",
    "",
    "3,1 Either party may end this agreement on one month's notice.",
    "",
    "4. GENERAL",
    "",
    "4.1 This is the whole agreement.",
  ].join("\n");

  it("restores 1 i), 1:2, 21, 2;2 and 3,1 to the numbers the structure shows", () => {
    const clauses = segmentClauses(ocr);
    const numbers = flatten(clauses)
      .map((clause) => clause.number)
      .filter(Boolean);
    expect(numbers).toEqual(["1", "1.1", "1.2", "2", "2.1", "2.2", "3", "3.1", "4", "4.1"]);
    expectConsistentOffsets(ocr, clauses);
  });

  it("leaves a number alone when the structure does not call for it", () => {
    const text = [
      "1. SERVICES",
      "",
      "1.1 The Contractor cleans the offices.",
      "",
      "2. PAYMENT",
      "",
      "45 Days after each invoice.",
    ].join("\n");
    expect(
      flatten(segmentClauses(text))
        .map((clause) => clause.number)
        .filter(Boolean),
    ).toEqual(["1", "1.1", "2"]);
  });
});
