import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { analyzeContract } from "../agent/analysis/analyze-contract";
import { documentFromText } from "../agent/analysis/document-from-text";
import type { ExtractedDocument } from "../common/document";

/** `npm run analyze -- <file> [--json] [--jurisdiction ZA] [--side tenant]` */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const valueFlags = new Set(["--jurisdiction", "--side"]);
const file = args.find((arg, i) => !arg.startsWith("--") && !valueFlags.has(args[i - 1] ?? ""));
if (!file) {
  process.stderr.write("usage: npm run analyze -- <file> [--json] [--jurisdiction ZA] [--side tenant]\n");
  process.exit(2);
}

async function extract(path: string): Promise<ExtractedDocument> {
  const bytes = new Uint8Array(readFileSync(path));
  try {
    const { extractDocument } = await import("../agent/ingest/extract-document");
    return await extractDocument({ bytes, fileName: basename(path) });
  } catch (error) {
    // Plain text needs no extractor: segment it directly when ingestion is unavailable.
    if (
      extname(path).toLowerCase() === ".txt" &&
      !(
        error instanceof Error &&
        "code" in error &&
        typeof (error as { code: unknown }).code === "string" &&
        (error as { code: string }).code !== "ERR_MODULE_NOT_FOUND"
      )
    ) {
      return documentFromText(new TextDecoder().decode(bytes));
    }
    throw error;
  }
}

/** Resolves once the text is flushed: exiting earlier cuts a large --json result off when stdout is a pipe. */
function writeOut(text: string): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

try {
  const document = await extract(file);
  const result = analyzeContract(document, { side: option("side"), jurisdiction: option("jurisdiction") });
  if (args.includes("--json")) {
    await writeOut(`${JSON.stringify(result)}\n`);
  } else {
    const lines = [
      `${result.contractType.label} (${result.jurisdiction.name}) — read for: ${result.sides.used?.label ?? "no side"}`,
      `Overall risk: ${result.overallRisk.score}/100 (${result.overallRisk.level})`,
      result.overallRisk.summary,
      "",
      ...result.findings.map(
        (f) =>
          `[${f.severity}] ${f.citation?.clauseNumber ? `clause ${f.citation.clauseNumber}` : "missing"}: ${f.title}${f.lawReferences[0] ? ` — ${f.lawReferences[0].act} ${f.lawReferences[0].section ?? ""}` : ""}`,
      ),
      ...(result.uncertainty.uncertain ? ["", "Not sure:", ...result.uncertainty.reasons.map((r) => `- ${r}`)] : []),
    ];
    await writeOut(`${lines.join("\n")}\n`);
  }
  process.exit(0);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
