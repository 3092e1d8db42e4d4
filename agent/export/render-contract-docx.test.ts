import { readFileSync } from "node:fs";
import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import type { DraftDocument } from "../../common/templates";
import { renderTemplate } from "../templates/render-template";
import { findTemplate } from "../templates/template-library";
import { renderContractDocx } from "./render-contract-docx";

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

function leaseDraft(): DraftDocument {
  const values = JSON.parse(
    readFileSync(new URL("../../templates/residential-lease-za/sample-values.json", import.meta.url), "utf8"),
  );
  return renderTemplate(findTemplate("residential-lease-za")!, values).document;
}

describe("renderContractDocx", () => {
  let draft: DraftDocument;
  let bytes: Uint8Array;
  let text: string;

  beforeAll(async () => {
    draft = leaseDraft();
    bytes = await renderContractDocx(draft);
    text = flat((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value);
  });

  it("is a Word file with the title, the parties and their roles", () => {
    expect(new TextDecoder().decode(bytes.slice(0, 2))).toBe("PK");
    expect(text.startsWith("RESIDENTIAL LEASE AGREEMENT entered into between Johannes Petrus van der Merwe")).toBe(
      true,
    );
    expect(text).toContain("Nomvula Precious Khumalo identity number 9105240345086 (the “Tenant”)");
  });

  it("has every clause number with its heading or text, in order, and the field values", () => {
    let position = 0;
    for (const clause of draft.clauses) {
      const expected = clause.number.includes(".")
        ? `${clause.number} ${flat(clause.text)}`
        : `${clause.number}. ${clause.heading!.toUpperCase()}`;
      const found = text.indexOf(expected, position);
      expect(found, expected).toBeGreaterThanOrEqual(position);
      position = found;
    }
    expect(text).toContain("4. DEPOSIT");
    expect(text).toContain("R14 500,00");
    expect(text).toContain("1 February 2025");
  });

  it("has a signature block per party with witness lines, and a page-number footer", async () => {
    expect(text.match(/SIGNED at _+ on _+/g)).toHaveLength(2);
    expect(text).toContain("(the Landlord)");
    expect(text).toContain("(the Tenant)");
    expect(text.match(/AS WITNESSES:/g)).toHaveLength(2);
    const { unzipSync, strFromU8 } = await import("fflate");
    const files = unzipSync(bytes);
    const footer = Object.entries(files).find(([name]) => /word\/footer\d*\.xml/.test(name));
    expect(footer).toBeDefined();
    const xml = strFromU8(footer![1]);
    expect(xml).toContain("PAGE");
    expect(xml).toContain("NUMPAGES");
    expect(strFromU8(files["word/document.xml"]!)).toContain('w:w="11906" w:h="16838"');
  });

  it("keeps Afrikaans and Zulu diacritics and drops characters XML forbids", async () => {
    const mangled: DraftDocument = {
      ...draft,
      parties: [{ ...draft.parties[0]!, name: "Bêrend Müller ŉ “Sawubona” \u0000" }, draft.parties[1]!],
    };
    const mangledText = flat(
      (await mammoth.extractRawText({ buffer: Buffer.from(await renderContractDocx(mangled)) })).value,
    );
    expect(mangledText).toContain("Bêrend Müller ŉ “Sawubona”");
  });
});
