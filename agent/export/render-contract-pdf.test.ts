import { readFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { DraftDocument } from "../../common/templates";
import { renderTemplate } from "../templates/render-template";
import { findTemplate } from "../templates/template-library";
import { renderContractPdf } from "./render-contract-pdf";

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; width: number; height: number }> {
  const proxy = await getDocumentProxy(bytes.slice());
  const page = await proxy.getPage(1);
  const [, , width, height] = page.view;
  const { totalPages, text } = await extractText(proxy, { mergePages: true });
  return { text: flat(text), pages: totalPages, width: width!, height: height! };
}

function draftOf(id: string): DraftDocument {
  const values = JSON.parse(readFileSync(new URL(`../../templates/${id}/sample-values.json`, import.meta.url), "utf8"));
  return renderTemplate(findTemplate(id)!, values).document;
}

describe("renderContractPdf", () => {
  let draft: DraftDocument;
  let bytes: Uint8Array;
  let pdf: Awaited<ReturnType<typeof pdfText>>;

  beforeAll(async () => {
    draft = draftOf("fixed-term-employment-za");
    bytes = await renderContractPdf(draft);
    pdf = await pdfText(bytes);
  });

  it("is an A4 PDF with the title and the parties", () => {
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(Math.round(pdf.width)).toBe(595);
    expect(Math.round(pdf.height)).toBe(842);
    expect(
      pdf.text.startsWith("FIXED-TERM EMPLOYMENT CONTRACT entered into between Ubuntu Retail Group (Pty) Ltd"),
    ).toBe(true);
    expect(pdf.text).toContain("Pieter Botha");
    expect(pdf.text).toContain("(the “Employee”)");
  });

  it("has every clause number and heading, nested sub-clauses and field values", () => {
    for (const clause of draft.clauses) {
      const expected = clause.number.includes(".")
        ? clause.number
        : `${clause.number}. ${clause.heading!.toUpperCase()}`;
      expect(pdf.text, expected).toContain(expected);
    }
    expect(pdf.text).toContain("15.2.1 1 (one) week's notice during the first 6 (six) months of employment");
    expect(pdf.text).toContain("R18 500,00 per month");
    expect(pdf.text).toContain("30 November 2025");
  });

  it("numbers every page 'Page N of M' and ends with signature blocks and witness lines", () => {
    expect(pdf.pages).toBeGreaterThan(2);
    for (let page = 1; page <= pdf.pages; page++) expect(pdf.text).toContain(`Page ${page} of ${pdf.pages}`);
    expect(pdf.text.match(/SIGNED at _+ on _+/g)).toHaveLength(2);
    expect(pdf.text).toContain(
      "represented by Anele Mthembu, HR Manager, who warrants that he or she is duly authorised",
    );
    expect(pdf.text.match(/AS WITNESSES:/g)).toHaveLength(2);
  });

  it("never throws on text outside WinAnsi and keeps what it can", async () => {
    const mangled: DraftDocument = {
      ...draft,
      title: "Kontrak 🏠 ŉ Дом",
      parties: [{ ...draft.parties[0]!, name: "Bêrend Müller “Sawubona” – 家" }, draft.parties[1]!],
    };
    const { text } = await pdfText(await renderContractPdf(mangled));
    expect(text).toContain("KONTRAK 'N ???");
    expect(text).toContain("Bêrend Müller “Sawubona” – ?");
  });

  it("wraps a long unbroken value without losing it", async () => {
    const long = "X".repeat(300);
    const withLong: DraftDocument = { ...draft, clauses: [{ id: "long", number: "1", heading: "Long", text: long }] };
    const { text } = await pdfText(await renderContractPdf(withLong));
    expect(text.replace(/\s/g, "")).toContain(long);
  });
});
