import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { analyzeContract } from "../agent/analysis/analyze-contract";
import { documentFromText } from "../agent/analysis/document-from-text";
import type { AnalysisResult, ContractType } from "../common/analysis";
import { contractFixturesDir, zaCorpusDir } from "../fixtures/paths";

type KeyParty = { role: string; name: string };
type KeyDate = { label: string; date: string; derived?: boolean };
type Key = {
  slug: string;
  contract_type: string;
  side?: string;
  parties: KeyParty[];
  key_dates: KeyDate[];
  term: { start: string | null; end: string | null };
  formats?: { source_text: string };
};

export type ContractMeasure = {
  slug: string;
  parties: { expected: number; found: number; missed: string[] };
  type: { expected: ContractType[]; got: ContractType; correct: boolean };
  dates: { expected: number; labelled: number; unlabelled: string[] };
  /** The term's start and end dates the key states, and how many the engine got right. */
  term: { expected: number; correct: number };
};

/**
 * The contract types an answer key's free-text `contract_type` allows. Several are acceptable
 * where the law reads the contract either way (an instalment sale is credit and a sale).
 */
export function acceptableTypes(keyType: string): ContractType[] {
  const t = keyType.toLowerCase();
  if (/non-disclosure/.test(t)) return ["nda"];
  if (/employment/.test(t)) return ["employment"];
  if (/residential lease/.test(t)) return ["residential_lease"];
  if (/commercial lease/.test(t)) return ["commercial_lease"];
  if (/instalment sale/.test(t)) return ["loan", "sale_of_goods"];
  if (/loan|credit/.test(t)) return ["loan"];
  if (/membership/.test(t)) return ["membership"];
  if (/cellphone|armed response|security monitoring|venue/.test(t)) return ["consumer_services"];
  if (/influencer|content-creator|freelance|contractor/.test(t)) return ["independent_contractor"];
  if (/retainer|development|maintenance/.test(t)) return ["services", "independent_contractor"];
  return ["other"];
}

const normName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bt\/a\b.*$/, "")
    .replace(/^(dr|mr|mrs|ms|prof)\.?\s+/, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** A key party is found when a party the engine names is the same (or contains it, or is contained). */
function partyFound(expected: string, result: AnalysisResult): boolean {
  const want = normName(expected);
  return result.keyTerms.parties.some((p) => {
    const got = normName(p.name);
    return got === want || (got.length > 5 && (want.includes(got) || got.includes(want)));
  });
}

/** Labels that say nothing about what the date is. */
const VAGUE_DATE_LABEL = /^(date|time limit|amount)$/i;

export function measureContract(key: Key, result: AnalysisResult): ContractMeasure {
  const missed = key.parties.filter((p) => !partyFound(p.name, result)).map((p) => `${p.role}: ${p.name}`);
  const expectedTypes = acceptableTypes(key.contract_type);
  const stated = key.key_dates.filter((d) => !d.derived && !/signature|signed/i.test(d.label));
  const unlabelled = stated
    .filter((d) => {
      const found = result.keyTerms.dates.filter((x) => x.date === d.date);
      return found.length === 0 || found.every((x) => VAGUE_DATE_LABEL.test(x.label));
    })
    .map((d) => `${d.label} ${d.date}`);
  return {
    slug: key.slug,
    parties: { expected: key.parties.length, found: key.parties.length - missed.length, missed },
    type: {
      expected: expectedTypes,
      got: result.contractType.value,
      correct: expectedTypes.includes(result.contractType.value),
    },
    dates: { expected: stated.length, labelled: stated.length - unlabelled.length, unlabelled },
    term: {
      expected: [key.term.start, key.term.end].filter(Boolean).length,
      correct:
        (key.term.start && key.term.start === result.keyTerms.term?.start ? 1 : 0) +
        (key.term.end && key.term.end === result.keyTerms.term?.end ? 1 : 0),
    },
  };
}

export function measureFolder(dir: string): ContractMeasure[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".answers.json"))
    .sort()
    .map((f) => {
      const key = JSON.parse(readFileSync(join(dir, f), "utf8")) as Key;
      const text = readFileSync(join(dir, key.formats?.source_text ?? `${key.slug}.txt`), "utf8");
      return measureContract(key, analyzeContract(documentFromText(text), { side: key.side }));
    });
}

export function summarise(measures: ContractMeasure[]) {
  const sum = (pick: (m: ContractMeasure) => number) => measures.reduce((s, m) => s + pick(m), 0);
  const share = (part: number, whole: number) => part / Math.max(1, whole);
  return {
    partyRecall: share(
      sum((m) => m.parties.found),
      sum((m) => m.parties.expected),
    ),
    typeAccuracy: share(measures.filter((m) => m.type.correct).length, measures.length),
    datesLabelled: share(
      sum((m) => m.dates.labelled),
      sum((m) => m.dates.expected),
    ),
    termDates: share(
      sum((m) => m.term.correct),
      sum((m) => m.term.expected),
    ),
  };
}

if (process.argv[1]?.endsWith("parties-and-types.ts")) {
  const all = [...measureFolder(zaCorpusDir), ...measureFolder(contractFixturesDir)];
  for (const m of all)
    process.stdout.write(
      `${m.slug.padEnd(40)} parties ${m.parties.found}/${m.parties.expected} type ${m.type.got}${m.type.correct ? "" : ` (want ${m.type.expected.join("|")})`} dates ${m.dates.labelled}/${m.dates.expected} term ${m.term.correct}/${m.term.expected}` +
        `${m.parties.missed.length ? `\n   missed: ${m.parties.missed.join("; ")}` : ""}${m.dates.unlabelled.length ? `\n   unlabelled dates: ${m.dates.unlabelled.join("; ")}` : ""}\n`,
    );
  const za = summarise(all.filter((m) => readdirSync(zaCorpusDir).includes(`${m.slug}.txt`)));
  const total = summarise(all);
  process.stdout.write(`za-corpus: ${JSON.stringify(za)}\nall 15: ${JSON.stringify(total)}\n`);
}
