import type { ClauseHit } from "../../../common/chat";
import { topicWords } from "../../tools/find-clause-wording";

/**
 * Answer, then cite: for a question about an uploaded contract, the one sentence of the
 * retrieved clauses that answers it — the number, the period, the amount, who may do what — said
 * first and cited, then the other relevant words of the contract. When no clause speaks to the
 * question, the answer says the contract seems silent on it.
 */

/** Words people ask with and the words contracts use for the same thing. */
const SYNONYMS: Array<[RegExp, string[]]> = [
  [/\b(?:paid|pay|payment|invoice|money)\b/i, ["pay", "payment", "invoice", "paid"]],
  [
    /\bhow long\b|\blast\b|\bduration\b|\bexpire|\bend\b/i,
    ["commences", "continues", "period", "term", "years", "months"],
  ],
  [
    /\bresign|\bquit|\bleave (?:the|my) job\b|\bend (?:the|my) (?:contract|job|lease)|\bcancel|\bterminat/i,
    ["terminate", "notice", "cancel"],
  ],
  [/\bcome (?:in|into)\b|\benter\b|\baccess\b|\binspect|\bvisit/i, ["enter", "access", "inspect", "notice"]],
  [/\bgo up\b|\bincrease|\bescalat|\braise/i, ["escalate", "increase", "rent"]],
  [/\bleave\b|\bholiday|\bvacation|\bdays off\b/i, ["leave", "days"]],
  [/\bsalary|\bwage|\bearn/i, ["salary", "remuneration", "paid"]],
  [
    /\bnon[- ]?compete|\bother brands?\b|\bcompetitor|\brestraint|\bwork for (?:anyone|others|other)/i,
    ["restraint", "compete", "other", "brand", "months after"],
  ],
  [/\bpets?\b|\bdogs?\b|\bcats?\b/i, ["pet", "pets", "animals"]],
];

