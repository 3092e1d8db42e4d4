import type { DraftDocument, TemplateField } from "../../common/templates";
import type { ContractTemplate } from "../templates/contract-template";
import { nextQuestions } from "../templates/next-questions";
import { renderTemplate } from "../templates/render-template";
import { findTemplate } from "../templates/template-library";
import { coerceFieldValue } from "./field-values";
import type { ClauseOverride, DraftChange, StoredDraft } from "./tool-context";

export type RenderedDraft = {
  document: DraftDocument;
  /** Every needed field is valid and no important field is left to ask (or skipped). */
  complete: boolean;
  /** The next one or two fields to ask for. */
  nextQuestions: TemplateField[];
  invalid: Array<{ key: string; message: string }>;
};

/**
 * A draft's document: the template rendered with the user's values, then the clauses the user
 * rewrote put back in. Fields the user chose to skip are not asked again.
 */
export function renderDraft(
  template: ContractTemplate,
  values: Record<string, unknown>,
  options: { skipped?: string[]; clauseOverrides?: Record<string, ClauseOverride> } = {},
): RenderedDraft {
  const rendered = renderTemplate(template, values);
  const skipped = new Set(options.skipped ?? []);
  const questions = nextQuestions(template, values, template.fields.length)
    .filter((field) => !(skipped.has(field.key) && !field.required))
    .slice(0, 2);
  const overrides = options.clauseOverrides ?? {};
  const document: DraftDocument = {
    ...rendered.document,
    clauses: rendered.document.clauses.map((clause) => {
      const override = overrides[clause.id];
      return override ? { ...clause, text: override.text, heading: override.heading ?? clause.heading } : clause;
    }),
  };
  return {
    document,
    complete: rendered.complete && questions.length === 0,
    nextQuestions: questions,
    invalid: rendered.invalid,
  };
}

/** Field values as the model passed them, converted to each field's type ("R14 500" → 1450000 cents). */
export function coerceValues(template: ContractTemplate, values: Record<string, unknown>): Record<string, unknown> {
  const fields = new Map(template.fields.map((field) => [field.key, field]));
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, coerceFieldValue(fields.get(key), value)]),
  );
}

export type AppliedChange = {
  values: Record<string, unknown>;
  clauseOverrides: Record<string, ClauseOverride>;
  document: DraftDocument;
};

/**
 * What a draft becomes with one change applied (for a proposal's preview, and when the user accepts
 * it). A field change re-renders the template and keeps the user's rewritten clauses; a clause
 * change rewrites one clause by its stable id. `{ error }` when the change cannot apply.
 */
export function applyDraftChange(
  draft: Pick<StoredDraft, "templateId" | "values" | "skipped" | "clauseOverrides" | "document">,
  change: DraftChange,
): AppliedChange | { error: string } {
  const template = findTemplate(draft.templateId);
  if (!template) return { error: `The template ${draft.templateId} of this draft no longer exists.` };
  if (change.kind === "field") {
    const field = template.fields.find((candidate) => candidate.key === change.key);
    if (!field)
      return {
        error: `This contract has no field "${change.key}". Fields: ${template.fields.map((f) => f.key).join(", ")}.`,
      };
    const values = { ...draft.values, [field.key]: coerceFieldValue(field, change.value) };
    const rendered = renderDraft(template, values, { skipped: draft.skipped, clauseOverrides: draft.clauseOverrides });
    const problem = rendered.invalid.find((entry) => entry.key === field.key);
    if (problem) return { error: problem.message };
    return { values, clauseOverrides: draft.clauseOverrides, document: rendered.document };
  }
  const clause = draft.document.clauses.find((candidate) => candidate.id === change.clauseId);
  if (!clause)
    return {
      error: `This draft has no clause with id "${change.clauseId}". Clause ids: ${draft.document.clauses.map((c) => c.id).join(", ")}.`,
    };
  const text = change.text.trim();
  if (!text) return { error: "The new clause text is empty." };
  const clauseOverrides = {
    ...draft.clauseOverrides,
    [clause.id]: { text, ...(change.heading ? { heading: change.heading } : {}) },
  };
  const rendered = renderDraft(template, draft.values, { skipped: draft.skipped, clauseOverrides });
  return { values: draft.values, clauseOverrides, document: rendered.document };
}
