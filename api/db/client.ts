import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { seedPlans } from "./queries/plans";
import * as schema from "./schema";

/** One type for both drivers, so queries are written once and run on PGlite and Postgres alike. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

export type DatabaseOptions =
  | { kind: "postgres"; url: string; onConnectionError?: (error: Error) => void }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" };

/**
 * The Postgres connection pool. An idle connection that the server drops (a restart, a failover)
 * makes the pool emit "error", which would end the process without a listener; the pool then
 * simply connects again for the next query. A connection attempt gives up after 10 s, so a request
 * gets a clear "database unavailable" answer instead of waiting for ever.
 */
export function createPool(url: string, onConnectionError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  pool.on("error", onConnectionError);
  return pool;
}

/**
 * PGlite's buffer cache lives in the server's own memory (its WebAssembly heap). Postgres's default
 * of 128 MB cost ~120 MB of RSS from the start (measured: 347 → 235 MB for an open database with
 * 32 MB), a third of the server's 400 MB budget. Evicted pages are re-read from the operating
 * system's file cache: 300 vector searches over 4,500 chunks took the same time.
 */
const PGLITE_SHARED_BUFFERS = "32MB";

/** Postgres's type id for bytea (the encrypted files, documents and results). */
const BYTEA = 17;

/**
 * bytea as Postgres's hex text, by Node's hex codec. PGlite's own conversion makes an array entry
 * and a two-character string per byte: for a 1.5 MB encrypted document, 0.3 s of blocked event
 * loop and 130 MB more heap (4 ms and 3 MB here), the largest jump in the server's RSS during an
 * analysis.
 */
function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
}

function parseBytea(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text.slice(2), "hex"));
}

/** Opens the database and brings its schema up to date (migrations run in-process at start-up; an empty plans table is seeded). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = createPool(options.url, options.onConnectionError ?? (() => undefined));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    await seedPlans(db as unknown as Database);
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  if (options.kind === "pglite") mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.kind === "pglite" ? options.dataDir : undefined,
    extensions: { vector },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    serializers: { [BYTEA]: serializeBytea },
    parsers: { [BYTEA]: parseBytea },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await seedPlans(db as unknown as Database);
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
