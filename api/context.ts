import type { ProviderHealth } from "../agent/model/provider-health";
import type { RetrievalEmbeddingModel } from "../agent/retrieval/embed-texts";
import type { AuthUser } from "../common/api/auth";
import type { AgentModel } from "./agent/agent-model";
import type { AnalysisEngine } from "./analysis/engine";
import type { OidcClient } from "./auth/oidc";
import type { SessionCache } from "./auth/session-cache";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";

export type Clock = { now: () => Date };

/** Everything the app needs from outside; tests pass an in-memory database, a fixed clock and a silent logger. */
export type AppDeps = {
  env: Env;
  db: Database;
  logger: Logger;
  clock: Clock;
  /** AES-256-GCM key for uploaded files and extracted text at rest. */
  dataKey: Buffer;
  /** Present when OpenID Connect sign-in is configured. */
  oidc: OidcClient | null;
  /** The engine new analyses use (local by default; a hosted model when AI_PROVIDER says so). */
  analysisEngine: AnalysisEngine;
  /** Outbound network for payment providers; tests pass fakes so nothing touches the network. */
  network: Network;
  /** Wakes this process's workers when a job was queued (other processes find it at their next poll). */
  jobs: { kick: () => void };
  /** The chat agent's model (AI_PROVIDER; tests pass a mock model). */
  agentModel: AgentModel;
  /** The model clause chunks and search queries are embedded with. */
  embeddingModel: RetrievalEmbeddingModel;
  /** The hosted provider's circuit breaker and recent problems, shared by chat, analysis and search. */
  providerHealth: ProviderHealth;
};

export type Network = {
  fetch: typeof fetch;
  /** Every address a host name resolves to (PayFast's ITN source check). */
  resolveHost: (host: string) => Promise<string[]>;
};

export type SessionUser = AuthUser & { sessionId: string };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    sessionCache: SessionCache;
    requestId: string;
    logger: Logger;
    user: SessionUser | null;
  };
};

/** What `requireUser` adds: past it, the user is known (handlers read `c.var.user` without a null check). */
export type SignedInVariables = { Variables: { user: SessionUser } };

/** The context of a handler behind `requireUser`. */
export type SignedInEnv = AppEnv & SignedInVariables;
