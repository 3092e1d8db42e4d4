import { PDFDocument, type PDFFont, type PDFPage, type RGB, StandardFonts } from "pdf-lib";
import { toWinAnsiText } from "./win-ansi-text";

/** A4 in points. */
export const a4PageSize: [number, number] = [595.28, 841.89];

export type PdfFonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };
export type PageMargins = { left: number; right: number; top: number; bottom: number };

const fontFamilies = {
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold, StandardFonts.TimesRomanItalic],
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique],
} as const;

/**
 * A new PDF titled (WinAnsi-safe: the standard fonts have no other glyphs) with ContractClarity as its
 * creator and producer, and the family's regular, bold and italic standard fonts embedded.
 */
export async function createPdf(
  title: string,
  family: keyof typeof fontFamilies,
): Promise<{ pdf: PDFDocument; fonts: PdfFonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsiText(title));
  pdf.setCreator("ContractClarity");
  pdf.setProducer("ContractClarity");
  const [regular, bold, italic] = fontFamilies[family];
  const fonts: PdfFonts = {
    regular: await pdf.embedFont(regular),
    bold: await pdf.embedFont(bold),
    italic: await pdf.embedFont(italic),
  };
  return { pdf, fonts };
}

/** "Page N of M" on every page, its right end at the right margin. */
export function drawPageNumbers(
  pdf: PDFDocument,
  style: { font: PDFFont; size: number; y: number; rightMargin: number; color: RGB },
): void {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    const x = a4PageSize[0] - style.rightMargin - style.font.widthOfTextAtSize(label, style.size);
    page.drawText(label, { x, y: style.y, size: style.size, font: style.font, color: style.color });
  });
}

/** Greedy word wrap by measured width; a word longer than the line is broken by characters. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A cursor over A4 pages: renderers write top to bottom from `y` and call `ensureSpace` before a block,
 * which starts a new page when the block would run into the bottom margin. The contract and the
 * report renderers extend it with their own blocks.
 */
export class PdfPageWriter {
  protected page: PDFPage;
  protected y = 0;

  constructor(
    protected readonly pdf: PDFDocument,
    protected readonly fonts: PdfFonts,
    protected readonly margin: PageMargins,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.pdf.addPage(a4PageSize);
    this.y = a4PageSize[1] - this.margin.top;
    return this.page;
  }

  ensureSpace(height: number) {
    if (this.y - height < this.margin.bottom) this.newPage();
  }

  space(height: number) {
    this.y -= height;
  }
}
