import type { PGlite } from "@electric-sql/pglite";

/** Opens PGlite with pgvector, a small buffer cache and a fast bytea codec; in memory without a directory. */
export function createPGlite(dataDir: string | undefined): Promise<PGlite>;
