import { type PDFDocument, rgb } from "pdf-lib";
import type { DraftClause, DraftDocument } from "../../common/templates";
import { a4PageSize, createPdf, drawPageNumbers, type PdfFonts, PdfPageWriter, wrapText } from "./pdf-page-writer";
import { toWinAnsiText } from "./win-ansi-text";

const margin = { left: 70, right: 56, top: 62, bottom: 72 };
const contentWidth = a4PageSize[0] - margin.left - margin.right;
const indentStep = 28; // about 1 cm
const size = 10.5;
const lineHeight = size + 4;
const colors = { text: rgb(0.1, 0.1, 0.1), muted: rgb(0.4, 0.43, 0.47) };

type Fonts = PdfFonts;

/** A drafted contract as an A4 PDF: title, parties, numbered clauses (sub-clauses indented), signature blocks and "Page N of M". */
export async function renderContractPdf(document: DraftDocument): Promise<Uint8Array> {
  const { pdf, fonts } = await createPdf(document.title, "times");
  const writer = new ContractWriter(pdf, fonts);

  writer.centred(document.title.toUpperCase(), "bold", 16);
  writer.space(10);
  if (document.parties.length > 0) {
    writer.centred("entered into between", "italic");
    writer.space(10);
  }
  document.parties.forEach((party, index) => {
    writer.centred(party.name, "bold");
    if (party.details) writer.centred(party.details, "regular");
    writer.centred(`(the “${party.role}”)`, "regular");
    writer.space(8);
    if (index < document.parties.length - 1) {
      writer.centred("and", "italic");
      writer.space(8);
    }
  });
  for (const clause of document.clauses) writeClause(writer, clause);
  writeSignatures(writer, document);
  writeFooters(pdf, fonts, document.title);
  return pdf.save();
}

function writeClause(writer: ContractWriter, clause: DraftClause) {
  // unnumbered paragraphs: a user's own text keeps its own numbering
  if (!clause.number) {
    writer.space(4);
    for (const text of clause.text ? clause.text.split("\n") : [])
      writer.hanging("", [{ text, font: "regular" }], 0, 0);
    return;
  }
  const depth = clause.number.split(".").length - 1;
  const paragraphs = clause.text ? clause.text.split("\n") : [];
  if (depth === 0) {
    writer.space(8);
    writer.ensureSpace(lineHeight * 3);
    writer.hanging(`${clause.number}.`, [{ text: (clause.heading ?? "").toUpperCase(), font: "bold" }], 0, indentStep);
    for (const text of paragraphs) writer.hanging("", [{ text, font: "regular" }], indentStep, 0);
    return;
  }
  const [first = "", ...rest] = paragraphs;
  const textX = indentStep * (depth + 1);
  const lead = clause.heading ? [{ text: `${clause.heading}. `, font: "bold" as const }] : [];
  writer.hanging(
    clause.number,
    [...lead, { text: first, font: "regular" }],
    indentStep * depth,
    textX - indentStep * depth,
  );
  for (const text of rest) writer.hanging("", [{ text, font: "regular" }], textX, 0);
}

function writeSignatures(writer: ContractWriter, document: DraftDocument) {
  if (document.signatureBlocks.length === 0) return;
  const line = "______________________________";
  writer.space(14);
  writer.ensureSpace(lineHeight * 12);
  writer.hanging("", [{ text: "SIGNATURES", font: "bold" }], 0, 0);
  for (const block of document.signatureBlocks) {
    writer.ensureSpace(lineHeight * 12);
    writer.space(10);
    writer.hanging("", [{ text: "SIGNED at ______________________ on ______________________", font: "regular" }], 0, 0);
    writer.space(22);
    writer.hanging("", [{ text: line, font: "regular" }], 0, 0);
    writer.hanging("", [{ text: block.party, font: "bold" }], 0, 0);
    if (block.signatory)
      writer.hanging(
        "",
        [
          {
            text: `represented by ${block.signatory}, who warrants that he or she is duly authorised`,
            font: "regular",
          },
        ],
        0,
        0,
      );
    writer.hanging("", [{ text: `(the ${block.role})`, font: "italic" }], 0, 0);
    writer.space(10);
    writer.hanging("", [{ text: "AS WITNESSES:", font: "regular" }], 0, 0);
    writer.space(16);
    writer.hanging("", [{ text: `1. ${line}   Name: ______________________`, font: "regular" }], 0, 0);
    writer.space(16);
    writer.hanging("", [{ text: `2. ${line}   Name: ______________________`, font: "regular" }], 0, 0);
  }
}

