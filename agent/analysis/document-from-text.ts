import type { ExtractedDocument } from "../../common/document";
import { segmentClauses } from "../ingest/segment-clauses";

/** A plain-text document as ingestion would hand it over (one text-layer page). */
export function documentFromText(text: string): ExtractedDocument {
  return {
    format: "txt",
    text,
    pageCount: 1,
    pages: [{ number: 1, method: "text", start: 0, end: text.length, confidence: null, lowConfidence: false }],
    clauses: segmentClauses(text),
    warnings: [],
  };
}
