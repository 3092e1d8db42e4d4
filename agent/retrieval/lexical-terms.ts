import { lowerCaseMonthNames } from "../../common/month-names";

/**
 * The word-level analysis behind the local lexical embedding: tokens, a light English stemmer,
 * stop words, low-information contract words and legal synonym groups ("deposit" ≈ "security",
 * "terminate" ≈ "cancel"). Deterministic and dependency-free.
 */

const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by can " +
    "could did do does doing down during each few for from further had has have having he her here hers herself him himself his " +
    "how i if in into is it its itself just me more most my myself no nor not of on once only or other our ours ourselves out " +
    "over own same she should so some such than that the their theirs them themselves then there these they this those through to " +
    "too under until up very was we were what when where which while who whom why will with would you your yours yourself " +
    "shall may must hereby herein thereof therein whether also within without upon per such said any every"
  ).split(" "),
);

/** Words every contract of a kind repeats: they say little about which clause answers a question. */
const LOW_INFORMATION = new Set(
  [
    "agreement",
    "contract",
    "lease",
    "clause",
    "party",
    "parties",
    "tenant",
    "landlord",
    "employee",
    "employer",
    "premises",
    "receiving",
    "disclosing",
    "provided",
    "accordance",
    "term",
    "terms",
    "condition",
    "conditions",
    "respect",
    "including",
    "entitled",
    "obligation",
    "obligations",
    "right",
    "rights",
    "purpose",
    "information",
    "confidential",
    "person",
    "writing",
    "written",
    "give",
    "given",
    "make",
    "made",
    "other",
    "much",
    "many",
    "long",
    "happen",
    "happens",
    "get",
    "allowed",
  ].map((word) => stem(word)),
);

/**
 * Synonym groups: each word in a group also contributes the group's concept feature, so a
 * question in everyday words meets the contract's legal words.
 */
const SYNONYM_GROUPS: Record<string, string[]> = {
  deposit: ["deposit", "security", "bond"],
  terminate: [
    "terminate",
    "termination",
    "cancel",
    "cancellation",
    "cancelled",
    "end",
    "quit",
    "resign",
    "resignation",
    "dismiss",
    "dismissal",
    "leave early",
    "break",
  ],
  notice: ["notice", "notify", "notification", "inform", "warn", "warning", "advance"],
  rent: ["rent", "rental", "hire", "monthly"],
  pay: ["pay", "payment", "payable", "paid", "salary", "wage", "wages", "remuneration", "earn", "compensation"],
  late: ["late", "overdue", "arrears", "default", "interest", "due date"],
  increase: ["increase", "escalate", "escalation", "raise", "adjust", "anniversary"],
  repair: ["repair", "maintenance", "maintain", "fix", "defect", "broken", "damage", "replace"],
  pet: ["pet", "animal", "dog", "cat"],
  leave: ["leave", "holiday", "sick", "absence", "absent", "family responsibility"],
  hours: ["hour", "hours", "overtime", "shift", "roster", "sunday", "weekend", "work time"],
  secret: ["confidential", "confidentiality", "secret", "disclose", "disclosure", "share", "reveal", "leak"],
  court: ["court", "jurisdiction", "dispute", "tribunal", "sue", "proceedings"],
  law: ["law", "governing", "governed", "legislation", "act"],
  assign: [
    "assign",
    "assignment",
    "cede",
    "cession",
    "transfer",
    "sublet",
    "sub-let",
    "letting",
    "airbnb",
    "short-term",
  ],
  insure: ["insure", "insurance", "insured", "cover"],
  duration: ["duration", "period", "term", "length", "last", "commence", "expire", "expiry", "month", "year"],
  cost: ["cost", "costs", "fee", "fees", "charge", "charges", "expense", "attorney", "legal costs"],
  utility: ["electricity", "water", "utility", "utilities", "sewerage", "refuse", "meter"],
  destroy: ["return", "destroy", "destruction", "delete", "back"],
  inspect: ["inspect", "inspection", "condition", "check", "present"],
  access: ["access", "enter", "entry", "visit", "keys", "key"],
  probation: ["probation", "probationary", "trial", "suitability"],
  deduct: ["deduct", "deduction", "deductions", "withhold", "set off", "shortage", "loss"],
  breach: ["breach", "violate", "violation", "fail", "failure", "remedy"],
  renew: ["renew", "renewal", "extend", "extension", "automatically"],
  remedy: ["remedy", "interdict", "injunction", "damages", "relief", "urgent"],
  privacy: ["personal", "privacy", "popia", "data", "unauthorised"],
  refund: ["refund", "repay", "reimburse", "back"],
  occupant: ["occupant", "occupy", "occupation", "reside", "live", "stay", "guest"],
  search: ["search", "searched", "body search"],
  uniform: ["uniform", "shirt", "badge", "dress"],
  transfer: ["transfer", "relocate", "move", "store", "branch"],
  duties: ["duty", "duties", "job", "role", "position", "task", "responsibilities"],
  alteration: ["alteration", "addition", "paint", "painting", "drill", "renovate", "modify", "change"],
  signature: ["sign", "signed", "signature", "counterpart", "electronic"],
  amount: ["much", "amount", "price", "sum", "rand", "rands", "expensive"],
  date: ["when", "date", "day", ...lowerCaseMonthNames],
  lawyer: ["lawyer", "lawyers", "attorney", "attorneys", "advocate"],
  exclusion: ["exclusion", "exception", "exclude", "public", "publicly", "independently"],
};

