import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { findTemplate, listTemplates } from "../../agent/templates/template-library";
import {
  type FormDraft,
  type GeneratedContractListItem,
  type TemplateListItem,
  templateValuesRequestSchema,
} from "../../common/api/templates";
import { AppError } from "../../common/errors";
import type { TemplateCategory, TemplateDetail } from "../../common/templates";
import type { AppEnv, SignedInEnv } from "../context";
import {
  deleteFormDraft,
  findFormDraft,
  listCustomTemplates,
  listGeneratedContracts,
  upsertFormDraft,
} from "../db/queries/templates";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { limitGenerations } from "../middleware/work-limits";
import { openJson, sealJson } from "../sealed-json";
import { openCustomTemplate } from "../templates/custom-template";
import {
  generateFromTemplate,
  openDraftConversation,
  previewOrRefuse,
  resolveTemplate,
} from "../templates/template-service";

/** Form values are small: a lease with many list items stays far below this. */
const valuesBodyLimit = bodyLimit({
  maxSize: 256 * 1024,
  onError: () => {
    throw new AppError("file_too_large", { message: "The form is too large to send." });
  },
});

const resolveFrom = (c: Context<SignedInEnv>) =>
  resolveTemplate(c.var.deps, { userId: c.var.user.id, templateId: c.req.param("id")! });

/**
 * /api/templates: the gallery (library templates and the user's own), one template's fields, the
 * live preview (free), generation (one generation of the plan), half-filled forms saved to come
 * back to, the contracts made from templates, and opening a generated draft in the agent.
 */
export const templateRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", async (c) => {
    const { db, dataKey } = c.var.deps;
    const library: TemplateListItem[] = listTemplates().map((summary) => ({
      ...summary,
      custom: false,
      fieldCount: findTemplate(summary.id)?.fields.length ?? 0,
    }));
    const own: TemplateListItem[] = (await listCustomTemplates(db, { userId: c.var.user.id })).map((row) => {
      const content = openCustomTemplate(row, dataKey);
      return {
        id: row.id,
        title: content.title,
        category: row.category as TemplateCategory,
        jurisdiction: "ZA",
        description: content.description,
        custom: true,
        fieldCount: content.variables.length,
      };
    });
    return c.json([...library, ...own]);
  })

  .get("/generated", async (c) => {
    const rows = await listGeneratedContracts(c.var.deps.db, { userId: c.var.user.id });
    const items: GeneratedContractListItem[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return c.json(items);
  })

  .post("/drafts/:draftId/conversation", async (c) => {
    const draftId = z.uuid().safeParse(c.req.param("draftId"));
    if (!draftId.success) throw new AppError("not_found", { message: "Draft not found." });
    return c.json(await openDraftConversation(c.var.deps, { userId: c.var.user.id, draftId: draftId.data }));
  })

  .get("/:id", async (c) => {
    const { template, custom } = await resolveFrom(c);
    const { body: _body, ...detail } = template;
    const id = custom ? c.req.param("id") : template.id;
    return c.json({ ...(detail satisfies TemplateDetail), id, custom });
  })

  .post("/:id/preview", valuesBodyLimit, validate("json", templateValuesRequestSchema), async (c) => {
    const resolved = await resolveFrom(c);
    return c.json(previewOrRefuse(resolved, c.req.valid("json").values));
  })

  .post(
    "/:id/generate",
    limitGenerations,
    valuesBodyLimit,
    validate("json", templateValuesRequestSchema),
    async (c) => {
      const resolved = await resolveFrom(c);
      const generated = await generateFromTemplate(c.var.deps, {
        user: c.var.user,
        resolved,
        values: c.req.valid("json").values,
      });
      c.var.logger.info(
        { templateRef: resolved.ref, contractId: generated.contractId, draftId: generated.draftId },
        "contract generated from template",
      );
      return c.json(generated, 201);
    },
  )

  .get("/:id/form-draft", async (c) => {
    const { ref } = await resolveFrom(c);
    const row = await findFormDraft(c.var.deps.db, { userId: c.var.user.id, templateRef: ref });
    if (!row) throw new AppError("not_found", { message: "No saved draft for this template." });
    c.header("Cache-Control", "no-store");
    const draft: FormDraft = {
      values: openJson(templateValuesRequestSchema.shape.values, row.valuesEncrypted, c.var.deps.dataKey),
      updatedAt: row.updatedAt.toISOString(),
    };
    return c.json(draft);
  })

  .put("/:id/form-draft", valuesBodyLimit, validate("json", templateValuesRequestSchema), async (c) => {
    const resolved = await resolveFrom(c);
    const values = c.req.valid("json").values;
    const known = new Set(resolved.template.fields.map((field) => field.key));
    const unknown = Object.keys(values).filter((key) => !known.has(key));
    if (unknown.length > 0) {
      throw new AppError("template_values_invalid", {
        details: {
          fieldErrors: Object.fromEntries(unknown.map((key) => [key, `This template has no field "${key}".`])),
        },
      });
    }
    const row = await upsertFormDraft(c.var.deps.db, {
      userId: c.var.user.id,
      templateRef: resolved.ref,
      valuesEncrypted: sealJson(values, c.var.deps.dataKey),
      updatedAt: c.var.deps.clock.now(),
    });
    const draft: FormDraft = { values, updatedAt: row.updatedAt.toISOString() };
    return c.json(draft);
  })

  .delete("/:id/form-draft", async (c) => {
    const { ref } = await resolveFrom(c);
    await deleteFormDraft(c.var.deps.db, { userId: c.var.user.id, templateRef: ref });
    return c.body(null, 204);
  });
