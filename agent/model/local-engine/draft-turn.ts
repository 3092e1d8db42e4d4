import type { ContractType } from "../../../common/analysis";
import type { ChatToolName } from "../../../common/chat";
import type { DraftDocument, TemplateField } from "../../../common/templates";
import { rulePacksFor } from "../../analysis/rules/rule-packs";
import type { GlossaryEntry } from "../../knowledge/glossary";
import { findTemplate } from "../../templates/template-library";
import { cleanTextAnswer, parseFieldValue } from "../../tools/field-values";
import { topicWords } from "../../tools/find-clause-wording";
import { clauseForRequest, clauseToRemove } from "./clause-requests";
import { extractFieldValues } from "./extract-values";
import { parseAnswers, questionsToAsk, questionText } from "./interview";
import type { ToolEvent } from "./read-conversation";
import { isQuestionOrInstruction, type MessageKind } from "./read-message";

/** The next step: text for the user, and at most one tool call (whose result the next step reads). */
export type TurnPlan = { text: string; toolCall?: { toolName: ChatToolName; input: Record<string, unknown> } };

export type DraftState = {
  draftId: string;
  templateId: string;
  complete: boolean;
  nextQuestions: TemplateField[];
  document: DraftDocument;
  values: Record<string, unknown>;
};

type Call = (toolName: ChatToolName, input: Record<string, unknown>, text: string) => TurnPlan;

/** The question(s) still pending, as a line to return to after answering something else. */
export function backToDraft(draft: DraftState): string {
  const pending = draft.complete ? [] : questionsToAsk(draft.nextQuestions);
  if (pending.length === 0) return draft.complete ? "Anything you'd like to change in your draft?" : "";
  const questions =
    pending.length === 1
      ? questionText(pending[0]!)
      : pending.map((field, index) => `${index + 1}. ${questionText(field)}`).join("\n");
  return `Back to your contract:\n\n${questions}`;
}

export function termAnswer(entry: GlossaryEntry, draft: DraftState | null): string {
  const back = draft ? backToDraft(draft) : "";
  return `**${capital(entry.term)}**: ${entry.meaning}${back ? `\n\n${back}` : ""}`;
}

/**
 * A question about the law: what our analysis engine checks on that topic (the advice and the
 * Acts of its closest South African rule), with the not-legal-advice boundary.
 */
export function lawAnswer(message: string, contractType: ContractType | undefined, draft: DraftState | null): string {
  const words = topicWords(message).filter(
    (word) => !["legal", "law", "allow", "allowed", "can", "legally"].includes(word),
  );
  let best: { title: string; advice: string; law: string; score: number } | null = null;
  for (const pack of rulePacksFor("ZA"))
    for (const rule of [...pack.clauseRules, ...pack.missingRules]) {
      if (contractType && rule.contractTypes && !rule.contractTypes.includes(contractType)) continue;
      const haystack = `${rule.id} ${rule.title} ${rule.topic}`.toLowerCase();
      const score = words.filter((word) => haystack.includes(word)).length;
      if (score > 0 && (!best || score > best.score))
        best = {
          title: rule.title,
          advice: rule.advice,
          law: rule.law.map((ref) => `${ref.act}${ref.section ? `, ${ref.section}` : ""}`).join("; "),
          score,
        };
    }
  const back = draft ? `\n\n${backToDraft(draft)}` : "";
  const boundary =
    "This is general information from our analysis engine's rules, not legal advice: for your own situation, speak to an attorney.";
  if (!best)
    return `Our analysis engine checks contracts against South African law (for example the Rental Housing Act, the Consumer Protection Act, the Basic Conditions of Employment Act and POPIA), but I have no rule on that exact point. ${boundary} Once your contract is drafted or uploaded, ask me to analyse it.${back}`;
  return `What our analysis engine checks on this (${best.title.toLowerCase()}): ${best.advice}${best.law ? ` (${best.law})` : ""}\n\n${boundary}${back}`;
}

/**
 * One turn of the interview: the user's message read for meaning first — a skip, a yes or no, a
 * correction, an answer with other details volunteered — and only then values filled in. A
 * question or an instruction is never stored as a value.
 */
