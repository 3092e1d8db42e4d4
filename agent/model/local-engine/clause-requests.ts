import type { ContractType } from "../../../common/analysis";
import type { DraftClause, DraftDocument } from "../../../common/templates";
import { findClauseWording, topicWords } from "../../tools/find-clause-wording";

/** A clause to add to a draft: where its words came from, for the reply. */
export type NewClause = { slug: string; heading: string; text: string; source: "situation" | "library" };

/**
 * Clauses for situations people describe in their own words, drafted for the two sides the
 * template names (`{first}` and `{second}` are replaced by them: "the Client", "the Contractor").
 */
const SITUATIONS: Array<{ when: RegExp; slug: string; heading: string; text: string }> = [
  {
    when: /\b(?:copyright|ownership|own(?:s|ership)? (?:of )?the (?:work|design|logo|photos?)|intellectual property|\bip\b|rights? in the work)\b.*\b(?:until|till|unless|before|paid|payment)\b|\b(?:until|till|before)\b.*\bpaid\b.*\b(?:copyright|own|rights?)\b/i,
    slug: "ownership-on-payment",
    heading: "Ownership passes on full payment",
    text: "The copyright and all other intellectual property in the work remain with {provider} until {payer} has paid every amount due under this agreement in full. Ownership passes to {payer} on full payment; until then {payer} may use the work only to review it.",
  },
  {
    when: /\b(?:late|overdue)\b.*\b(?:interest|pay|payment|fee)|\binterest\b.*\blate\b/i,
    slug: "late-payment-interest",
    heading: "Late payment",
    text: "Any amount {payer} does not pay by its due date bears interest from that date until it is paid, at the rate prescribed under the Prescribed Rate of Interest Act 55 of 1975.",
  },
  {
    when: /\b(?:revisions?|rounds? of (?:changes|edits|amendments))\b/i,
    slug: "revisions",
    heading: "Revisions",
    text: "The fee includes {revisions} of revisions to each deliverable. Further revisions are charged at {provider}'s usual rates, agreed in writing beforehand.",
  },
  {
    when: /\b(?:cancel\w*|kill) fee\b|\bcancel(?:s|led)?\b.*\b(?:pay|charge|fee|forfeit)/i,
    slug: "cancellation-fee",
    heading: "Cancellation",
    text: "If {payer} cancels the work before it is completed, {payer} shall pay for the work done up to the date of cancellation and for expenses already incurred, and any amount paid upfront is set off against these.",
  },
  {
    when: /\bno smoking\b|\bsmok(?:e|ing)\b/i,
    slug: "no-smoking",
    heading: "No smoking",
    text: "No one may smoke inside the premises. {second} shall make sure that occupants and visitors keep to this.",
  },
  {
    when: /\b(?:deposit|upfront|up front|in advance)\b.*\b(?:before|start)/i,
    slug: "payment-before-start",
    heading: "Payment before work starts",
    text: "{provider} need not start the work until {payer} has paid the agreed upfront amount.",
  },
];

/** The side that is paid and the side that pays, by the roles a template names. */
const PAYER_ROLES = /\b(client|tenant|employer|buyer|borrower|responsible)\b/i;

/**
 * The clause a request describes: a situation drafted from the user's own words ("I keep the
 * copyright until paid" → ownership passes on full payment), otherwise the closest clause of our
 * clause library (our templates' clauses and the wording our law rules recommend). Null when
 * neither has one.
 */
export function clauseForRequest(
  request: string,
  parties: DraftDocument["parties"],
  contractType: ContractType | undefined,
): NewClause | null {
  const topic = clauseTopic(request);
  const [first, second] = parties.map((party) => `the ${party.role}`);
  const payer = parties.find((party) => PAYER_ROLES.test(party.role));
  const provider = parties.find((party) => party !== payer);
  const names: Record<string, string> = {
    first: capital(first ?? "the first party"),
    second: capital(second ?? "the other party"),
    payer: capital(payer ? `the ${payer.role}` : (first ?? "the client")),
    provider: capital(provider ? `the ${provider.role}` : (second ?? "the supplier")),
    revisions: /\b(\w+ rounds?)\b/i.exec(request)?.[1] ?? "two rounds",
  };
  for (const situation of SITUATIONS)
    if (situation.when.test(request))
      return {
        slug: situation.slug,
        heading: situation.heading,
        text: situation.text
          .replace(/(^|\. )\{(\w+)\}/g, (_m, lead: string, key: string) => `${lead}${names[key]}`)
          .replace(/\{(\w+)\}/g, (_m, key: string) => (key === "revisions" ? names.revisions! : lowerThe(names[key]!))),
        source: "situation",
      };
  if (topicWords(topic).length === 0) return null;
  const wording = findClauseWording({ topic, contractType, jurisdiction: "ZA" });
  // library wording with "[details]" placeholders is not a finished clause: not proposed
  if (!wording || /\[/.test(wording.text)) return null;
  return {
    slug: slugOf(wording.heading),
    heading: wording.heading,
    text: wording.text.replace(/\n+/g, " "),
    source: "library",
  };
}

/** "add a clause about late payment" → "late payment". */
export function clauseTopic(request: string): string {
  return request
    .replace(/\b(?:please|can you|could you|would you|i want|i need|we want|we need|also)\b/gi, " ")
    .replace(
      /\b(?:add|include|insert|put in|write in|build in|remove|delete|take out|drop|strike out|get rid of|leave out)\b/gi,
      " ",
    )
    .replace(
      /\b(?:a|an|the|new|clause|clauses|section|term|provision|line|paragraph|about|on|for|that says|saying|that|to the (?:contract|draft|agreement))\b/gi,
      " ",
    )
    .replace(/[?.!,]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The clause a removal request points at: by number ("clause 7.4"), else by its heading or words. */
export function clauseToRemove(request: string, clauses: DraftClause[]): DraftClause | null {
  const number = /\b(?:clause|section|paragraph)\s+(\d+(?:\.\d+)*)/i.exec(request)?.[1];
  if (number) return clauses.find((clause) => clause.number === number) ?? null;
  const words = topicWords(clauseTopic(request));
  if (words.length === 0) return null;
  let best: { clause: DraftClause; score: number } | null = null;
  for (const clause of clauses) {
    const heading = (clause.heading ?? "").toLowerCase();
    const text = clause.text.toLowerCase();
    const score = words.reduce(
      (total, word) => total + (heading.includes(word) ? 3 : 0) + (text.includes(word) ? 1 : 0),
      0,
    );
    if (score > 0 && (!best || score > best.score)) best = { clause, score };
  }
  return best && best.score >= words.length ? best.clause : null;
}

function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "clause"
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerThe = (text: string) => text.replace(/^The /, "the ");
