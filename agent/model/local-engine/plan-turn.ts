import { type ContractType, contractTypeSchema } from "../../../common/analysis";
import type { ChatToolName, ClauseHit } from "../../../common/chat";
import type { DraftDocument, TemplateField, TemplateSummary } from "../../../common/templates";
import { findTemplate, listTemplates } from "../../templates/template-library";
import { parseFieldValue } from "../../tools/field-values";
import { ASKS_FAIRNESS, answerFromClauses, expandQuery, fairnessAnswer } from "./answer-question";
import {
  addClauseTurn,
  correctionTurn,
  type DraftState,
  fieldNamed,
  interviewTurn,
  lawAnswer,
  removeClauseTurn,
  type TurnPlan,
  termAnswer,
} from "./draft-turn";
import { extractFieldValues } from "./extract-values";
import {
  asksForLegalAdvice,
  chooseTemplate,
  type Intent,
  looksLikeQuestion,
  readIntent,
  searchQueryOf,
  templateCategoryOf,
} from "./intents";
import { questionsToAsk } from "./interview";
import type { Conversation, ToolEvent } from "./read-conversation";
import { readMessage } from "./read-message";
import {
  acknowledgeValues,
  analysisSummary,
  askQuestions,
  completedDraft,
  legalAdviceBoundary,
  templateList,
} from "./replies";

export type { TurnPlan };

/** Tool steps in one turn before the engine stops calling tools and answers. */
const MAX_TOOL_STEPS = 3;

/**
 * Decides the local engine's next step from the conversation: act on the user's latest message,
 * or, when this turn already ran a tool, reply from its result (or chain one more tool, e.g.
 * listTemplates → fillTemplate). Deterministic: the same conversation gives the same step.
 */
export function planTurn(conversation: Conversation, availableTools: ReadonlySet<string>): TurnPlan {
  const last = conversation.thisTurn.at(-1);
  if (last) return respondToTool(last, conversation, availableTools);
  return respondToUser(conversation, availableTools);
}

function call(
  toolName: ChatToolName,
  input: Record<string, unknown>,
  text: string,
  tools: ReadonlySet<string>,
): TurnPlan {
  if (!tools.has(toolName))
    return { text: `I can't do that here: the ${toolName} tool is not available in this conversation.` };
  return { text, toolCall: { toolName, input } };
}

function latestDraft(history: ToolEvent[]): DraftState | null {
  for (let index = history.length - 1; index >= 0; index--) {
    const event = history[index]!;
    const output = event.output;
    if (event.toolName !== "fillTemplate" || !output || typeof output.draftId !== "string") continue;
    const document = output.document as DraftDocument;
    return {
      draftId: output.draftId,
      templateId: String(output.templateId),
      complete: output.complete === true,
      nextQuestions: (output.nextQuestions as TemplateField[]) ?? [],
      document,
      values: document.values ?? {},
    };
  }
  return null;
}

