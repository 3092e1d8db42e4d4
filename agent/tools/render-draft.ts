import type { ToolError } from "../../common/chat";
import type { DraftClause, DraftDocument, TemplateField } from "../../common/templates";
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
    clauses: withAddedClauses(
      rendered.document.clauses
        .filter((clause) => !isRemoved(overrides, clause.id))
        .map((clause) => {
          const override = overrides[clause.id];
          return override ? { ...clause, text: override.text, heading: override.heading ?? clause.heading } : clause;
        }),
      overrides,
    ),
  };
  return {
    document,
    complete: rendered.complete && questions.length === 0,
    nextQuestions: questions,
    invalid: rendered.invalid,
  };
}

/** A removed clause takes its sub-clauses with it ("removed" on clause 9 removes 9.1 and 9.2). */
function isRemoved(overrides: Record<string, ClauseOverride>, clauseId: string): boolean {
  return Object.entries(overrides).some(
    ([id, override]) => override.removed && (clauseId === id || clauseId.startsWith(`${id}-`)),
  );
}

/**
 * Clauses the user added, each as a new numbered clause after the last one — before a closing
 * "General" clause when the contract ends with one, so boilerplate stays last.
 */
function withAddedClauses(clauses: DraftClause[], overrides: Record<string, ClauseOverride>): DraftClause[] {
  const added = Object.entries(overrides).filter(([, override]) => override.added && !override.removed);
  if (added.length === 0) return clauses;
  const topLevel = clauses.filter((clause) => /^\d+$/.test(clause.number));
  const last = topLevel.at(-1);
  const generalLast = last && /^general/i.test(last.heading ?? "") ? last : undefined;
  const insertAt = generalLast ? clauses.indexOf(generalLast) : clauses.length;
  let next = Number(generalLast?.number ?? (last ? Number(last.number) + 1 : 1));
  const inserted = added.map(([id, override]) => ({
    id,
    number: String(next++),
    heading: override.heading ?? null,
    text: override.text,
  }));
  // the general clause (and its sub-clauses) move down by the number of added clauses
  const moved = clauses.slice(insertAt).map((clause) => ({
    ...clause,
    number: clause.number.replace(/^\d+/, (top) => String(Number(top) + inserted.length)),
  }));
  return [...clauses.slice(0, insertAt), ...inserted, ...moved];
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
): AppliedChange | ToolError {
  const template = findTemplate(draft.templateId);
  if (!template)
    return {
      error: "The template this draft was made from is no longer available, so the draft cannot be changed.",
      detail: `The template "${draft.templateId}" no longer exists.`,
    };
  if (change.kind === "field") {
    const field = template.fields.find((candidate) => candidate.key === change.key);
    if (!field)
      return {
        error: "The assistant tried to change a detail this contract does not have.",
        detail: `This contract has no field "${change.key}". Fields: ${template.fields.map((f) => f.key).join(", ")}.`,
      };
    const values = { ...draft.values, [field.key]: coerceFieldValue(field, change.value) };
    const rendered = renderDraft(template, values, { skipped: draft.skipped, clauseOverrides: draft.clauseOverrides });
    const problem = rendered.invalid.find((entry) => entry.key === field.key);
    if (problem) return { error: problem.message };
    return { values, clauseOverrides: draft.clauseOverrides, document: rendered.document };
  }
  if (change.kind === "addClause") {
    const text = change.text.trim();
    if (!text) return { error: "The new clause text is empty." };
    if (draft.document.clauses.some((candidate) => candidate.id === change.clauseId))
      return {
        error: "The draft already has that clause. Ask for a change to it instead.",
        detail: `The draft already has a clause with id "${change.clauseId}": give the new clause another id, or replace that clause.`,
      };
    const clauseOverrides = {
      ...draft.clauseOverrides,
      [change.clauseId]: { text, heading: change.heading, added: true },
    };
    const rendered = renderDraft(template, draft.values, { skipped: draft.skipped, clauseOverrides });
    return { values: draft.values, clauseOverrides, document: rendered.document };
  }
  const clause = draft.document.clauses.find((candidate) => candidate.id === change.clauseId);
  if (!clause)
    return {
      error: "The assistant tried to change a clause this draft does not have.",
      detail: `This draft has no clause with id "${change.clauseId}". Clause ids: ${draft.document.clauses.map((c) => c.id).join(", ")}.`,
    };
  if (change.kind === "removeClause") {
    const existing = draft.clauseOverrides[clause.id];
    const clauseOverrides = {
      ...draft.clauseOverrides,
      [clause.id]: { ...(existing ?? { text: clause.text }), removed: true },
    };
    const rendered = renderDraft(template, draft.values, { skipped: draft.skipped, clauseOverrides });
    return { values: draft.values, clauseOverrides, document: rendered.document };
  }
  const text = change.text.trim();
  if (!text) return { error: "The new clause text is empty." };
  const clauseOverrides = {
    ...draft.clauseOverrides,
    [clause.id]: { text, ...(change.heading ? { heading: change.heading } : {}) },
  };
  const rendered = renderDraft(template, draft.values, { skipped: draft.skipped, clauseOverrides });
  return { values: draft.values, clauseOverrides, document: rendered.document };
}
