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
      lines.push(`${index + 1}. ${change.label}: ${change.asks.map((ask) => askAsRequest(ask, voice)).join(" ")}`);
    }
    lines.push(
      "",
      `${I} believe these changes make the agreement fairer and clearer for both sides, and ${voice.subject} ${voice.be} happy to discuss any of them.`,
    );
  }
  lines.push("", "Kind regards,", senderName(result));
  return lines.join("\n");
}

/** "Ask that the deposit be paid to you" → "I would ask that the deposit be paid to me." */
export function askAsRequest(ask: string, voice: Voice = singular): string {
  const I = capitalise(voice.subject);
  const trimmed = ask.trim();
  const askThemTo = /^ask (?:the [a-z ]+? |them )to\s+/i.exec(trimmed);
  const askThat = /^ask (that|for|whether|if)\b\s*/i.exec(trimmed);
  const askOther = /^ask\s+/i.exec(trimmed);
  const opening = askThemTo
    ? "Could you please "
    : askThat
      ? `${I} would ask ${askThat[1]!.toLowerCase()} `
      : askOther
        ? `${I} would ask `
        : "";
  const rest = trimmed.slice((askThemTo ?? askThat ?? askOther)?.[0].length ?? 0);
  const firstPerson = rest
    .replace(
      /\b(that|if|when|unless|before|after|until|so|and) you\b(?!r)/gi,
      (_, word: string) => `${word} ${voice.subject}`,
    )
    .replace(/\byours\b/gi, voice.possessivePronoun)
    .replace(/\byour\b/gi, voice.possessive)
    .replace(/\byou\b/gi, voice.object);
  const sentence = opening ? opening + firstPerson : capitalise(firstPerson);
  return sentence.replace(/[.!?]*$/, askThemTo ? "?" : ".");
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
