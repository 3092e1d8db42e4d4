import { randomUUID } from "node:crypto";
import { documentFromText } from "../../agent/analysis/document-from-text";
import { encrypt } from "../../agent/storage/encryption";
import type { ContractTemplate } from "../../agent/templates/contract-template";
import { contractTypeOfCategory } from "../../agent/templates/contract-type-of-category";
import { draftDocumentText } from "../../agent/templates/draft-document-text";
import { draftHighFindings } from "../../agent/templates/draft-high-findings";
import { renderTemplate } from "../../agent/templates/render-template";
import { findTemplate } from "../../agent/templates/template-library";
import { draftFileName } from "../../agent/tools/export-document";
import type { GeneratedContract, TemplatePreview } from "../../common/api/templates";
import { AppError } from "../../common/errors";
import type { DraftDocument, TemplateCategory, TemplateField } from "../../common/templates";
import { chargeGeneration } from "../agent/charge-generation";
import type { ChatUIMessage } from "../agent/chat-conversation";
import { saveConversationMessages } from "../agent/chat-conversation";
import { findOwnDraft } from "../agent/draft-store";
import { queueAnalysis } from "../analysis/queue-analysis";
import type { AppDeps } from "../context";
import { insertConversation, updateConversation } from "../db/queries/agent-conversations";
import { insertDraftRow, insertDraftVersion, updateDraftRow } from "../db/queries/agent-drafts";
import { insertContract } from "../db/queries/contracts";
import { deleteFormDraft, findCustomTemplate, insertGeneratedContract } from "../db/queries/templates";
import { sealJson } from "../sealed-json";
import { customTemplateRef, openCustomTemplate, toContractTemplate } from "./custom-template";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;
export const BUILDER_AUTHOR = "Contract builder";

/** A template the signed-in user may use: one of the library's, or one of their own custom templates. */
export type ResolvedTemplate = {
  template: ContractTemplate;
  /** What drafts, saved forms and generated contracts record: the library id, or `custom-<uuid>`. */
  ref: string;
  custom: boolean;
  category: TemplateCategory;
};

/** The library template with this id, or the user's custom template with this id; other ids (and other users' templates) are not found. */
export async function resolveTemplate(
  deps: Pick<AppDeps, "db" | "dataKey">,
  params: { userId: string; templateId: string },
): Promise<ResolvedTemplate> {
  const library = findTemplate(params.templateId);
  if (library) return { template: library, ref: library.id, custom: false, category: library.category };
  return resolveCustomTemplate(deps, { userId: params.userId, customTemplateId: params.templateId });
}

export async function resolveCustomTemplate(
  deps: Pick<AppDeps, "db" | "dataKey">,
  params: { userId: string; customTemplateId: string },
): Promise<ResolvedTemplate> {
  const row = UUID.test(params.customTemplateId) ? await findCustomTemplate(deps.db, params) : undefined;
  if (!row) throw new AppError("not_found", { message: "Template not found." });
  const category = row.category as TemplateCategory;
  return {
    template: toContractTemplate(row.id, category, openCustomTemplate(row, deps.dataKey)),
    ref: customTemplateRef(row.id),
    custom: true,
    category,
  };
}

/** A custom template's text keeps the user's own numbering: its paragraphs are not numbered again. */
function finishDocument(resolved: ResolvedTemplate, document: DraftDocument): DraftDocument {
  return resolved.custom
    ? { ...document, clauses: document.clauses.map((clause) => ({ ...clause, number: "" })) }
    : document;
}

function missingMessage(field: TemplateField): string {
  if (field.type === "select") return `Choose ${field.label.toLowerCase()}.`;
  if (field.type === "list") return `Add at least ${field.min ?? 1}.`;
  if (field.type === "boolean") return `Answer ${field.label.toLowerCase()}.`;
  return `Enter ${field.label.toLowerCase()}.`;
}

