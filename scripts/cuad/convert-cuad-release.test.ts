import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { loadCuadCategories, loadCuadDataset } from "../../agent/analysis/training/cuad-dataset";
import { convertCuadRelease } from "./convert-cuad-release";

// A tiny release in the official CUAD v1 shape, written for this test: SQuAD-style CUAD_v1.json whose
// question ids are "<title>__<Category>", the texts in full_contract_txt/, a PDF under
// full_contract_pdf/Part_I/<Type>/ and the category list of CUAD_v1_README.txt.
const supply =
  "SUPPLY AGREEMENT\nThis Supply Agreement is made between Acme Ltd and Beta Inc.\n7. Governing Law. This Agreement is governed by the laws of Delaware.\n";
const licence =
  "LICENSE AGREEMENT\nLicensor grants Licensee a non-exclusive licence. Licensee may not assign this Agreement.\n";
const titles = { supply: "Zeta_2001_EX-10.1_Supply Agreement", licence: "Alpha_1999_EX-10.2_License Agreement" };

const release = {
  version: "aok_v1.0",
  data: [
    {
      title: titles.supply,
      paragraphs: [
        {
          context: supply,
          qas: [
            question(titles.supply, "Document Name", [{ text: "SUPPLY AGREEMENT", answer_start: 0 }]),
            question(titles.supply, "Parties", [
              { text: "Acme Ltd", answer_start: supply.indexOf("Acme Ltd") },
              { text: "Beta Inc.", answer_start: supply.indexOf("Beta Inc.") },
            ]),
            question(titles.supply, "Governing Law", [
              { text: " This Agreement is governed by the laws of Delaware.", answer_start: supply.indexOf(" This") },
            ]),
            question(titles.supply, "Anti-Assignment", []),
          ],
        },
      ],
    },
    {
      title: titles.licence,
      paragraphs: [
        {
          context: licence,
          qas: [
            question(titles.licence, "Document Name", [{ text: "LICENSE AGREEMENT", answer_start: 0 }]),
            question(titles.licence, "Parties", []),
            question(titles.licence, "Governing Law", []),
            // an offset that does not point at its text is placed by text search, as CUAD's own offsets were made
            question(titles.licence, "Anti-Assignment", [
              { text: "Licensee may not assign this Agreement.", answer_start: 3 },
            ]),
          ],
        },
      ],
    },
  ],
};
const readme = [
  "CATEGORY LIST",
  "\tCategory:\tDocument Name",
  "\tDescription:\tThe name of the contract",
  "\tAnswer Format:\tContract Name",
  "\tGroup: \t\t-",
  "\tCategory: \tAnti-assignment",
  "\tDescription: \tIs consent or notice required of a party if the contract is assigned to a third party?",
  "\tAnswer Format: \tYes/No",
  "\tGroup: \t\t3",
].join("\n");

function question(title: string, category: string, answers: Array<{ text: string; answer_start: number }>) {
  return {
    id: `${title}__${category}`,
    question: `Highlight the parts (if any) related to "${category}".`,
    answers,
    is_impossible: answers.length === 0,
  };
}

async function releaseFiles(): Promise<Record<string, Uint8Array>> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  pdf.addPage();
  return {
    "CUAD_v1/CUAD_v1.json": strToU8(JSON.stringify(release)),
    "CUAD_v1/CUAD_v1_README.txt": strToU8(readme),
    [`CUAD_v1/full_contract_txt/${titles.supply}.txt`]: strToU8(supply),
    [`CUAD_v1/full_contract_txt/${titles.licence}.txt`]: strToU8(licence),
    [`CUAD_v1/full_contract_pdf/Part_I/Supply/${titles.supply}.pdf`]: await pdf.save(),
  };
}

const temporary = mkdtempSync(join(tmpdir(), "cuad-release-"));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

async function expectConverted(outDir: string) {
  // ids follow the code-point order of the txt names: Alpha… is cuad-0001, Zeta… cuad-0002
  const contracts = loadCuadDataset(outDir);
  expect(contracts.map((contract) => contract.id)).toEqual(["cuad-0001", "cuad-0002"]);
  expect(contracts[1]!.text).toBe(supply);
  for (const contract of contracts)
    for (const span of contract.spans) expect(contract.text.slice(span.start, span.end)).toBe(span.text);

  const labels = readFileSync(join(outDir, "labels.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(labels[1]).toMatchObject({
    id: "cuad-0002",
    title: titles.supply,
    type: "Supply",
    chars: supply.length,
    absent: ["Anti-Assignment"],
  });
  expect(labels[1].spans.map((span: { category: string; text: string }) => [span.category, span.text])).toEqual([
    ["Document Name", "SUPPLY AGREEMENT"],
    ["Parties", "Acme Ltd"],
    ["Parties", "Beta Inc."],
    ["Governing Law", "This Agreement is governed by the laws of Delaware."],
  ]);
  expect(labels[0].spans).toEqual([
    { category: "Document Name", start: 0, end: 17, text: "LICENSE AGREEMENT" },
    {
      category: "Anti-Assignment",
      start: licence.indexOf("Licensee may not"),
      end: licence.indexOf("Licensee may not") + 39,
      text: "Licensee may not assign this Agreement.",
    },
  ]);
  expect(loadCuadCategories(outDir)).toEqual(["Document Name", "Parties", "Governing Law", "Anti-Assignment"]);
  const categories = JSON.parse(readFileSync(join(outDir, "categories.json"), "utf8"));
  expect(categories[3]).toMatchObject({ name: "Anti-Assignment", answer_format: "Yes/No", group: "3" });
  expect(readFileSync(join(outDir, "contracts.csv"), "utf8").trim().split("\n")).toEqual([
    "id,title,type,chars,spans,categories_present,pdf_pages,pdf",
    `cuad-0001,${titles.licence},,${licence.length},2,2,,`,
    `cuad-0002,${titles.supply},Supply,${supply.length},4,3,2,pdf/cuad-0002.pdf`,
  ]);
  expect(
    readFileSync(join(outDir, "pdf", "cuad-0002.pdf"))
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
}

describe("npm run data:cuad: the official CUAD v1 release → the trainer's layout", () => {
  it("converts the unpacked release folder", async () => {
    const folder = join(temporary, "folder");
    for (const [path, bytes] of Object.entries(await releaseFiles())) {
      mkdirSync(join(folder, path, ".."), { recursive: true });
      writeFileSync(join(folder, path), bytes);
    }
    const report = await convertCuadRelease(join(folder, "CUAD_v1"), join(temporary, "from-folder"));
    expect(report).toMatchObject({ contracts: 2, spans: 6, pdfs: 1, movedSpans: 1, missing: [] });
    await expectConverted(join(temporary, "from-folder"));
  });

  it("converts the release zip as downloaded", async () => {
    const zipPath = join(temporary, "CUAD_v1.zip");
    writeFileSync(zipPath, zipSync(await releaseFiles()));
    await convertCuadRelease(zipPath, join(temporary, "from-zip"));
    await expectConverted(join(temporary, "from-zip"));
  });

  it("says what is wrong with a folder that is not the release", async () => {
    const empty = join(temporary, "not-cuad");
    mkdirSync(empty, { recursive: true });
    writeFileSync(join(empty, "notes.txt"), "hello");
    await expect(convertCuadRelease(empty, join(temporary, "out"))).rejects.toThrow(/has no CUAD_v1\.json/);
  });
});
