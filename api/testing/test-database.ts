import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client";
import * as schema from "../db/schema";

let template: Promise<DatabaseHandle> | undefined;

/** A fresh, migrated in-memory database: a clone of one migrated template per test worker (0.6 s instead of 1.7 s). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  template ??= openDatabase({ kind: "memory" });
  const templateClient = ((await template).db as unknown as { $client: PGlite }).$client;
  const client = (await templateClient.clone()) as PGlite;
  return { db: drizzle(client, { schema }) as unknown as Database, kind: "pglite", close: () => client.close() };
}