/** Stem → concept names. */
const CONCEPTS = new Map<string, string[]>();
/** "stemA stemB" → concept names (two-word synonyms such as "set off"). */
const PHRASE_CONCEPTS = new Map<string, string[]>();
for (const [concept, words] of Object.entries(SYNONYM_GROUPS)) {
  for (const word of words) {
    const stems = tokenize(word).map(stem);
    const target = stems.length === 1 ? CONCEPTS : PHRASE_CONCEPTS;
    const key = stems.join(" ");
    target.set(key, [...new Set([...(target.get(key) ?? []), concept])]);
  }
}

export type LexicalTerm = {
  /** The stemmed word. */
  stem: string;
  /** 1 for an ordinary content word, less for numbers and words every contract repeats. */
  weight: number;
};

/** Lower-cased words and numbers; currency amounts ("R29 000,00") keep their letter ("r29"). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Content words of a text, stemmed, in order (stop words dropped). */
export function contentTerms(text: string): LexicalTerm[] {
  const terms: LexicalTerm[] = [];
  for (const token of tokenize(text)) {
    if (STOP_WORDS.has(token) || token.length < 2) continue;
    const stemmed = stem(token);
    const numeric = /\d/.test(token);
    terms.push({ stem: stemmed, weight: numeric ? 0.5 : LOW_INFORMATION.has(stemmed) ? 0.35 : 1 });
  }
  return terms;
}

/** The synonym concepts a run of terms mentions (single words and two-word phrases), in order. */
export function conceptsOf(terms: LexicalTerm[]): string[] {
  const found: string[] = [];
  for (const [index, term] of terms.entries()) {
    found.push(...(CONCEPTS.get(term.stem) ?? []));
    if (/^r\d/.test(term.stem)) found.push("amount"); // "R29 000,00"
    if (/^(19|20)\d\d$/.test(term.stem)) found.push("date");
    const next = terms[index + 1];
    if (next) found.push(...(PHRASE_CONCEPTS.get(`${term.stem} ${next.stem}`) ?? []));
  }
  return found;
}

/**
 * A light suffix stripper (in the spirit of Porter's step 1, plus a few derivational endings
 * contracts use): "penalties" → "penalty", "terminated"/"termination"/"terminate" → "terminat",
 * "cancelled" → "cancel", "payment" → "pay".
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (/(xes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith("ational")) w = `${w.slice(0, -7)}ate`;
  else if (w.endsWith("ation") && w.length > 7) w = `${w.slice(0, -5)}ate`;
  else if (w.endsWith("ment") && w.length > 6) w = w.slice(0, -4);
  else if (w.endsWith("ing") && w.length > 5 && /[aeiouy]/.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 4 && /[aeiouy]/.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  else if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);

  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

function undouble(word: string): string {
  return /([^aeiouls])\1$|ll$/.test(word) ? word.slice(0, -1) : word;
}
