import type { TemplateCategory, TemplateSummary } from "../../../common/templates";
import { parseDurations } from "../../analysis/key-terms/parse-durations";

/** What the user asked for in their latest message (only the user's own words are read). */
export type Intent =
  | { kind: "draftContract"; category: TemplateCategory | null; description: string | null }
  | { kind: "listTemplates" }
  | { kind: "draftClause"; topic: string; instructions: string | undefined }
  | { kind: "export"; format: "docx" | "pdf" }
  | { kind: "revise"; clauseNumber: string | null; text: string }
  | { kind: "analyze"; side: string | undefined }
  | { kind: "categorize" }
  | { kind: "question"; query: string }
  | { kind: "legalAdvice"; query: string }
  | { kind: "other" };

const CATEGORY_CUES: Array<[RegExp, TemplateCategory]> = [
  [/\bcommercial lease\b|\b(?:office|shop|retail|warehouse|business premises) lease\b/i, "commercial_lease"],
  [
    /\b(?:residential\s+)?(?:lease|rental|letting|tenancy)\b|\brent(?:ing)?\s+(?:out\s+)?(?:a|my|the|our)\b|\b(?:flat|apartment|house|cottage|townhouse)\b/i,
    "residential_lease",
  ],
  [/\bnda\b|non[\s-]?disclosure|confidentiality agreement/i, "nda"],
  [/\b(?:independent\s+)?contractor\b|freelanc|consult(?:ing|ancy) agreement/i, "independent_contractor"],
  [/\bemployment\b|\bemploy(?:ee|ing)?\b|\bjob contract\b|\bstaff contract\b/i, "employment"],
  [/\bloan\b/i, "loan"],
  [/\bservices? agreement\b|\bservice level\b/i, "services"],
  [/\bsale (?:of goods|agreement)\b|\bdeed of sale\b/i, "sale_of_goods"],
  [/\bpartnership\b/i, "partnership"],
  [/\boperator agreement\b|\bdata processing\b|\bpopia agreement\b/i, "privacy"],
  [/\bprivacy (?:policy|notice)\b|\bwebsite\b|\bterms of (?:use|service)\b/i, "website"],
];

