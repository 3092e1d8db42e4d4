import type { BuildResult } from "esbuild";

export const root: string;
export const outputDirectory: string;
export const serverBundle: string;

/** Builds dist/server/serve.mjs and analysis-thread.mjs; `write: false` returns the output and its metafile without writing. */
export function buildServer(options?: { write?: boolean }): Promise<BuildResult<{ metafile: true }>>;
