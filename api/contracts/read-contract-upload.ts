import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { checkDocument } from "../../agent/ingest/extract-document";
import { jurisdictionCodeSchema } from "../../common/analysis";
import { AppError } from "../../common/errors";
import type { AppEnv } from "../context";
import { refuseNulCharacters } from "../middleware/refuse-nul-characters";

const uploadOptionsSchema = z.object({
  side: z.string().trim().min(1).max(80).optional(),
  jurisdiction: jurisdictionCodeSchema.optional(),
});

export type ContractUpload = Awaited<ReturnType<typeof readContractUpload>>;

function stringField(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
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
