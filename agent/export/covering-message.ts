import type { AnalysisResult } from "../../common/analysis";
import type { ExportInput } from "./export-input";
import { negotiationChanges } from "./negotiation-changes";

type Voice = { subject: string; be: string; object: string; possessive: string; possessivePronoun: string };
const singular: Voice = { subject: "I", be: "am", object: "me", possessive: "my", possessivePronoun: "mine" };
const plural: Voice = { subject: "we", be: "are", object: "us", possessive: "our", possessivePronoun: "ours" };

/**
 * A short, polite message from the user to the other party listing the changes proposed in the
 * negotiation pack, in document order. Plain text with "\n" line breaks.
 */
export function coveringMessage(input: ExportInput): string {
  const { result } = input;
  const changes = negotiationChanges(result);
  const voice = senderIsCompany(result) ? plural : singular;
  const I = capitalise(voice.subject);
  const contract = `${result.contractType.value === "other" ? "contract" : result.contractType.label.toLowerCase()} (${input.fileName})`;
  const lines = [`Dear ${otherPartyName(result) ?? "Sir or Madam"},`, ""];
  if (changes.length === 0) {
    lines.push(
      `Thank you for sending ${voice.object} the ${contract}. ${I} have read it and have no changes to propose at this stage.`,
    );
  } else {
    lines.push(
      `Thank you for sending ${voice.object} the ${contract}. ${I} have read it carefully and would like to propose ${changes.length === 1 ? "one change" : `${changes.length} changes`} before signing. ` +
        `Each change is marked as a tracked change in the attached document, so you can accept or reject it in Word.`,
      "",
    );
    for (const [index, change] of changes.entries()) {
      const requests = change.asks.map((ask) => askAsRequest(ask, voice)).filter((r): r is string => Boolean(r));
      const text = requests.length > 0 ? requests.join(" ") : `${I} propose the new wording shown in the document.`;
      lines.push(`${index + 1}. ${change.label}: ${text}`);
    }
    lines.push(
      "",
      `${I} believe these changes make the agreement fairer and clearer for both sides, and ${voice.subject} ${voice.be} happy to discuss any of them.`,
    );
  }
  lines.push("", "Kind regards,", senderName(result));
  return lines.join("\n");
}

/** Advice to the user that is not a request to the other side ("Check whether …", "Sign in wet ink"). */
const SELF_ADVICE =
  /^(?:check|sign|make sure|keep|consider|read|get|look|note|remember|find|see|take|talk|try|avoid|do|don't|be|think|decide)\b/i;

/**
 * The engine's advice to the user as a first-person request to the other party:
 * "Ask that the deposit be paid to you" → "I would ask that the deposit be paid to me."
 * Sentences that advise the user ("Check whether you are really independent.") are left out;
 * null when nothing in the advice is a request.
 */
export function askAsRequest(ask: string, voice: Voice = singular): string | null {
  const sentences = ask
    .trim()
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const requests: string[] = [];
  for (const sentence of sentences) {
    if (SELF_ADVICE.test(sentence) && !/\bask\b/i.test(sentence)) continue;
    const parts = sentence.split(/;\s*/).filter((part) => !(SELF_ADVICE.test(part) && !/\bask\b/i.test(part)));
    const converted = parts.map((part) => partAsRequest(part, voice)).filter(Boolean);
    if (converted.length > 0) requests.push(finish(converted.join("; "), /^Could you/.test(converted[0]!)));
  }
  return requests.length > 0 ? requests.join(" ") : null;
}

function partAsRequest(part: string, voice: Voice): string {
  const I = capitalise(voice.subject);
  const trimmed = part.trim().replace(/[.!?]+$/, "");
  // "If not, ask for …" → "If not, I would ask for …"
  const condition = /^((?:if|when|unless|where)\b[^,]*,\s*)(ask\b.*)$/i.exec(trimmed);
  if (condition)
    return (
      toFirstPerson(condition[1]!, voice) +
      partAsRequest(condition[2]!, voice).replace(/^(?!I\b)./, (c) => c.toLowerCase())
    );
  const askThemTo = /^ask (?:the [a-z ]+? |them )to\s+/i.exec(trimmed);
  const askThat = /^ask (that|for|whether|if|to)\b\s*/i.exec(trimmed);
  const askOther = /^ask\s+/i.exec(trimmed);
  const opening = askThemTo
    ? "Could you please "
    : askThat
      ? `${I} would ask ${askThat[1]!.toLowerCase()} `
      : askOther
        ? `${I} would ask `
        : "";
  const rest = trimmed.slice((askThemTo ?? askThat ?? askOther)?.[0].length ?? 0);
  const sentence = opening + toFirstPerson(rest, voice);
  return capitalise(sentence);
}

function finish(sentence: string, question: boolean): string {
  return sentence.replace(/[.!?]*$/, question ? "?" : ".");
}

const SUBJECT_AFTER =
  /\b(?:that|if|when|unless|before|after|until|so|and|or|whether|because|once|where|while|than)\s*$/i;
const OBJECT_AFTER =
  /\b(?:to|by|from|with|against|for|of|on|at|give|gives|pay|pays|paid|tell|send|notify|allow|let|offer|charge|owe|show|ask|lets)\s*$/i;

/** Second person → first person with the verb agreeing ("if you are" → "if I am"; "paid to you" → "paid to me"). */
export function toFirstPerson(text: string, voice: Voice = singular): string {
  const subject = voice.subject;
  const be = voice.be;
  const was = voice.subject === "I" ? "was" : "were";
  return text
    .replace(/\byou(?:'|’)re\b/gi, `${subject} ${be}`)
    .replace(/\byou(?:'|’)ve\b/gi, `${subject} have`)
    .replace(/\byourselves\b|\byourself\b/gi, voice.subject === "I" ? "myself" : "ourselves")
    .replace(/\byours\b/gi, voice.possessivePronoun)
    .replace(/\byour\b/gi, voice.possessive)
    .replace(/\byou\b(\s+(?:are|were)\b)?/gi, (match, verb: string | undefined, offset: number, whole: string) => {
      const before = whole.slice(0, offset);
      if (verb) return `${subject} ${/were/i.test(verb) ? was : be}`;
      if (OBJECT_AFTER.test(before)) return voice.object;
      if (SUBJECT_AFTER.test(before) || /^\s*$/.test(before) || /[,;]\s*$/.test(before)) return subject;
      return /^\s+(?:may|must|can|will|shall|should|would|could|have|had|do|did|need|owe|get|receive|move|leave|work|earn|agree|accept|choose|want|cancel|end|sign|pay|give)\b/i.test(
        whole.slice(offset + match.length),
      )
        ? subject
        : voice.object;
    })
    .replace(/(^|[.!?]\s+)i\b/g, "$1I");
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function senderIsCompany(result: AnalysisResult): boolean {
  const name = result.sides.used?.partyName;
  return Boolean(name && result.keyTerms.parties.some((party) => party.name === name && party.kind === "company"));
}

function senderName(result: AnalysisResult): string {
  const side = result.sides.used;
  return side?.partyName ?? (side && side.id !== "party" ? `[Your name], ${side.label}` : "[Your name]");
}

function otherPartyName(result: AnalysisResult): string | null {
  const used = result.sides.used;
  const others = result.sides.candidates.filter((candidate) => candidate.id !== used?.id && candidate.partyName);
  if (others.length === 1) return others[0]!.partyName;
  const otherParties = result.keyTerms.parties.filter((party) => party.name !== used?.partyName);
  return used?.partyName && otherParties.length === 1 ? otherParties[0]!.name : null;
}
