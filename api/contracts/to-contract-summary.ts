import type { ContractListItem } from "../../common/api/analyses";
import type { ContractSummary } from "../../common/api/contracts";
import { toAnalysisSummary } from "../analysis/summaries";
import type { AnalysisSummaryRow, JobStatusRow } from "../db/queries/analyses";
import type { ContractListRow, ContractSummaryRow } from "../db/queries/contracts";

/** A contract as the API returns it: its file, page count and retention, without the file or text. */
export function toContractSummary(row: ContractSummaryRow): ContractSummary {
  return { ...toListFields(row), pages: row.pages };
}

/** A row of the contract list, with its latest analysis. */
export function toContractListItem(
  row: ContractListRow,
  latest: { analysis: AnalysisSummaryRow; job: JobStatusRow | null } | null,
): ContractListItem {
  return {
    ...toListFields(row),
    latestAnalysis: latest ? toAnalysisSummary(latest.analysis, latest.job, row.fileName) : null,
  };
}

function toListFields(row: ContractListRow): Omit<ContractSummary, "pages"> {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as ContractSummary["format"],
    byteSize: row.byteSize,
    pageCount: row.pageCount,
    warnings: row.warnings,
    createdAt: row.createdAt.toISOString(),
    deleteFilesAfter: row.deleteFilesAfter.toISOString(),
    filesDeleted: row.filesDeletedAt !== null,
  };
}
