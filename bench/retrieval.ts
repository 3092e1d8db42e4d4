// Clause retrieval at scale: 100,000 embedded clause chunks in the embedded database (PGlite with
// pgvector, in a temporary directory), made from the CUAD contracts the way indexing makes them
// (extract → chunk along the clause tree → local embedding → encrypted chunk rows), then timed as
// the chat agent's searchContract tool runs them, plus whole-table worst cases.
// `npx tsx bench/retrieval.ts` prints the figures; scripts/bench.ts imports the function.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { extractDocument } from "../agent/ingest/extract-document";
import { chunkClauses, chunkSearchText } from "../agent/retrieval/chunk-clauses";
import { embedLocal, localEmbeddingModel } from "../agent/retrieval/local-embedding";
import { encrypt } from "../agent/storage/encryption";
import { type Database, openDatabase } from "../api/db/client";
import { type NewClauseChunk, replaceClauseChunks } from "../api/db/queries/clause-chunks";
import { anyWordQuery } from "../api/db/queries/search-clauses";
import { contracts, users } from "../api/db/schema";
import { createLogger } from "../api/logger";
import { createContractSearch } from "../api/retrieval/search-contract";
import { cuadDir } from "../fixtures/paths";
import { type BenchFigure, NO_DESIGN_BUDGET, percentile } from "./figure";

const CUAD = cuadDir;
const TARGET_CHUNKS = 100_000;
/** Contracts per account: search is per contract, but the table holds every user's. */
const CONTRACTS_PER_USER = 20;
const SEARCHES = 200;
const WORST_CASE_SEARCHES = 40;
const SUGGESTED = `${NO_DESIGN_BUDGET}; suggested p95 ≤ 100 ms`;

type Corpus = Array<{ id: string; chunks: Array<NewClauseChunk & { vector: number[] }> }>;

/**
 * p50/p95 of a searchContract call over 100,000 chunks, and the cost of storing a new upload's chunks
 * into that table. There is no vector index (migration 0016 dropped the HNSW one): search is always
 * inside one contract, and the index made every upload's chunk insert about 10× slower (7.9 s against
 * 0.8 s for the largest CUAD contract at this scale, measured before it was dropped).
 */