function respondToUser(conversation: Conversation, tools: ReadonlySet<string>): TurnPlan {
  const message = conversation.lastUserMessage;
  const draft = latestDraft(conversation.history);
  const contract = conversation.attachedContract;
  const today = conversation.today ?? new Date().toISOString().slice(0, 10);
  const bound = (toolName: ChatToolName, input: Record<string, unknown>, text: string) =>
    call(toolName, input, text, tools);
  const contractType = contractTypeOf(draft ? findTemplate(draft.templateId)?.category : templateCategoryOf(message));
  const reading = readMessage(message, { hasDraft: draft !== null, complete: draft?.complete ?? false });

  // a term or the law asked about in the middle of anything: answered, then back to the draft
  if (reading.kind === "termQuestion") return { text: termAnswer(reading.entry, draft) };
  if (reading.kind === "lawQuestion" && !contract && !asksForLegalAdvice(message))
    return { text: lawAnswer(message, contractType, draft) };
  if (draft && reading.kind === "addClause") return addClauseTurn(draft, message, contractType, bound);
  if (draft && reading.kind === "removeClause") return removeClauseTurn(draft, message, bound);

  const intent = readIntent(message, { hasDraft: draft !== null, hasContract: contract !== null });
  const pending = draft && !draft.complete ? questionsToAsk(draft.nextQuestions) : [];

  if (
    draft &&
    pending.length > 0 &&
    (intent.kind === "other" ||
      (intent.kind === "revise" && !intent.clauseNumber) ||
      (intent.kind === "question" && !looksLikeQuestion(message)) ||
      (intent.kind === "question" && !contract) ||
      (intent.kind === "draftClause" && reading.kind !== "question"))
  ) {
    return interviewTurn({ draft, reading, message, today, history: conversation.history, call: bound });
  }
  if (draft?.complete && (reading.kind === "correction" || (intent.kind === "revise" && !intent.clauseNumber)))
    return correctionTurn({ draft, message, today, history: conversation.history, call: bound });

  switch (intent.kind) {
    case "draftContract":
      return call(
        "listTemplates",
        intent.category ? { category: intent.category } : {},
        "Let me find the right template.",
        tools,
      );
    case "listTemplates":
      return call("listTemplates", {}, "", tools);
    case "draftClause": {
      const contractType = contractTypeOf(
        draft ? findTemplate(draft.templateId)?.category : templateCategoryOf(intent.topic),
      );
      return call(
        "draftClause",
        {
          topic: intent.topic,
          ...(contractType ? { contractType } : {}),
          jurisdiction: "ZA",
          ...(intent.instructions ? { instructions: intent.instructions } : {}),
        },
        "",
        tools,
      );
    }
    case "export":
      if (!draft)
        return {
          text: "There is no draft in this conversation to export yet. Ask me to draft a contract first — for example, a residential lease.",
        };
      return call("exportDocument", { draftId: draft.draftId, format: intent.format }, "", tools);
    case "revise":
      return draft
        ? proposeRevision(draft, intent, tools)
        : { text: "There is no draft in this conversation to change yet. Ask me to draft one first." };
    case "analyze":
      return call(
        "analyzeContract",
        { contractId: contract!.contractId, ...(intent.side ? { side: intent.side } : {}) },
        "",
        tools,
      );
    case "categorize":
      if (contract) return call("categorizeContract", { contractId: contract.contractId }, "", tools);
      if (draft) return call("categorizeContract", { draftId: draft.draftId }, "", tools);
      return { text: "Attach a contract (or start a draft) and I'll tell you what kind of contract it is." };
    case "question":
      return call(
        "searchContract",
        { contractId: contract!.contractId, query: expandQuery(message, intent.query), limit: 5 },
        "",
        tools,
      );
    case "legalAdvice":
      // what the attached contract says is still useful; the boundary comes with it (respondToTool)
      if (contract)
        return call("searchContract", { contractId: contract.contractId, query: intent.query, limit: 5 }, "", tools);
      return {
        text: `${legalAdviceBoundary(message)}\n\nWhat I can do: attach your contract and I'll show you what it says on this, citing its clauses, or analyse it for risks.`,
      };
    case "other":
      return { text: helpText(conversation) };
  }
}

function proposeRevision(
  draft: DraftState,
  intent: Extract<Intent, { kind: "revise" }>,
  tools: ReadonlySet<string>,
): TurnPlan {
  const template = findTemplate(draft.templateId);
  if (intent.clauseNumber) {
    const clause = draft.document.clauses.find((candidate) => candidate.number === intent.clauseNumber);
    if (!clause) return { text: `The draft has no clause ${intent.clauseNumber}.` };
    const newText = /(?::|\bto (?:say|read)\b)\s*["“]?([\s\S]+?)["”]?\s*$/i.exec(intent.text)?.[1]?.trim();
    if (!newText)
      return {
        text: `What should clause ${clause.number} say? Give me the new wording, e.g. "change clause ${clause.number} to: …".`,
      };
    return call(
      "reviseDocument",
      { draftId: draft.draftId, clause: { clauseId: clause.id, newText }, reason: intent.text },
      "",
      tools,
    );
  }
  const field = template ? fieldNamed(template.fields, intent.text) : null;
  if (!field)
    return {
      text: 'Which detail should I change, and to what? For example: "change the monthly rent to R15 000" or "change clause 4.1 to: …".',
    };
  const valueText = /\b(?:to|be|at|is)\s+([\s\S]+)$/i.exec(intent.text)?.[1] ?? intent.text;
  const value = parseFieldValue(field, valueText, draft.values);
  if (value === null || value === undefined)
    return { text: `What should the ${field.label.toLowerCase()} be? ${field.question}` };
  if (!draft.complete)
    return call(
      "fillTemplate",
      { templateId: draft.templateId, draftId: draft.draftId, values: { [field.key]: value } },
      "",
      tools,
    );
  return call(
    "reviseDocument",
    { draftId: draft.draftId, field: { key: field.key, value }, reason: intent.text },
    "",
    tools,
  );
}

