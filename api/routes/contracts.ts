import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { checkDocument } from "../../agent/ingest/extract-document";
import { decrypt, encrypt } from "../../agent/storage/encryption";
import { jurisdictionCodeSchema } from "../../common/analysis";
import { type ContractListItem, renameContractSchema, type UploadResponse } from "../../common/api/analyses";
import type { ContractDetail, ContractSummary } from "../../common/api/contracts";
import type { ExtractedDocument } from "../../common/document";
import { AppError } from "../../common/errors";
import { queueAnalysis } from "../analysis/queue-analysis";
import { toAnalysisSummary } from "../analysis/summaries";
import { chargeAnalysis } from "../analysis/usage";
import type { AppEnv, SignedInEnv } from "../context";
import type { AnalysisSummaryRow, JobStatusRow } from "../db/queries/analyses";
import { latestAnalysesOf } from "../db/queries/analyses";
import type { ContractListRow, ContractSummaryRow } from "../db/queries/contracts";
import { deleteContract, findContract, insertContract, listContracts, updateContract } from "../db/queries/contracts";
import { rateLimit } from "../middleware/rate-limit";
import { refuseNulCharacters } from "../middleware/refuse-nul-characters";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Uploads a user may make in a window (each one parses a document, OCR included). */
export const uploadLimit = { perWindow: 30, windowMs: 10 * 60 * 1000 } as const;

/** The contract id from the path; a malformed id is as unknown as a missing one. */
function contractIdFrom<E extends AppEnv>(c: Context<E>): string {
  const parsed = z.uuid().safeParse(c.req.param("id"));
  if (!parsed.success) throw new AppError("not_found", { message: "Contract not found." });
  return parsed.data;
}

const uploadOptionsSchema = z.object({
  side: z.string().trim().min(1).max(80).optional(),
  jurisdiction: jurisdictionCodeSchema.optional(),
});

function stringField(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function toListItem(
  row: ContractListRow,
  latest: { analysis: AnalysisSummaryRow; job: JobStatusRow | null } | null,
): ContractListItem {
  return {
    ...toListFields(row),
    latestAnalysis: latest ? toAnalysisSummary(latest.analysis, latest.job, row.fileName) : null,
  };
}

export function toSummary(row: ContractSummaryRow): ContractSummary {
  return { ...toListFields(row), pages: row.pages };
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

/**
 * A display name only: no folders, no control characters and no bidirectional overrides (U+202E
 * shows "lease\u202Efdp.exe" as "leaseexe.pdf"), at most 200 characters, never a lone "." or "..".
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(
    base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim(),
  )
    .slice(0, 200)
    .join("")
    .trim();
  return cleaned.replace(/^\.+$/, "") || "contract";
}

/** The upload's size limit: MAX_UPLOAD_MB plus room for the multipart envelope. */
export const uploadBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const maxBytes = c.var.deps.env.MAX_UPLOAD_MB * 1024 * 1024;
  return bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: () => {
      throw new AppError("file_too_large", {
        message: `The file is larger than ${c.var.deps.env.MAX_UPLOAD_MB} MB. Please upload a smaller file.`,
      });
    },
  })(c, next);
});

/** The multipart form of an upload and its file (field `file`); a body that is not a well-formed form is a 400, never a 500. */
export async function readUploadForm<E extends AppEnv>(c: Context<E>) {
  const contentType = c.req.header("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    throw new AppError("bad_request", {
      message: 'Send the contract as a multipart/form-data upload in the field "file".',
    });
  }
  const body = await c.req.parseBody().catch((error: unknown) => {
    throw new AppError("bad_request", {
      message: "The upload could not be read. Please choose the file and try again.",
      cause: error,
    });
  });
  const file = body.file;
  if (!(file instanceof File)) throw new AppError("bad_request", { message: "Choose a contract file to upload." });
  return { body, file };
}

/**
 * Reads and checks a multipart contract upload (field `file`, optional `side` and `jurisdiction`).
 * A refused file throws an AppError (4xx) before anything is stored; OCR and full parsing run in the job.
 */
