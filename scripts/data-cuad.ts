// npm run data:cuad -- <path to the official CUAD_v1 zip or its unpacked folder> [--out <dir>]
// Converts the CUAD v1 release into the layout the clause-classifier trainer and the cuad eval
// suite read (default ./data/cuad, or CUAD_DIR). CUAD is CC BY 4.0, The Atticus Project; its texts
// are never copied into the repository.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { cuadDir } from "../fixtures/paths";
import { convertCuadRelease } from "./cuad/convert-cuad-release";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: "string" } } });
const source = positionals[0];
if (!source) {
  console.error("Usage: npm run data:cuad -- <CUAD_v1.zip or CUAD_v1 folder> [--out <dir>]");
  process.exit(2);
}
const outDir = resolve(values.out ?? cuadDir);
try {
  const report = await convertCuadRelease(resolve(source), outDir);
  console.log(
    `CUAD written to ${outDir}: ${report.contracts} contracts, ${report.spans} spans, ${report.pdfs} PDFs` +
      (report.movedSpans ? ` (${report.movedSpans} spans placed by text search)` : ""),
  );
  if (report.missing.length)
    console.warn(`No text file for ${report.missing.length} entries: ${report.missing.join(", ")}`);
  if (outDir !== cuadDir) console.log(`Set CUAD_DIR=${outDir} for the tests, evals and npm run train to find it.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