function respondToTool(event: ToolEvent, conversation: Conversation, tools: ReadonlySet<string>): TurnPlan {
  if (event.failure !== undefined)
    return {
      text: `Something went wrong on our side while running ${event.toolName}, so I can't answer that right now. Please try again in a moment.`,
    };
  const output = event.output ?? {};
  if (typeof output.error === "string") return { text: `I couldn't do that: ${output.error}` };
  const steps = conversation.thisTurn.length;

  switch (event.toolName) {
    case "listTemplates": {
      const templates = (output.templates as TemplateSummary[]) ?? [];
      const intent = readIntent(conversation.lastUserMessage, { hasDraft: false, hasContract: false });
      if (intent.kind === "draftContract" && steps < MAX_TOOL_STEPS) {
        const chosen = intent.category
          ? chooseTemplate(templates, intent.category, conversation.lastUserMessage)
          : undefined;
        if (chosen) {
          const template = findTemplate(chosen.id);
          const values: Record<string, unknown> = {};
          if (intent.description && template?.fields.some((field) => field.key === "premisesDescription"))
            values.premisesDescription = intent.description;
          // every detail the request volunteered ("R8 000, done in 3 weeks"), read against the template's fields
          for (const found of extractFieldValues(template?.fields ?? [], conversation.lastUserMessage, {
            today: conversation.today ?? new Date().toISOString().slice(0, 10),
            values: {},
            pending: [],
          }))
            values[found.key] ??= found.value;
          return call("fillTemplate", { templateId: chosen.id, values }, "", tools);
        }
        const all = templates.length > 0 ? templates : listTemplates();
        return {
          text: templateList(
            all,
            intent.category
              ? `I don't have a template for that kind of contract yet. These are the contracts I can draft with you:\n\n`
              : `Which contract would you like? I can draft:\n\n`,
          ),
        };
      }
      return { text: templateList(templates, "These are the contracts I can draft with you:\n\n") };
    }
    case "fillTemplate": {
      const templateId = String(output.templateId);
      const document = output.document as DraftDocument;
      const given = (event.input.values as Record<string, unknown>) ?? {};
      const skipped = (event.input.skipped as string[]) ?? [];
      const invalid = (output.invalid as Array<{ key: string; message: string }>) ?? [];
      const started = !event.input.draftId;
      const title = findTemplate(templateId)?.title ?? document.title;
      const unsure = unsureKeys(templateId, conversation, given);
      const lead = started
        ? `I'll draft ${articleFor(title)} **${title}** with you. I'll ask for the details one or two at a time; where there is a usual choice I'll suggest it.${Object.keys(given).length > 0 ? ` ${acknowledgeValues(templateId, given, [], invalid, unsure)}` : ""}`
        : acknowledgeValues(templateId, given, skipped, invalid, unsure);
      if (output.complete === true) {
        const givenKeys = new Set(
          conversation.history
            .filter((e) => e.toolName === "fillTemplate")
            .flatMap((e) => Object.keys((e.input.values as object) ?? {})),
        );
        return {
          text: completedDraft({
            templateId,
            version: Number(output.version),
            document,
            givenKeys,
            highFindings: Number(output.highFindings ?? 0),
            lead,
          }),
        };
      }
      return { text: askQuestions((output.nextQuestions as TemplateField[]) ?? [], lead) };
    }
    case "draftClause": {
      const references = (output.lawReferences as Array<{ act: string; section: string | null }>) ?? [];
      return {
        text: [
          `**${String(output.heading)}**`,
          "",
          ...String(output.text)
            .split("\n")
            .map((line) => `> ${line}`),
          "",
          String(output.explanation),
          ...(references.length > 0
            ? ["", `Law: ${references.map((ref) => `${ref.act}${ref.section ? `, ${ref.section}` : ""}`).join("; ")}.`]
            : []),
          "",
          "Check the wording fits your situation before you use it; this is not legal advice.",
        ].join("\n"),
      };
    }
    case "reviseDocument":
      return {
        text: [
          `I've proposed this change: ${String(output.summary)}`,
          "",
          "Before:",
          `> ${String(output.before).replace(/\n/g, "\n> ")}`,
          "",
          "After:",
          `> ${String(output.after).replace(/\n/g, "\n> ")}`,
          "",
          "Nothing changes until you accept it (or reject it) on the proposed change below.",
        ].join("\n"),
      };
    case "searchContract": {
      const question = conversation.lastUserMessage;
      const query = searchQueryOf(question);
      if (
        ASKS_FAIRNESS.test(question) &&
        !asksForLegalAdvice(question) &&
        conversation.attachedContract &&
        steps < MAX_TOOL_STEPS &&
        tools.has("analyzeContract")
      )
        return call(
          "analyzeContract",
          { contractId: conversation.attachedContract.contractId, topic: fairnessTopic(query) },
          "",
          tools,
        );
      const answer = answerFromClauses({
        fileName: String(output.fileName),
        question,
        query,
        topic: topicOf(question, query),
        hits: (output.hits as ClauseHit[]) ?? [],
      });
      return {
        text: asksForLegalAdvice(conversation.lastUserMessage)
          ? `${legalAdviceBoundary(conversation.lastUserMessage)}\n\n${answer}`
          : answer,
      };
    }
    case "analyzeContract": {
      const search = conversation.thisTurn.find((step) => step.toolName === "searchContract");
      if (search?.output && typeof event.input.topic === "string")
        return {
          text: fairnessAnswer({
            fileName: String(search.output.fileName),
            question: conversation.lastUserMessage,
            query: searchQueryOf(conversation.lastUserMessage),
            topic: `the ${String(event.input.topic)} clause`.replace(/ clause clause$/, " clause"),
            hits: (search.output.hits as ClauseHit[]) ?? [],
            findings: (output.topFindings as Parameters<typeof fairnessAnswer>[0]["findings"]) ?? [],
          }),
        };
      return {
        text: analysisSummary(
          output as Parameters<typeof analysisSummary>[0],
          conversation.attachedContract?.fileName ?? "The contract",
        ),
      };
    }
    case "categorizeContract":
      return {
        text: `This looks like a **${String(output.label).toLowerCase()}** (confidence ${Math.round(Number(output.confidence) * 100)}%).`,
      };
    case "exportDocument": {
      const format = output.format === "pdf" ? "PDF" : "Word";
      return { text: `Your ${format} document is ready: [${String(output.fileName)}](${String(output.url)}).` };
    }
    default:
      return { text: "Done." };
  }
}

