import type { ModelFailure, ModelFailureKind } from "./model-errors";

export type ModelUse = "chat" | "analysis" | "embeddings";
export type ProviderProblem = {
  at: string;
  use: ModelUse;
  kind: ModelFailureKind;
  status: number | null;
  detail: string;
};
export type ProviderHealthSnapshot = {
  /** closed: the hosted model is used; open: it failed repeatedly and the local engine answers until `retryAt`. */
  circuit: "closed" | "open";
  retryAt: string | null;
  consecutiveFailures: number;
  lastSuccessAt: string | null;
  /** Newest first, at most RECENT_PROBLEMS. */
  recentProblems: ProviderProblem[];
};

const RECENT_PROBLEMS = 20;

/**
 * A circuit breaker and problem log for the hosted provider, one per process. After
 * `failuresToOpen` failures in a row (or one configuration error: a bad key does not fix itself),
 * calls skip the provider for `openMs`, so a dead provider costs one time-out, not one per turn;
 * the first call after that tries it again. The admin dashboard shows the snapshot.
 */
export function createProviderHealth(options: { now?: () => Date; failuresToOpen?: number; openMs?: number } = {}) {
  const now = options.now ?? (() => new Date());
  const failuresToOpen = options.failuresToOpen ?? 3;
  const openMs = options.openMs ?? 60_000;
  let consecutiveFailures = 0;
  let openUntil = 0;
  let lastSuccessAt: Date | null = null;
  const problems: ProviderProblem[] = [];

  return {
    /** Whether calls should skip the hosted provider now. */
    isOpen: () => now().getTime() < openUntil,
    recordSuccess() {
      consecutiveFailures = 0;
      openUntil = 0;
      lastSuccessAt = now();
    },
    recordFailure(use: ModelUse, failure: ModelFailure) {
      consecutiveFailures += 1;
      problems.unshift({ at: now().toISOString(), use, ...failure });
      problems.length = Math.min(problems.length, RECENT_PROBLEMS);
      if (consecutiveFailures >= failuresToOpen || failure.kind === "configuration")
        openUntil = now().getTime() + openMs;
    },
    snapshot(): ProviderHealthSnapshot {
      const open = now().getTime() < openUntil;
      return {
        circuit: open ? "open" : "closed",
        retryAt: open ? new Date(openUntil).toISOString() : null,
        consecutiveFailures,
        lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
        recentProblems: [...problems],
      };
    },
  };
}

export type ProviderHealth = ReturnType<typeof createProviderHealth>;

/** The provider is skipped for now (the circuit breaker is open after repeated failures). */
export class ProviderCircuitOpenError extends Error {
  constructor() {
    super("The hosted model failed repeatedly; it is skipped for a while.");
    this.name = "ProviderCircuitOpenError";
  }
}
