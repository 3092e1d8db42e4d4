// How the embedded database (PGlite) is opened, in the server's own thread (tests, `kind: "memory"`)
// or in the database thread (pglite-thread-entry.mjs). Plain JavaScript, because the database thread runs
// without a TypeScript loader (which would cost it memory and start-up time).
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";

/**
 * PGlite's buffer cache lives in the server's own memory (its WebAssembly heap). Postgres's default
 * of 128 MB cost ~120 MB of RSS from the start (measured: 347 → 235 MB for an open database with
 * 32 MB). 16 MB took another 15-45 MB off the server's peak while it analyses a 106-page PDF (411 →
 * 366 MB in the bench), and stored 2,000 search chunks, ran 50 vector and 50 text searches and
 * wrote 2 MB documents in the same time as 32 MB. Evicted pages are re-read from the operating
 * system's file cache.
 */
const SHARED_BUFFERS = "16MB";

/** Postgres's type id for bytea (the encrypted files, documents and results). */
const BYTEA = 17;

/**
 * bytea as Postgres's hex text, by Node's hex codec. PGlite's own conversion makes an array entry
 * and a two-character string per byte: for a 1.5 MB encrypted document, 0.3 s of blocked event
 * loop and 130 MB more heap (4 ms and 3 MB here), the largest jump in the server's RSS during an
 * analysis.
 * @param {unknown} value
 */
function serializeBytea(value) {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
}

/** @param {string} text */
function parseBytea(text) {
  return new Uint8Array(Buffer.from(text.slice(2), "hex"));
}

/**
 * Opens PGlite with pgvector, a small buffer cache and a fast bytea codec; in memory without a directory.
 * @param {string | undefined} dataDir
 */
export function createPGlite(dataDir) {
  return PGlite.create({
    dataDir,
    extensions: { vector },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`],
    serializers: { [BYTEA]: serializeBytea },
    parsers: { [BYTEA]: parseBytea },
  });
}
