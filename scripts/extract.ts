/**
 * npm run extract -- <file> [--json]
 *
 * Prints the extracted text, page count, method per page and the clause tree; with --json, one
 * JSON object on stdout. A refused file exits non-zero with the user-facing message on stderr.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { extractDocument } from "../agent/ingest/extract-document";
import { shutdownOcrPool } from "../agent/ingest/ocr-pool";
import type { Clause, ExtractedDocument } from "../common/document";
import { isAppError } from "../common/errors";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) {
    process.stderr.write("Usage: npm run extract -- <file> [--json]\n");
    return 2;
  }

  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }

  try {
    const document = await extractDocument(
      { bytes, fileName: basename(file) },
      {
        onProgress: json
          ? undefined
          : (progress) => process.stderr.write(`\r${progress.percent}% ${progress.message}`.padEnd(60)),
      },
    );
    if (!json) process.stderr.write("\n");
    process.stdout.write(json ? `${JSON.stringify(document)}\n` : formatDocument(document));
    return 0;
  } catch (error) {
    if (!json) process.stderr.write("\n");
    if (isAppError(error)) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    process.stderr.write(`Extraction failed: ${(error as Error).stack ?? String(error)}\n`);
    return 3;
  }
}

function formatDocument(document: ExtractedDocument): string {
  const lines: string[] = [];
  lines.push(document.text, "", "─".repeat(72));
  lines.push(`Format: ${document.format}`, `Pages: ${document.pageCount}`);
  for (const page of document.pages) {
    const quality =
      page.confidence === null
        ? ""
        : ` (OCR confidence ${page.confidence.toFixed(0)}${page.lowConfidence ? ", LOW — re-take or re-scan" : ""})`;
    lines.push(`  page ${page.number}: ${page.method}${quality}`);
  }
  for (const warning of document.warnings) lines.push(`Warning: ${warning}`);
  lines.push("", "Clauses:");
  const walk = (clauses: Clause[], depth: number) => {
    for (const clause of clauses) {
      const label = [clause.number, clause.heading].filter(Boolean).join(" ") || firstWords(clause.text);
      lines.push(`${"  ".repeat(depth + 1)}${label}  [${clause.start}–${clause.end}, p. ${clause.page}]`);
      walk(clause.children, depth + 1);
    }
  };
  walk(document.clauses, 0);
  return `${lines.join("\n")}\n`;
}

function firstWords(text: string): string {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  return `${words.slice(0, 8).join(" ")}${words.length > 8 ? " …" : ""}`;
}

const exitCode = await main().finally(() => shutdownOcrPool());
process.exitCode = exitCode;