/** The rendered document for the values so far, and the message per field for values that were rejected. */
export function previewTemplate(resolved: ResolvedTemplate, values: Record<string, unknown>): TemplatePreview {
  const rendered = renderTemplate(resolved.template, values);
  return {
    document: finishDocument(resolved, rendered.document),
    complete: rendered.complete,
    missing: rendered.missing.map((field) => field.key),
    invalid: rendered.invalid,
  };
}

/** 422 with one message per field key; `preview` lets the form still show the document. */
function valuesInvalid(fieldErrors: Record<string, string>, preview?: TemplatePreview): AppError {
  const first = Object.values(fieldErrors)[0];
  return new AppError("template_values_invalid", {
    message: first ? `Check your answers: ${first}` : undefined,
    details: { fieldErrors, ...(preview ? { preview } : {}) },
  });
}

/** POST …/preview: the document, or 422 when a value is not valid (the document still comes along in details). */
export function previewOrRefuse(resolved: ResolvedTemplate, values: Record<string, unknown>): TemplatePreview {
  const preview = previewTemplate(resolved, values);
  if (preview.invalid.length > 0)
    throw valuesInvalid(Object.fromEntries(preview.invalid.map((entry) => [entry.key, entry.message])), preview);
  return preview;
}

/** A custom template's document as text: its title and the user's paragraphs as they wrote them. */
function customDocumentText(document: DraftDocument): string {
  return [
    document.title.toUpperCase(),
    ...document.clauses.map((clause) => [clause.heading, clause.text].filter(Boolean).join("\n")),
  ].join("\n\n");
}

type DraftState = {
  values: Record<string, unknown>;
  skipped: string[];
  clauseOverrides: Record<string, never>;
  document: DraftDocument;
};

/**
 * POST …/generate: checks every value, then in one transaction counts one generation against the
 * plan (402 past the limit, nothing stored), stores the draft (export, "continue in chat"), the
 * contract as a Word file in the user's contracts (categorised by the template), queues its review
 * (so it shows in History with its risk), and clears the saved half-filled form.
 */
export async function generateFromTemplate(
  deps: AppDeps,
  params: { user: { id: string; email: string }; resolved: ResolvedTemplate; values: Record<string, unknown> },
): Promise<GeneratedContract> {
  const { db, dataKey, clock, env } = deps;
  const { resolved, user } = params;
  const preview = previewTemplate(resolved, params.values);
  const fieldErrors: Record<string, string> = Object.fromEntries(
    preview.invalid.map((entry) => [entry.key, entry.message]),
  );
  for (const key of preview.missing) {
    const field = resolved.template.fields.find((candidate) => candidate.key === key);
    if (field && !fieldErrors[key]) fieldErrors[key] = missingMessage(field);
  }
  if (Object.keys(fieldErrors).length > 0) throw valuesInvalid(fieldErrors);

  const document = preview.document;
  // loaded on first use: docx stays out of the server's heap until a contract is generated
  const { renderContractDocx } = await import("../../agent/export/render-contract-docx");
  const docx = await renderContractDocx(document);
  const fileName = draftFileName(document.title, "docx");
  // the contract's text, as the analysis and the contract view read it (the same layout as the exported file)
  const extracted = documentFromText(resolved.custom ? customDocumentText(document) : draftDocumentText(document));
  const now = clock.now();
  const state: DraftState = {
    values: document.values as Record<string, unknown>,
    skipped: [],
    clauseOverrides: {},
    document,
  };

  const generated = await db.transaction(async (tx) => {
    const draft = await insertDraftRow(tx, {
      userId: user.id,
      conversationId: null,
      templateId: resolved.ref,
      complete: true,
      generationCounted: true,
      stateEncrypted: sealJson(state, dataKey),
      createdAt: now,
      updatedAt: now,
    });
    const charged = await chargeGeneration(tx, { userId: user.id, subjectId: draft.id, now });
    if ("error" in charged) throw new AppError("payment_required", { message: charged.error });
    await insertDraftVersion(tx, {
      draftId: draft.id,
      version: 1,
      author: BUILDER_AUTHOR,
      change: `Made from the ${resolved.template.title} template`,
      stateEncrypted: sealJson(state, dataKey),
      createdAt: now,
    });
    const contract = await insertContract(tx, {
      userId: user.id,
      fileName,
      format: "docx",
      byteSize: docx.byteLength,
      pageCount: extracted.pageCount,
      pages: extracted.pages.map(({ number, method, confidence, lowConfidence }) => ({
        number,
        method,
        confidence,
        lowConfidence,
      })),
      warnings: [],
      originalEncrypted: encrypt(Buffer.from(docx), dataKey),
      documentEncrypted: sealJson(extracted, dataKey),
      contractType: contractTypeOfCategory[resolved.category],
      createdAt: now,
      deleteFilesAfter: new Date(now.getTime() + env.RETENTION_DAYS * DAY_MS),
    });
    const side = resolved.custom ? null : (resolved.template.body.sides[0] ?? null);
    const analysis = await queueAnalysis(tx, deps, {
      userId: user.id,
      contractId: contract.id,
      side,
      jurisdiction: document.jurisdiction,
      now,
    });
    await insertGeneratedContract(tx, {
      contractId: contract.id,
      userId: user.id,
      draftId: draft.id,
      templateRef: resolved.ref,
      createdAt: now,
    });
    await deleteFormDraft(tx, { userId: user.id, templateRef: resolved.ref });
    return { contractId: contract.id, draftId: draft.id, analysisId: analysis.id };
  });
  deps.jobs.kick();
  return {
    ...generated,
    title: document.title,
    document,
    exports: {
      docx: `/api/agent/drafts/${generated.draftId}/export.docx`,
      pdf: `/api/agent/drafts/${generated.draftId}/export.pdf`,
    },
  };
}

