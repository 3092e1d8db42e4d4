import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  type IParagraphOptions,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { RiskLevel } from "../../common/analysis";
import type { ExportInput } from "./export-input";
import { buildReportContent, type LabelledValue, type ReportContent, type ReportFinding } from "./report-content";
import { toXmlSafeText } from "./xml-safe-text";

const riskColors: Record<RiskLevel, string> = { low: "2A9954", medium: "C77D05", high: "CC2E2B" };
const brandColor = "0D7573";
const mutedColor = "5F6B76";

/** The contract analysis as a Word document: the same content as the PDF report, with headings and tables. */
export async function renderReportDocx(input: ExportInput): Promise<Uint8Array> {
  const content = buildReportContent(input);
  const document = new Document({
    title: toXmlSafeText(`${content.subtitle}: ${content.title}`),
    creator: "ContractClarity",
    description: content.subtitle,
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [
      {
        properties: {
          page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } },
        }, // A4, 2 cm margins
        footers: { default: footer(content.disclaimer) },
        children: [
          ...header(content),
          ...risk(content),
          ...keyTerms(content),
          ...findings(content),
          ...clauses(content),
          ...missing(content),
          ...notSure(content),
        ],
      },
    ],
  });
  return Packer.pack(document, "uint8array");
}

function text(
  value: string,
  options: { bold?: boolean; italics?: boolean; color?: string; size?: number } = {},
): TextRun {
  return new TextRun({ text: toXmlSafeText(value), ...options });
}

function paragraph(
  value: string,
  options: Omit<IParagraphOptions, "children" | "text"> & { bold?: boolean; italics?: boolean; color?: string } = {},
): Paragraph {
  const { bold, italics, color, ...paragraphOptions } = options;
  const lines = toXmlSafeText(value).split("\n");
  return new Paragraph({
    spacing: { after: 120 },
    ...paragraphOptions,
    children: lines.map(
      (line, index) => new TextRun({ text: line, bold, italics, color, break: index > 0 ? 1 : undefined }),
    ),
  });
}

function heading(value: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]): Paragraph {
  return new Paragraph({ heading: level, keepNext: true, children: [text(value)] });
}

/** "Label: value" as a bold label followed by the text, in one paragraph. */
function labelled(label: string, value: string, options: { italics?: boolean; color?: string } = {}): Paragraph {
  return new Paragraph({
    spacing: { after: 100 },
    children: [text(`${label}: `, { bold: true, color: mutedColor }), text(value, options)],
  });
}

const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: "D9DDE1" };
const borders = { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder };

function table(header: string[] | null, rows: string[][], widths: number[]): Table {
  const row = (cells: string[], isHeader: boolean) =>
    new TableRow({
      tableHeader: isHeader,
      cantSplit: true,
      children: cells.map(
        (cell, index) =>
          new TableCell({
            borders,
            width: { size: widths[index]!, type: WidthType.PERCENTAGE },
            shading:
              isHeader || (index === 0 && !header)
                ? { type: ShadingType.CLEAR, color: "auto", fill: "EEF3F3" }
                : undefined,
            margins: { top: 60, bottom: 60, left: 100, right: 100 },
            children: [new Paragraph({ children: [text(cell, { bold: isHeader || index === 0 })] })],
          }),
      ),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [...(header ? [row(header, true)] : []), ...rows.map((cells) => row(cells, false))],
  });
}

function header(content: ReportContent): Array<Paragraph | Table> {
  return [
    new Paragraph({ children: [text(content.subtitle.toUpperCase(), { bold: true, color: brandColor, size: 18 })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [text(content.title)] }),
    table(
      null,
      content.details.map((d: LabelledValue) => [d.label, d.value]),
      [28, 72],
    ),
  ];
}

function risk(content: ReportContent): Array<Paragraph | Table> {
  const { score, level, label, summary } = content.risk;
  // A 20-cell bar: cells up to the score filled in the level's colour.
  const filled = Math.round(score / 5);
  const bar = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        height: { value: 200, rule: "exact" },
        children: Array.from(
          { length: 20 },
          (_, index) =>
            new TableCell({
              width: { size: 5, type: WidthType.PERCENTAGE },
              borders: {
                top: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
                bottom: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
                left: { style: BorderStyle.SINGLE, size: 2, color: "FFFFFF" },
                right: { style: BorderStyle.SINGLE, size: 2, color: "FFFFFF" },
              },
              shading: { type: ShadingType.CLEAR, color: "auto", fill: index < filled ? riskColors[level] : "E4E7EA" },
              children: [new Paragraph({ children: [] })],
            }),
        ),
      }),
    ],
  });
  return [
    heading("Overall risk", HeadingLevel.HEADING_1),
    new Paragraph({
      spacing: { after: 120 },
      children: [
        text(`${score}`, { bold: true, size: 48, color: riskColors[level] }),
        text(" / 100   ", { color: mutedColor }),
        text(label, { bold: true, size: 28, color: riskColors[level] }),
      ],
    }),
    bar,
    paragraph(summary, { spacing: { before: 200, after: 120 } }),
  ];
}

