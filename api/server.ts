import { lookup } from "node:dns/promises";
import path from "node:path";
import { serve } from "@hono/node-server";
import { shutdownOcrPool } from "../agent/ingest/ocr-pool";
import { startAnalysisWorkers } from "./analysis/start-workers";
import { createApp } from "./app";
import { createOidcClient, oidcSettings } from "./auth/oidc";
import { endDemoRenewalsWhenRealProviders, expireSubscriptions } from "./billing/subscriptions";
import type { AppDeps } from "./context";
import { loadDataKey } from "./data-key";
import { openDatabase } from "./db/client";
import { deleteExpiredSessions } from "./db/queries/sessions";
import { EnvError, parseEnv } from "./env";
import { scheduleRetention } from "./jobs/delete-expired-files";
import { createLogger } from "./logger";
import { modelsFrom } from "./models-from-env";
import { isDemoActive } from "./payments/provider";

const repoRoot = path.resolve(import.meta.dirname, "..");

export async function startServer(source: Record<string, string | undefined> = process.env) {
  const env = parseEnv(source);
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);
  const dataKey = loadDataKey({ configured: env.DATA_KEY, dataDir });
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: "postgres",
          url: env.DATABASE_URL,
          onConnectionError: (error) =>
            logger.warn({ err: error }, "database connection lost; reconnecting on the next query"),
        }
      : {
          kind: "pglite",
          dataDir: path.join(dataDir, "db"),
          onThreadRestart: (reason) =>
            logger.error({ reason }, "the embedded database's thread stopped; starting it again"),
        },
  );
  const settings = oidcSettings(env);
  const core = {
    env,
    db: database.db,
    logger,
    clock: { now: () => new Date() },
    dataKey,
    ...modelsFrom(env),
  };
  const workers = startAnalysisWorkers(core, { count: env.ANALYSIS_WORKERS });
  const network = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(15_000) }),
    resolveHost: async (host: string) => (await lookup(host, { all: true })).map((entry) => entry.address),
  };
  const deps: AppDeps = { ...core, oidc: settings ? createOidcClient(settings) : null, jobs: workers, network };
  const app = createApp(deps, { staticRoot: path.join(repoRoot, "dist/web") });

  const endedDemoRenewals = await endDemoRenewalsWhenRealProviders(database.db, {
    demoActive: isDemoActive(env),
    now: new Date(),
  });
  if (endedDemoRenewals > 0)
    logger.info(
      { subscriptions: endedDemoRenewals },
      "a real payment provider is configured: demo subscriptions no longer renew",
    );

  const stopRetention = scheduleRetention({ db: database.db, logger });
  const sweep = setInterval(
    () => {
      deleteExpiredSessions(database.db, new Date()).catch((error: unknown) =>
        logger.warn({ err: error }, "session sweep failed"),
      );
      // ended paid periods and beta months fall back to Free (reads also do this lazily)
      expireSubscriptions(database.db, new Date())
        .then((userIds) => userIds.length > 0 && logger.info({ users: userIds.length }, "subscriptions expired"))
        .catch((error: unknown) => logger.warn({ err: error }, "subscription expiry failed"));
    },
    60 * 60 * 1000,
  );
  sweep.unref();

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
      logger.info(
        { database: database.kind, aiProvider: env.AI_PROVIDER, analysisWorkers: env.ANALYSIS_WORKERS },
        `ContractClarity is running on http://${shownHost}:${info.port}`,
      );
      resolve(instance);
    });
    // Node closes an idle keep-alive connection after 5 s; a client that sends its next request on it
    // at that moment gets ECONNRESET (seen in e2e runs, likelier while an analysis holds the event loop).
    // A longer idle time than clients keep connections (undici 4 s, proxies 60 s) leaves closing to them.
    const http = instance as unknown as { keepAliveTimeout: number; headersTimeout: number };
    http.keepAliveTimeout = 65_000;
    http.headersTimeout = 66_000;
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(sweep);
    stopRetention();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await workers.stop();
    await shutdownOcrPool();
    await database.close();
  };
  return { stop, server };
}

/** Starts the server for a command line (`npm start`, `node --import tsx api/server.ts`): stops cleanly on SIGINT/SIGTERM, exits 78 on a bad setting. */
export async function runServerFromCommandLine(): Promise<void> {
  try {
    const { stop } = await startServer();
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("api/server.ts")) {
  await runServerFromCommandLine();
}
