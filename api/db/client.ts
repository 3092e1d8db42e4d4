import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
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
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "memory" };

/** Opens the database and brings its schema up to date (migrations run in-process at start-up; an empty plans table is seeded). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    await seedPlans(db as unknown as Database);
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  if (options.kind === "pglite") mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.kind === "pglite" ? options.dataDir : undefined,
    extensions: { vector },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await seedPlans(db as unknown as Database);
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
