import type { KeyTerms } from "../../common/analysis";

export const COULD_NOT_JUDGE = "We could not read enough of this contract to judge it.";

/** Below this share of clauses recognised (a category or a finding), the engine has not understood the contract. */
const MIN_RECOGNISED_SHARE = 0.15;
const MIN_UNITS = 5;
/** A partial document this short (about two pages) is too little to judge. */
const SHORT_PARTIAL_CHARS = 6000;

/**
 * Whether the document ends like a whole contract: a signature section near the end. Whole words
 * only ("signed", not "redesigned").
 */
export function looksComplete(source: string): boolean {
  const tail = source.slice(-Math.max(1500, Math.floor(source.length * 0.15)));
  return /\b(?:signed|signature|in witness|witnesses|for and on behalf of)\b|_{5,}|\.{8,}/i.test(tail);
}

/**
 * How much of the contract the engine could read and recognise. `cannotJudge` means a "low risk"
 * would be a guess: the result says so plainly instead.
 */
export function readingConfidence(input: {
  source: string;
  unitCount: number;
  recognisedUnits: number;
  keyTerms: KeyTerms;
  pageCount: number;
  lowConfidencePages: number;
}): { partial: boolean; cannotJudge: boolean; reasons: string[] } {
  const partial = !looksComplete(input.source);
  const reasons: string[] = [];
  if (partial && input.source.trim().length < SHORT_PARTIAL_CHARS)
    reasons.push(
      "This looks like only part of the contract (for example a photo of one page): the rest, with the signature section, is missing, so we did not check for missing clauses.",
    );
  if (input.unitCount < MIN_UNITS) reasons.push(`We found only ${input.unitCount} clauses.`);
  else if (input.recognisedUnits / input.unitCount < MIN_RECOGNISED_SHARE)
    reasons.push(`We recognised what only ${input.recognisedUnits} of its ${input.unitCount} clauses are about.`);
  const { parties, dates, amounts } = input.keyTerms;
  if (parties.length === 0 && dates.length === 0 && amounts.length === 0)
    reasons.push("We found no parties, dates or amounts in it.");
  if (input.pageCount > 0 && input.lowConfidencePages * 2 > input.pageCount)
    reasons.push("The scan is poor on most pages, so much of the text may be misread.");
  const cannotJudge = reasons.length > 0;
  return { partial, cannotJudge, reasons: cannotJudge ? [COULD_NOT_JUDGE, ...reasons] : [] };
}
