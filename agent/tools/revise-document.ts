import { tool } from "ai";
import type { z } from "zod";
import { reviseDocumentInputSchema, reviseDocumentOutputSchema } from "../../common/chat";
import type { DraftClause } from "../../common/templates";
import { findTemplate } from "../templates/template-library";
import { applyDraftChange } from "./render-draft";
import type { DraftChange, ToolContext } from "./tool-context";
import { draftNotFound } from "./tool-failures";

export function createReviseDocumentTool(ctx: ToolContext) {
  return tool({
    description:
      'Propose a change to the user\'s draft: a new value for a field (e.g. { key: "monthlyRent", value: 1550000 }, money in cents), new text for one clause by its id, a new clause (clause.action "add": clauseId a short slug, heading and newText) or removing a clause (clause.action "remove", by its id). Nothing changes until the user accepts the proposal (the screen shows it with Accept and Reject). Give a short reason.',
    inputSchema: reviseDocumentInputSchema,
    outputSchema: reviseDocumentOutputSchema,
    execute: async (input) => {
      const draft = await ctx.drafts.find(input.draftId);
      if (!draft) return draftNotFound(input.draftId);
      if (!input.field === !input.clause)
        return {
          error: "The assistant's change was not clear. Ask again for one change at a time.",
          detail: "Give either field or clause: one change per proposal.",
        };
      const change = draftChangeOf(input);
      const applied = applyDraftChange(draft, change);
      if ("error" in applied) return applied;

      const changed = changedClauses(draft.document.clauses, applied.document.clauses);
      if (changed.length === 0) return { error: "That change would not alter the document." };
      const field =
        change.kind === "field" ? findTemplate(draft.templateId)?.fields.find((f) => f.key === change.key) : undefined;
      const summary =
        change.kind === "field"
          ? `Change ${field?.label.toLowerCase() ?? change.key}: ${input.reason}`
          : change.kind === "addClause"
            ? `Add clause ${changed[0]!.after?.number ?? ""} (${change.heading}): ${input.reason}`
            : change.kind === "removeClause"
              ? `Remove clause ${changed[0]!.before?.number ?? ""} (${changed[0]!.before?.heading ?? change.clauseId}): ${input.reason}`
              : `Rewrite clause ${changed[0]!.before?.number ?? ""} (${changed[0]!.before?.heading ?? change.clauseId}): ${input.reason}`.replace(
                  /\s+/g,
                  " ",
                );
      const proposal = await ctx.drafts.propose(draft.id, {
        summary,
        clauseId: changed.length === 1 ? changed[0]!.id : null,
        before: changed
          .map((entry) => (entry.before ? `${entry.before.number} ${entry.before.text}` : ""))
          .filter(Boolean)
          .join("\n"),
        after: changed
          .map((entry) => (entry.after ? `${entry.after.number} ${entry.after.text}` : ""))
          .filter(Boolean)
          .join("\n"),
        change,
      });
      ctx.logger.info({ draftId: draft.id, proposalId: proposal.proposalId }, "change proposed");
      return proposal;
    },
  });
}

function draftChangeOf(input: z.infer<typeof reviseDocumentInputSchema>): DraftChange {
  if (input.field) return { kind: "field", key: input.field.key, value: input.field.value };
  const clause = input.clause!;
  switch (clause.action) {
    case "add":
      return {
        kind: "addClause",
        clauseId: `added-${clause.clauseId.replace(/[^a-z0-9-]+/gi, "-").toLowerCase()}`,
        text: clause.newText,
        heading: clause.heading ?? "Additional terms",
      };
    case "remove":
      return { kind: "removeClause", clauseId: clause.clauseId };
    default:
      return { kind: "clause", clauseId: clause.clauseId, text: clause.newText, heading: clause.heading };
  }
}

/** Clauses whose text or heading differ, by stable id (added and removed clauses included). */
function changedClauses(before: DraftClause[], after: DraftClause[]) {
  const ids = [...new Set([...before.map((c) => c.id), ...after.map((c) => c.id)])];
  return ids
    .map((id) => ({ id, before: before.find((c) => c.id === id), after: after.find((c) => c.id === id) }))
    .filter((entry) => entry.before?.text !== entry.after?.text || entry.before?.heading !== entry.after?.heading);
}