export async function readContractUpload<E extends AppEnv>(c: Context<E>) {
  const { body, file } = await readUploadForm(c);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const options = uploadOptionsSchema.safeParse({
    side: stringField(body.side),
    jurisdiction: stringField(body.jurisdiction),
  });
  if (!options.success) throw new AppError("validation_failed", { message: options.error.issues[0]?.message });
  refuseNulCharacters(options.data);
  const checked = await checkDocument(
    { bytes, fileName: file.name },
    { maxBytes: c.var.deps.env.MAX_UPLOAD_MB * 1024 * 1024 },
  );
  return { file, bytes, options: options.data, checked };
}

export const contractRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", async (c) => {
    const rows = await listContracts(c.var.deps.db, { userId: c.var.user.id });
    const latest = await latestAnalysesOf(
      c.var.deps.db,
      rows.map((row) => row.id),
    );
    return c.json(rows.map((row) => toListItem(row, latest.get(row.id) ?? null)));
  })

  .post(
    "/",
    rateLimit<SignedInEnv>({
      name: "upload",
      limit: uploadLimit.perWindow,
      windowMs: uploadLimit.windowMs,
      keyOf: (c) => c.var.user.id,
      message: "You have uploaded many files in a short time. Please wait a few minutes and try again.",
    }),
    uploadBodyLimit,
    async (c) => {
      const { db, env, clock, dataKey, logger } = c.var.deps;
      const { file, bytes, options, checked } = await readContractUpload(c);
      const now = clock.now();
      const user = c.var.user;
      const { contract, analysis } = await db.transaction(async (tx) => {
        const contract = await insertContract(tx, {
          userId: user.id,
          fileName: cleanFileName(file.name),
          format: checked.format,
          byteSize: bytes.byteLength,
          pageCount: checked.pageCount ?? 0,
          pages: [],
          warnings: [],
          originalEncrypted: encrypt(Buffer.from(bytes), dataKey),
          createdAt: now,
          deleteFilesAfter: new Date(now.getTime() + env.RETENTION_DAYS * DAY_MS),
        });
        await chargeAnalysis(tx, { user, contractId: contract.id, now });
        const analysis = await queueAnalysis(tx, c.var.deps, {
          userId: user.id,
          contractId: contract.id,
          ...options,
          now,
        });
        return { contract, analysis };
      });
      c.var.deps.jobs.kick();
      logger.info(
        { contractId: contract.id, analysisId: analysis.id, format: contract.format },
        "contract stored, analysis queued",
      );
      const response: UploadResponse = {
        contract: toSummary(contract),
        analysis: toAnalysisSummary(analysis, null, contract.fileName),
      };
      return c.json(response, 202);
    },
  )

  .get("/:id", async (c) => {
    const row = await findContract(c.var.deps.db, { userId: c.var.user.id, contractId: contractIdFrom(c) });
    if (!row) throw new AppError("not_found", { message: "Contract not found." });
    const document = row.documentEncrypted
      ? (JSON.parse(decrypt(row.documentEncrypted, c.var.deps.dataKey).toString("utf8")) as ExtractedDocument)
      : null;
    const detail: ContractDetail = {
      ...toSummary(row),
      text: document?.text ?? null,
      clauses: document?.clauses ?? null,
    };
    // (its analyses are listed by GET /api/contracts and /api/analyses)
    return c.json(detail);
  })

  .patch(
    "/:id",
    bodyLimit({
      maxSize: 16 * 1024,
      onError: () => {
        throw new AppError("file_too_large", { message: "The new name is too long." });
      },
    }),
    validate("json", renameContractSchema),
    async (c) => {
      const { db } = c.var.deps;
      const contractId = contractIdFrom(c);
      const row = await findContract(db, { userId: c.var.user.id, contractId });
      if (!row) throw new AppError("not_found", { message: "Contract not found." });
      const fileName = cleanFileName(c.req.valid("json").fileName);
      await updateContract(db, contractId, { fileName });
      const latest = await latestAnalysesOf(db, [contractId]);
      return c.json(toListItem({ ...row, fileName }, latest.get(contractId) ?? null));
    },
  )

  .delete("/:id", async (c) => {
    const deleted = await deleteContract(c.var.deps.db, { userId: c.var.user.id, contractId: contractIdFrom(c) });
    if (!deleted) throw new AppError("not_found", { message: "Contract not found." });
    return c.body(null, 204);
  });