export function interviewTurn(params: {
  draft: DraftState;
  reading: MessageKind;
  message: string;
  today: string;
  history: ToolEvent[];
  call: Call;
}): TurnPlan {
  const { draft, reading, message, call } = params;
  const template = findTemplate(draft.templateId);
  const pending = questionsToAsk(draft.nextQuestions);
  if (!template || pending.length === 0) return { text: backToDraft(draft) };
  const fill = (values: Record<string, unknown>, skipped: string[] = []) =>
    call(
      "fillTemplate",
      { templateId: draft.templateId, draftId: draft.draftId, values, ...(skipped.length > 0 ? { skipped } : {}) },
      "",
    );
  const [first] = pending as [TemplateField];

  switch (reading.kind) {
    case "skip": {
      const optional = pending.filter((field) => !field.required).map((field) => field.key);
      if (optional.length > 0) return fill({}, optional);
      if (first.default !== undefined) return fill({ [first.key]: first.default });
      return {
        text: `The contract needs ${first.label.toLowerCase()}, so I can't leave it out. ${questionText(first)}`,
      };
    }
    case "yesNo": {
      const booleans = pending.filter((field) => field.type === "boolean");
      if (booleans.length > 0) return fill({ [booleans[0]!.key]: reading.value });
      if (reading.value && first.default !== undefined) return fill({ [first.key]: first.default });
      if (!reading.value && !first.required) return fill({}, [first.key]);
      return { text: reading.value ? questionText(first) : `What should it be instead? ${first.question}` };
    }
    case "correction":
      return correctionTurn({ ...params, fill });
    case "question":
      return {
        text: `${first.help ?? "I need this detail for the contract."}\n\n${pending.length === 1 ? questionText(first) : pending.map((f, i) => `${i + 1}. ${questionText(f)}`).join("\n")}`,
      };
    default:
      break;
  }

  // a list answer ("design mock-ups by 14 March; the shop by 30 April") is read as the list alone
  const extracted = pending.some((field) => field.type === "list")
    ? []
    : extractFieldValues(template.fields, message, { today: params.today, values: draft.values, pending });
  // a free-text field just asked takes the user's answer as a whole, unless a value for it was named outright
  const kept = extracted.filter(
    (value) =>
      !(
        value.confidence === "low" &&
        pending.some((field) => field.key === value.key && (field.type === "text" || field.type === "longText"))
      ),
  );
  const values: Record<string, unknown> = {};
  for (const value of kept) values[value.key] = value.value;
  const open = pending.filter((field) => !(field.key in values));
  const rest = kept.length > 0 ? remainderOf(message, kept) : message;
  if (open.length > 0 && /[\p{L}\d]{2,}/u.test(rest) && !isQuestionOrInstruction(message)) {
    const parsed = parseAnswers(open, rest, draft.values);
    for (const [key, value] of Object.entries(parsed.values)) {
      const field = template.fields.find((candidate) => candidate.key === key)!;
      if (plausible(field, value)) values[key] = value;
    }
    if (Object.keys(values).length > 0 || parsed.skipped.length > 0) return fill(values, parsed.skipped);
  }
  if (Object.keys(values).length > 0) return fill(values);
  return {
    text: `I couldn't read ${pending.map((field) => field.label.toLowerCase()).join(" or ")} in that. ${pending.length === 1 ? questionText(first) : pending.map((f, i) => `${i + 1}. ${questionText(f)}`).join("\n")}`,
  };
}

