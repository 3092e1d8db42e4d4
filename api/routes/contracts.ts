import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { ContractDetail, ContractSummary } from "../../common/api/contracts";
import type { ExtractedDocument } from "../../common/document";
import { AppError } from "../../common/errors";
import { extractDocument } from "../../agent/ingest/extract-document";
import { decrypt, encrypt } from "../../agent/storage/encryption";
import type { AppEnv } from "../context";
import { deleteContract, findContract, insertContract, listContracts } from "../db/queries/contracts";
import type { ContractRow } from "../db/schema";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Uploads a user may make in a window (each one parses a document, OCR included). */
export const uploadLimit = { perWindow: 30, windowMs: 10 * 60 * 1000 } as const;

/** The contract id from the path; a malformed id is as unknown as a missing one. */
function contractIdFrom(c: Context<AppEnv>): string {
  const parsed = z.uuid().safeParse(c.req.param("id"));
  if (!parsed.success) throw new AppError("not_found", { message: "Contract not found." });
  return parsed.data;
}

function toSummary(row: ContractRow): ContractSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as ContractSummary["format"],
    byteSize: row.byteSize,
    pageCount: row.pageCount,
    pages: row.pages,
    warnings: row.warnings,
    createdAt: row.createdAt.toISOString(),
    deleteFilesAfter: row.deleteFilesAfter.toISOString(),
    filesDeleted: row.filesDeletedAt !== null,
  };
}

/** A display name only: no folders, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  return cleaned || "contract";
}

export const contractRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", async (c) => {
    const rows = await listContracts(c.var.deps.db, { userId: c.var.user!.id });
    return c.json(rows.map(toSummary));
  })

  .post(
    "/",
    rateLimit({
      name: "upload",
      limit: uploadLimit.perWindow,
      windowMs: uploadLimit.windowMs,
      keyOf: (c) => c.var.user!.id,
      message: "You have uploaded many files in a short time. Please wait a few minutes and try again.",
    }),
    async (c, next) => {
      const maxBytes = c.var.deps.env.MAX_UPLOAD_MB * 1024 * 1024;
      return bodyLimit({
        maxSize: maxBytes + 64 * 1024, // room for the multipart envelope
        onError: () => {
          throw new AppError("file_too_large", { message: `The file is larger than ${c.var.deps.env.MAX_UPLOAD_MB} MB. Please upload a smaller file.` });
        },
      })(c, next);
    },
    async (c) => {
      const { db, env, clock, dataKey, logger } = c.var.deps;
      const contentType = c.req.header("content-type") ?? "";
      if (!contentType.startsWith("multipart/form-data")) {
        throw new AppError("bad_request", { message: "Send the contract as a multipart/form-data upload in the field \"file\"." });
      }
      const body = await c.req.parseBody();
      const file = body.file;
      if (!(file instanceof File)) throw new AppError("bad_request", { message: "Choose a contract file to upload." });

      const bytes = new Uint8Array(await file.arrayBuffer());
      // A refused file throws an AppError (4xx) here, before anything is stored.
      const document = await extractDocument(
        { bytes, fileName: file.name },
        { maxBytes: env.MAX_UPLOAD_MB * 1024 * 1024 },
      );
      const now = clock.now();
      const row = await insertContract(db, {
        userId: c.var.user!.id,
        fileName: cleanFileName(file.name),
        format: document.format,
        byteSize: bytes.byteLength,
        pageCount: document.pageCount,
        pages: document.pages.map(({ number, method, confidence, lowConfidence }) => ({ number, method, confidence, lowConfidence })),
        warnings: document.warnings,
        originalEncrypted: encrypt(Buffer.from(bytes), dataKey),
        documentEncrypted: encrypt(Buffer.from(JSON.stringify(document)), dataKey),
        createdAt: now,
        deleteFilesAfter: new Date(now.getTime() + env.RETENTION_DAYS * DAY_MS),
      });
      logger.info({ contractId: row.id, format: row.format, pages: row.pageCount }, "contract stored");
      return c.json(toSummary(row), 201);
    },
  )

  .get("/:id", async (c) => {
    const row = await findContract(c.var.deps.db, { userId: c.var.user!.id, contractId: contractIdFrom(c) });
    if (!row) throw new AppError("not_found", { message: "Contract not found." });
    const document = row.documentEncrypted
      ? (JSON.parse(decrypt(row.documentEncrypted, c.var.deps.dataKey).toString("utf8")) as ExtractedDocument)
      : null;
    const detail: ContractDetail = { ...toSummary(row), text: document?.text ?? null, clauses: document?.clauses ?? null };
    return c.json(detail);
  })

  .delete("/:id", async (c) => {
    const deleted = await deleteContract(c.var.deps.db, { userId: c.var.user!.id, contractId: contractIdFrom(c) });
    if (!deleted) throw new AppError("not_found", { message: "Contract not found." });
    return c.body(null, 204);
  });
