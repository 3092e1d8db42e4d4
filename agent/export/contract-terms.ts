import type { AnalysisResult } from "../../common/analysis";
import { canonicalSide } from "../analysis/sides";

/**
 * Suggested wording is written with generic role words ("the Landlord shall…"). Before it goes into
 * the user's contract it is put in that contract's own terms: the words the contract uses for the
 * user's side and for the other side ("the Member", "the Club"; or "you" and "we" in a plain-English
 * contract, with the verbs agreeing: "the Tenant is" → "you are").
 */

const ROLE_WORD =
  /\b(the\s+|The\s+)?(Landlord|Lessor|Tenant|Lessee|Employer|Employee|Consumer|Customer|Client|Contractor|Service Provider|Supplier|Lender|Credit Provider|Borrower|Buyer|Purchaser|Seller|Licensor|Licensee|Member|Subscriber)(['’]s)?\b/g;

/** Sides that stand where the user usually stands (pays, rents, works, borrows) and the other. */
const WEAKER = new Set(["tenant", "employee", "consumer", "client", "buyer", "borrower", "licensee", "contractor"]);

type Terms = { user: string | null; other: string | null; userSide: string | null };

export function contractTermsOf(result: AnalysisResult): Terms {
  const used = result.sides.used;
  const userParty = result.keyTerms.parties.find((p) => used?.partyName && p.name === used.partyName);
  const otherParty = result.keyTerms.parties.find(
    (p) => p !== userParty && p.role !== "Surety" && (!userParty || p.role !== userParty.role),
  );
  const termOf = (party: typeof userParty) => party?.term ?? (party?.role ? `the ${party.role}` : null);
  return { user: termOf(userParty), other: termOf(otherParty), userSide: used?.id ?? null };
}

/** Which side a generic role word in suggested wording stands for, from the user's side. */
function isUsersSide(word: string, userSide: string | null): boolean {
  const id = canonicalSide(word)?.id ?? word.toLowerCase();
  if (!userSide) return WEAKER.has(id);
  if (id === userSide) return true;
  // A contractor's counterpart is the client, though a client is usually the weaker side.
  const userWeaker = WEAKER.has(userSide) && !(userSide === "client" && id === "contractor");
  if (id === "client" && (userSide === "contractor" || userSide === "service_provider")) return false;
  return WEAKER.has(id) === userWeaker;
}

export function inContractTerms(wording: string, result: AnalysisResult): string {
  const terms = contractTermsOf(result);
  if (!terms.user && !terms.other) return wording;
  const replaced = wording.replace(
    ROLE_WORD,
    (whole, the: string | undefined, word: string, possessive: string | undefined, offset: number) => {
      const target = isUsersSide(word, terms.userSide) ? terms.user : terms.other;
      if (!target) return whole;
      const sentenceStart = offset === 0 || /[.;:]\s*$/.test(wording.slice(0, offset));
      const before = wording.slice(Math.max(0, offset - 30), offset);
      const after = wording.slice(offset + whole.length);
      const text = PRONOUN.test(target)
        ? pronounFor(target, Boolean(possessive), isObject(before, after), after)
        : `${target}${possessive ?? ""}`;
      return sentenceStart || the?.startsWith("T") ? capitalise(text) : text;
    },
  );
  return agreeVerbs(replaced);
}

const PRONOUN = /^(?:you|we|I)$/;
const FORMS: Record<string, { subject: string; object: string; possessive: string }> = {
  you: { subject: "you", object: "you", possessive: "your" },
  we: { subject: "we", object: "us", possessive: "our" },
  I: { subject: "I", object: "me", possessive: "my" },
};

/** A marker the verb pass uses to make the next verb agree, removed afterwards. */
const SUBJECT_MARK = "\u0001";

function pronounFor(pronoun: string, possessive: boolean, object: boolean, _after: string): string {
  const forms = FORMS[pronoun]!;
  if (possessive) return forms.possessive;
  if (object) return forms.object;
  return `${forms.subject}${SUBJECT_MARK}`;
}

const OBJECT_BEFORE =
  /\b(?:to|by|from|with|against|for|of|on|upon|at|than|notify|give|pay|inform|tell|allow|require|entitle|ask|refund(?:ed)?|charge|owe|permit|send|provide|offer|indemnify)\s+(?:the\s+)?$/i;

function isObject(before: string, after: string): boolean {
  if (OBJECT_BEFORE.test(before)) return true;
  // "… and the Tenant" as the second of two subjects is still a subject: look at what follows.
  return /^\s*(?:[.,;:)]|$|and\s+(?:its|their)\b)/.test(after);
}

const IRREGULAR: Record<string, Record<string, string>> = {
  is: { you: "are", we: "are", I: "am" },
  was: { you: "were", we: "were", I: "was" },
  has: { you: "have", we: "have", I: "have" },
  does: { you: "do", we: "do", I: "do" },
};
const NOT_A_VERB =
  /^(?:as|is|was|has|does|thus|always|unless|plus|less|this|its|his|hers|ours|yours|bus|gas|news|across)$/;

/** "you\u0001 pays" → "you pay"; "I\u0001 is" → "I am"; "we\u0001 shall" stays. */
function agreeVerbs(text: string): string {
  return text
    .replace(
      new RegExp(`\\b(you|we|I|You|We)${SUBJECT_MARK}(\\s+)([a-z]+)\\b`, "g"),
      (_, pronoun: string, space, verb: string) => {
        const key = pronoun === "I" ? "I" : pronoun.toLowerCase();
        const irregular = IRREGULAR[verb]?.[key];
        if (irregular) return `${pronoun}${space}${irregular}`;
        if (NOT_A_VERB.test(verb) || !/[^s]s$/.test(verb)) return `${pronoun}${space}${verb}`;
        const base = /ies$/.test(verb)
          ? verb.replace(/ies$/, "y")
          : /(?:ches|shes|sses|xes|zes|oes)$/.test(verb)
            ? verb.slice(0, -2)
            : verb.slice(0, -1);
        return `${pronoun}${space}${base}`;
      },
    )
    .replaceAll(SUBJECT_MARK, "");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