/** The message without the values already read from it, and without the words that introduced them. */
function remainderOf(message: string, taken: Array<{ start: number; end: number }>): string {
  let text = message;
  for (const span of [...taken].sort((a, b) => b.start - a.start))
    text = `${text.slice(0, span.start)} | ${text.slice(span.end)}`;
  return text
    .split("|")
    .map((part) =>
      part
        .replace(/\b(?:(?:his|her|their|the|my|our|its)\s+)?[\w' ]{0,30}?\s+(?:is|are|will be|of)\s*$/i, "")
        .replace(/^\s*(?:,|;|\band\b|\.)+\s*/i, "")
        .replace(/\s*(?:,|;|\band\b|\.)+\s*$/i, "")
        .trim(),
    )
    .filter((part) => /[\p{L}\d]{2,}/u.test(part))
    .join(", ");
}

/** A text value that looks like an answer for its field: a name has a capital or is short, an address has a number or a place name. */
function plausible(field: TemplateField, value: unknown): boolean {
  if (typeof value !== "string") return true;
  if (isQuestionOrInstruction(value)) return false;
  if (/^(?:oops|sorry|wait|hmm|ok(?:ay)?|yes|no|nope|ja|sure|thanks?|hi|hello)\b/i.test(value)) return false;
  if (/IdNumber$|Registration$/.test(field.key)) return /\d/.test(value);
  if (/Name$|Signatory$/.test(field.key)) return /[A-Z]/.test(value) || value.trim().split(/\s+/).length >= 2;
  if (/Address$/.test(field.key)) return /\d|[A-Z]/.test(value);
  return true;
}

/**
 * "actually make it R9 500", "change the services to: design a logo", "the tenant is Sipho, not
 * Sam": the field by its name or description, else by the kind of value (an amount corrects the
 * amount last given). Filled directly while the draft is in progress; proposed once it is complete.
 */
export function correctionTurn(params: {
  draft: DraftState;
  message: string;
  today: string;
  history: ToolEvent[];
  call: Call;
  fill?: (values: Record<string, unknown>) => TurnPlan;
}): TurnPlan {
  const { draft, message, call } = params;
  const template = findTemplate(draft.templateId);
  if (!template) return { text: "I can't find the template of this draft any more." };
  const apply = (key: string, value: unknown): TurnPlan =>
    draft.complete
      ? call("reviseDocument", { draftId: draft.draftId, field: { key, value }, reason: message }, "")
      : call("fillTemplate", { templateId: draft.templateId, draftId: draft.draftId, values: { [key]: value } }, "");

  const named = fieldNamed(template.fields, message);
  const valueText = valueTextOf(message, named);
  if (named) {
    const [extracted] = extractFieldValues([named], valueText, {
      today: params.today,
      values: draft.values,
      pending: [named],
    });
    const value = extracted?.value ?? readValue(named, valueText, draft.values);
    if (value === null || value === undefined || value === "")
      return { text: `What should the ${named.label.toLowerCase()} be? ${named.question}` };
    return apply(named.key, value);
  }
  const lastGiven = givenOrder(params.history);
  // an amount, a date or an email with no field named corrects the last one of its kind the user gave
  const recent = lastGiven
    .map((key) => template.fields.find((field) => field.key === key))
    .filter((field): field is TemplateField => field !== undefined && ["money", "date", "email"].includes(field.type));
  const extracted = extractFieldValues(template.fields, message, {
    today: params.today,
    values: draft.values,
    pending: recent,
  });
  const byKind = (type: TemplateField["type"]) =>
    lastGiven.find((key) => template.fields.find((field) => field.key === key)?.type === type);
  const [first] = extracted;
  if (first && extracted.length === 1) {
    const field = template.fields.find((candidate) => candidate.key === first.key)!;
    // an amount, a date or an email with no field named corrects the last one of its kind the user gave
    const key = ["money", "date", "email"].includes(field.type) ? (byKind(field.type) ?? first.key) : first.key;
    return apply(key, first.value);
  }
  if (extracted.length > 1 && !draft.complete)
    return call(
      "fillTemplate",
      {
        templateId: draft.templateId,
        draftId: draft.draftId,
        values: Object.fromEntries(extracted.map((value) => [value.key, value.value])),
      },
      "",
    );
  return {
    text: `Which detail should I change, and to what? For example: "change the ${exampleField(template.fields)} to …"${draft.complete ? ' or "change clause 4.1 to: …"' : ""}.`,
  };
}

function readValue(field: TemplateField, text: string, context: Record<string, unknown>): unknown {
  const value = parseFieldValue(field, text, context);
  if (typeof value === "string") {
    const cleaned = cleanTextAnswer(value);
    if (!cleaned || isQuestionOrInstruction(cleaned)) return null;
    return field.type === "longText" || field.type === "text" ? capital(cleaned) : cleaned;
  }
  return value;
}

/** What comes after "to", ":", "be" or "make it" in a correction. */
function valueTextOf(message: string, field: TemplateField | null): string {
  const colon = /:\s*([\s\S]+)$/.exec(message)?.[1];
  if (colon) return colon.trim();
  const to = /\b(?:to|be|is|=|as)\s+([\s\S]+)$/i.exec(
    field ? message.slice(Math.max(0, fieldMention(message, field))) : message,
  )?.[1];
  if (to) return to.replace(/^(?:say|read)\s+/i, "").trim();
  return message.replace(/^\s*(?:actually|sorry|make it|change it to|it should be|should be)[,\s]*/i, "").trim();
}

function fieldMention(message: string, field: TemplateField): number {
  const lower = message.toLowerCase();
  const positions = fieldWords(field)
    .map((word) => lower.indexOf(word))
    .filter((index) => index >= 0);
  return positions.length > 0 ? Math.max(...positions) : 0;
}

/** Other words people use for fields, by key. */
const FIELD_SYNONYMS: Array<[RegExp, string[]]> = [
  [/feeAmount/, ["fee", "price", "rate", "amount", "charge"]],
  [/monthlyRent/, ["rent"]],
  [/salary/, ["salary", "pay", "wage"]],
  [/principal/, ["loan", "amount"]],
  [/servicesDescription|servicesSummary/, ["services", "work", "scope", "job"]],
  [/endDate/, ["end", "deadline", "finish", "until"]],
  [/startDate|effectiveDate/, ["start", "begin", "commence"]],
  [/ipOwnership/, ["copyright", "owns", "ownership", "intellectual"]],
  [/NoticeDays|noticeDays/, ["notice"]],
  [/paymentDays/, ["payment terms", "pay within", "days to pay"]],
  [/deposit$/, ["deposit"]],
  [/premisesAddress/, ["property address", "premises", "flat address", "house address"]],
];

function fieldWords(field: TemplateField): string[] {
  const words = [
    ...field.label.toLowerCase().split(/[^a-z']+/),
    ...field.key
      .replace(/([A-Z])/g, " $1")
      .toLowerCase()
      .split(/\s+/),
  ].filter((word) => word.length > 2 && !["the", "and", "for", "name", "days", "within", "who", "how"].includes(word));
  for (const [pattern, synonyms] of FIELD_SYNONYMS) if (pattern.test(field.key)) words.push(...synonyms);
  return [...new Set(words)];
}

/** The template field a sentence names ("the monthly rent", "the deposit", "the services", "the client's email"). */
export function fieldNamed(fields: TemplateField[], text: string): TemplateField | null {
  const head = text
    .toLowerCase()
    .replace(/:[\s\S]*$/, "")
    .replace(/\s+\b(?:to|be|is)\s+[\s\S]+$/, "");
  let best: { field: TemplateField; score: number } | null = null;
  for (const field of fields) {
    const words = fieldWords(field);
    const hits = words.filter((word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(head));
    const roleWord = field.key.replace(/(?:Name|Address|Email|IdNumber|Registration|Signatory)$/, "").toLowerCase();
    const roleBonus = roleWord !== field.key.toLowerCase() && head.includes(roleWord) ? 0.5 : 0;
    const score = hits.length > 0 ? hits.length / Math.max(words.length, 1) + hits.length * 0.2 + roleBonus : 0;
    if (score > 0.25 && (!best || score > best.score)) best = { field, score };
  }
  return best?.field ?? null;
}

/** Field keys the user gave, the most recent first. */
function givenOrder(history: ToolEvent[]): string[] {
  const keys: string[] = [];
  for (const event of [...history].reverse()) {
    if (event.toolName === "fillTemplate")
      for (const key of Object.keys((event.input.values as object) ?? {}).reverse())
        if (!keys.includes(key)) keys.push(key);
    if (event.toolName === "reviseDocument") {
      const field = event.input.field as { key?: string } | undefined;
      if (field?.key && !keys.includes(field.key)) keys.push(field.key);
    }
  }
  return keys;
}

function exampleField(fields: TemplateField[]): string {
  return (fields.find((field) => field.type === "money") ?? fields[0])?.label.toLowerCase() ?? "detail";
}

/** "add a clause that I keep the copyright until paid": a drafted or library clause, proposed. */
export function addClauseTurn(
  draft: DraftState,
  request: string,
  contractType: ContractType | undefined,
  call: Call,
): TurnPlan {
  if (!draft.complete)
    return {
      text: `I'll add that once the details are in: changes to the wording are proposed on the finished draft. Ask me again when it's complete.\n\n${backToDraft(draft)}`,
    };
  const clause = clauseForRequest(request, draft.document.parties, contractType);
  if (!clause)
    return {
      text: 'I have no wording for that yet. Tell me what the clause should say — for example "change clause 5.1 to: …" — or describe the situation ("the client pays a deposit before work starts").',
    };
  return call(
    "reviseDocument",
    {
      draftId: draft.draftId,
      clause: { clauseId: clause.slug, newText: clause.text, heading: clause.heading, action: "add" },
      reason: request,
    },
    "",
  );
}

export function removeClauseTurn(draft: DraftState, request: string, call: Call): TurnPlan {
  if (!draft.complete)
    return { text: `Let's finish the details first; then I can propose removing it.\n\n${backToDraft(draft)}` };
  const clause = clauseToRemove(request, draft.document.clauses);
  if (!clause)
    return { text: 'Which clause should I remove? Give its number, e.g. "remove clause 7.4", or its heading.' };
  return call(
    "reviseDocument",
    { draftId: draft.draftId, clause: { clauseId: clause.id, newText: "", action: "remove" }, reason: request },
    "",
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
