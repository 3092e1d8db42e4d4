import { UNVERIFIED_LAW_MARK } from "../../common/chat";
import { checkLawReference, knownLawReferences } from "./verify-law-references";

/** A law reference in a model's free text that ContractClarity's table does not know. */
export type UnverifiedCitation = { citation: string; reason: string };

const NAME_WORD = String.raw`(?:[A-Z][\w'&.-]*|\([A-Za-z]+\))`;
const JOIN_WORD = "(?:and|of|for|from|en|van|der|de)";
const PARTY = String.raw`${NAME_WORD}(?:\s+(?:${NAME_WORD}|${JOIN_WORD}))*`;
/** "1984 (4) SA 874 (A)", "[2019] ZASCA 12", "2019 (3) BCLR 1 (CC)" */
const LAW_REPORT = String.raw`(?:\s+\(?\d{4}\)?\s*\(\d+\)\s*[A-Z]+\s*\d+\s*\([A-Z]+\)|\s+\[\d{4}\]\s*[A-Z]+\s*\d+)`;
const CASE = new RegExp(String.raw`(${PARTY})\s+v\.?\s+(${PARTY})(${LAW_REPORT})?`, "g");
/** Words that start a sentence before a case name, not part of it. */
const LEAD_WORDS = new Set(["In", "See", "As", "Under", "The", "Per", "Also", "Compare", "Cf", "Following", "After"]);

/** "Consumer Protection Act 68 of 2008", "Rental Housing Act", "Consumer Rights Act 2015", with the section before or after. */
const ACT = new RegExp(
  String.raw`(?:\b(?:[Ss]ections?|[Ss]\.?)\s*(\d+[A-Z]?(?:\([\w]+\))*(?:\s*(?:and|,|–|-)\s*\d+[A-Z]?(?:\([\w]+\))*)*)\s+of\s+(?:the\s+)?)?` +
    String.raw`((?:[A-Z][a-z]+\s+(?:(?:of|and|from|for)\s+)*)*[A-Z][a-z]+\s+Act)(?:,?\s+(\d+\s+of\s+\d{4}|\d{4}))?` +
    String.raw`(?:,?\s*\(?(?:[Ss]ections?|[Ss]\.?)\s*(\d+[A-Z]?(?:\([\w]+\))*))?`,
  "g",
);

const KNOWN_CASES = knownLawReferences()
  .filter((reference) => /\sv\s/.test(reference.act))
  .map((reference) => parties(reference.act));

/**
 * The law references in a model's answer that ContractClarity's table does not know: cases
 * ("X v Y", with or without a law report) whose parties no known case has, Acts the table does not
 * name (or with the wrong number or year), and sections of a known Act that no rule cites. What is
 * not recognisably a citation (an abbreviation such as "the CPA") is not checked.
 */
export function unverifiedCitations(text: string): UnverifiedCitation[] {
  const found: UnverifiedCitation[] = [];
  for (const match of text.matchAll(CASE)) {
    const [first, second] = [match[1]!, match[2]!];
    const firstWords = first.split(/\s+/);
    while (firstWords.length > 1 && LEAD_WORDS.has(firstWords[0]!)) firstWords.shift();
    const secondWord = normalize(second.split(/\s+/)[0]!);
    const known = KNOWN_CASES.some(
      ([knownFirst, knownSecond]) =>
        knownSecond === secondWord && firstWords.some((word) => normalize(word) === knownFirst),
    );
    if (!known) {
      const citation = `${firstWords.join(" ")} v ${second}${match[3] ?? ""}`.trim();
      found.push({
        citation: text.includes(citation) ? citation : match[0].trim(),
        reason: "a case ContractClarity's table does not name",
      });
    }
  }
  for (const match of text.matchAll(ACT)) {
    const words = match[2]!.split(/\s+/);
    while (words.length > 2 && LEAD_WORDS.has(words[0]!)) words.shift();
    const name = [words.join(" "), match[3]].filter(Boolean).join(" ");
    const section = match[1] ?? match[4] ?? null;
    const check = checkLawReference({ act: name, section: section ? `s${section}` : null });
    if (!check.known) {
      const citation = match[0].trim();
      const lead = match[1] ? "" : match[2]!.slice(0, match[2]!.indexOf(words[0]!));
      found.push({ citation: citation.slice(lead.length), reason: check.reason });
    }
  }
  return found;
}

/** The text with each unverified citation replaced by the mark. */
export function markUnverified(text: string, citations: string[]): string {
  return citations.reduce((marked, citation) => marked.split(citation).join(UNVERIFIED_LAW_MARK), text);
}

function parties(caseName: string): [string, string] {
  const [first, second] = caseName.split(/\sv\.?\s/);
  return [normalize(first!.split(/\s+/)[0]!), normalize(second!.split(/\s+/)[0]!)];
}

function normalize(word: string): string {
  return word.toLowerCase().replace(/[^a-z0-9]+/g, "");
}
