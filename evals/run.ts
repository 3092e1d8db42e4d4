import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { runCuadSuite } from "./suites/cuad/cuad-suite";
import { runFindingsSuite } from "./suites/findings/findings-suite";
import { runRetrievalSuite } from "./suites/retrieval/retrieval-suite";
import { formatTable } from "./scoring";

/** `npm run eval -- --suite cuad|findings|retrieval [--data <dir>] [--json <out>] [--limit N]` */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const suite = option("suite");
const data = option("data");
const jsonOut = option("json");
const provider = option("provider") ?? "local";
if (provider !== "local") {
  process.stderr.write(`provider "${provider}" is not available: only the local engine is built\n`);
  process.exit(2);
}

if (suite === "cuad") {
  const report = runCuadSuite({ dataDir: resolve(data ?? "../shared/cuad"), limit: option("limit") ? Number(option("limit")) : undefined });
  const rows = report.categories.map((c) => [c.category, c.presence.precision, c.presence.recall, c.presence.f1, c.span.predicted ? c.span.correct / c.span.predicted : 0, c.span.gold ? c.span.found / c.span.gold : 0]);
  console.log(formatTable(["category", "pres P", "pres R", "pres F1", "span P", "span R"], rows));
  console.log(`\ncontracts: ${report.contracts.length} (${report.split}); classifier ${report.classifierVersion}; rule packs ${JSON.stringify(report.rulePacks)}; provider ${provider}; ${report.msPerContract} ms/contract`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ ...report, provider }, null, 2));
  console.log(`cuad: presence macro-F1 ${report.presenceMacroF1.toFixed(3)}, span micro-F1 ${report.span.microF1.toFixed(3)}`);
} else if (suite === "findings") {
  const report = runFindingsSuite({ dataDir: resolve(data ?? "../shared/fixtures/contracts") });
  console.log(formatTable(["contract", "must-find", "found", "med/high", "matched", "key terms"], report.contracts.map((c) => [c.slug, String(c.mustFind), String(c.found), String(c.reportedMediumHigh), String(c.matchedMediumHigh), `${c.keyTerms.correct}/${c.keyTerms.total}`])));
  for (const c of report.contracts) {
    for (const m of c.missed) console.log(`  missed   ${c.slug} ${m.clause}: ${m.issue.slice(0, 90)}`);
    for (const u of c.unmatched) console.log(`  unmatched ${c.slug} ${u.clause ?? "(missing)"} ${u.severity} ${u.ruleId} [${u.topic}]`);
    for (const k of c.keyTerms.misses) console.log(`  key-term miss ${c.slug}: ${k}`);
  }
  console.log(`\nclassifier ${report.classifierVersion}; rule packs ${JSON.stringify(report.rulePacks)}; provider ${provider}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ ...report, provider }, null, 2));
  console.log(`findings: recall ${report.recall.toFixed(3)}, precision ${report.precision.toFixed(3)}, key-terms ${report.keyTermAccuracy.toFixed(3)}`);
} else if (suite === "retrieval") {
  const report = await runRetrievalSuite({ dataDir: resolve(data ?? "../shared/fixtures/contracts") });
  const rank = (value: number | null) => (value === null ? "-" : String(value));
  console.log(formatTable(["question", "answer", "vector", "text", "hybrid"], report.questions.map((q) => [`${q.contract.split("-")[0]}: ${q.question.slice(0, 60)}`, q.clauses.join("/"), rank(q.rank.vector), rank(q.rank.text), rank(q.rank.hybrid)])));
  console.log(`\nrecall@3: vector ${report.recallAt3.vector.toFixed(3)}, text ${report.recallAt3.text.toFixed(3)}, hybrid ${report.recallAt3.hybrid.toFixed(3)}; mrr: vector ${report.mrr.vector.toFixed(3)}, text ${report.mrr.text.toFixed(3)}, hybrid ${report.mrr.hybrid.toFixed(3)}`);
  console.log(`${report.questions.length} questions, ${report.chunks} chunks; embedding ${report.embeddingModel}; provider ${provider}; hybrid search p50 ${report.searchMs.p50} ms, p95 ${report.searchMs.p95} ms (PGlite in memory)`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ ...report, provider }, null, 2));
  console.log(`retrieval: recall@3 ${report.recallAt3.hybrid.toFixed(3)}, mrr ${report.mrr.hybrid.toFixed(3)}`);
} else {
  process.stderr.write("usage: npm run eval -- --suite cuad|findings|retrieval [--data <dir>] [--json <out>]\n");
  process.exit(2);
}
