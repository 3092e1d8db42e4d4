import { z } from "zod";
import { contractTypeSchema, jurisdictionCodeSchema, lawReferenceSchema, riskLevelSchema } from "./analysis";
import { draftDocumentSchema, templateCategorySchema, templateFieldSchema, templateSummarySchema } from "./templates";

/**
 * The AI contract agent's wire contract: each tool's input and output (the agent validates with
 * them; the web app renders tool parts from them), the message metadata, and the conversation API.
 * The typed UI message is `UIMessage<ChatMessageMetadata, ChatDataParts, ChatTools>` from the AI SDK,
 * built where the SDK is imported (common/ depends on zod only).
 */

/**
 * Failures the model can act on come back as `{ error, detail? }` instead of the normal output.
 * `error` is shown to the user as written: a plain sentence with no ids or internal names. `detail`
 * is for the model only (the id it got wrong, the call to make instead); the model reads both.
 */
export const toolErrorSchema = z.object({ error: z.string(), detail: z.string().optional() });
export type ToolError = z.infer<typeof toolErrorSchema>;
const toolError = toolErrorSchema;

// ── listTemplates ──
export const listTemplatesInputSchema = z.object({
  category: templateCategorySchema
    .optional()
    .describe("Only templates of this category; omit it to list every template"),
});

/**
 * One field's value as a model passes it: text ("R14 500", "1 March 2026", "yes" are read into the
 * field's type), a number (money in cents, an integer, a percent), a yes/no, or the items of a list field.
 */
const fieldValueSchema = z
  .union([
    z.string(),
    z.number(),
    z.boolean(),
    z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  ])
  .describe(
    'The field\'s value: text as the user said it (e.g. "R14 500", "1 March 2026", "yes"), a number (money in cents), true/false, or for a list field an array of items keyed by the item field keys',
  );
export const listTemplatesOutputSchema = z.object({ templates: z.array(templateSummarySchema) });

// ── fillTemplate: creates or updates the conversation's draft from a template and field values ──
export const fieldQuestionSchema = templateFieldSchema;
export const fillTemplateInputSchema = z.object({
  templateId: z.string().describe('The id of a template, from listTemplates (e.g. "commercial-lease-za")'),
  /** Field values gathered so far (by key); the tool validates them against the template. */
  values: z
    .record(z.string(), fieldValueSchema)
    .describe("Field values the user has given so far, by field key (the keys in nextQuestions); {} when none"),
  /** The draft to update; omitted to start a new one. */
  draftId: z
    .string()
    .optional()
    .describe("The draft to update, from an earlier fillTemplate result; omit to start a new draft"),
  /** Optional fields the user chose to leave out: they are not asked again. */
  skipped: z
    .array(z.string())
    .optional()
    .describe("Keys of optional fields the user chose to leave out; they are not asked again"),
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
  topic: z
    .string()
    .min(1)
    .describe('What the clause is about, e.g. "deposit", "restraint of trade", "termination on notice"'),
  contractType: contractTypeSchema.optional().describe("The kind of contract the clause is for"),
  jurisdiction: jurisdictionCodeSchema.optional().describe("Whose law applies; South Africa (ZA) when not said"),
  /** The user's wishes, e.g. "30 days' notice, either party". */
  instructions: z
    .string()
    .optional()
    .describe("The user's wishes for the clause, e.g. \"30 days' notice, either party\""),
  /** For the user's side of the deal. */
  side: z.string().optional().describe('The user\'s side of the deal, e.g. "tenant", "employee", "supplier"'),
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
  draftId: z.string().describe("The draft to change, from a fillTemplate result"),
  /** Change a field value (re-renders the document)… */
  field: z
    .object({
      key: z.string().describe("The field's key, as in the template's fields"),
      value: fieldValueSchema,
    })
    .optional()
    .describe("A change to one field value (the document is re-rendered); give this or clause, not both"),
  /** …or replace a clause's text (by its stable id), add a new clause (at the end, before the general terms) or remove one. */
  clause: z
    .object({
      clauseId: z.string().describe("The clause's id in the draft document; for an added clause, a new short id"),
      newText: z.string().describe("The clause's full new text (empty when removing it)"),
      heading: z.string().optional().describe("The clause's heading, for an added clause"),
      action: z
        .enum(["replace", "add", "remove"])
        .optional()
        .describe("replace (the default) the clause's text, add a new clause before the general terms, or remove it"),
    })
    .optional()
    .describe("A change to one clause; give this or field, not both"),
  reason: z.string().describe("Why the change is proposed, in a sentence the user reads"),
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
  contractId: z.string().describe("The id of one of the user's uploaded contracts"),
  query: z.string().min(1).describe('What to look for, in plain words, e.g. "when can the landlord keep the deposit"'),
  limit: z.number().int().min(1).max(10).optional().describe("How many clauses to return, 1–10 (default 5)"),
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
  contractId: z.string().describe("The id of one of the user's uploaded contracts"),
  side: z.string().optional().describe('The user\'s side of the contract, e.g. "tenant", "employee"'),
  /** A topic the user asked about ("restraint of trade"): its findings come first, with their explanation. */
  topic: z
    .string()
    .optional()
    .describe('A topic the user asked about, e.g. "restraint of trade": its findings come first, explained'),
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
        /** The law the finding rests on, as the product's table has it: the references a model may quote. */
        law: z.array(z.string()),
        explanation: z.string().optional(),
      }),
    ),
  }),
  toolError,
]);

