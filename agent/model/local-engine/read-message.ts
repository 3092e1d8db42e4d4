import type { GlossaryEntry } from "../../knowledge/glossary";
import { findGlossaryTerm } from "../../knowledge/glossary";
import { parseYesNo } from "../../tools/field-values";
import { looksLikeQuestion } from "./intents";

/**
 * What one user message in a drafting conversation is, read before anything is filled in: an
 * answer (with any other details volunteered), a correction of an earlier value, a question
 * about a term or about the law, a request to add or remove a clause, a skip, a yes or no, or
 * something else entirely. Only an answer or a correction may become a field value.
 */
export type MessageKind =
  | { kind: "termQuestion"; entry: GlossaryEntry }
  | { kind: "lawQuestion"; topic: string }
  | { kind: "question" }
  | { kind: "addClause"; request: string }
  | { kind: "removeClause"; target: string }
  | { kind: "correction"; text: string }
  | { kind: "skip" }
  | { kind: "yesNo"; value: boolean }
  | { kind: "answer" };

const DEFINITION =
  /\b(?:mean|means|meaning|define|definition|stand for|what(?:'s| is| are)\s+(?:an?\s+|the\s+)?(?:term\s+)?["“']?[\w -]{3,40}["”']?\s*\??$|^(?:explain|tell me about|what about)\b)/i;
const LAW =
  /\b(?:is (?:it|this|that) (?:legal|allowed|lawful|enforceable)|(?:am i|are we|is (?:my|the) \w+) (?:allowed|required|entitled|obliged|permitted)|what does the law|the law (?:say|allow|require)|by law|legally|required by law|is there a law|which (?:act|law)|can (?:i|my|the|a|an) (?:landlord|tenant|employer|employee|client|contractor|seller|buyer|lender|borrower)?\s*(?:legally )?(?:charge|keep|evict|fire|dismiss|refuse|increase|withhold|deduct|cancel|sue))\b/i;
const ADD_CLAUSE =
  /\b(?:add|include|insert|put in|put|write in|build in)\b.{0,60}?\b(?:clause|term|section|provision|condition|line|paragraph)\b|\badd (?:that|something (?:that|saying|about))\b|\b(?:i|we) (?:want|need) (?:a|an) [\w -]{2,40} clause\b/i;
const REMOVE_CLAUSE =
  /\b(?:remove|delete|take out|drop|strike out|strike|cut|get rid of|leave out|scrap)\b(?!.*\b(?:skip)\b)/i;
const CORRECTION =
  /^\s*(?:(?:oh|oops|sorry|wait|hmm|no|nope|hang on)[,.!\s]+)*(?:actually|sorry|oops|correction|i meant|i mean|make (?:it|that|the)|change|set|update|correct|it should be|that should be|should be|rather|instead|let'?s make|can you (?:change|make|set|update)|please (?:change|make|set|update))\b|\b(?:should (?:be|say|read)|instead|i meant)\b|^\s*(?:no|nope|oops|sorry|wait|correction|hang on)\b[\s,.!—–-]+(?:wait[\s,.!—–-]+)?(?:it'?s|it is|make|that'?s|the)\b|\bR\s?\d[\d\s,.]*\s+not\s+R?\s?\d/i;
const SKIP =
  /^\s*(?:skip(?: it| that| this)?|pass|leave (?:it|that|this) (?:out|blank|empty)|not needed|n\/?a|none|no(?:thing)?|don'?t (?:know|have)(?: (?:it|one|that))?|no idea|not sure|later|(?:i'?d )?rather not(?: say)?|prefer not to say|next)\s*[.!]*\s*$/i;
const YES_NO =
  /^\s*(?:yes|yep|yeah|yup|ja|jah|yebo|sure|ok(?:ay)?|correct|right|fine|please do|go ahead|sounds good|that'?s (?:fine|right|correct)|use (?:that|it|the usual|the default)|no|nope|nah|nee|not really|no thanks|don'?t)\b[\s,.!]*(?:please|thanks|thank you|that'?s fine|use (?:that|it|the usual)|go ahead|[a-z' ]{0,25})?[\s.!]*$/i;

export function readMessage(text: string, state: { hasDraft: boolean; complete: boolean }): MessageKind {
  const message = text.trim();
  const question = looksLikeQuestion(message);
  if (question || /^\s*(?:explain|tell me about)\b/i.test(message)) {
    const entry = findGlossaryTerm(message);
    if (entry && DEFINITION.test(message)) return { kind: "termQuestion", entry };
    if (LAW.test(message)) return { kind: "lawQuestion", topic: message };
  }
  // "can you add a clause about …?" asks for the change: it is a request, not a question
  const request = !question || /^\s*(?:please\s+)?(?:can|could|would|will) you\b/i.test(message);
  if (state.hasDraft && ADD_CLAUSE.test(message) && request) return { kind: "addClause", request: message };
  if (
    state.hasDraft &&
    REMOVE_CLAUSE.test(message) &&
    /\b(?:clause|section|part|paragraph|term)\b/i.test(message) &&
    request
  )
    return { kind: "removeClause", target: message };
  if (SKIP.test(message)) return { kind: "skip" };
  if (YES_NO.test(message)) {
    const value = parseYesNo(message);
    if (value !== null) return { kind: "yesNo", value };
  }
  if (CORRECTION.test(message)) return { kind: "correction", text: message };
  if (question) return { kind: "question" };
  return { kind: "answer" };
}

/** Text that asks or instructs rather than tells: never stored as a field value. */
export function isQuestionOrInstruction(text: string): boolean {
  return (
    looksLikeQuestion(text) ||
    /^\s*(?:please\s+)?(?:change|make|set|update|add|remove|delete|include|insert|draft|write|create|export|download|send|can you|could you|would you|will you|i want you|tell me|explain|show me|help|undo|start over|cancel)\b/i.test(
      text,
    ) ||
    /\b(?:clause|field|the draft|the contract)\b.*\b(?:to say|should say|to read)\b/i.test(text)
  );
}
