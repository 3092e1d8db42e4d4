import { type PDFDocument, type RGB, rgb } from "pdf-lib";
import type { RiskLevel } from "../../common/analysis";
import type { ExportInput } from "./export-input";
import { a4PageSize, createPdf, drawPageNumbers, type PdfFonts, PdfPageWriter, wrapText } from "./pdf-page-writer";
import { buildReportContent, type ReportContent, type ReportFinding } from "./report-content";
import { toWinAnsiText } from "./win-ansi-text";

const margin = { left: 56, right: 56, top: 56, bottom: 72 };
const contentWidth = a4PageSize[0] - margin.left - margin.right;

const colors = {
  text: rgb(0.12, 0.14, 0.17),
  muted: rgb(0.4, 0.43, 0.47),
  brand: rgb(0.05, 0.46, 0.45),
  rule: rgb(0.85, 0.87, 0.89),
  wordingBackground: rgb(0.94, 0.97, 0.96),
};
const riskColors: Record<RiskLevel, RGB> = {
  low: rgb(0.16, 0.6, 0.33),
  medium: rgb(0.88, 0.58, 0.05),
  high: rgb(0.8, 0.18, 0.17),
};

type Fonts = PdfFonts;
type TextStyle = { font?: keyof Fonts; size?: number; color?: RGB; indent?: number; lineGap?: number };

/** The contract analysis as an A4 PDF report (standard fonts, so any text is made WinAnsi-safe first). */
export async function renderReportPdf(input: ExportInput): Promise<Uint8Array> {
  const content = buildReportContent(input);
  const { pdf, fonts } = await createPdf(`${content.subtitle}: ${content.title}`, "helvetica");
  pdf.setSubject(content.subtitle);
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.createdAt);
  const writer = new PageWriter(pdf, fonts);

  writeHeader(writer, content);
  writeRisk(writer, content);
  writeKeyTerms(writer, content);
  writer.sectionHeading("Findings, most serious first");
  if (content.findings.length === 0)
    writer.paragraph("We found no problems in the clauses of this contract for your side.");
  for (const [index, finding] of content.findings.entries()) writeFinding(writer, finding, index + 1);
  writeClauses(writer, content);
  writer.sectionHeading("Missing clauses");
  if (content.missing.length === 0) writer.paragraph("We did not find any important clause missing.");
  for (const [index, finding] of content.missing.entries()) writeFinding(writer, finding, index + 1);
  writer.sectionHeading("Where we are not sure");
  if (content.notSure.length === 0)
    writer.paragraph("Nothing: the engine was confident about every part of this analysis.");
  for (const note of content.notSure) writer.bullet(note);

  writeFooters(pdf, fonts, content.disclaimer);
  return pdf.save();
}

function writeHeader(writer: PageWriter, content: ReportContent) {
  writer.paragraph(content.subtitle.toUpperCase(), { font: "bold", size: 9, color: colors.brand });
  writer.paragraph(content.title, { font: "bold", size: 20, lineGap: 4 });
  writer.space(8);
  for (const detail of content.details) writer.labelled(detail.label, detail.value, 110);
  writer.space(6);
}

function writeRisk(writer: PageWriter, content: ReportContent) {
  writer.sectionHeading("Overall risk");
  writer.ensureSpace(70);
  const { score, level, label } = content.risk;
  writer.richLine([
    { text: `${score}`, font: "bold", size: 26, color: riskColors[level] },
    { text: " / 100   ", font: "regular", size: 12, color: colors.muted },
    { text: label, font: "bold", size: 14, color: riskColors[level] },
  ]);
  writer.space(4);
  writer.riskBar(score, level);
  writer.space(10);
  writer.paragraph(content.risk.summary, { size: 11, lineGap: 3 });
}

function writeKeyTerms(writer: PageWriter, content: ReportContent) {
  writer.sectionHeading("Key terms");
  if (content.keyTerms.length === 0)
    writer.paragraph("We found no key terms (parties, dates, amounts) in this contract.");
  for (const term of content.keyTerms)
    writer.labelled(term.label, term.clause ? `${term.value}  (clause ${term.clause})` : term.value, 150);
}

function writeFinding(writer: PageWriter, finding: ReportFinding, position: number) {
  writer.ensureSpace(90);
  writer.space(6);
  writer.pill(finding.severityLabel, riskColors[finding.severity]);
  writer.paragraph(`${position}. ${finding.title}`, { font: "bold", size: 12, lineGap: 2 });
  writer.paragraph(finding.explanation);
  writer.labelledBlock("What to ask", finding.ask);
  if (finding.suggestedWording) writer.wording("Suggested wording", finding.suggestedWording);
  if (finding.lawReferences.length > 0) writer.labelledBlock("Law", finding.lawReferences.join("; "));
  if (finding.citedClause)
    writer.labelledBlock(`Cited: ${finding.citedClause}`, finding.quote ? `“${shorten(finding.quote, 900)}”` : "", {
      font: "italic",
      color: colors.muted,
    });
  if (finding.notSure.length > 0) writer.labelledBlock("Not sure", finding.notSure.join(" "), { color: colors.muted });
  writer.rule();
}