/** "Is the deposit clause fair to me?" → "deposit". */
function fairnessTopic(query: string): string {
  const words = query
    .split(/\s+/)
    .filter((word) => word && !ASKS_FAIRNESS.test(word) && !/^(?:clause|term|part)$/.test(word));
  return words.join(" ") || query;
}

/** "a" or "an" before a title: "an Independent contractor agreement", "a Residential lease". */
function articleFor(title: string): string {
  return /^[aeio]|^u(?!ni|se|su)/i.test(title) ? "an" : "a";
}

/** Values this turn read from the user's words with low confidence: the reply asks the user to check them. */
function unsureKeys(templateId: string, conversation: Conversation, given: Record<string, unknown>): string[] {
  const template = findTemplate(templateId);
  if (!template) return [];
  const before = latestDraft(conversation.history.slice(0, conversation.history.length - conversation.thisTurn.length));
  return extractFieldValues(template.fields, conversation.lastUserMessage, {
    today: conversation.today ?? new Date().toISOString().slice(0, 10),
    values: before?.values ?? {},
    pending: before && !before.complete ? questionsToAsk(before.nextQuestions) : [],
  })
    .filter((found) => found.confidence === "low" && JSON.stringify(given[found.key]) === JSON.stringify(found.value))
    .map((found) => found.key);
}

/** "What does my lease say about the deposit?" → "the deposit"; otherwise the search words in quotes. */
function topicOf(message: string, query: string): string {
  const about = /\b(?:about|regarding|on)\s+(.{2,80}?)[?.!\s]*$/i.exec(message)?.[1];
  return about ?? `“${query}”`;
}

function contractTypeOf(category: string | null | undefined): ContractType | undefined {
  const parsed = contractTypeSchema.safeParse(category);
  return parsed.success ? parsed.data : undefined;
}

function helpText(conversation: Conversation): string {
  const titles = listTemplates().map((template) => template.title);
  const lines = [
    `I can draft a contract with you (${titles.join(", ")}), write a clause on a topic (for example "draft a deposit clause"), and change or export your draft.`,
  ];
  lines.push(
    conversation.attachedContract
      ? `About **${conversation.attachedContract.fileName}**, ask me what it says on a topic ("what does it say about termination?"), to analyse its risks, or what kind of contract it is.`
      : "Attach one of your uploaded contracts and I'll answer questions about it, citing its clauses.",
  );
  lines.push("What would you like to do?");
  return lines.join(" ");
}
