import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { toWinAnsiText } from "./win-ansi-text";

describe("toWinAnsiText", () => {
  it("keeps curly quotes, dashes, the euro sign and Afrikaans vowels that WinAnsi has", () => {
    expect(toWinAnsiText("“Huurder” – ‘môre’ — €10 … skêr, reël, één")).toBe(
      "“Huurder” – ‘môre’ — €10 … skêr, reël, één",
    );
  });

  it("replaces look-alikes, drops accents WinAnsi lacks, removes emoji and shows other scripts as ?", () => {
    expect(toWinAnsiText("a − b ≤ c → d")).toBe("a - b <= c -> d");
    expect(toWinAnsiText("ŉ Huis, Ŝ, ḿ")).toBe("'n Huis, S, m");
    expect(toWinAnsiText("Sawubona 👋🏽 family 👨‍👩‍👧 ✅")).toBe("Sawubona  family  ");
    expect(toWinAnsiText("Дом 家")).toBe("??? ?");
    expect(toWinAnsiText("tab\there\u0000\u200b\r\nnext")).toBe("tab    here\nnext");
  });

  it("produces only characters Helvetica can encode", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const everything = `${Array.from({ length: 0x2700 }, (_, i) => String.fromCodePoint(i)).join("")}🙂👍🏾🇿🇦ŉ`;
    const safe = toWinAnsiText(everything).replace(/\n/g, "");
    expect(() => font.encodeText(safe)).not.toThrow();
    expect(() => font.widthOfTextAtSize(safe, 10)).not.toThrow();
  });
});