const DRAFT_VERB = /\b(?:draft|create|write|make|generate|prepare|start|set up|need|want|help me with)\b/i;
const QUESTION_START =
  /^\s*(?:what|whats|what's|which|who|when|where|why|how|does|do|is|are|can|could|may|must|should|will|would|am i|tell me|explain|show me|find)\b/i;
const STOP = new Set(
  "a an the of for to and or on in at by with about my our your their this that it is are be does do did what whats which who when where why how can could may must should will would i me we say says said tell show find explain please contract agreement lease document there any anything regarding re".split(
    " ",
  ),
);

/** A dispute, a court case or representation: legal advice beyond what the product gives (SPEC: "not legal advice"). */
const LEGAL_ADVICE =
  /\b(?:sue|suing|lawsuit|court case|(?:go|take \w+(?: \w+)?) to court|in court|will i win|my chances|represent me|legal action|lay (?:a )?charges?|press charges|ccma|tribunal|legal advice)\b/i;

export function asksForLegalAdvice(text: string): boolean {
  return LEGAL_ADVICE.test(text);
}

/**
 * The template of a category that fits the request: South African unless the user names another
 * jurisdiction (the product's default), then the one whose title shares the user's words
 * ("mutual", "one-way", "permanent", "fixed-term"); ties keep the list's order.
 */
export function chooseTemplate(
  templates: TemplateSummary[],
  category: TemplateCategory,
  message: string,
): TemplateSummary | undefined {
  const jurisdiction = /\b(?:uk|united kingdom|england|wales|english law|british)\b/i.test(message)
    ? "UK"
    : /\b(?:usa|u\.s\.a?|united states|american|delaware|new york|california)(?![a-z])/i.test(message)
      ? "US"
      : "ZA";
  const words = (message.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []).filter((word) => !STOP.has(word));
  // An employment contract without a stated end is a permanent one (BCEA s198B limits fixed terms).
  const wantsFixedTerm = /\b(?:fixed|temporary|contract for \d+|\d+[- ]months?|seasonal)\b/i.test(message);
  const score = (template: TemplateSummary) =>
    (template.jurisdiction === jurisdiction ? 100 : 0) +
    words.filter((word) => template.title.toLowerCase().includes(word)).length +
    (!wantsFixedTerm && /\bpermanent\b/i.test(template.title) ? 0.5 : 0);
  return templates.filter((template) => template.category === category).sort((a, b) => score(b) - score(a))[0];
}

/** "a lease for a flat in Cape Town" → "a flat in Cape Town". */
function premisesDescriptionOf(message: string): string | null {
  const description =
    /\bfor (an? (?:[\w-]+ )?(?:flat|apartment|house|cottage|room|townhouse|unit|duplex|studio|garden flat)(?: (?:in|at) [A-Z][\w' -]*)?)/i.exec(
      message,
    )?.[1] ?? null;
  return description?.replace(/[.!?,]+$/, "").trim() ?? null;
}

export function templateCategoryOf(text: string): TemplateCategory | null {
  for (const [pattern, category] of CATEGORY_CUES) if (pattern.test(text)) return category;
  return null;
}

/** The words worth searching a contract for: "What does my lease say about the deposit?" → "deposit". */
export function searchQueryOf(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9.\s'-]/g, " ")
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$|'s$/g, ""))
    .filter((word) => word && !STOP.has(word));
  return words.join(" ").trim() || text.trim();
}

export function looksLikeQuestion(text: string): boolean {
  return /\?\s*$/.test(text) || QUESTION_START.test(text);
}

/** Reads one user message. `hasDraft` and `hasContract` say what the conversation has to act on. */
export function readIntent(text: string, state: { hasDraft: boolean; hasContract: boolean }): Intent {
  const message = text.trim();
  if (
    /\b(?:export|download)\b|\bas (?:a )?(?:word|docx|pdf)\b|\b(?:word|docx|pdf)\s+(?:file|document|version|copy)\b|\bsend (?:it|me) (?:as|in)\b/i.test(
      message,
    )
  ) {
    return { kind: "export", format: /\bpdf\b/i.test(message) ? "pdf" : "docx" };
  }
  if (
    /\bclause\b/i.test(message) &&
    /\b(?:draft|write|suggest|give|propose|need|add|explain|example|wording)\b/i.test(message) &&
    !/\bclause\s+\d/i.test(message)
  ) {
    const instructions = parseDurations(message).length > 0 ? message : undefined;
    const topic = message
      .replace(/\b(?:please|can you|could you|would you|i need|i want|help me)\b/gi, " ")
      .replace(
        /\b(?:draft|write|suggest|give me|give|propose|need|add|explain|an example of|example|wording for|wording)\b/gi,
        " ",
      )
      .replace(/\b(?:with|giving|of)\s+(?:\d+|a|an|one)\b.*$/i, " ")
      .replace(/\s+/g, " ")
      .trim();
    return { kind: "draftClause", topic: topic || message, instructions };
  }
  if (
    /\b(?:templates?|what (?:contracts|documents|agreements) can you)\b/i.test(message) &&
    !DRAFT_VERB.test(message.replace(/\bcan you (?:draft|create|write|make)\b/i, ""))
  ) {
    return { kind: "listTemplates" };
  }
  if (asksForLegalAdvice(message) && !/\b(?:draft|create|write|generate|prepare)\b/i.test(message))
    return { kind: "legalAdvice", query: searchQueryOf(message) };
  const category = templateCategoryOf(message);
  if (
    DRAFT_VERB.test(message) &&
    /\b(?:draft|create|write|generate|prepare|new)\b|\b(?:need|want) (?:a|an)\b/i.test(message) &&
    (category || /\b(?:contract|agreement)\b/i.test(message)) &&
    !(state.hasContract && looksLikeQuestion(message) && !/\b(?:draft|create|write|generate|prepare)\b/i.test(message))
  ) {
    return { kind: "draftContract", category, description: premisesDescriptionOf(message) };
  }
  // "Employment contract for a new cashier please", "Residential lease for a townhouse, rent R12 000"
  if (
    category &&
    !state.hasDraft &&
    !state.hasContract &&
    !looksLikeQuestion(message) &&
    /\b(?:contract|agreement|lease|nda|terms)\b/i.test(message)
  )
    return { kind: "draftContract", category, description: premisesDescriptionOf(message) };
  if (/\bwhat (?:kind|type|sort) of (?:contract|agreement|document)\b|\bcategori[sz]e\b|\bclassify\b/i.test(message))
    return { kind: "categorize" };
  if (
    state.hasDraft &&
    /^\s*(?:please\s+)?(?:change|make|set|update|increase|decrease|raise|lower|reduce|replace|amend|edit|rewrite|put)\b/i.test(
      message,
    )
  ) {
    const clauseNumber = /\bclause\s+(\d+(?:\.\d+)*)/i.exec(message)?.[1] ?? null;
    return { kind: "revise", clauseNumber, text: message };
  }
  if (
    state.hasContract &&
    /\b(?:analy[sz]e|analysis|risks?|risky|red flags?|unfair|review|safe to sign|should i sign|problems?|issues?|how bad)\b/i.test(
      message,
    )
  ) {
    const side =
      /\b(?:as|for) (?:the |a |an )?(tenant|landlord|employee|employer|client|contractor|lessee|lessor|buyer|seller|borrower|lender)\b/i.exec(
        message,
      )?.[1];
    return { kind: "analyze", side: side?.toLowerCase() };
  }
  if (state.hasContract && (looksLikeQuestion(message) || /\b(?:say|says|about|regarding|clause)\b/i.test(message)))
    return { kind: "question", query: searchQueryOf(message) };
  return { kind: "other" };
}