function writeClauses(writer: PageWriter, content: ReportContent) {
  writer.sectionHeading("Clause by clause");
  for (const clause of content.clauses) {
    writer.ensureSpace(60);
    writer.space(4);
    writer.richLine([
      { text: clause.title, font: "bold", size: 11, color: colors.text },
      { text: `   ${clause.riskLabel}`, font: "bold", size: 9, color: riskColors[clause.risk] },
    ]);
    if (clause.categories.length > 0)
      writer.paragraph(`Categories: ${clause.categories.join(", ")}`, { size: 9, color: colors.muted });
    writer.paragraph(clause.explanation);
    if (clause.risk !== "low" && clause.riskReasons.length > 0)
      writer.labelledBlock("Why", clause.riskReasons.join(" "));
    for (const advice of clause.advice) {
      writer.labelledBlock("What to ask", advice.ask);
      if (advice.suggestedWording) writer.wording("Suggested wording", advice.suggestedWording);
    }
    if (clause.lawReferences.length > 0) writer.labelledBlock("Law", clause.lawReferences.join("; "));
  }
}

function writeFooters(pdf: PDFDocument, fonts: Fonts, disclaimer: string) {
  const size = 7.5;
  const disclaimerLines = wrapText(toWinAnsiText(disclaimer), fonts.italic, size, contentWidth - 70);
  for (const page of pdf.getPages()) {
    let y = 44;
    for (const line of disclaimerLines) {
      page.drawText(line, { x: margin.left, y, size, font: fonts.italic, color: colors.muted });
      y -= size + 2.5;
    }
    page.drawLine({
      start: { x: margin.left, y: 56 },
      end: { x: a4PageSize[0] - margin.right, y: 56 },
      thickness: 0.5,
      color: colors.rule,
    });
  }
  drawPageNumbers(pdf, { font: fonts.regular, size: 8, y: 44, rightMargin: margin.right, color: colors.muted });
}

function shorten(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= maxLength ? flat : `${flat.slice(0, maxLength).replace(/\s+\S*$/, "")}…`;
}

/** The report's blocks: paragraphs, headings, labelled values, suggested wording, badges and the risk bar. */
class PageWriter extends PdfPageWriter {
  constructor(pdf: PDFDocument, fonts: Fonts) {
    super(pdf, fonts, margin);
  }

