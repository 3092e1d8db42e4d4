import { readFileSync } from "node:fs";
import { join } from "node:path";

export type CuadSpan = { category: string; start: number; end: number; text: string };
export type CuadContract = { id: string; text: string; spans: CuadSpan[] };

/** Reads a CUAD folder (CUAD_DIR, written by npm run data:cuad): contracts/<id>.txt and labels.jsonl. */
export function loadCuadDataset(dir: string, ids?: ReadonlySet<string>): CuadContract[] {
  const lines = readFileSync(join(dir, "labels.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim());
  const contracts: CuadContract[] = [];
  for (const line of lines) {
    const label = JSON.parse(line) as { id: string; spans: CuadSpan[] };
    if (ids && !ids.has(label.id)) continue;
    contracts.push({
      id: label.id,
      text: readFileSync(join(dir, "contracts", `${label.id}.txt`), "utf8"),
      spans: label.spans,
    });
  }
  return contracts;
}

export function loadCuadCategories(dir: string): string[] {
  return (JSON.parse(readFileSync(join(dir, "categories.json"), "utf8")) as Array<{ name: string }>).map((c) => c.name);
}

/**
 * Related documents (near-duplicates, multi-part filings) listed in the CUAD README (groups with text overlap ≥ 50%).
 * Each group stays in one fold so the dev score is not inflated.
 */
const RELATED_GROUPS: string[][] = [
  ["cuad-0014", "cuad-0027", "cuad-0064"],
  ["cuad-0045", "cuad-0046"],
  ["cuad-0072", "cuad-0073", "cuad-0074", "cuad-0075"],
  ["cuad-0097", "cuad-0098", "cuad-0099", "cuad-0100"],
  ["cuad-0102", "cuad-0178"],
  ["cuad-0104", "cuad-0259", "cuad-0260"],
  ["cuad-0166", "cuad-0435"],
  ["cuad-0171", "cuad-0426", "cuad-0427", "cuad-0428", "cuad-0429"],
  ["cuad-0188", "cuad-0189"],
  ["cuad-0225", "cuad-0226"],
  ["cuad-0229", "cuad-0256"],
  ["cuad-0244", "cuad-0245"],
  ["cuad-0268", "cuad-0328"],
  ["cuad-0302", "cuad-0303", "cuad-0304"],
  ["cuad-0316", "cuad-0344"],
  ["cuad-0320", "cuad-0321"],
  ["cuad-0349", "cuad-0350", "cuad-0351"],
  ["cuad-0352", "cuad-0353"],
  ["cuad-0356", "cuad-0357"],
  ["cuad-0362", "cuad-0363"],
  ["cuad-0389", "cuad-0469"],
  ["cuad-0394", "cuad-0464"],
  ["cuad-0418", "cuad-0419"],
];

/**
 * Fixed, group-aware split by a hash of each group's first id: ~20% dev (never trained or tuned
 * on), ~15% tune (held out of TRAIN to set per-category thresholds), the rest train.
 */
const GROUP_KEY = new Map(RELATED_GROUPS.flatMap((group) => group.map((id) => [id, group[0]!] as const)));

/** The id that stands for a contract's group of related documents (itself when it has none). */
export function groupKeyOf(id: string): string {
  return GROUP_KEY.get(id) ?? id;
}

export function splitCuadIds(ids: string[]): { train: string[]; tune: string[]; dev: string[] } {
  const split = { train: [] as string[], tune: [] as string[], dev: [] as string[] };
  for (const id of ids) {
    const bucket = fnv1a(`split-v1:${groupKeyOf(id)}`) % 100;
    if (bucket < 20) split.dev.push(id);
    else if (bucket < 35) split.tune.push(id);
    else split.train.push(id);
  }
  return split;
}

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
