import type { AnalysisResult } from "../../common/analysis";

/** What every export renders from: one stored analysis and, when still kept, the contract's text. */
export type ExportInput = {
  /** The uploaded file's name, shown as the report title. */
  fileName: string;
  /** When the export is made: the report date and the calendar's DTSTAMP. */
  createdAt: Date;
  result: AnalysisResult;
  /** ExtractedDocument.text; null once retention has deleted it (clause texts in the result are used then). */
  documentText: string | null;
  /** IANA time zone for dates shown to the user; defaults to Africa/Johannesburg. */
  timeZone?: string;
};

export const defaultExportTimeZone = "Africa/Johannesburg";
