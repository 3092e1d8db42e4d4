import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureExportInput, mangleTexts } from "./export-fixtures";
import type { ExportInput } from "./export-input";
import { renderReportPdf } from "./render-report-pdf";

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return { text: flat(text), pages: totalPages };
}

describe("renderReportPdf", () => {
  let lease: ExportInput;
  let leasePdf: { text: string; pages: number };
  let bytes: Uint8Array;

  beforeAll(async () => {
    lease = await fixtureExportInput("residential-lease-wc");
    bytes = await renderReportPdf(lease);
    leasePdf = await pdfText(bytes);
  });

  it("is a PDF titled with the file name, the date, type, jurisdiction, side and risk score", () => {
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(leasePdf.text).toContain("residential-lease-wc.txt");
    expect(leasePdf.text).toContain("15 January 2025");
    expect(leasePdf.text).toContain("Residential lease");
    expect(leasePdf.text).toContain("South Africa");
    expect(leasePdf.text).toContain("Tenant (Nomvula Precious Khumalo)");
    expect(leasePdf.text).toContain(`${lease.result.overallRisk.score} / 100`);
    expect(leasePdf.text).toContain("High risk");
    expect(leasePdf.text).toContain(flat(lease.result.overallRisk.summary));
  });

  it("shows every finding's title, suggested wording and law, most serious first", () => {
    const titles = lease.result.findings.map((finding) => finding.title);
    expect(titles.length).toBeGreaterThan(5);
    for (const finding of lease.result.findings) {
      expect(leasePdf.text).toContain(flat(finding.title));
      expect(leasePdf.text).toContain(flat(finding.advice.suggestedWording!));
    }
    expect(leasePdf.text).toContain("Rental Housing Act 50 of 1999, s5(3)(c)-(d)");
    const position = (title: string) => leasePdf.text.indexOf(title);
    const high = lease.result.findings.filter((f) => f.severity === "high").map((f) => position(f.title));
    const low = lease.result.findings.filter((f) => f.severity === "low").map((f) => position(f.title));
    expect(Math.max(...high)).toBeLessThan(Math.min(...low));
  });

  it("has key terms, clause by clause, the not-sure section, page numbers and the disclaimer on every page", () => {
    expect(leasePdf.pages).toBeGreaterThan(1);
    expect(leasePdf.text).toContain("R 14 500,00");
    expect(leasePdf.text).toContain("Clause by clause");
    expect(leasePdf.text).toContain("5.2 Deposit");
    expect(leasePdf.text).toContain("Missing clauses");
    expect(leasePdf.text).toContain("Where we are not sure");
    expect(leasePdf.text).toContain(`Page ${leasePdf.pages} of ${leasePdf.pages}`);
    expect(leasePdf.text.split("This report is not legal advice").length - 1).toBe(leasePdf.pages);
  });

  it("renders a short result on one page", async () => {
    const keyTerms = {
      ...lease.result.keyTerms,
      dates: [],
      amounts: [],
      noticePeriods: [],
      interestRates: [],
      term: null,
      renewal: null,
    };
    const short: ExportInput = {
      ...lease,
      result: { ...lease.result, keyTerms, findings: [], clauses: lease.result.clauses.slice(0, 1) },
    };
    const { pages, text } = await pdfText(await renderReportPdf(short));
    expect(pages).toBe(1);
    expect(text).toContain("We found no problems");
  });

  it("never throws on emoji, Zulu and Afrikaans diacritics, curly quotes and other scripts", async () => {
    const mangled: ExportInput = {
      ...lease,
      fileName: "Húurkontrak “Ngiyabonga” – môre 🏠 ŉ Дом.pdf",
      result: mangleTexts(lease.result, (text) => `${text} “Sawubona” – ‘môre’ skêr ŉ ḿ 👍🏾🇿🇦 家 \u0000\t`),
    };
    const { text } = await pdfText(await renderReportPdf(mangled));
    expect(text).toContain("Húurkontrak “Ngiyabonga” – môre 'n ???.pdf");
    expect(text).toContain("“Sawubona” – ‘môre’ skêr");
  });
});
