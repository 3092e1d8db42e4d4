import { tool } from "ai";
import { fillTemplateInputSchema, fillTemplateOutputSchema } from "../../common/chat";
import { draftHighFindings } from "../templates/draft-high-findings";
import { findTemplate } from "../templates/template-library";
import { coerceValues, renderDraft } from "./render-draft";
import type { ToolContext } from "./tool-context";
import { draftNotFound } from "./tool-failures";

export function createFillTemplateTool(ctx: ToolContext) {
  return tool({
    description: [
      "Start or continue the user's draft from a template. Without draftId it starts a new draft; with draftId it adds the values to that draft (values are merged with the ones already given).",
      "Values are keyed by field key: text as text, dates as YYYY-MM-DD, money in cents (R14 500 = 1450000), percent as a number, booleans as true/false, selects as the option value.",
      "Only pass values the user actually gave or accepted; never invent names, addresses, ID numbers or amounts. Put optional fields the user declined in `skipped`.",
      "The result lists the next one or two fields to ask about (with their question and any usual default), rejected values with the reason, and `complete` when the contract is ready.",
      "A complete draft cannot be changed here: use reviseDocument to propose a change.",
    ].join(" "),
    inputSchema: fillTemplateInputSchema,
    outputSchema: fillTemplateOutputSchema,
    execute: async (input) => {
      const template = findTemplate(input.templateId);
      if (!template)
        return {
          error:
            "The assistant asked for a contract template that does not exist. Say which kind of contract you need, and it will choose from the templates there are.",
          detail: `There is no template "${input.templateId}". Call listTemplates for the ids.`,
        };
      const existing = input.draftId ? await ctx.drafts.find(input.draftId) : undefined;
      if (input.draftId && !existing) return draftNotFound(input.draftId);
      if (existing && existing.templateId !== template.id)
        return {
          error: "Your draft is a different kind of contract. Ask for a new draft to start this one.",
          detail: `Draft ${existing.id} was made from template "${existing.templateId}", not "${template.id}". Call fillTemplate with templateId "${existing.templateId}" to continue it, or without draftId to start a new draft.`,
        };

      const given = coerceValues(template, input.values);
      const values = { ...existing?.values, ...given };
      const skipped = [...new Set([...(existing?.skipped ?? []), ...(input.skipped ?? [])])];
      if (existing?.complete) {
        const changed = Object.keys(given).filter(
          (key) => JSON.stringify(given[key]) !== JSON.stringify(existing.values[key]),
        );
        if (changed.length > 0)
          return {
            error: "This draft is complete, so a change to it is proposed for you to accept or reject.",
            detail: `The draft is complete. To change ${changed.join(", ")}, call reviseDocument so the user can accept the change.`,
          };
      }

      const rendered = renderDraft(template, values, { skipped, clauseOverrides: existing?.clauseOverrides });
      let draft = existing
        ? existing.complete
          ? existing
          : await ctx.drafts.updateInProgress(existing.id, {
              values,
              skipped,
              document: rendered.document,
              complete: false,
            })
        : await ctx.drafts.create({
            templateId: template.id,
            values,
            skipped,
            document: rendered.document,
            complete: false,
          });

      if (rendered.complete && !draft.complete) {
        if (!draft.generationCounted) {
          const charged = await ctx.usage.chargeGeneration({ subjectId: draft.id });
          if ("error" in charged) return { error: charged.error };
          await ctx.drafts.markGenerationCounted(draft.id);
        }
        draft = await ctx.drafts.updateInProgress(draft.id, {
          values,
          skipped,
          document: rendered.document,
          complete: true,
        });
        ctx.logger.info({ draftId: draft.id, templateId: template.id }, "draft completed");
      }

      return {
        draftId: draft.id,
        version: draft.version,
        templateId: template.id,
        complete: draft.complete,
        nextQuestions: draft.complete ? [] : rendered.nextQuestions,
        invalid: rendered.invalid,
        document: draft.document,
        highFindings: draft.complete ? draftHighFindings(template, draft.document).length : 0,
      };
    },
  });
}