export async function runRetrievalBench(options: { chunks?: number } = {}): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-retrieval-"));
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const dataKey = randomBytes(32);
    const started = performance.now();
    progress("extracting, chunking and embedding the CUAD contracts");
    const corpus = await loadCorpus(dataKey);
    progress(`storing ${(options.chunks ?? TARGET_CHUNKS).toLocaleString("en")} chunks`);
    const corpusSeconds = (performance.now() - started) / 1000;
    const { contractsStored, userIds, chunkCount, loadSeconds, newUpload } = await fillTable(
      database.db,
      corpus,
      options.chunks ?? TARGET_CHUNKS,
    );
    progress("searching");
    const queries = searchQueries();
    const search = createContractSearch({ db: database.db, dataKey, logger: createLogger("silent") });

    // the app's query: one of the user's contracts (findContract, its model, embed the query, hybrid SQL, decrypt the hits)
    const appTimes: number[] = [];
    let hits = 0;
    for (let index = 0; index < SEARCHES + 10; index++) {
      const contract = contractsStored[(index * 7919) % contractsStored.length]!;
      const query = queries[index % queries.length]!;
      const begun = performance.now();
      const result = await search({ userId: contract.userId, contractId: contract.id, query, limit: 5 });
      if ("error" in result) throw new Error(`searchContract failed: ${result.error}`);
      if (index >= 10) appTimes.push(performance.now() - begun); // the first ten warm the caches
      hits += result.hits.length;
    }

    // not a query the app runs (search is always inside one contract): an exact scan of the whole table
    const vectors = queries.slice(0, WORST_CASE_SEARCHES).map((query) => embedLocal([query])[0]!);
    const exactTimes: number[] = [];
    for (const vector of vectors.slice(0, 10)) {
      const begun = performance.now();
      await nearest(database.db, vector);
      exactTimes.push(performance.now() - begun);
    }
    const textTimes: number[] = [];
    for (const query of queries.slice(0, WORST_CASE_SEARCHES)) {
      const begun = performance.now();
      await database.db.execute(sql`
        SELECT id FROM clause_chunks, websearch_to_tsquery('english', ${anyWordQuery(query)}) AS query
        WHERE search_vector @@ query ORDER BY ts_rank(search_vector, query) DESC LIMIT 50`);
      textTimes.push(performance.now() - begun);
    }

    const scale = `${chunkCount.toLocaleString("en")} chunks, ${contractsStored.length} contracts of ${userIds} users`;
    return [
      {
        name: `retrieval: storing the table (${scale}; CUAD extract + chunk + embed took ${corpusSeconds.toFixed(1)} s before)`,
        value: round(loadSeconds),
        unit: "s",
      },
      {
        name: `retrieval: a new upload's chunks (${newUpload.chunks}, the largest CUAD contract) stored into the full table, as indexing does (all indexes live)`,
        value: round(newUpload.ms),
        unit: "ms",
      },
      {
        name: `retrieval: searchContract as the chat agent calls it (one contract, hybrid vector + full text, top 5), p50 over ${SEARCHES} searches`,
        value: round(percentile(appTimes, 50)),
        unit: "ms",
      },
      {
        name: `retrieval: searchContract, p95 (${round(hits / (SEARCHES + 10))} hits per search)`,
        value: round(percentile(appTimes, 95)),
        unit: "ms",
        budget: SUGGESTED,
      },
      {
        name: "retrieval: not run by the app — nearest 10 of the whole table, exact scan, p50",
        value: round(percentile(exactTimes, 50)),
        unit: "ms",
      },
      {
        name: "retrieval: not run by the app — full-text top 50 of the whole table (GIN index, ranked), p95",
        value: round(percentile(textTimes, 95)),
        unit: "ms",
      },
    ];
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every CUAD contract as indexing stores it: chunks with encrypted text and local embeddings. */
async function loadCorpus(dataKey: Buffer): Promise<Corpus> {
  const ids = readFileSync(path.join(CUAD, "contracts.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(",")[0]!);
  const corpus: Corpus = [];
  for (const id of ids) {
    const document = await extractDocument({
      bytes: new Uint8Array(readFileSync(path.join(CUAD, "contracts", `${id}.txt`))),
      fileName: `${id}.txt`,
    });
    const chunks = chunkClauses(document);
    const vectors = embedLocal(chunks.map(chunkSearchText));
    corpus.push({
      id,
      chunks: chunks.map((chunk, index) => ({
        clauseNumber: chunk.clauseNumber,
        contentEncrypted: encrypt(Buffer.from(JSON.stringify({ heading: chunk.heading, text: chunk.text })), dataKey),
        searchText: chunkSearchText(chunk),
        startOffset: chunk.start,
        endOffset: chunk.end,
        page: chunk.page,
        embedding: vectors[index]!,
        vector: vectors[index]!,
      })),
    });
  }
  return corpus;
}

/**
 * Stores the corpus again and again (as other users' uploads of the same contracts) until the table
 * holds 100,000 chunks. Copies after the first get slightly varied vectors (small noise, normalised
 * again), so the table is not exact duplicates.
 */
async function fillTable(db: Database, corpus: Corpus, target: number) {
  const contractsStored: Array<{ id: string; userId: string }> = [];
  let chunkCount = 0;
  let userId = "";
  let users_ = 0;
  let copy = 0;
  const begun = performance.now();
  while (chunkCount < target) {
    for (const contract of corpus) {
      if (chunkCount >= target) break;
      if (contractsStored.length % CONTRACTS_PER_USER === 0) {
        const [user] = await db
          .insert(users)
          .values({ email: `retrieval-${users_++}@contractclarity.test` })
          .returning({ id: users.id });
        userId = user!.id;
      }
      const row = await insertBenchContract(db, userId, contract.id);
      const chunks = contract.chunks
        .slice(0, target - chunkCount)
        .map(({ vector, ...chunk }) => ({ ...chunk, embedding: copy === 0 ? vector : varied(vector) }));
      chunkCount += await replaceClauseChunks(db, {
        userId,
        contractId: row!.id,
        embeddingModel: localEmbeddingModel.id,
        chunks,
      });
      contractsStored.push({ id: row!.id, userId });
    }
    copy++;
  }
  const loadSeconds = (performance.now() - begun) / 1000;
  await db.execute(sql`ANALYZE clause_chunks`);
  const newUpload = await indexOneMore(db, corpus, userId);
  return { contractsStored, userIds: users_, chunkCount, loadSeconds, newUpload };
}

/** A contract row for the chunks to belong to (the bench stores no file). */
async function insertBenchContract(db: Database, userId: string, name: string) {
  const [row] = await db
    .insert(contracts)
    .values({
      userId,
      fileName: `${name}.txt`,
      format: "txt",
      byteSize: 1,
      pageCount: 1,
      pages: [],
      warnings: [],
      deleteFilesAfter: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: contracts.id });
  return row;
}

/** What a new upload costs once the table is full: one contract's chunks written with every index live. */
async function indexOneMore(db: Database, corpus: Corpus, userId: string) {
  const contract = corpus.reduce((largest, next) => (next.chunks.length > largest.chunks.length ? next : largest));
  const row = await insertBenchContract(db, userId, contract.id);
  const begun = performance.now();
  const chunks = await replaceClauseChunks(db, {
    userId,
    contractId: row!.id,
    embeddingModel: localEmbeddingModel.id,
    chunks: contract.chunks.map(({ vector, ...chunk }) => ({ ...chunk, embedding: varied(vector) })),
  });
  return { chunks, ms: performance.now() - begun };
}

function varied(vector: number[]): number[] {
  const noisy = vector.map((value) => value + (Math.random() - 0.5) * 0.02);
  const norm = Math.hypot(...noisy);
  return noisy.map((value) => value / norm);
}

/** Questions a user asks of a contract: CUAD's 41 category descriptions ("The date of the contract", …). */
function searchQueries(): string[] {
  const categories = JSON.parse(readFileSync(path.join(CUAD, "categories.json"), "utf8")) as Array<{
    description: string;
  }>;
  return categories.map((category) => category.description);
}

async function nearest(db: Database, vector: number[]): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT id FROM clause_chunks ORDER BY embedding <=> ${JSON.stringify(vector)}::vector LIMIT 10`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

/** The table takes minutes to build: says what it is doing on stderr, so a slow run is not taken for a hung one. */
function progress(step: string) {
  process.stderr.write(`  retrieval: ${step}…\n`);
}

const round = (value: number) => Math.round(value * 10) / 10;

if (process.argv[1]?.endsWith("bench/retrieval.ts")) {
  // `npx tsx bench/retrieval.ts 10000` builds a smaller table, for a quick look
  const chunks = process.argv[2] ? Number(process.argv[2]) : undefined;
  for (const figure of await runRetrievalBench({ chunks }))
    console.info(`${figure.name}: ${figure.value} ${figure.unit}${figure.budget ? ` (budget ${figure.budget})` : ""}`);
}
