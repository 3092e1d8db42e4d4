import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { extractDocument } from "../../agent/ingest/extract-document";
import {
  createCustomTemplateSchema,
  type ExtractedText,
  templateValuesRequestSchema,
} from "../../common/api/templates";
import { AppError } from "../../common/errors";
import type { AppEnv, SignedInEnv } from "../context";
import { cleanFileName } from "../contracts/clean-file-name";
import { readUploadForm, uploadBodyLimit } from "../contracts/read-contract-upload";
import {
  deleteCustomTemplate,
  findCustomTemplate,
  insertCustomTemplate,
  listCustomTemplates,
} from "../db/queries/templates";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { limitGenerations } from "../middleware/work-limits";
import { sealJson } from "../sealed-json";
import {
  customTemplateContentFrom,
  customTemplateRef,
  openCustomTemplate,
  toCustomTemplateDetail,
} from "../templates/custom-template";
import { generateFromTemplate, previewOrRefuse, resolveCustomTemplate } from "../templates/template-service";

/** The custom template id from the path; a malformed id is as unknown as another user's. */
function customTemplateIdFrom<E extends AppEnv>(c: Context<E>): string {
  const parsed = z.uuid().safeParse(c.req.param("id"));
  if (!parsed.success) throw new AppError("not_found", { message: "Template not found." });
  return parsed.data;
}

const jsonBodyLimit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("file_too_large", {
        message: "The template is too large. Use a contract of at most 100,000 characters.",
      });
    },
  });

/**
 * /api/custom-templates: a user's own contract made into a private template (the text, pasted or
 * read from an uploaded file, with fields marked in it), stored encrypted; contracts are made from
 * it like from the library's templates.
 */
export const customTemplateRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", async (c) => {
    const { db, dataKey } = c.var.deps;
    const rows = await listCustomTemplates(db, { userId: c.var.user.id });
    return c.json(rows.map((row) => toCustomTemplateDetail(row, openCustomTemplate(row, dataKey))));
  })

  /** The text of an uploaded contract (the same reading as uploads for analysis), to mark fields in. Nothing is stored. */
  .post(
    "/extract",
    rateLimit<SignedInEnv>({
      name: "template-extract",
      limit: 30,
      windowMs: 10 * 60 * 1000,
      keyOf: (c) => c.var.user.id,
      message: "You have read many files in a short time. Please wait a few minutes and try again.",
    }),
    uploadBodyLimit,
    async (c) => {
      const { file } = await readUploadForm(c);
      const document = await extractDocument(
        { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name },
        { maxBytes: c.var.deps.env.MAX_UPLOAD_MB * 1024 * 1024 },
      );
      const extracted: ExtractedText = {
        fileName: cleanFileName(file.name),
        text: document.text,
        pageCount: document.pageCount,
      };
      return c.json(extracted);
    },
  )

  .post("/", jsonBodyLimit(1024 * 1024), validate("json", createCustomTemplateSchema), async (c) => {
    const { db, dataKey, clock } = c.var.deps;
    const input = c.req.valid("json");
    const content = customTemplateContentFrom(input);
    const row = await insertCustomTemplate(db, {
      userId: c.var.user.id,
      category: input.category,
      contentEncrypted: sealJson(content, dataKey),
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    c.var.logger.info({ customTemplateId: row.id, fields: content.variables.length }, "custom template saved");
    return c.json(toCustomTemplateDetail(row, content), 201);
  })

  .get("/:id", async (c) => {
    const row = await findCustomTemplate(c.var.deps.db, {
      userId: c.var.user.id,
      customTemplateId: customTemplateIdFrom(c),
    });
    if (!row) throw new AppError("not_found", { message: "Template not found." });
    c.header("Cache-Control", "no-store");
    return c.json(toCustomTemplateDetail(row, openCustomTemplate(row, c.var.deps.dataKey)));
  })

  .delete("/:id", async (c) => {
    const customTemplateId = customTemplateIdFrom(c);
    const deleted = await deleteCustomTemplate(c.var.deps.db, {
      userId: c.var.user.id,
      customTemplateId,
      templateRef: customTemplateRef(customTemplateId),
    });
    if (!deleted) throw new AppError("not_found", { message: "Template not found." });
    return c.body(null, 204);
  })

  .post("/:id/preview", jsonBodyLimit(256 * 1024), validate("json", templateValuesRequestSchema), async (c) => {
    const resolved = await resolveCustomTemplate(c.var.deps, {
      userId: c.var.user.id,
      customTemplateId: customTemplateIdFrom(c),
    });
    return c.json(previewOrRefuse(resolved, c.req.valid("json").values));
  })

  .post(
    "/:id/generate",
    limitGenerations,
    jsonBodyLimit(256 * 1024),
    validate("json", templateValuesRequestSchema),
    async (c) => {
      const resolved = await resolveCustomTemplate(c.var.deps, {
        userId: c.var.user.id,
        customTemplateId: customTemplateIdFrom(c),
      });
      const generated = await generateFromTemplate(c.var.deps, {
        user: c.var.user,
        resolved,
        values: c.req.valid("json").values,
      });
      c.var.logger.info(
        { templateRef: resolved.ref, contractId: generated.contractId },
        "contract generated from custom template",
      );
      return c.json(generated, 201);
    },
  );