/** Words that say what kind of answer is wanted. */
const ASKS_WHEN = /\bwhen\b|\bhow (?:soon|quickly)\b|\bby when\b|\bwithin how\b/i;
const ASKS_AMOUNT =
  /\bhow much\b|\bwhat(?:'s| is) (?:my|the) (?:salary|rent|fee|deposit|price)\b|\bamount\b|\bcost\b|\bsalary\b/i;
const ASKS_PERIOD = /\bhow (?:long|many (?:days|weeks|months|years))\b|\bhow much notice\b|\bnotice\b/i;
const ASKS_PERCENT = /\bhow much\b.*\b(?:go up|increase|escalat)|\bby how much\b|\bpercent|%/i;
const ASKS_PERMISSION = /^\s*(?:can|may|is|are|am|must|do|does)\b/i;

/** Fairness, enforceability, "is this normal": answered from the analysis, not the clause's own words. */
export const ASKS_FAIRNESS =
  /\b(?:fair|unfair|enforceable|unenforceable|legal|illegal|lawful|unlawful|normal|standard|usual|reasonable|allowed|valid)\b/i;

/** The search words for a question, with the contract's words for the same thing added. */
export function expandQuery(question: string, query: string): string {
  const extra = SYNONYMS.filter(([pattern]) => pattern.test(question)).flatMap(([, words]) => words);
  const base = query
    .split(/\s+/)
    .filter((word) => word && !ASKS_FAIRNESS.test(word) && !["get", "long", "much", "many", "first"].includes(word));
  return [...new Set([...base, ...extra])].join(" ") || query;
}

type Candidate = { hit: ClauseHit; sentence: string; score: number };

/** The sentences of the retrieved clauses that answer the question, best first. */
export function rankSentences(params: { question: string; query: string; hits: ClauseHit[] }): Candidate[] {
  const words = topicWords(expandQuery(params.question, params.query));
  const questionWords = contentWords(params.query);
  const candidates: Candidate[] = [];
  for (const hit of params.hits) {
    if (DEFINITION.test(hit.text)) continue;
    const body = hit.text.replace(/^\s*\d+(?:\.\d+)*(?:\([a-z]\))?\.?\s+/, "");
    for (const sentence of body.split(/(?<=[.;:])\s+(?=[A-Z(])/)) {
      const lower = sentence.toLowerCase();
      const matched = words.filter((word) => lower.includes(word)).length;
      const direct = questionWords.filter((word) => lower.includes(word)).length;
      let score = matched + direct * 1.5;
      if (
        ASKS_WHEN.test(params.question) &&
        /\b(?:within|days?|months?|before|after|on or before|by the)\b/i.test(sentence)
      )
        score += 2;
      if (ASKS_AMOUNT.test(params.question) && /\bR\s?\d/.test(sentence)) score += 3;
      if (ASKS_PERCENT.test(params.question) && /\d\s?%|percent/i.test(sentence)) score += 3;
      if (
        ASKS_PERIOD.test(params.question) &&
        /\b\d+\s*(?:\([a-z -]+\)\s*)?(?:business |calendar )?(?:days?|weeks?|months?|years?)\b/i.test(sentence)
      )
        score += 2;
      if (ASKS_PERMISSION.test(params.question) && /\b(?:may|shall|must|entitled|without|not)\b/i.test(sentence))
        score += 0.5;
      if (!hit.clauseNumber) score -= 2; // a title or a preamble, not a clause
      if (matched === 0) score = 0;
      candidates.push({ hit, sentence: trimQuote(sentence), score });
    }
  }
  return candidates.filter((candidate) => candidate.score > 1).sort((a, b) => b.score - a.score);
}

export function answerFromClauses(params: {
  fileName: string;
  question: string;
  query: string;
  topic: string;
  hits: ClauseHit[];
}): string {
  const ranked = rankSentences(params);
  const questionWords = contentWords(params.query);
  const best = ranked[0];
  const onTopic =
    best &&
    (questionWords.length === 0 ||
      questionWords.some((word) => best.sentence.toLowerCase().includes(word)) ||
      best.score >= 4);
  if (!best || !onTopic)
    return `**${params.fileName}** doesn't seem to say anything about ${params.topic}: I found no clause on it. If it matters to you, ask the other party to add it in writing before you sign. This is not legal advice.`;
  // "what does it say about …" wants every clause on the subject; a pointed question, the close seconds
  const broad = /\b(?:say|says|said|about|regarding)\b/i.test(params.question);
  const otherHits = [
    ...new Set(
      ranked
        .filter((candidate) => candidate.hit !== best.hit && (broad || candidate.score >= best.score / 2))
        .map((candidate) => candidate.hit),
    ),
  ].slice(0, 3);
  const others = otherHits.map((hit) => ({
    hit,
    sentence: trimQuote(
      ranked
        .filter((candidate) => candidate.hit === hit)
        .slice(0, 2)
        .map((candidate) => candidate.sentence)
        .join(" "),
    ),
  }));
  const lines = [
    `**Answer:** “${sentenceCase(best.sentence)}” (${citationOf(best.hit)})`,
    ...(others.length > 0
      ? ["", "Also relevant:", ...others.map((candidate) => `- “${candidate.sentence}” (${citationOf(candidate.hit)})`)]
      : []),
    "",
    `These are the words of **${params.fileName}**. Ask me whether a term is fair, or to analyse the whole contract. This is not legal advice.`,
  ];
  return lines.join("\n");
}

/**
 * "Is this fair / enforceable / normal?": the analysis engine's finding on that clause, never the
 * clause's own claim that it is reasonable. Says so when the analysis found no problem with it.
 */
export function fairnessAnswer(params: {
  fileName: string;
  question: string;
  query: string;
  topic: string;
  hits: ClauseHit[];
  findings: Array<{ title: string; severity: string; clauseNumber: string | null; explanation?: string }>;
}): string {
  const best = rankSentences(params)[0];
  const clauseNumbers = new Set(
    (best ? [best.hit] : params.hits).map((hit) => hit.clauseNumber).filter((number): number is string => !!number),
  );
  const words = topicWords(params.topic);
  const relevant = params.findings.filter(
    (finding) =>
      (finding.clauseNumber && [...clauseNumbers].some((number) => sameClause(number, finding.clauseNumber!))) ||
      words.some((word) => finding.title.toLowerCase().includes(word)),
  );
  const boundary = "This is not legal advice: for a decision that matters, speak to an attorney.";
  if (relevant.length === 0) {
    const where = best?.hit.clauseNumber ? ` (clause ${best.hit.clauseNumber})` : "";
    const quote = best ? `\n\nThe clause says: “${best.sentence}”${where}` : "";
    return `Our analysis of **${params.fileName}** flags no problem with ${params.topic}${where}. It checks the points South African law rules on; a term it does not flag can still be unreasonable for you, and the contract's own words that it is reasonable don't make it so.${quote}\n\n${boundary}`;
  }
  const lines = [`What our analysis of **${params.fileName}** found on ${params.topic}:`, ""];
  for (const finding of relevant.slice(0, 3))
    lines.push(
      `- **${finding.title}** — ${finding.severity} risk${finding.clauseNumber ? ` (clause ${finding.clauseNumber})` : ""}.${finding.explanation ? ` ${finding.explanation}` : ""}`,
    );
  lines.push("", `A clause saying that a term is reasonable does not make it so. ${boundary}`);
  return lines.join("\n");
}

/** The words of a question that name its subject (not the parties or the contract). */
function contentWords(query: string): string[] {
  return topicWords(query).filter(
    (word) =>
      !["landlord", "tenant", "employer", "employee", "client", "contractor", "agreement", "get"].includes(word),
  );
}

function sameClause(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

const DEFINITION = /^\s*(?:\d+(?:\.\d+)*\s*)?(?:\([a-z]+\)\s*)?["“][^"”]{1,60}["”]\s+(?:means|shall mean|refers to)\b/i;

function citationOf(hit: ClauseHit): string {
  return hit.clauseNumber ? `clause ${hit.clauseNumber}` : `page ${hit.page}`;
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function trimQuote(text: string, max = 420): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, clean.lastIndexOf(" ", max))} …`;
}