function keyTerms(content: ReportContent): Array<Paragraph | Table> {
  if (content.keyTerms.length === 0)
    return [
      heading("Key terms", HeadingLevel.HEADING_1),
      paragraph("We found no key terms (parties, dates, amounts) in this contract."),
    ];
  return [
    heading("Key terms", HeadingLevel.HEADING_1),
    table(
      ["Term", "Value", "Clause"],
      content.keyTerms.map((t) => [t.label, t.value, t.clause ?? ""]),
      [28, 57, 15],
    ),
  ];
}

function finding(item: ReportFinding, position: number): Paragraph[] {
  const out = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      keepNext: true,
      children: [
        text(`${position}. ${item.title} `),
        text(`(${item.severityLabel})`, { color: riskColors[item.severity] }),
      ],
    }),
    paragraph(item.explanation),
    labelled("What to ask", item.ask),
  ];
  if (item.suggestedWording) {
    out.push(
      new Paragraph({ keepNext: true, children: [text("Suggested wording:", { bold: true, color: brandColor })] }),
      paragraph(item.suggestedWording, {
        italics: true,
        indent: { left: 360 },
        border: { left: { style: BorderStyle.SINGLE, size: 18, color: brandColor, space: 8 } },
        shading: { type: ShadingType.CLEAR, color: "auto", fill: "F0F7F5" },
      }),
    );
  }
  if (item.lawReferences.length > 0) out.push(labelled("Law", item.lawReferences.join("; ")));
  if (item.citedClause)
    out.push(
      labelled(`Cited: ${item.citedClause}`, item.quote ? `“${item.quote.replace(/\s+/g, " ").trim()}”` : "", {
        italics: true,
        color: mutedColor,
      }),
    );
  if (item.notSure.length > 0) out.push(labelled("Not sure", item.notSure.join(" "), { color: mutedColor }));
  return out;
}

function findings(content: ReportContent): Paragraph[] {
  const title = heading("Findings, most serious first", HeadingLevel.HEADING_1);
  if (content.findings.length === 0)
    return [title, paragraph("We found no problems in the clauses of this contract for your side.")];
  return [title, ...content.findings.flatMap((item, index) => finding(item, index + 1))];
}

function clauses(content: ReportContent): Paragraph[] {
  return [
    heading("Clause by clause", HeadingLevel.HEADING_1),
    ...content.clauses.flatMap((clause) => {
      const out = [
        new Paragraph({
          heading: HeadingLevel.HEADING_3,
          keepNext: true,
          children: [text(`${clause.title} `), text(`(${clause.riskLabel})`, { color: riskColors[clause.risk] })],
        }),
      ];
      if (clause.categories.length > 0)
        out.push(paragraph(`Categories: ${clause.categories.join(", ")}`, { color: mutedColor }));
      out.push(paragraph(clause.explanation));
      if (clause.risk !== "low" && clause.riskReasons.length > 0)
        out.push(labelled("Why", clause.riskReasons.join(" ")));
      for (const advice of clause.advice) {
        out.push(labelled("What to ask", advice.ask));
        if (advice.suggestedWording)
          out.push(labelled("Suggested wording", advice.suggestedWording, { italics: true }));
      }
      if (clause.lawReferences.length > 0) out.push(labelled("Law", clause.lawReferences.join("; ")));
      return out;
    }),
  ];
}

function missing(content: ReportContent): Paragraph[] {
  const title = heading("Missing clauses", HeadingLevel.HEADING_1);
  if (content.missing.length === 0) return [title, paragraph("We did not find any important clause missing.")];
  return [title, ...content.missing.flatMap((item, index) => finding(item, index + 1))];
}

function notSure(content: ReportContent): Paragraph[] {
  const title = heading("Where we are not sure", HeadingLevel.HEADING_1);
  if (content.notSure.length === 0)
    return [title, paragraph("Nothing: the engine was confident about every part of this analysis.")];
  return [title, ...content.notSure.map((note) => paragraph(note, { bullet: { level: 0 } }))];
}

function footer(disclaimer: string): Footer {
  return new Footer({
    children: [
      new Paragraph({ children: [text(disclaimer, { italics: true, size: 16, color: mutedColor })] }),
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({
            children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
            size: 16,
            color: mutedColor,
          }),
        ],
      }),
    ],
  });
}
