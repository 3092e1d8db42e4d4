import { readFileSync } from "node:fs";
import { join } from "node:path";

import { contractFixturesDir } from "../../fixtures/paths";

export { cuadDir, cuadMissingMessage, hasCuad } from "../../fixtures/paths";
export const fixturesDir = contractFixturesDir;

export const fixtureSlugs = ["residential-lease-wc", "employment-fixed-term-retail", "mutual-nda-capetown"] as const;

export function readFixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(join(fixturesDir, name)));
}

export function readFixtureText(name: string): string {
  return readFileSync(join(fixturesDir, name), "utf8");
}

export type AnswerKey = {
  expected_findings: Array<{ clause: string }>;
  key_dates: Array<{ clause?: string }>;
  formats: { files: string[]; source_text: string; page_1_only: string[]; no_text_layer: string[] };
};

export function readAnswerKey(slug: string): AnswerKey {
  return JSON.parse(readFixtureText(`${slug}.answers.json`)) as AnswerKey;
}

/** The fixture .doc with two FAT entries of its first FAT sector pointing at each other: a loop A → B → A. */
export function docWithLoopingChain(): Uint8Array<ArrayBuffer> {
  const bytes = readFixture("residential-lease-wc.doc").slice();
  const view = new DataView(bytes.buffer);
  const sectorSize = 1 << view.getUint16(30, true);
  const fatStart = (view.getUint32(76, true) + 1) * sectorSize;
  // the directory's chain starts at the sector named in the header; send it round a two-sector loop
  const directory = view.getUint32(48, true);
  const other = directory === 1 ? 2 : 1;
  view.setUint32(fatStart + directory * 4, other, true);
  view.setUint32(fatStart + other * 4, directory, true);
  return bytes;
}
