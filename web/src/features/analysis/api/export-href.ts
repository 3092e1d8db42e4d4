import type { ExportFormat } from "../../../../../common/api/analyses";

/** GET /api/analyses/:id/export/:format answers with Content-Disposition: attachment; a plain link downloads it. */
export function exportHref(id: string, format: ExportFormat): string {
  return `/api/analyses/${encodeURIComponent(id)}/export/${format}`;
}
