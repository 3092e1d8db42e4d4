import { z } from "zod";
import { contractTypeSchema, jurisdictionCodeSchema, lawReferenceSchema, riskLevelSchema } from "./analysis";
import { draftDocumentSchema, templateFieldSchema, templateSummarySchema } from "./templates";

/**
 * The AI contract agent's wire contract: each tool's input and output (the agent validates with
 * them; the web app renders tool parts from them), the message metadata, and the conversation API.
 * The typed UI message is `UIMessage<ChatMessageMetadata, ChatDataParts, ChatTools>` from the AI SDK,
 * built where the SDK is imported (common/ depends on zod only).
 */

/** Failures the model can act on come back as `{ error }` instead of the normal output. */
const toolError = z.object({ error: z.string() });

// ── listTemplates ──
export const listTemplatesInputSchema = z.object({ category: z.string().optional() });
export const listTemplatesOutputSchema = z.object({ templates: z.array(templateSummarySchema) });

// ── fillTemplate: creates or updates the conversation's draft from a template and field values ──
export const fieldQuestionSchema = templateFieldSchema;
export const fillTemplateInputSchema = z.object({
  templateId: z.string(),
  /** Field values gathered so far (by key); the tool validates them against the template. */
  values: z.record(z.string(), z.unknown()),
  /** The draft to update; omitted to start a new one. */
  draftId: z.string().optional(),
  /** Optional fields the user chose to leave out: they are not asked again. */
  skipped: z.array(z.string()).optional(),
});
export const fillTemplateOutputSchema = z.union([
  z.object({
    draftId: z.string(),
    version: z.number().int().positive(),
    templateId: z.string(),
    /** True when every required field has a valid value and the document is rendered. */
    complete: z.boolean(),
    /** The next one or two fields to ask for (empty when complete), with their defaults. */
    nextQuestions: z.array(fieldQuestionSchema),
    /** Values that were rejected, with the message to show. */
    invalid: z.array(z.object({ key: z.string(), message: z.string() })),
    /** The rendered document (also while incomplete: placeholders show what is missing). */
    document: draftDocumentSchema,
    /** High-severity findings of our own analysis of the rendered draft (should be 0). */
    highFindings: z.number().int().nonnegative(),
  }),
  toolError,
]);

// ── draftClause ──
export const draftClauseInputSchema = z.object({
  /** What the clause is about, e.g. "deposit", "restraint of trade", "termination on notice". */
  topic: z.string().min(1),
  contractType: contractTypeSchema.optional(),
  jurisdiction: jurisdictionCodeSchema.optional(),
  /** The user's wishes, e.g. "30 days' notice, either party". */
  instructions: z.string().optional(),
  /** For the user's side of the deal. */
  side: z.string().optional(),
});
export const draftClauseOutputSchema = z.union([
  z.object({
    heading: z.string(),
    text: z.string(),
    explanation: z.string(),
    lawReferences: z.array(lawReferenceSchema),
  }),
  toolError,
]);

// ── reviseDocument: proposes a change the user accepts or rejects; never applies it silently ──
export const reviseDocumentInputSchema = z.object({
  draftId: z.string(),
  /** Change a field value (re-renders the document)… */
  field: z.object({ key: z.string(), value: z.unknown() }).optional(),
  /** …or replace a clause's text (by its stable id), add a new clause (at the end, before the general terms) or remove one. */
  clause: z
    .object({
      clauseId: z.string(),
      newText: z.string(),
      heading: z.string().optional(),
      action: z.enum(["replace", "add", "remove"]).optional(),
    })
    .optional(),
  reason: z.string(),
});
export const proposedChangeSchema = z.object({
  proposalId: z.string(),
  draftId: z.string(),
  status: z.enum(["proposed", "accepted", "rejected"]),
  summary: z.string(),
  clauseId: z.string().nullable(),
  before: z.string(),
  after: z.string(),
});
export type ProposedChange = z.infer<typeof proposedChangeSchema>;
export const reviseDocumentOutputSchema = z.union([proposedChangeSchema, toolError]);

// ── searchContract: retrieval over an uploaded contract's clauses ──
export const searchContractInputSchema = z.object({
  contractId: z.string(),
  query: z.string().min(1),
  limit: z.number().int().min(1).max(10).optional(),
});
export const clauseHitSchema = z.object({
  clauseNumber: z.string().nullable(),
  heading: z.string().nullable(),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  page: z.number().int(),
  score: z.number(),
});
export type ClauseHit = z.infer<typeof clauseHitSchema>;
export const searchContractOutputSchema = z.union([
  z.object({ contractId: z.string(), fileName: z.string(), hits: z.array(clauseHitSchema) }),
  toolError,
]);

