import { randomBytes } from "node:crypto";
import pino from "pino";
import type { AgentModel } from "../agent/agent-model";
import type { AnalysisEngine } from "../analysis/engine";
import { startAnalysisWorkers } from "../analysis/start-workers";
import { createApp } from "../app";
import type { OidcClient } from "../auth/oidc";
import type { AppDeps, Network } from "../context";
import type { Database } from "../db/client";
import { parseEnv } from "../env";
import type { Logger } from "../logger";
import { modelsFrom } from "../models-from-env";
import { openTestDatabase } from "./test-database";

/** A clock tests can move: starts at a fixed instant. */
export function createTestClock(start = new Date("2026-03-02T08:00:00.000Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** Tests never touch the network: a test that expects a provider call passes its own fake. */
export const offlineNetwork: Network = {
  fetch: async (input) => {
    throw new Error(`network access in a test: ${String(input)}`);
  },
  resolveHost: async (host) => {
    throw new Error(`DNS lookup in a test: ${host}`);
  },
};

/** The real app over an in-memory PGlite database. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    oidc?: OidcClient;
    analysisEngine?: AnalysisEngine;
    workers?: number;
    network?: Partial<Network>;
    agentModel?: AgentModel;
    logger?: Logger;
    /** Another app's database and data key: a second server process on the same database. */
    sameDatabaseAs?: { db: Database; deps: Pick<AppDeps, "dataKey"> };
  } = {},
) {
  const shared = options.sameDatabaseAs;
  const database = shared ? { db: shared.db, close: async () => undefined } : await openTestDatabase();
  const clock = createTestClock();
  // app.request() has no socket, so every test browser signs up from the same address ("unknown"); passwords are
  // hashed at scrypt's lowest factor (N = 1,024: 3 ms instead of 100–600 ms per sign-up or sign-in)
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
    // (production refuses that factor, so an app started as production keeps the real one)
    ...(options.env?.NODE_ENV === "production" ? {} : { PASSWORD_SCRYPT_LOG_N: "10" }),
    ...options.env,
  });
  const models = modelsFrom(env);
  const core = {
    env,
    db: database.db,
    logger: options.logger ?? pino({ level: "silent" }),
    clock,
    dataKey: shared?.deps.dataKey ?? randomBytes(32),
    ...models,
    analysisEngine: options.analysisEngine ?? models.analysisEngine,
    agentModel: options.agentModel ?? models.agentModel,
  };
  // analysis workers only when a test asks for them (they poll the database)
  const workers = options.workers ? startAnalysisWorkers(core, { count: options.workers, pollMs: 20 }) : null;
  const deps: AppDeps = {
    ...core,
    oidc: options.oidc ?? null,
    jobs: workers ?? { kick: () => undefined },
    network: { ...offlineNetwork, ...options.network },
  };
  const app = createApp(deps);
  const close = async () => {
    await workers?.stop();
    await database.close();
  };
  return { app, deps, clock, db: database.db, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A tiny cookie jar so a test can act as one browser across requests. */
export function createBrowser(app: TestApp["app"], origin = "http://localhost") {
  const cookies = new Map<string, string>();
  const request = async (pathname: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await app.request(`${origin}${pathname}`, { ...init, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...valueParts] = pair!.split("=");
      const value = valueParts.join("=");
      const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim())) || value === "";
      if (expired) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value);
    }
    return response;
  };
  return { request, cookies };
}
