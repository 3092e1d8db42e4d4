// `npm run fuzz [-- --cases N --seed S --concurrency C --http-every K --timeout-ms T --max-block-ms B --replay i,j,k --out file.json]`:
// mutated uploads (PDF, DOCX, DOC, TXT and photos, seeded from fixtures/contracts) through
// POST /api/contracts on the real app and its analysis workers (with --http-every K, every K-th
// case; the others call the extraction entry points directly). Prints cases by kind and outcome,
// the slowest, largest and longest-blocking cases and the peak RSS; writes every failing
// (seed, index) to the output file so `--replay` can run them again. Exits 1 on any crash, 5xx,
// hang, event-loop stall or unclear message.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { inputKinds } from "../fuzz/fuzz-cases";
import { acceptableOutcomes, type FuzzResult, runUploadFuzz } from "../fuzz/upload-fuzz";

const { values } = parseArgs({
  options: {
    cases: { type: "string", default: "2000" },
    seed: { type: "string", default: "1" },
    concurrency: { type: "string", default: "2" },
    "http-every": { type: "string", default: "1" },
    "timeout-ms": { type: "string", default: "150000" },
    "max-block-ms": { type: "string", default: "5000" },
    replay: { type: "string" },
    out: { type: "string" },
  },
});
const seed = Number(values.seed);
const cases = Number(values.cases);
const indexes = values.replay
  ? values.replay.split(",").map(Number)
  : Array.from({ length: cases }, (_, index) => index);
const out = path.resolve(values.out ?? path.join(import.meta.dirname, `../bench/results/fuzz-seed-${seed}.json`));
mkdirSync(path.dirname(out), { recursive: true });

let done = 0;
const run = await runUploadFuzz({
  seed,
  indexes,
  caseTimeoutMs: Number(values["timeout-ms"]),
  concurrency: Number(values.concurrency),
  httpEvery: Number(values["http-every"]),
  maxBlockMs: Number(values["max-block-ms"]),
  hangReportPath: out.replace(/\.json$/, ".hang.json"),
  inFlightPath: out.replace(/\.json$/, ".in-flight.json"),
  onResult: (result) => {
    done += 1;
    if (!isAcceptable(result)) process.stderr.write(`\nFAIL ${describe(result)}\n`);
    if (done % 50 === 0 || done === indexes.length) process.stderr.write(`\r${done}/${indexes.length} cases`);
  },
});
process.stderr.write("\n");

const failures = run.results.filter((result) => !isAcceptable(result));
const lines: string[] = [
  `Upload fuzz, seed ${seed}: ${run.results.length} cases in ${(run.durationMs / 1000).toFixed(0)} s; peak RSS ${run.peakRssMb} MB; longest event-loop block ${run.maxEventLoopBlockMs} ms`,
  `Through HTTP (POST /api/contracts, the job, the status path): ${run.results.filter((result) => result.path === "http").length}; straight into checkDocument + extractDocument: ${run.results.filter((result) => result.path === "direct").length}`,
  "",
  "By input kind (refused / completed / failed with a message / FAILURES):",
  ...inputKinds.map((kind) => {
    const ofKind = run.results.filter((result) => result.kind === kind);
    const count = (type: string) => ofKind.filter((result) => result.outcome.type === type).length;
    return `  ${kind.padEnd(5)} ${String(ofKind.length).padStart(5)}  ${count("refused")} / ${count("completed")} / ${count("failed")} / ${ofKind.length - count("refused") - count("completed") - count("failed")}`;
  }),
  "",
  "By outcome:",
  ...tally(run.results.map(outcomeLabel)).map(([label, count]) => `  ${String(count).padStart(5)}  ${label}`),
  "",
  "Slowest cases:",
  ...top("ms", "ms"),
  "",
  "Largest RSS while in flight (whole process: app, workers, PGlite and the fuzzer's own buffers):",
  ...top("rssMb", "MB"),
  "",
  "Longest event-loop blocks while in flight:",
  ...top("blockMs", "ms"),
  "",
  failures.length === 0
    ? "No failures."
    : `${failures.length} FAILURES (replay: npm run fuzz -- --seed ${seed} --replay ${failures.map((failure) => failure.index).join(",")}):`,
  ...failures.map((failure) => `  ${describe(failure)}`),
];
process.stdout.write(`${lines.join("\n")}\n`);
writeFileSync(
  out,
  JSON.stringify({ seed, ...run, failures: failures.map(({ seed, index }) => ({ seed, index })) }, null, 2),
);
process.stdout.write(`Results: ${out}\n`);
process.exit(failures.length === 0 ? 0 : 1);

function top(field: "ms" | "rssMb" | "blockMs", unit: string): string[] {
  const sorted = [...run.results].sort((left, right) => right[field] - left[field]).slice(0, 6);
  return sorted.map((result) => `  ${String(result[field]).padStart(7)} ${unit.padEnd(2)}  ${describe(result)}`);
}

function isAcceptable(result: FuzzResult): boolean {
  return acceptableOutcomes.includes(result.outcome.type);
}

function outcomeLabel({ outcome }: FuzzResult): string {
  switch (outcome.type) {
    case "refused":
      return `${outcome.status} ${outcome.code}: ${outcome.message}`;
    case "completed":
      return "202 → completed";
    case "failed":
      return `202 → error: ${outcome.message}`;
    default:
      return `FAILURE ${outcome.type}`;
  }
}

function describe(result: FuzzResult): string {
  const detail = "detail" in result.outcome ? ` — ${result.outcome.detail}` : ` → ${outcomeLabel(result)}`;
  return `(${result.seed},${result.index}) ${result.path} ${result.kind} from ${result.source} [${result.mutations.join(", ")}] as ${JSON.stringify(result.fileName.slice(0, 40))}, ${result.byteSize} bytes${detail}`;
}

function tally(labels: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].sort((left, right) => right[1] - left[1]);
}