// ── analyzeContract: runs (or reads) the analysis of one of the user's contracts ──
export const analyzeContractInputSchema = z.object({
  contractId: z.string(),
  side: z.string().optional(),
  /** A topic the user asked about ("restraint of trade"): its findings come first, with their explanation. */
  topic: z.string().optional(),
});
export const analyzeContractOutputSchema = z.union([
  z.object({
    contractId: z.string(),
    analysisId: z.string(),
    status: z.string(),
    riskScore: z.number().nullable(),
    riskLevel: riskLevelSchema.nullable(),
    summary: z.string().nullable(),
    topFindings: z.array(
      z.object({
        title: z.string(),
        severity: riskLevelSchema,
        clauseNumber: z.string().nullable(),
        explanation: z.string().optional(),
      }),
    ),
  }),
  toolError,
]);

// ── categorizeContract ──
export const categorizeContractInputSchema = z.object({
  contractId: z.string().optional(),
  draftId: z.string().optional(),
});
export const categorizeContractOutputSchema = z.union([
  z.object({ contractType: contractTypeSchema, label: z.string(), confidence: z.number() }),
  toolError,
]);

// ── exportDocument ──
export const exportDocumentInputSchema = z.object({ draftId: z.string(), format: z.enum(["docx", "pdf"]) });
export const exportDocumentOutputSchema = z.union([
  z.object({ url: z.string(), fileName: z.string(), format: z.enum(["docx", "pdf"]) }),
  toolError,
]);

/** The tool set by name: the one list the agent builds from and the UI renders. */
export const chatToolSchemas = {
  listTemplates: { input: listTemplatesInputSchema, output: listTemplatesOutputSchema },
  fillTemplate: { input: fillTemplateInputSchema, output: fillTemplateOutputSchema },
  draftClause: { input: draftClauseInputSchema, output: draftClauseOutputSchema },
  reviseDocument: { input: reviseDocumentInputSchema, output: reviseDocumentOutputSchema },
  searchContract: { input: searchContractInputSchema, output: searchContractOutputSchema },
  analyzeContract: { input: analyzeContractInputSchema, output: analyzeContractOutputSchema },
  categorizeContract: { input: categorizeContractInputSchema, output: categorizeContractOutputSchema },
  exportDocument: { input: exportDocumentInputSchema, output: exportDocumentOutputSchema },
} as const;
export type ChatToolName = keyof typeof chatToolSchemas;

/** For `UIMessage<…, …, ChatTools>`. */
export type ChatTools = {
  [Name in ChatToolName]: {
    input: z.infer<(typeof chatToolSchemas)[Name]["input"]>;
    output: z.infer<(typeof chatToolSchemas)[Name]["output"]>;
  };
};

/** Metadata on assistant messages: which model answered and with which prompt version. */
export const chatMessageMetadataSchema = z.object({
  model: z.string().optional(),
  modelLabel: z.string().optional(),
  promptId: z.string().optional(),
  createdAt: z.string().optional(),
  /** Something the reader should know about this answer (the hosted model failed and the local engine answered). */
  notice: z.string().optional(),
});
export type ChatMessageMetadata = z.infer<typeof chatMessageMetadataSchema>;

/** Shown under an answer the local engine gave because the configured hosted model failed. */
export const modelFallbackNotice = (hostedLabel: string) =>
  `${hostedLabel} did not answer, so the built-in local engine answered this message instead.`;

/** Shown under an answer the local engine gave because the user has not yet accepted the terms that name the hosted provider. */
export const hostedConsentNotice = (hostedLabel: string) =>
  `${hostedLabel} is used once you have accepted the terms and privacy notice, so the built-in local engine answered this message.`;

/** No custom data parts yet. */
export type ChatDataParts = Record<string, never>;

// ── conversations API ──
/** POST /api/agent/chat — the AI SDK's chat request (messages as UI messages), plus our fields. */
export const chatRequestSchema = z.object({
  id: z.string().min(1).max(100),
  messages: z.array(z.unknown()).min(1).max(500),
  /** One of the user's contracts, attached for questions. */
  contractId: z.uuid({ error: "contractId must be the id of one of your contracts." }).optional(),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  contractId: z.string().nullable(),
  draftId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
/** GET /api/agent/conversations/:id — the summary and its stored UI messages. */
export const conversationDetailSchema = conversationSummarySchema.extend({ messages: z.array(z.unknown()) });
export const renameConversationSchema = z.object({
  title: z.string().trim().min(1, "Enter a title.").max(120, "Use at most 120 characters."),
});

/** GET /api/agent/drafts/:id — the current version, its history and pending proposals. */
export const draftVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  author: z.string(),
  change: z.string(),
});
/** GET /api/agent/drafts/:id/versions/:version — one version's text, to read before restoring it. */
export const draftVersionDetailSchema = draftVersionSchema.extend({ document: draftDocumentSchema });
export type DraftVersionDetail = z.infer<typeof draftVersionDetailSchema>;
export const draftDetailSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  document: draftDocumentSchema,
  versions: z.array(draftVersionSchema),
  proposals: z.array(proposedChangeSchema),
});
export type DraftDetail = z.infer<typeof draftDetailSchema>;

/** GET /api/agent/model — which model answers (the screen names it). */
export const agentModelInfoSchema = z.object({
  provider: z.enum(["local", "openai", "openai-compatible"]),
  model: z.string(),
  label: z.string(),
});
