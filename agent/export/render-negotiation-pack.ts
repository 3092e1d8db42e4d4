import {
  DeletedTextRun,
  Document,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  PageBreak,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import type { ClauseAnalysis } from "../../common/analysis";
import { coveringMessage } from "./covering-message";
import type { ExportInput } from "./export-input";
import { type NegotiationChange, negotiationChanges, splitClauseNumber } from "./negotiation-changes";
import { toXmlSafeText } from "./xml-safe-text";

export const revisionAuthor = "ContractClarity";

/**
 * The contract as a Word document in which every clause with suggested wording is a tracked change
 * (the original words deleted, the suggestion inserted, by "ContractClarity"), so the other party
 * can accept or reject each one; then the covering message. Track changes stays on for their edits.
 */
export async function renderNegotiationPack(input: ExportInput): Promise<Uint8Array> {
  const changes = negotiationChanges(input.result);
  const revisions = new RevisionIds(input.createdAt);
  const contract = contractParagraphs(input, changes, revisions);
  const message = coveringMessage(input).split("\n");
  const document = new Document({
    title: toXmlSafeText(`Proposed changes: ${input.fileName}`),
    creator: revisionAuthor,
    features: { trackRevisions: true },
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [
      {
        properties: {
          page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } },
        },
        children: [
          ...contract,
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun("Covering message")] }),
          ...message.map(
            (line) => new Paragraph({ spacing: { after: 80 }, children: [new TextRun(toXmlSafeText(line))] }),
          ),
        ],
      },
    ],
  });
  return Packer.pack(document, "uint8array");
}

/** Unique w:id values and the shared author/date of every revision in the document. */
class RevisionIds {
  private next = 1;
  private readonly date: string;

  constructor(createdAt: Date) {
    this.date = createdAt.toISOString().replace(/\.\d{3}Z$/, "Z");
  }

  take() {
    return { id: this.next++, author: revisionAuthor, date: this.date };
  }
}

type Segment = { start: number; end: number; text: string; clause: ClauseAnalysis | null };

/** The contract in reading order: the result's clauses, plus any text between them in the document. */
function contractSegments(input: ExportInput): Segment[] {
  const clauses = [...input.result.clauses].sort((a, b) => a.start - b.start);
  const documentText = input.documentText;
  const segments: Segment[] = [];
  let cursor = 0;
  for (const clause of clauses) {
    if (clause.start < cursor) continue; // nested or overlapping: its text is already out
    if (documentText && clause.start > cursor && documentText.slice(cursor, clause.start).trim()) {
      segments.push({ start: cursor, end: clause.start, text: documentText.slice(cursor, clause.start), clause: null });
    }
    segments.push({ start: clause.start, end: clause.end, text: clause.text, clause });
    cursor = Math.max(cursor, clause.end);
  }
  if (documentText?.slice(cursor).trim())
    segments.push({ start: cursor, end: documentText.length, text: documentText.slice(cursor), clause: null });
  return segments;
}

function contractParagraphs(input: ExportInput, changes: NegotiationChange[], revisions: RevisionIds): Paragraph[] {
  const byClause = new Map(changes.filter((change) => change.clause).map((change) => [change.clause!, change]));
  const additions = changes.filter((change) => change.kind === "add");
  const segments = contractSegments(input);
  // New clauses go after the last numbered clause (before the signature block), or at the end.
  const lastNumbered = segments.findLastIndex((segment) => segment.clause?.number);
  const insertAfter = lastNumbered >= 0 ? lastNumbered : segments.length - 1;
  const out: Paragraph[] = [];
  segments.forEach((segment, index) => {
    const change = segment.clause ? byClause.get(segment.clause) : undefined;
    if (segment.clause && change) out.push(replacedClause(segment.clause, change, revisions));
    else out.push(...plainParagraphs(segment, index === 0));
    if (index === insertAfter) for (const addition of additions) out.push(addedClause(addition, revisions));
  });
  if (segments.length === 0) for (const addition of additions) out.push(addedClause(addition, revisions));
  return out;
}

function indentOf(clause: ClauseAnalysis | null): number {
  if (!clause?.number) return 0;
  const depth = clause.number.split(/[.(]/).filter(Boolean).length - 1;
  return Math.min(depth, 4) * 360;
}

function isHeadingOnly(clause: ClauseAnalysis): boolean {
  if (!clause.heading) return false;
  const { body } = splitClauseNumber(clause);
  return body.replace(/\s+/g, " ").trim().toLowerCase() === clause.heading.replace(/\s+/g, " ").trim().toLowerCase();
}

function plainParagraphs(segment: Segment, isFirst: boolean): Paragraph[] {
  const clause = segment.clause;
  if (clause && isHeadingOnly(clause)) {
    return [
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        keepNext: true,
        children: [new TextRun(toXmlSafeText(clause.text.replace(/\s+/g, " ").trim()))],
      }),
    ];
  }
  const blocks = toXmlSafeText(segment.text)
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((block) => block.length > 0);
  return blocks.flatMap((block, blockIndex) =>
    block.map((line, lineIndex) => {
      if (
        isFirst &&
        blockIndex === 0 &&
        block.length === 1 &&
        clause?.heading &&
        line.toLowerCase() === clause.heading.toLowerCase()
      ) {
        return new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(line)] });
      }
      const last = lineIndex === block.length - 1;
      return new Paragraph({
        indent: { left: indentOf(clause) },
        spacing: { after: last ? 120 : 0 },
        children: [new TextRun(line)],
      });
    }),
  );
}

function replacedClause(clause: ClauseAnalysis, change: NegotiationChange, revisions: RevisionIds): Paragraph {
  const { prefix, body } = splitClauseNumber(clause);
  const children: ParagraphChild[] = [];
  if (prefix) children.push(new TextRun(toXmlSafeText(`${prefix.trim()} `)));
  children.push(new DeletedTextRun({ ...revisions.take(), text: toXmlSafeText(body.replace(/\s+/g, " ").trim()) }));
  children.push(new InsertedTextRun({ ...revisions.take(), text: toXmlSafeText(change.wording) }));
  return new Paragraph({ indent: { left: indentOf(clause) }, spacing: { after: 120 }, children });
}

/** A whole new paragraph, its paragraph mark inserted too, so rejecting it leaves no empty line. */
function addedClause(change: NegotiationChange, revisions: RevisionIds): Paragraph {
  return new Paragraph({
    spacing: { after: 120 },
    run: { insertion: revisions.take() },
    children: [new InsertedTextRun({ ...revisions.take(), text: toXmlSafeText(change.wording) })],
  });
}