// ── categorizeContract ──
export const categorizeContractInputSchema = z.object({
  contractId: z.string().optional().describe("The id of an uploaded contract; give this or draftId"),
  draftId: z.string().optional().describe("The id of a draft; give this or contractId"),
});
export const categorizeContractOutputSchema = z.union([
  z.object({ contractType: contractTypeSchema, label: z.string(), confidence: z.number() }),
  toolError,
]);

// ── exportDocument ──
export const exportDocumentInputSchema = z.object({
  draftId: z.string().describe("The id of a complete draft, from a fillTemplate result"),
  format: z.enum(["docx", "pdf"]).describe("docx for Word, pdf to print or sign"),
});
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

/**
 * How an answer ended: in full, stopped by the user, cut short by an error, at the turn's step limit
 * (the model still wanted tools), or at the model's length limit. Stored with the answer and shown.
 */
export const turnEndingSchema = z.enum(["completed", "stopped", "error", "step-limit", "length"]);
export type TurnEnding = z.infer<typeof turnEndingSchema>;

/** What a law reference the product's table does not know is replaced with in a hosted model's answer. */
export const UNVERIFIED_LAW_MARK = "[unverified law reference removed]";

/** Shown on the chat screen (409) when a second message arrives before the first is answered. */
export const TURN_RUNNING_MESSAGE =
  "This conversation is still answering your previous message. Wait for the answer, then send again.";

/** The error a tool call that never finished (its answer was stopped or failed) is stored with: the model reads it too. */
export const TOOL_NOT_FINISHED = "This step did not finish: the answer ended before the tool returned.";

/**
 * What the model reads (and the message is stored with) when a tool crashed on a bug: the real error
 * goes to the log only, under the random reference. The chat screen recognises it by `isToolCrash`.
 */
export const toolCrashText = (toolName: string, reference: string) =>
  `The ${toolName} tool failed for an internal reason (reference ${reference}). Other arguments will not fix it: tell the user this step did not work, and go on without it where you can.`;

export const isToolCrash = (errorText: string | undefined) =>
  errorText !== undefined && / tool failed for an internal reason \(reference [0-9a-f]+\)/.test(errorText);

/** Metadata on assistant messages: which model answered and with which prompt version. */
export const chatMessageMetadataSchema = z.object({
  model: z.string().optional(),
  modelLabel: z.string().optional(),
  promptId: z.string().optional(),
  createdAt: z.string().optional(),
  /** Something the reader should know about this answer (the hosted model failed and the local engine answered). */
  notice: z.string().optional(),
  /** How the answer ended; absent on answers stored before this was recorded. */
  ending: turnEndingSchema.optional(),
  /** Law references in a hosted model's answer that ContractClarity's table does not know: marked in the text as removed. */
  unverifiedLaw: z.array(z.string()).optional(),
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