/**
 * "Continue in chat": the agent conversation a generated draft opens in. The first time, it makes
 * one, linked to the draft, whose only message is the draft itself (the card the agent shows for a
 * draft), so the agent can revise it with versions and proposals. Library templates only.
 */
export async function openDraftConversation(
  deps: AppDeps,
  params: { userId: string; draftId: string },
): Promise<{ conversationId: string }> {
  const draft = await findOwnDraft(deps, params);
  if (!draft) throw new AppError("not_found", { message: "Draft not found." });
  if (draft.conversationId) return { conversationId: draft.conversationId };
  const library = findTemplate(draft.templateId);
  // the agent revises drafts through the library's templates; one made from a user's own text it could not change
  if (!library)
    throw new AppError("conflict", {
      message: "A contract made from your own template cannot be continued in chat. Download it or analyse it instead.",
    });
  const now = deps.clock.now();
  const conversationId = randomUUID();
  await deps.db.transaction(async (tx) => {
    await insertConversation(tx, {
      id: conversationId,
      userId: params.userId,
      title: draft.document.title,
      draftId: draft.id,
      createdAt: now,
      updatedAt: now,
    });
    await updateDraftRow(tx, params, { conversationId });
    const message: ChatUIMessage = {
      id: randomUUID(),
      role: "assistant",
      metadata: {
        model: BUILDER_AUTHOR,
        modelLabel: BUILDER_AUTHOR,
        promptId: "contract-builder",
        createdAt: now.toISOString(),
      },
      parts: [
        {
          type: "tool-fillTemplate",
          toolCallId: `builder-${draft.id}`,
          state: "output-available",
          input: { templateId: draft.templateId, values: draft.values, draftId: draft.id },
          output: {
            draftId: draft.id,
            version: draft.version,
            templateId: draft.templateId,
            complete: true,
            nextQuestions: [],
            invalid: [],
            document: draft.document,
            highFindings: draftHighFindings(library, draft.document).length,
          },
        },
      ],
    } as ChatUIMessage;
    await saveConversationMessages({ ...deps, db: tx }, conversationId, [message]);
  });
  await updateConversation(deps.db, { userId: params.userId, conversationId }, { updatedAt: now });
  return { conversationId };
}
