import type { ExportInput } from "../../agent/export/export-input";
import { renderKeyDatesIcs } from "../../agent/export/render-key-dates-ics";
import { analysisResultSchema } from "../../common/analysis";
import { type ExportFormat, exportFormatSchema } from "../../common/api/analyses";
import { extractedDocumentSchema } from "../../common/document";
import { AppError } from "../../common/errors";
import type { AnalysisWithContract } from "../db/queries/analyses";
import { openJson } from "../sealed-json";
import { toStatusResponse } from "./summaries";

/**
 * GET /api/analyses/:id/export/:format — the pieces of the handler in routes/analyses.ts: which format,
 * the export input from the stored (encrypted) analysis, the rendered file, the download headers.
 */

const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

// The PDF and Word renderers load on the first export: pdf-lib and docx would otherwise sit in every
// server's heap (~6 MB, measured) for a download most servers rarely make.
const exporters: Record<
  ExportFormat,
  { contentType: string; render: (input: ExportInput) => Promise<Uint8Array> | string }
> = {
  "report.pdf": {
    contentType: "application/pdf",
    render: async (input) => (await import("../../agent/export/render-report-pdf")).renderReportPdf(input),
  },
  "report.docx": {
    contentType: docxType,
    render: async (input) => (await import("../../agent/export/render-report-docx")).renderReportDocx(input),
  },
  "negotiation-pack.docx": {
    contentType: docxType,
    render: async (input) => (await import("../../agent/export/render-negotiation-pack")).renderNegotiationPack(input),
  },
  "key-dates.ics": { contentType: "text/calendar; charset=utf-8", render: renderKeyDatesIcs },
};

/** The format from the path; anything else is a 404 naming the formats there are. */
export function exportFormatFrom(value: string | undefined): ExportFormat {
  const parsed = exportFormatSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError("not_found", {
      message: `There is no export called "${String(value).slice(0, 40)}". Choose one of: ${exportFormatSchema.options.join(", ")}.`,
    });
  }
  return parsed.data;
}

/** What the renderers need: the decrypted result and, while retention keeps it, the contract's text. 409 until the analysis has completed. */
export function exportInputOf(found: AnalysisWithContract, deps: { dataKey: Buffer; now: Date }): ExportInput {
  const { status } = toStatusResponse(found.analysis, found.job);
  if (status === "error") {
    throw new AppError("conflict", {
      message: "This analysis did not finish, so there is nothing to export. Run the analysis again first.",
    });
  }
  if (status !== "completed") {
    throw new AppError("conflict", {
      message: "The analysis has not finished yet. Download it once the analysis is complete.",
    });
  }
  if (!found.analysis.resultEncrypted) {
    throw new AppError("not_found", {
      message:
        "This analysis was deleted with the contract's text under the retention policy, so it can no longer be exported.",
    });
  }
  const result = openJson(analysisResultSchema, found.analysis.resultEncrypted, deps.dataKey);
  const document = found.contract.documentEncrypted
    ? openJson(extractedDocumentSchema, found.contract.documentEncrypted, deps.dataKey)
    : null;
  return { fileName: found.contract.fileName, createdAt: deps.now, result, documentText: document?.text ?? null };
}

/** The rendered file and the headers that make a plain link download it under a name the user recognises. */
export async function renderExport(
  format: ExportFormat,
  input: ExportInput,
): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const exporter = exporters[format];
  const rendered = await exporter.render(input);
  return {
    body: typeof rendered === "string" ? new TextEncoder().encode(rendered) : new Uint8Array(rendered),
    headers: {
      "Content-Type": exporter.contentType,
      "Content-Disposition": attachmentDisposition(`${exportBaseName(input.fileName)}-${format}`),
      "Cache-Control": "no-store",
    },
  };
}

/** "Lease 2025.pdf" → "Lease 2025": no extension, folders, control or direction-override characters or quotes; never empty. */
export function exportBaseName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"\\]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120)
    .trim();
  return base || "contract";
}

/**
 * RFC 6266 `attachment` with an ASCII `filename` (accents dropped, other characters as "_") and,
 * when the name is not plain ASCII, the exact name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\%;]/gu, "_");
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
