import type { ContractType, KeyTerms } from "../../../common/analysis";
import type { ClauseUnit } from "../clause-units";

type Party = KeyTerms["parties"][number];
type Pronoun = "we" | "you";

const COMPANY_SUFFIX =
  /(\(pty\)\s*ltd|\(rf\)|\bpty\s+ltd|\bltd|\blimited|inc|incorporated|llc|l\.l\.c|corp|corporation|plc|gmbh|n\.?v|b\.?v|s\.?a|lp|l\.p|llp|cc|npc|trust|bank)\b\.?/i;
const COMPANY_LINE =
  /^(?:and\s+|between\s+)?([A-Z0-9][A-Za-z0-9&.,'’ -]*?(?:\(PTY\)\s*LTD|\(Pty\)\s*Ltd|\bPty\s+Ltd|\bLTD|\bLtd|\bLIMITED|\bLimited|\bINC|\bInc|\bLLC|\bCORPORATION|\bCorporation|\bCorp|\bPLC|\bplc|\bCC|\bNPC)\b\.?)/;
/** `("the Club")`, `("Fynbloem", "we", "us", "our")`, `(hereinafter referred to as "the Tenant")`. */
const DEFINITION_BRACKET =
  /\(\s*(?:each\s+a\s+|hereinafter\s+)?(?:(?:referred\s+to\s+)?as\s+)?((?:(?:the\s+)?["“][^"”\n]{1,30}["”][\s,]*(?:and\s+|or\s+)?)+)\)/g;
/** `"We", "us" and "our" means …`, `"You" and "your" mean …`, `"I", "me" and "my" means …`. */
const PRONOUN_DEFINITION =
  /["“](we|i|you)["”](?:\s*,\s*(?:and\s+)?|\s+and\s+)?(?:["“][a-z]+["”](?:\s*,\s*(?:and\s+)?|\s+and\s+)?)*\s*(?:means?|refers?\s+to|stands?\s+for)\s+/gi;
const ROLE_WORDS =
  "landlord|lessor|tenant|lessee|employer|employee|worker|lender|borrower|credit provider|consumer|seller|buyer|purchaser|client|customer|contractor|consultant|supplier|service provider|member|subscriber|licensor|licensee|owner|developer|creator|surety";
const ROLE_IS = new RegExp(`\\bThe (${ROLE_WORDS}) is ([A-Z][^\\n;]{2,120})`, "gi");
const PRONOUNS = /^(we|us|our|i|me|my|you|your)$/i;
const NOT_A_ROLE =
  /^(agreement|lease|contract|effective date|parties|purpose|premises|services|store|room|car|house)$/i;

/** What "we" and "you" usually are in a contract of this type (the drafter is the stronger side). */
const PRONOUN_ROLES: Partial<Record<ContractType, Record<Pronoun, string>>> = {
  employment: { we: "Employer", you: "Employee" },
  residential_lease: { we: "Landlord", you: "Tenant" },
  commercial_lease: { we: "Landlord", you: "Tenant" },
  loan: { we: "Lender", you: "Borrower" },
  sale_of_goods: { we: "Seller", you: "Buyer" },
  licence: { we: "Licensor", you: "Licensee" },
  membership: { we: "Service provider", you: "Member" },
  consumer_services: { we: "Service provider", you: "Consumer" },
};

type Candidate = {
  name: string;
  role: string | null;
  pronoun: Pronoun | null;
  /** The words the contract uses for the party in its clauses ("the Club", "you", "I"). */
  term?: string | null;
  unit: ClauseUnit;
  start: number;
  end: number;
  confidence: number;
};

/**
 * The parties: the block each party's name heads with its defined term in brackets, plain-English
 * definitions ("you" means …, "The landlord is …"), lines naming a company, and anyone who signs
 * as surety. "We"/"you" parties get the role the contract gives them, or the usual one for its type.
 */
export function extractParties(source: string, units: ClauseUnit[], type: ContractType = "other"): Party[] {
  const head = units.filter((u, i) => i < 14 && u.start < 9000);
  const candidates: Candidate[] = [];
  for (const unit of head) {
    candidates.push(...bracketDefinitions(unit), ...pronounDefinitions(unit), ...roleSentences(unit));
    candidates.push(...companyLines(unit));
  }
  candidates.push(...sureties(units));

  const instalmentSale = type === "loan" && /instalment sale|you are buying/i.test(source.slice(0, 9000));
  const typeRoles = instalmentSale ? { we: "Seller", you: "Buyer" } : PRONOUN_ROLES[type];
  const stated = statedPronounRoles(source);
  const pronounRoles = { ...(typeRoles ?? payeeRoles(source, type)), ...stated };
  const iSpeaks = /["“]I["”][^.;\n]{0,30}(?:means?|refers?\s+to)/.test(source.slice(0, 9000));
  const parties: Party[] = [];
  const byName = new Map<string, Party>();
  for (const candidate of candidates) {
    const name = tidyName(source, candidate.name);
    const key = nameKey(name);
    if (name.length < 3 || !key) continue;
    const role = candidate.role ?? (candidate.pronoun ? (pronounRoles[candidate.pronoun] ?? null) : null);
    const term = candidate.term ?? candidate.pronoun ?? null;
    const existing = byName.get(key) ?? [...byName.entries()].find(([k]) => sameParty(k, key))?.[1];
    if (existing) {
      if (!existing.role && role) existing.role = role;
      if (term && (!existing.term || (PRONOUN_TERM.test(term) && !PRONOUN_TERM.test(existing.term))))
        existing.term = term;
      if (name.length > existing.name.length && / t\/a /.test(name)) existing.name = name;
      continue;
    }
    const start = candidate.unit.start + candidate.start;
    const end = Math.min(candidate.unit.end, candidate.unit.start + candidate.end);
    const party: Party = {
      name,
      role,
      term,
      kind: kindOf(name, candidate.unit.text),
      confidence: candidate.confidence,
      citation: {
        clauseNumber: candidate.unit.number,
        start,
        end: Math.max(start, end),
        quote: source.slice(start, Math.max(start, end)),
      },
    };
    byName.set(key, party);
    parties.push(party);
  }
  // A contract that calls the landlord "we" does so throughout, though "The landlord is …" names it.
  for (const party of parties) {
    if (party.term && PRONOUN_TERM.test(party.term)) continue;
    const pronoun = (Object.keys(pronounRoles) as Pronoun[]).find((p) => stated[p] && stated[p] === party.role);
    if (pronoun) party.term = pronoun === "we" && iSpeaks ? "I" : pronoun;
  }
  for (const party of parties) if (party.term === "we" && iSpeaks) party.term = "I";
  return parties.slice(0, 8);
}

const PRONOUN_TERM = /^(?:we|you|I)$/;

function bracketDefinitions(unit: ClauseUnit): Candidate[] {
  const found: Candidate[] = [];
  for (const match of unit.text.matchAll(DEFINITION_BRACKET)) {
    const terms = [...match[1]!.matchAll(/["“]\s*(?:the\s+)?([^"”]+?)\s*["”]/gi)].map((m) => m[1]!.trim());
    if (terms.length === 0 || terms.some((t) => NOT_A_ROLE.test(t) || /^part(?:y|ies)$/i.test(t))) continue;
    const pronoun = pronounOf(terms);
    const roleTerm = terms.find(
      (t) => !PRONOUNS.test(t) && new RegExp(`^(?:${ROLE_WORDS}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)$`, "i").test(t),
    );
    const block = partyBlock(unit.text, match.index!);
    if (!block) continue;
    // A short name ("Fynbloem") is an alias, not a role; a role word is.
    const role =
      roleTerm && new RegExp(`^(?:${ROLE_WORDS}|club|studio|company|venue operator|agency)$`, "i").test(roleTerm)
        ? roleTerm
        : null;
    const own = terms.find((t) => !PRONOUNS.test(t));
    const term = pronoun ?? (own ? (/["“]\s*the\s/i.test(match[1]!) ? `the ${own}` : own) : null);
    found.push({
      ...block,
      role: role && capitalise(role),
      pronoun,
      term,
      unit,
      end: match.index! + match[0].length,
      confidence: 0.85,
    });
  }
  return found;
}

/** The name heading the block of lines that ends at a bracketed definition. */
function partyBlock(text: string, at: number): { name: string; start: number } | null {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const sameLine = text.slice(lineStart, at).trim();
  if (sameLine && !/^\(/.test(sameLine)) {
    // One-line form: "ACME INC., a Delaware corporation ("Acme")" or a sentence ending in the name.
    const segment = sameLine
      .split(/,\s+(?:a|an|the)\s/)[0]!
      .replace(/^.*\b(?:between|by and between)\s+/i, "")
      .replace(/^and\s+/i, "")
      .replace(/[,;(]+$/, "")
      .trim();
    const name = segment.replace(/\s*\((?!pty\)|rf\)).*$/i, "").trim();
    return looksLikeName(name) ? { name, start: lineStart + sameLine.indexOf(segment) } : null;
  }
  // Block form: lines back to the previous blank line; the first is the name.
  const blank = text.lastIndexOf("\n\n", lineStart - 2);
  const blockStart = blank < 0 ? 0 : blank + 2;
  const lines = text.slice(blockStart, lineStart).split("\n");
  let offset = blockStart;
  for (const raw of lines) {
    const line = raw.trim().replace(/^(?:and|between|entered into (?:by and )?between)\s+/i, "");
    if (line && !/^(and|between|entered into.*)$/i.test(line) && looksLikeName(line.replace(/[,;]$/, ""))) {
      const trading = /(?:trading as|t\/a)\s+([A-Z][^\n,(]{1,60})/i.exec(text.slice(blockStart, lineStart));
      const name = line.replace(/[,;]$/, "");
      return { name: trading ? `${name} t/a ${trading[1]!.trim()}` : name, start: offset + raw.indexOf(line) };
    }
    if (line) return null;
    offset += raw.length + 1;
  }
  return null;
}

function pronounDefinitions(unit: ClauseUnit): Candidate[] {
  const found: Candidate[] = [];
  for (const match of unit.text.matchAll(PRONOUN_DEFINITION)) {
    const pronoun: Pronoun = /^you$/i.test(match[1]!) ? "you" : "we";
    const afterAt = match.index! + match[0].length;
    const rest = unit.text.slice(afterAt, afterAt + 240).split(/;|\.\s|\.$|\n|,?\s+and\s+["“]/)[0]!;
    const roleMatch = new RegExp(`^the (${ROLE_WORDS})\\b,?\\s*`, "i").exec(rest);
    const role = roleMatch ? capitalise(roleMatch[1]!) : null;
    const afterRole = rest.slice(roleMatch?.[0].length ?? 0);
    const nameText = afterRole.split(/,|\s+(?:of|who|which|whose|a|an|the)\s/)[0]!.trim();
    const names = splitNames(nameText);
    for (const name of names) {
      const at = afterAt + rest.indexOf(name);
      found.push({ name, role, pronoun, unit, start: at, end: at + name.length, confidence: 0.85 });
    }
  }
  return found;
}

/** "Riaan Oosthuizen and Chantelle Oosthuizen" → two people; a company name keeps its "and"/"&". */
function splitNames(text: string): string[] {
  const cleaned = text.replace(/^(?:mr|mrs|ms|miss)\.?\s+/i, "");
  if (!looksLikeName(cleaned)) return [];
  if (COMPANY_SUFFIX.test(cleaned)) return [cleaned];
  const parts = cleaned.split(/\s+and\s+/).map((p) => p.replace(/^(?:mr|mrs|ms|miss)\.?\s+/i, "").trim());
  return parts.every((p) => /^[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,4}$/.test(p)) ? parts : [cleaned];
}

function roleSentences(unit: ClauseUnit): Candidate[] {
  const found: Candidate[] = [];
  for (const match of unit.text.matchAll(ROLE_IS)) {
    const name = match[2]!
      .split(/,|\s+(?:of|who|which|whose|a|an)\s/)[0]!
      .replace(/^(?:mr|mrs|ms|miss)\.?\s+/i, "")
      .trim();
    if (!looksLikeName(name)) continue;
    const at = match.index! + match[0].indexOf(match[2]!);
    found.push({
      name,
      role: capitalise(match[1]!),
      pronoun: null,
      term: `the ${match[1]!}`,
      unit,
      start: at,
      end: at + name.length,
      confidence: 0.85,
    });
  }
  return found;
}

function companyLines(unit: ClauseUnit): Candidate[] {
  const found: Candidate[] = [];
  for (const line of unit.text.split("\n")) {
    const trimmed = line.trim().replace(/[,;]$/, "");
    if (trimmed.length > 80 || /^\d/.test(trimmed) || !COMPANY_SUFFIX.test(trimmed)) continue;
    const company = COMPANY_LINE.exec(trimmed);
    if (!company || /^(the|this|a)\s/i.test(company[1]!)) continue;
    const offset = unit.text.indexOf(company[1]!);
    found.push({
      name: company[1]!,
      role: null,
      pronoun: null,
      unit,
      start: offset,
      end: offset + company[1]!.length,
      confidence: 0.7,
    });
  }
  return found;
}

const SURETY =
  /(?:([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){1,4})(?:\s*\([^)]{0,80}\))?(?:,[^,.;\n]{0,60},)?,?\s+(?:hereby\s+)?(?:binds?\s+(?:himself|herself|themselves)|signs?|agrees?\s+to\s+sign)\s+as\s+surety)|(?:surety(?:\s+and\s+co-?principal\s+debtor)?\s*[:–-]\s*(?:(?:mr|mrs|ms|dr)\.?\s+)?([A-Z][A-Za-z'’-]+(?:\s+[A-Z][A-Za-z'’-]+){1,4}))/g;

function sureties(units: ClauseUnit[]): Candidate[] {
  const found: Candidate[] = [];
  for (const unit of units) {
    if (!/surety/i.test(unit.text)) continue;
    for (const match of unit.text.matchAll(SURETY)) {
      const name = (match[1] ?? match[2])!.trim();
      const at = match.index! + match[0].indexOf(name);
      found.push({ name, role: "Surety", pronoun: null, unit, start: at, end: at + name.length, confidence: 0.75 });
    }
  }
  return found;
}

/** "We"/"you" roles the contract states: `"We" … refer to the landlord; "you" … refer to the tenant`. */
function statedPronounRoles(source: string): Partial<Record<Pronoun, string>> {
  const roles: Partial<Record<Pronoun, string>> = {};
  const head = source.slice(0, 9000);
  for (const match of head.matchAll(
    new RegExp(`["“](we|i|you)["”][^.;\\n]{0,40}?(?:means?|refers?\\s+to)\\s+the\\s+(${ROLE_WORDS})\\b`, "gi"),
  )) {
    const pronoun: Pronoun = /^you$/i.test(match[1]!) ? "you" : "we";
    roles[pronoun] ??= capitalise(match[2]!);
  }
  const you = new RegExp(`\\byou,?\\s+the\\s+(${ROLE_WORDS})\\b`, "i").exec(head);
  if (you) roles.you ??= capitalise(you[1]!);
  return roles;
}

/** For services and freelance work: whoever is paid is the contractor, the other the client. */
function payeeRoles(source: string, type: ContractType): Partial<Record<Pronoun, string>> {
  if (type !== "services" && type !== "independent_contractor") return {};
  const weePay = (source.match(/\b(?:we|I)\s+(?:will\s+|must\s+|shall\s+)?pay\s+you\b/gi) ?? []).length;
  const youPay = (source.match(/\byou\s+(?:will\s+|must\s+|shall\s+)?pay\s+(?:us|me)\b/gi) ?? []).length;
  if (weePay === youPay) return {};
  const payee = type === "services" ? "Service provider" : "Contractor";
  return weePay > youPay ? { we: "Client", you: payee } : { we: payee, you: "Client" };
}

function pronounOf(terms: string[]): Pronoun | null {
  if (terms.some((t) => /^(we|us|our|i|me|my)$/i.test(t))) return "we";
  if (terms.some((t) => /^(you|your)$/i.test(t))) return "you";
  return null;
}

function looksLikeName(text: string): boolean {
  return (
    text.length >= 3 &&
    text.length <= 90 &&
    /^[A-Z0-9]/.test(text) &&
    !/@|https?:|www\.|^\d+\s+\w+\s+(?:street|road|avenue|drive|crescent|lane)\b/i.test(text) &&
    !/^(?:registration|identity|id number|e-?mail|tel|cell|phone|fax|vat|reg\.?|psira|instagram|tiktok|unit|suite|shop|stand|flat|house|erf|portion|po box|p\.o\.)\b/i.test(
      text,
    ) &&
    !/^\d/.test(text.replace(/^\d{4}\/\d+\/\d+/, "")) &&
    !/\b(?:street|road|avenue|drive|crescent|lane)\b.*\d{4}$/i.test(text)
  );
}

const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bt\/a\b.*$/, "")
    .replace(/^(?:mr|mrs|ms|miss|dr)\.?\s+/, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function sameParty(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) > 8 && (a.startsWith(b) || b.startsWith(a)));
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Prefer the mixed-case spelling the contract uses elsewhere for an all-caps name. */
function tidyName(source: string, name: string): string {
  const [main, trading] = name.split(/\s+t\/a\s+/);
  const tidy = (part: string) => {
    const trimmed = part
      .replace(/\s+/g, " ")
      .replace(/[\s,.;:]+$/, (m) =>
        /\.$/.test(m) && /\b(inc|ltd|corp)$/i.test(part.trim().replace(/\.$/, "")) ? "." : "",
      )
      .trim();
    if (trimmed !== trimmed.toUpperCase()) return trimmed;
    const pattern = new RegExp(trimmed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"), "gi");
    for (const match of source.matchAll(pattern))
      if (match[0] !== match[0].toUpperCase()) return match[0].replace(/\s+/g, " ");
    return trimmed
      .toLowerCase()
      .replace(/(^|[\s(&-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase())
      .replace(/\(pty\)/i, "(Pty)")
      .replace(/\bCc\b/, "CC")
      .replace(/(?<=\S\s)(Van|Von|De|Du|Der|Den|Le|La)(?=\s)/g, (particle) => particle.toLowerCase());
  };
  return trading ? `${tidy(main!)} t/a ${tidy(trading)}` : tidy(main ?? "");
}

function kindOf(name: string, context: string): Party["kind"] {
  if (COMPANY_SUFFIX.test(name.replace(/\s+t\/a\s+.*$/, ""))) return "company";
  if (/identity number|id number|an adult|born on/i.test(context) || /^[A-Z][a-z]+(\s+[A-Z][a-z]+){1,3}$/.test(name))
    return "individual";
  return "unknown";
}
