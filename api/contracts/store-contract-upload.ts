import { encrypt } from "../../agent/storage/encryption";
import type { UploadResponse } from "../../common/api/analyses";
import type { AuthUser } from "../../common/api/auth";
import { queueAnalysis } from "../analysis/queue-analysis";
import { toAnalysisSummary } from "../analysis/summaries";
import { chargeAnalysis } from "../analysis/usage";
import { chargeVisitorAnalysis, type Visitor } from "../billing/usage";
import type { AppDeps } from "../context";
import { insertContract } from "../db/queries/contracts";
import { cleanFileName } from "./clean-file-name";
import type { ContractUpload } from "./read-contract-upload";
import { toContractSummary } from "./to-contract-summary";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who uploads: a signed-in user, or a signed-out visitor (browser session and address) with the hash stored for them. */
export type UploadOwner = { user: AuthUser } | { visitor: Visitor; visitorSessionHash: string };

/**
 * Stores a checked upload and queues its analysis in one transaction: the encrypted file, the charge
 * against the owner's plan (or the visitor's allowance) and the analysis job; then wakes a worker.
 */
export async function storeContractUpload(
  deps: AppDeps,
  owner: UploadOwner,
  { file, bytes, options, checked }: ContractUpload,
): Promise<UploadResponse> {
  const { db, env, clock, dataKey, logger } = deps;
  const now = clock.now();
  const ownerColumns =
    "user" in owner ? { userId: owner.user.id } : { userId: null, visitorSessionHash: owner.visitorSessionHash };
  const { contract, analysis } = await db.transaction(async (tx) => {
    const contract = await insertContract(tx, {
      ...ownerColumns,
      fileName: cleanFileName(file.name),
      format: checked.format,
      byteSize: bytes.byteLength,
      pageCount: checked.pageCount ?? 0,
      pages: [],
      warnings: [],
      originalEncrypted: encrypt(Buffer.from(bytes), dataKey),
      createdAt: now,
      // a visitor's contract, once claimed, keeps the account's retention; unclaimed, it goes after VISITOR_RETENTION_HOURS
      deleteFilesAfter: new Date(now.getTime() + env.RETENTION_DAYS * DAY_MS),
    });
    if ("user" in owner) await chargeAnalysis(tx, { user: owner.user, contractId: contract.id, now });
    else await chargeVisitorAnalysis(tx, { visitor: owner.visitor, contractId: contract.id, now });
    const analysis = await queueAnalysis(tx, deps, {
      ...("user" in owner ? { userId: owner.user.id } : { visitorSessionHash: owner.visitorSessionHash }),
      contractId: contract.id,
      ...options,
      now,
    });
    return { contract, analysis };
  });
  deps.jobs.kick();
  logger.info(
    { contractId: contract.id, analysisId: analysis.id, format: contract.format, visitor: !("user" in owner) },
    "contract stored, analysis queued",
  );
  return {
    contract: toContractSummary(contract),
    analysis: toAnalysisSummary(analysis, null, contract.fileName),
  };
}
