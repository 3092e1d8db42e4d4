/** GET /api/agent/drafts/:id/export.(docx|pdf) — a plain link; the browser downloads the file. */
export function draftExportHref(draftId: string, format: "docx" | "pdf"): string {
  return `/api/agent/drafts/${encodeURIComponent(draftId)}/export.${format}`;
}
