import { describe, expect, it } from "vitest";
import { fuzzCase, inputKinds, loadFuzzSeeds } from "./fuzz-cases";
import { acceptableOutcomes, type FuzzResult, isClearMessage, runUploadFuzz } from "./upload-fuzz";

/** A fixed sample of the fuzz `npm run fuzz` runs at length (2,000+ cases); half of it through HTTP. */
const SEED = 20261123;
const CASES = 100;

describe("upload fuzz: mutated PDF, Word, text and image files through POST /api/contracts", () => {
  it("builds every case exactly again from (seed, index)", async () => {
    const seeds = await loadFuzzSeeds();
    for (const index of [0, 17, 99]) {
      const first = fuzzCase(seeds, SEED, index);
      const again = fuzzCase(seeds, SEED, index);
      expect(Buffer.compare(first.bytes, again.bytes)).toBe(0);
      expect(again).toMatchObject({ kind: first.kind, mutations: first.mutations, fileName: first.fileName });
    }
    expect(Buffer.compare(fuzzCase(seeds, SEED, 1).bytes, fuzzCase(seeds, SEED + 1, 1).bytes)).not.toBe(0);
  });

  it("tells a clear message from a generic or leaked one", () => {
    expect(isClearMessage("This PDF is password-protected. Please upload an unlocked copy.")).toBe(true);
    expect(isClearMessage("Something went wrong while processing this. Please try again.")).toBe(false);
    expect(isClearMessage("Cannot read properties of undefined (reading 'storageDirId')")).toBe(false);
    expect(isClearMessage(null)).toBe(false);
  });

  it(`answers ${CASES} fuzzed uploads with a clear refusal or a job that ends, never a crash, 5xx or hang`, async () => {
    const run = await runUploadFuzz({
      seed: SEED,
      indexes: Array.from({ length: CASES }, (_, index) => index),
      caseTimeoutMs: 60_000,
      maxBlockMs: 15_000,
      concurrency: 2,
      httpEvery: 2,
    });
    const failures = run.results.filter((result) => !acceptableOutcomes.includes(result.outcome.type)).map(summarise);
    expect(failures).toEqual([]);
    expect(run.results).toHaveLength(CASES);
    // the sample reaches every kind and every acceptable ending, not only the upload checks
    expect(new Set(run.results.map((result) => result.kind))).toEqual(new Set(inputKinds));
    const types = new Set(run.results.map((result) => result.outcome.type));
    expect(types).toEqual(new Set(["refused", "completed", "failed"]));
  }, 300_000);
});

function summarise(result: FuzzResult): string {
  return `(${result.seed},${result.index}) ${result.kind} [${result.mutations.join(", ")}]: ${JSON.stringify(result.outcome)}`;
}
