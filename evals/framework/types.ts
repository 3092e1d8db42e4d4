import type { AgentModel } from "../../api/agent/agent-model";

/** What one scorer says about one case: a score in [0, 1], whether it passes, and what it compared. */
export type ScoreResult = {
  scorer: string;
  score: number;
  pass: boolean;
  expected?: unknown;
  actual?: unknown;
  metadata?: Record<string, unknown>;
};

/** One named case of a suite: its input lives in `data` (a document, a conversation script, a question). */
export type EvalCase<Data = unknown> = {
  id: string;
  title: string;
  data: Data;
};

/** What running a case produced: its scores, and an excerpt of the document or conversation for the report. */
export type CaseOutcome = {
  scores: ScoreResult[];
  excerpt?: string;
  /** One line of per-case figures for the results table (e.g. "must-find 3/5, benign flagged 0/3"). */
  detail?: string;
  /**
   * Law references the hosted model cited that are not in the product's table of Acts, sections and
   * cases, and were dropped (agent/analysis/verify-law-references.ts). Left out when no hosted model answered.
   */
  lawReferencesDropped?: number;
};

export type CaseStatus = "pass" | "fail" | "error";

export type CaseResult = {
  id: string;
  title: string;
  status: CaseStatus;
  /** Mean of the case's scores (0 for an error). */
  score: number;
  scores: ScoreResult[];
  durationMs: number;
  error?: string;
  excerpt?: string;
  detail?: string;
  lawReferencesDropped?: number;
};

/** The model settings of a run: which provider answers, under which prompt version, recorded or replayed. */
export type RunSettings = {
  provider: "local" | "openai" | "openai-compatible";
  model?: string;
  promptVersion?: string;
  cassette?: { mode: "record" | "replay"; dir: string };
  /** Only the first N cases of each suite (an even spread, see sampleCases). */
  sample?: number;
  concurrency: number;
  /** Data folders: the fixtures (with answer keys) and CUAD. */
  fixturesDir: string;
  cuadDir: string;
  /** The South African corpus (more contracts with answer keys), scored beside fixturesDir by the findings suite. */
  zaCorpusDir?: string;
};

/** What a suite gets to run its cases: the settings, and the agent model built from them (suites that talk to the agent). */
export type SuiteContext = {
  settings: RunSettings;
  agentModel: () => AgentModel;
};

export type HeadlineMetric = { key: string; label: string };

/**
 * A suite: named cases, a function that runs one case and scores it, and the suite-level metrics
 * computed from the case results (e.g. macro-F1 from per-contract counts). `setup` may build shared
 * state (an app with uploaded contracts) that `teardown` closes.
 */
export type EvalSuite<Data = unknown, State = unknown> = {
  name: string;
  description: string;
  /**
   * Whether the suite talks to the run's model (and so depends on --provider, --record and --replay);
   * "when-hosted": only when --provider names a hosted model (otherwise it scores the local engine).
   */
  usesModel: boolean | "when-hosted";
  headline: HeadlineMetric[];
  cases: (context: SuiteContext) => EvalCase<Data>[] | Promise<EvalCase<Data>[]>;
  setup?: (context: SuiteContext, cases: EvalCase<Data>[]) => Promise<State>;
  runCase: (evalCase: EvalCase<Data>, state: State, context: SuiteContext) => Promise<CaseOutcome>;
  metrics: (results: CaseResult[]) => Record<string, number>;
  /** Lines that describe the metrics (e.g. per data folder), printed above the generic metrics line. */
  formatMetrics?: (metrics: Record<string, number>) => string[];
  /** The suite's last line, when the generic "name: label value, …" does not say it right. */
  formatHeadline?: (metrics: Record<string, number>) => string;
  /** Facts to stamp on the report (classifier version, rule packs, prompt id, …). */
  describeRun?: (state: State) => Record<string, unknown>;
  teardown?: (state: State) => Promise<void>;
};

export type SuiteReport = {
  suite: string;
  description: string;
  provider: string;
  model: string | null;
  promptId: string | null;
  sampled: { cases: number; of: number } | null;
  metrics: Record<string, number>;
  headline: HeadlineMetric[];
  headlineText: string;
  metricLines?: string[];
  /** The cases' dropped law references in all (see CaseOutcome); left out when no case counted them. */
  lawReferencesDropped?: number;
  cases: CaseResult[];
  durationMs: number;
  run: Record<string, unknown>;
};

export type RunReport = {
  kind: "contractclarity-eval-run";
  version: 1;
  startedAt: string;
  durationMs: number;
  settings: {
    provider: string;
    model: string | null;
    promptVersion: string | null;
    cassette: string | null;
    sample: number | null;
    concurrency: number;
  };
  suites: SuiteReport[];
};