  paragraph(text: string, style: TextStyle = {}) {
    const font = this.fonts[style.font ?? "regular"];
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const lineHeight = size + (style.lineGap ?? 3);
    for (const line of wrapText(toWinAnsiText(text), font, size, contentWidth - indent)) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      if (line)
        this.page.drawText(line, {
          x: margin.left + indent,
          y: this.y + 2.5,
          size,
          font,
          color: style.color ?? colors.text,
        });
    }
    this.y -= 3;
  }

  bullet(text: string) {
    this.ensureSpace(14);
    this.page.drawText("•", {
      x: margin.left + 2,
      y: this.y - 10.5,
      size: 10,
      font: this.fonts.regular,
      color: colors.muted,
    });
    this.paragraph(text, { indent: 12 });
  }

  sectionHeading(text: string) {
    this.ensureSpace(70);
    this.space(14);
    this.paragraph(text, { font: "bold", size: 14, color: colors.brand });
    this.page.drawLine({
      start: { x: margin.left, y: this.y + 1 },
      end: { x: margin.left + contentWidth, y: this.y + 1 },
      thickness: 0.75,
      color: colors.brand,
    });
    this.space(6);
  }

  /** "Label   value" with the value wrapped in its own column. */
  labelled(label: string, value: string, labelWidth: number) {
    const size = 10;
    const lines = wrapText(toWinAnsiText(value), this.fonts.regular, size, contentWidth - labelWidth);
    const labelLines = wrapText(toWinAnsiText(label), this.fonts.bold, size, labelWidth - 8);
    const count = Math.max(lines.length, labelLines.length);
    this.ensureSpace(count * (size + 3) + 3);
    for (let i = 0; i < count; i++) {
      this.y -= size + 3;
      if (labelLines[i])
        this.page.drawText(labelLines[i]!, {
          x: margin.left,
          y: this.y + 2.5,
          size,
          font: this.fonts.bold,
          color: colors.muted,
        });
      if (lines[i])
        this.page.drawText(lines[i]!, {
          x: margin.left + labelWidth,
          y: this.y + 2.5,
          size,
          font: this.fonts.regular,
          color: colors.text,
        });
    }
    this.y -= 3;
  }

  /** A small bold label above an indented paragraph. */
  labelledBlock(label: string, text: string, style: TextStyle = {}) {
    this.ensureSpace(30);
    this.paragraph(label, { font: "bold", size: 9, color: colors.muted, lineGap: 2 });
    if (text) this.paragraph(text, { indent: 8, ...style });
  }

  /** Suggested wording in a tinted box with a coloured rule on the left. */
  wording(label: string, text: string) {
    this.ensureSpace(30);
    this.paragraph(label, { font: "bold", size: 9, color: colors.brand, lineGap: 2 });
    const size = 10;
    const lineHeight = size + 3;
    const lines = wrapText(toWinAnsiText(text), this.fonts.italic, size, contentWidth - 20);
    let index = 0;
    while (index < lines.length) {
      this.ensureSpace(lineHeight + 6);
      const fit = Math.max(1, Math.min(lines.length - index, Math.floor((this.y - 6 - margin.bottom) / lineHeight)));
      const height = fit * lineHeight + 8;
      this.page.drawRectangle({
        x: margin.left + 4,
        y: this.y - height,
        width: contentWidth - 4,
        height,
        color: colors.wordingBackground,
      });
      this.page.drawRectangle({ x: margin.left + 4, y: this.y - height, width: 2.5, height, color: colors.brand });
      this.y -= 4;
      for (const line of lines.slice(index, index + fit)) {
        this.y -= lineHeight;
        this.page.drawText(line, {
          x: margin.left + 14,
          y: this.y + 2.5,
          size,
          font: this.fonts.italic,
          color: colors.text,
        });
      }
      this.y -= 4;
      index += fit;
    }
    this.y -= 4;
  }

  /** Severity badge: white text on a coloured rounded-looking rectangle. */
  pill(text: string, color: RGB) {
    const size = 8;
    const label = toWinAnsiText(text.toUpperCase());
    const width = this.fonts.bold.widthOfTextAtSize(label, size) + 10;
    this.ensureSpace(16);
    this.y -= 13;
    this.page.drawRectangle({ x: margin.left, y: this.y, width, height: 12, color });
    this.page.drawText(label, {
      x: margin.left + 5,
      y: this.y + 3.3,
      size,
      font: this.fonts.bold,
      color: rgb(1, 1, 1),
    });
    this.y -= 3;
  }

  /** One line of differently styled pieces; a piece that does not fit is cut at the line's end. */
  richLine(pieces: Array<{ text: string; font: keyof Fonts; size: number; color: RGB }>) {
    const height = Math.max(...pieces.map((p) => p.size)) + 4;
    this.ensureSpace(height);
    this.y -= height;
    let x = margin.left;
    for (const piece of pieces) {
      const font = this.fonts[piece.font];
      const available = Math.max(20, margin.left + contentWidth - x);
      const safe = toWinAnsiText(piece.text);
      const text =
        font.widthOfTextAtSize(safe, piece.size) <= available
          ? safe
          : (wrapText(safe, font, piece.size, available)[0] ?? "");
      this.page.drawText(text, { x, y: this.y + 3, size: piece.size, font, color: piece.color });
      x += font.widthOfTextAtSize(text, piece.size);
    }
  }

  /** 0–100 bar over the analyser's score bands (low < 25, medium < 60, high), filled to the score in the level's colour. */
  riskBar(score: number, level: RiskLevel) {
    const height = 10;
    this.ensureSpace(height + 16);
    this.y -= height;
    const bands: Array<[number, number, RiskLevel]> = [
      [0, 25, "low"],
      [25, 60, "medium"],
      [60, 100, "high"],
    ];
    for (const [from, to, level] of bands) {
      const color = riskColors[level];
      this.page.drawRectangle({
        x: margin.left + (contentWidth * from) / 100,
        y: this.y,
        width: (contentWidth * (to - from)) / 100,
        height,
        color,
        opacity: 0.3,
      });
    }
    const clamped = Math.min(100, Math.max(0, score));
    this.page.drawRectangle({
      x: margin.left,
      y: this.y,
      width: (contentWidth * clamped) / 100,
      height,
      color: riskColors[level],
    });
    const markerX = margin.left + (contentWidth * clamped) / 100;
    this.page.drawLine({
      start: { x: markerX, y: this.y - 3 },
      end: { x: markerX, y: this.y + height + 3 },
      thickness: 2,
      color: colors.text,
    });
    this.y -= 11;
    const labelSize = 7.5;
    for (const [text, at] of [
      ["0", 0],
      ["25", 25],
      ["60", 60],
      ["100", 100],
    ] as const) {
      const width = this.fonts.regular.widthOfTextAtSize(text, labelSize);
      const x = Math.min(
        margin.left + contentWidth - width,
        Math.max(margin.left, margin.left + (contentWidth * at) / 100 - width / 2),
      );
      this.page.drawText(text, { x, y: this.y, size: labelSize, font: this.fonts.regular, color: colors.muted });
    }
  }

  rule() {
    this.space(4);
    this.ensureSpace(2);
    this.page.drawLine({
      start: { x: margin.left, y: this.y },
      end: { x: margin.left + contentWidth, y: this.y },
      thickness: 0.5,
      color: colors.rule,
    });
    this.space(4);
  }
}
