import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureExportInput, mangleTexts } from "./export-fixtures";
import type { ExportInput } from "./export-input";
import { renderReportDocx } from "./render-report-docx";

const flat = (text: string) => text.replace(/\s+/g, " ").trim();
const docxText = async (bytes: Uint8Array) =>
  flat((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value);

describe("renderReportDocx", () => {
  let lease: ExportInput;
  let text: string;
  let html: string;

  beforeAll(async () => {
    lease = await fixtureExportInput("residential-lease-wc");
    const bytes = await renderReportDocx(lease);
    text = await docxText(bytes);
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
  });

  it("has the file name, details, risk score and summary", () => {
    expect(text).toContain("residential-lease-wc.txt");
    expect(text).toContain("15 January 2025");
    expect(text).toContain("Residential lease");
    expect(text).toContain("Tenant (Nomvula Precious Khumalo)");
    expect(text).toContain(`${lease.result.overallRisk.score} / 100 High risk`);
    expect(text).toContain(flat(lease.result.overallRisk.summary));
  });

  it("has every finding with its suggested wording, key terms in a table and clause-by-clause headings", () => {
    for (const finding of lease.result.findings) {
      expect(text).toContain(flat(finding.title));
      expect(text).toContain(flat(finding.advice.suggestedWording!));
      expect(text).toContain(flat(finding.advice.ask));
    }
    expect(html).toMatch(/<table>.*Governing law.*Republic of South Africa.*<\/table>/s);
    expect(html).toContain("<h1>Findings, most serious first</h1>");
    expect(html).toMatch(/<h3>5\.2 Deposit \(High risk\)<\/h3>/);
    expect(text).toContain("Missing clauses");
    expect(text).toContain("Where we are not sure");
  });

  it("keeps emoji, Zulu and Afrikaans diacritics and curly quotes, and drops characters XML forbids", async () => {
    const mangled: ExportInput = {
      ...lease,
      fileName: "Huurkontrak “Ngiyabonga” – môre 🏠.docx",
      result: mangleTexts(lease.result, (value) => `${value} “Sawubona” – ‘môre’ skêr ŉ 👍🏾 \u0000\u000c`),
    };
    const mangledText = await docxText(await renderReportDocx(mangled));
    expect(mangledText).toContain("Huurkontrak “Ngiyabonga” – môre 🏠.docx");
    expect(mangledText).toContain("“Sawubona” – ‘môre’ skêr ŉ 👍🏾");
  });
});
