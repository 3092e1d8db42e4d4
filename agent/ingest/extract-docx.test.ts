import { describe, expect, it } from "vitest";
import { extractDocx, htmlToText } from "./extract-docx";
import { readFixture } from "./fixtures";

describe("htmlToText (mammoth's HTML to plain text)", () => {
  it("writes out automatic list numbering by level and keeps paragraph breaks", () => {
    const html =
      "<h1>SERVICE AGREEMENT</h1><p>Intro &amp; parties.</p>" +
      "<ol><li>Definitions<ol><li>&quot;Fee&quot; means R500;</li><li>&quot;Term&quot; means 1 year.</li></ol></li>" +
      "<li>Payment<ol><li>Monthly<ol><li>by EFT</li><li>by card</li></ol></li></ol></li></ol>" +
      "<ul><li>a bullet</li></ul><p>Line one<br />line two</p>";
    expect(htmlToText(html)).toBe(
      [
        "SERVICE AGREEMENT",
        "Intro & parties.",
        "1. Definitions",
        '(a) "Fee" means R500;',
        '(b) "Term" means 1 year.',
        "2. Payment",
        "(a) Monthly",
        "(i) by EFT",
        "(ii) by card",
        "• a bullet",
        "Line one\nline two",
      ].join("\n\n"),
    );
  });

  it("turns table rows into tab-separated lines", () => {
    expect(
      htmlToText(
        "<table><tr><td><p>Rent</p></td><td><p>R14 500,00</p></td></tr><tr><td>Deposit</td><td>R29 000,00</td></tr></table>",
      ),
    ).toBe("Rent\tR14 500,00\n\nDeposit\tR29 000,00");
  });
});

describe("extractDocx", () => {
  it("reads the lease with its typed clause numbers and no footer field", async () => {
    const { text } = await extractDocx(readFixture("residential-lease-wc.docx"));
    expect(text).toMatch(/^RESIDENTIAL LEASE AGREEMENT/);
    expect(text).toMatch(/\n\n5\.2 The Landlord shall hold the Deposit/);
    expect(text).not.toMatch(/Initials: Landlord/);
  });
});
