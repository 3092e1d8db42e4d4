import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PGliteThread, type PGliteThreadOptions } from "./pglite-thread";
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
  | {
      kind: "pglite";
      dataDir: string;
      /** Told when the database thread stopped unexpectedly and is started again (pglite-thread.ts). */
      onThreadRestart?: (reason: string) => void;
    }
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

/** Opens the database and brings its schema up to date (migrations run in-process at start-up; an empty plans table is seeded). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = createPool(options.url, options.onConnectionError ?? (() => undefined));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    await seedPlans(db as unknown as Database);
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  if (options.kind === "pglite") {
    mkdirSync(options.dataDir, { recursive: true });
    const created = !existsSync(path.join(options.dataDir, "PG_VERSION"));
    const threadOptions = { onRestart: options.onThreadRestart };
    const opened = await openDatabaseThread(options.dataDir, threadOptions);
    if (!created) return opened;
    // initdb in WebAssembly leaves its thread at ~800 MB of RSS; a new thread on the same files starts at ~300
    await opened.close();
    return openDatabaseThread(options.dataDir, threadOptions);
  }
  // in memory (tests): in this thread, so a test can clone a migrated database (test-database.ts)
  const { createPGlite } = await import("./pglite-options.mjs"); // PGlite's WebAssembly loads only where it runs
  const client = await createPGlite(undefined);
  return migrated(drizzlePglite({ client, schema }) as unknown as Database, () => client.close());
}

async function openDatabaseThread(dataDir: string, options: PGliteThreadOptions): Promise<DatabaseHandle> {
  const thread = await PGliteThread.open(dataDir, options);
  return migrated(drizzlePglite({ client: thread as unknown as PGlite, schema }) as unknown as Database, () =>
    thread.close(),
  );
}

async function migrated(db: Database, close: () => Promise<void>): Promise<DatabaseHandle> {
  try {
    await migratePglite(db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
    await seedPlans(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: "pglite", close };
}