function writeFooters(pdf: PDFDocument, fonts: Fonts, title: string) {
  const footerSize = 8;
  const safeTitle = toWinAnsiText(title);
  for (const page of pdf.getPages()) {
    page.drawText(safeTitle, { x: margin.left, y: 40, size: footerSize, font: fonts.italic, color: colors.muted });
    page.drawText("Initials: ________", {
      x: a4PageSize[0] / 2 - 30,
      y: 40,
      size: footerSize,
      font: fonts.regular,
      color: colors.muted,
    });
  }
  drawPageNumbers(pdf, {
    font: fonts.regular,
    size: footerSize,
    y: 40,
    rightMargin: margin.right,
    color: colors.muted,
  });
}

type Piece = { text: string; font: keyof Fonts };

function runsOf(line: Array<{ word: string; font: keyof Fonts }>): Piece[] {
  const runs: Piece[] = [];
  for (const entry of line) {
    const last = runs.at(-1);
    if (last && last.font === entry.font) last.text += ` ${entry.word}`;
    else runs.push({ text: entry.word, font: entry.font });
  }
  return runs;
}

/** The contract's blocks: centred lines and hanging paragraphs (clause number, then wrapped text). */
class ContractWriter extends PdfPageWriter {
  constructor(pdf: PDFDocument, fonts: Fonts) {
    super(pdf, fonts, margin);
  }

  centred(text: string, font: keyof Fonts, fontSize = size) {
    const chosen = this.fonts[font];
    for (const line of wrapText(toWinAnsiText(text), chosen, fontSize, contentWidth)) {
      this.ensureSpace(fontSize + 4);
      this.y -= fontSize + 4;
      const width = chosen.widthOfTextAtSize(line, fontSize);
      this.page.drawText(line, {
        x: margin.left + (contentWidth - width) / 2,
        y: this.y + 2.5,
        size: fontSize,
        font: chosen,
        color: colors.text,
      });
    }
  }

  /**
   * A paragraph whose label (a clause number) sits at `x` and whose text starts `gap` further
   * right and wraps there. Pieces of different fonts run on; a bold lead-in is kept on its words.
   */
  hanging(label: string, pieces: Piece[], x: number, gap: number) {
    const textX = x + gap;
    const width = contentWidth - textX;
    const words: Array<{ word: string; font: keyof Fonts }> = pieces.flatMap((piece) =>
      toWinAnsiText(piece.text)
        .split(/ +/)
        .filter(Boolean)
        .map((word) => ({ word, font: piece.font })),
    );
    const lines: Array<Array<{ word: string; font: keyof Fonts }>> = [];
    let current: typeof words = [];
    let currentWidth = 0;
    const space = this.fonts.regular.widthOfTextAtSize(" ", size);
    for (const entry of words) {
      const wordWidth = this.fonts[entry.font].widthOfTextAtSize(entry.word, size);
      if (current.length > 0 && currentWidth + space + wordWidth > width) {
        lines.push(current);
        current = [];
        currentWidth = 0;
      }
      if (current.length === 0 && wordWidth > width) {
        // a word longer than the line (a long account number or URL) is broken by characters
        for (const part of wrapText(entry.word, this.fonts[entry.font], size, width))
          lines.push([{ word: part, font: entry.font }]);
        continue;
      }
      currentWidth += (current.length > 0 ? space : 0) + wordWidth;
      current.push(entry);
    }
    if (current.length > 0 || lines.length === 0) lines.push(current);
    lines.forEach((line, index) => {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      if (index === 0 && label)
        this.page.drawText(toWinAnsiText(label), {
          x: margin.left + x,
          y: this.y + 2.5,
          size,
          font: this.fonts.regular,
          color: colors.text,
        });
      // one drawText per run of words in the same font, so text extraction keeps the words together
      let cursor = margin.left + textX;
      for (const run of runsOf(line)) {
        const font = this.fonts[run.font];
        this.page.drawText(run.text, { x: cursor, y: this.y + 2.5, size, font, color: colors.text });
        cursor += font.widthOfTextAtSize(run.text, size) + space;
      }
    });
    this.y -= 4;
  }
}
