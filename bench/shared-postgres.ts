// Several servers on one Postgres (DATABASE_URL), one of them killed mid-analysis: two servers share
// a database and a DATA_DIR (its data key), contracts are uploaded to both, and the first server is
// killed with SIGKILL while it analyses. Every analysis must still complete: the survivor takes over
// the dead server's jobs when their leases run out. Needs DATABASE_URL pointing at an empty database
// of a Postgres with pgvector; `npm run bench -- shared-postgres` (not part of a plain `npm run bench`).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { jobs } from "../api/db/schema";
import { analysisStatusResponseSchema, inProgressStatuses } from "../common/api/analyses";
import { contractFixturesDir } from "../fixtures/paths";
import { type BenchSession, createEnterpriseAccount, sessionHeaders, signIn, uploadContract } from "./accounts";
import { type BenchFigure, NO_DESIGN_BUDGET } from "./figure";
import { startBenchServer } from "./server";

/** A short lease, so the survivor takes the dead server's jobs over within seconds (30 s by default). */
const LEASE_MS = 3_000;
const uploads: Array<[string, string]> = [
  ["residential-lease-wc.pdf", "application/pdf"],
  ["employment-fixed-term-retail.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["mutual-nda-capetown.txt", "text/plain"],
  ["residential-lease-wc.jpg", "image/jpeg"],
  ["employment-fixed-term-retail.pdf", "application/pdf"],
  ["mutual-nda-capetown.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["residential-lease-wc.txt", "text/plain"],
  ["mutual-nda-capetown.pdf", "application/pdf"],
];

async function statusOf(session: BenchSession, analysisId: string) {
  const response = await fetch(`${session.baseUrl}/api/analyses/${analysisId}/status`, {
    headers: sessionHeaders(session),
  });
  return analysisStatusResponseSchema.parse(await response.json());
}

export async function runSharedPostgresBench(): Promise<BenchFigure[]> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("set DATABASE_URL to an empty database of a Postgres with pgvector");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-shared-postgres-"));
  const database = await openDatabase({ kind: "postgres", url });
  const account = { email: `shared-postgres-${Date.now()}@contractclarity.test`, password: "bench password 1" };
  try {
    await createEnterpriseAccount(dataDir, account);
    const env = { DATABASE_URL: url, JOB_LEASE_MS: String(LEASE_MS) };
    const doomed = await startBenchServer({ dataDir, env });
    const survivor = await startBenchServer({ dataDir, env });
    try {
      const servers = [doomed, survivor];
      const sessions = await Promise.all(
        servers.map(async (server) => ({ baseUrl: server.baseUrl, cookie: await signIn(server.baseUrl, account) })),
      );
      const analysisIds: string[] = [];
      for (const [index, [name, type]] of uploads.entries()) {
        const { analysis } = await uploadContract(sessions[index % 2]!, path.join(contractFixturesDir, name), type);
        analysisIds.push(analysis.id);
      }
      // kill the first server while it holds a running job
      const heldByDoomed = and(eq(jobs.status, "running"), like(jobs.lockedBy, `%:${doomed.pid}:%`));
      const deadline = Date.now() + 120_000;
      let held = 0;
      while (held === 0 && Date.now() < deadline) {
        held = (await database.db.select({ id: jobs.id }).from(jobs).where(heldByDoomed)).length;
        if (held === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (held === 0) throw new Error("the first server never started a job");
      process.kill(doomed.pid, "SIGKILL");
      const killedAt = performance.now();
      await doomed.stop();

      const survivorSession = sessions[1]!;
      const finished = new Map<string, string>();
      while (finished.size < analysisIds.length && performance.now() - killedAt < 300_000) {
        for (const id of analysisIds.filter((analysisId) => !finished.has(analysisId))) {
          const status = await statusOf(survivorSession, id);
          if (!inProgressStatuses.includes(status.status)) finished.set(id, status.status);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const allDoneMs = Math.round(performance.now() - killedAt);
      const completed = [...finished.values()].filter((status) => status === "completed").length;
      process.stdout.write(
        `shared-postgres: ${uploads.length} uploads to two servers, the first killed holding ${held} running job(s); ${completed} of ${uploads.length} completed (${finished.size - completed} ended otherwise, ${uploads.length - finished.size} unfinished) ${allDoneMs} ms after the kill\n`,
      );
      return [
        {
          name: `shared Postgres: analyses completed after one of two servers was killed mid-analysis (of ${uploads.length})`,
          value: completed,
          unit: "analyses",
          budget: `${NO_DESIGN_BUDGET}: issue 18 asks for every one (${uploads.length})`,
        },
        {
          name: `shared Postgres: kill → every analysis finished (lease ${LEASE_MS} ms)`,
          value: allDoneMs,
          unit: "ms",
          budget: `${NO_DESIGN_BUDGET}`,
        },
      ];
    } finally {
      await survivor.stop();
      await doomed.stop();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
