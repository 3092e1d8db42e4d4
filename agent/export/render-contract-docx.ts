import { AlignmentType, Document, Footer, Packer, PageNumber, Paragraph, TabStopType, TextRun } from "docx";
import type { DraftClause, DraftDocument } from "../../common/templates";
import { toXmlSafeText } from "./xml-safe-text";

const CM = 567; // twips
const mutedColor = "5F6B76";

/** A drafted contract as a Word document: A4, title, parties, numbered clauses (sub-clauses indented), signature blocks and "Page N of M". */
export async function renderContractDocx(document: DraftDocument): Promise<Uint8Array> {
  const doc = new Document({
    title: toXmlSafeText(document.title),
    creator: "ContractClarity",
    description: toXmlSafeText(document.title),
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [
      {
        properties: {
          page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1418, right: 1134 } },
        }, // A4; 2.5 cm binding margin
        footers: { default: footer(document.title) },
        children: [...titleAndParties(document), ...document.clauses.flatMap(clause), ...signatures(document)],
      },
    ],
  });
  return Packer.pack(doc, "uint8array");
}

function run(
  value: string,
  options: { bold?: boolean; italics?: boolean; size?: number; color?: string; allCaps?: boolean } = {},
): TextRun {
  return new TextRun({ text: toXmlSafeText(value), ...options });
}

function centred(
  value: string,
  options: { bold?: boolean; italics?: boolean; size?: number; after?: number } = {},
): Paragraph {
  const { after, ...runOptions } = options;
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: after ?? 60 },
    children: [run(value, runOptions)],
  });
}

function titleAndParties(document: DraftDocument): Paragraph[] {
  const out = [centred(document.title.toUpperCase(), { bold: true, size: 32, after: 240 })];
  // a user's own text (a custom template) names its parties itself
  if (document.parties.length > 0) out.push(centred("entered into between", { italics: true, after: 240 }));
  document.parties.forEach((party, index) => {
    out.push(centred(party.name, { bold: true }));
    if (party.details) out.push(centred(party.details));
    out.push(centred(`(the “${party.role}”)`, { after: 240 }));
    if (index < document.parties.length - 1) out.push(centred("and", { italics: true, after: 240 }));
  });
  return out;
}

/** Depth from the number: "3" → 0, "3.1" → 1, "3.1.2" → 2. The number hangs in the margin of its text. */
function clause(item: DraftClause): Paragraph[] {
  // unnumbered paragraphs: a user's own text keeps its own numbering
  if (!item.number)
    return (item.text ? item.text.split("\n") : []).map(
      (text) => new Paragraph({ spacing: { after: 120 }, children: [run(text)] }),
    );
  const depth = item.number.split(".").length - 1;
  const left = depth === 0 ? CM : CM * (depth + 1);
  const indent = { left, hanging: CM };
  const tabStops = [{ type: TabStopType.LEFT, position: left }];
  const paragraphs = item.text ? item.text.split("\n") : [];
  if (depth === 0) {
    const heading = new Paragraph({
      keepNext: true,
      spacing: { before: 240, after: 120 },
      indent,
      tabStops,
      children: [
        run(`${item.number}.`, { bold: true }),
        new TextRun({ text: "\t" }),
        run((item.heading ?? "").toUpperCase(), { bold: true }),
      ],
    });
    return [
      heading,
      ...paragraphs.map((text) => new Paragraph({ spacing: { after: 120 }, indent: { left }, children: [run(text)] })),
    ];
  }
  const [first = "", ...rest] = paragraphs;
  const lead = item.heading ? [run(`${item.heading}. `, { bold: true })] : [];
  return [
    new Paragraph({
      spacing: { after: 120 },
      indent,
      tabStops,
      children: [run(item.number), new TextRun({ text: "\t" }), ...lead, run(first)],
    }),
    ...rest.map((text) => new Paragraph({ spacing: { after: 120 }, indent: { left }, children: [run(text)] })),
  ];
}

function signatures(document: DraftDocument): Paragraph[] {
  if (document.signatureBlocks.length === 0) return [];
  const line = "______________________________";
  const out: Paragraph[] = [
    new Paragraph({
      spacing: { before: 360, after: 120 },
      keepNext: true,
      children: [run("SIGNATURES", { bold: true })],
    }),
  ];
  for (const block of document.signatureBlocks) {
    const lines: Array<{ text: string; bold?: boolean; italics?: boolean; before?: number }> = [
      { text: `SIGNED at ______________________ on ______________________`, before: 360 },
      { text: line, before: 480 },
      { text: block.party, bold: true },
      ...(block.signatory
        ? [{ text: `represented by ${block.signatory}, who warrants that he or she is duly authorised` }]
        : []),
      { text: `(the ${block.role})`, italics: true },
      { text: "AS WITNESSES:", before: 240 },
      { text: `1. ${line}   Name: ______________________`, before: 360 },
      { text: `2. ${line}   Name: ______________________`, before: 360 },
    ];
    for (const [index, entry] of lines.entries()) {
      out.push(
        new Paragraph({
          keepNext: index < lines.length - 1,
          keepLines: true,
          spacing: { before: entry.before ?? 0, after: 60 },
          children: [run(entry.text, { bold: entry.bold, italics: entry.italics })],
        }),
      );
    }
  }
  return out;
}

function footer(title: string): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          run(`${title} · `, { size: 16, color: mutedColor }),
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
