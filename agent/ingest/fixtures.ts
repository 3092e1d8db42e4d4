import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Paths of the shared, read-only test data (outside the repository). */
export const fixturesDir = join(import.meta.dirname, "../../../shared/fixtures/contracts");
export const cuadDir = join(import.meta.dirname, "../../../shared/cuad");

export const fixtureSlugs = ["residential-lease-wc", "employment-fixed-term-retail", "mutual-nda-capetown"] as const;

export function readFixture(name: string): Uint8Array {
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
