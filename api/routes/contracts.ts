import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { renameContractSchema } from "../../common/api/analyses";
import type { ContractDetail } from "../../common/api/contracts";
import { extractedDocumentSchema } from "../../common/document";
import { AppError } from "../../common/errors";
import type { AppEnv, SignedInEnv } from "../context";
import { cleanFileName } from "../contracts/clean-file-name";
import { readContractUpload, uploadBodyLimit } from "../contracts/read-contract-upload";
import { storeContractUpload } from "../contracts/store-contract-upload";
import { toContractListItem, toContractSummary } from "../contracts/to-contract-summary";
import { latestAnalysesOf } from "../db/queries/analyses";
import { deleteContract, findContract, listContracts, updateContract } from "../db/queries/contracts";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { openJson } from "../sealed-json";

/** Uploads a user may make in a window (each one parses a document, OCR included). */
export const uploadLimit = { perWindow: 30, windowMs: 10 * 60 * 1000 } as const;

/** The contract id from the path; a malformed id is as unknown as a missing one. */
function contractIdFrom<E extends AppEnv>(c: Context<E>): string {
  const parsed = z.uuid().safeParse(c.req.param("id"));
  if (!parsed.success) throw new AppError("not_found", { message: "Contract not found." });
  return parsed.data;
}

export const contractRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", async (c) => {
    const rows = await listContracts(c.var.deps.db, { userId: c.var.user.id });
    const latest = await latestAnalysesOf(
      c.var.deps.db,
      rows.map((row) => row.id),
    );
    return c.json(rows.map((row) => toContractListItem(row, latest.get(row.id) ?? null)));
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
      const upload = await readContractUpload(c);
      return c.json(await storeContractUpload(c.var.deps, { user: c.var.user }, upload), 202);
    },
  )

  .get("/:id", async (c) => {
    const row = await findContract(c.var.deps.db, { userId: c.var.user.id, contractId: contractIdFrom(c) });
    if (!row) throw new AppError("not_found", { message: "Contract not found." });
    const document = row.documentEncrypted
      ? openJson(extractedDocumentSchema, row.documentEncrypted, c.var.deps.dataKey)
      : null;
    const detail: ContractDetail = {
      ...toContractSummary(row),
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
      await updateContract(db, { userId: c.var.user.id, contractId }, { fileName });
      const latest = await latestAnalysesOf(db, [contractId]);
      return c.json(toContractListItem({ ...row, fileName }, latest.get(contractId) ?? null));
    },
  )

  .delete("/:id", async (c) => {
    const deleted = await deleteContract(c.var.deps.db, { userId: c.var.user.id, contractId: contractIdFrom(c) });
    if (!deleted) throw new AppError("not_found", { message: "Contract not found." });
    return c.body(null, 204);
  });
