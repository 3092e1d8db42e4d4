import type { CaseResult, EvalCase, EvalSuite, SuiteContext, SuiteReport } from "./types";

export type ProgressListener = (event: { suite: string; done: number; total: number; last?: CaseResult }) => void;

/** An even spread of `n` cases (first, …, last), so a sample covers every document rather than the first few. */
export function sampleCases<T>(cases: T[], n: number | undefined): T[] {
  if (!n || n >= cases.length) return cases;
  if (n <= 1) return cases.slice(0, 1);
  return Array.from({ length: n }, (_, index) => cases[Math.round((index * (cases.length - 1)) / (n - 1))]!);
}

/** Runs `work` over `items` with at most `limit` at a time, results in input order. */
export async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Runs one case: its scores decide pass/fail; a throw is an error (the case counts, with score 0). */
export async function runCase<Data, State>(
  suite: EvalSuite<Data, State>,
  evalCase: EvalCase<Data>,
  state: State,
  context: SuiteContext,
): Promise<CaseResult> {
  const started = performance.now();
  try {
    const outcome = await suite.runCase(evalCase, state, context);
    const score =
      outcome.scores.length === 0 ? 0 : outcome.scores.reduce((sum, s) => sum + s.score, 0) / outcome.scores.length;
    const status = outcome.scores.length > 0 && outcome.scores.every((s) => s.pass) ? "pass" : "fail";
    return {
      id: evalCase.id,
      title: evalCase.title,
      status,
      score: round(score),
      scores: outcome.scores,
      durationMs: Math.round(performance.now() - started),
      excerpt: outcome.excerpt,
      ...(outcome.detail ? { detail: outcome.detail } : {}),
      ...(outcome.lawReferencesDropped === undefined ? {} : { lawReferencesDropped: outcome.lawReferencesDropped }),
    };
  } catch (error) {
    return {
      id: evalCase.id,
      title: evalCase.title,
      status: "error",
      score: 0,
      scores: [],
      durationMs: Math.round(performance.now() - started),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

/** Runs a suite: its cases (sampled), in parallel, then its metrics and headline. */
export async function runSuite<Data, State>(
  suite: EvalSuite<Data, State>,
  context: SuiteContext,
  onProgress?: ProgressListener,
): Promise<SuiteReport> {
  const started = performance.now();
  const all = await suite.cases(context);
  const cases = sampleCases(all, context.settings.sample);
  onProgress?.({ suite: suite.name, done: 0, total: cases.length });
  const state = suite.setup ? await suite.setup(context, cases) : (undefined as State);
  let done = 0;
  try {
    const results = await mapWithConcurrency(cases, context.settings.concurrency, async (evalCase) => {
      const result = await runCase(suite, evalCase, state, context);
      onProgress?.({ suite: suite.name, done: ++done, total: cases.length, last: result });
      return result;
    });
    const metrics = Object.fromEntries(
      Object.entries(suite.metrics(results)).map(([key, value]) => [key, round(value)]),
    );
    const run = suite.describeRun?.(state) ?? {};
    const modelUsed = usesRunModel(suite, context);
    const model = modelUsed ? context.agentModel().info : null;
    const counted = results.filter((r) => r.lawReferencesDropped !== undefined);
    return {
      suite: suite.name,
      description: suite.description,
      provider: modelUsed ? context.settings.provider : "local",
      model: model?.model ?? null,
      promptId: typeof run.promptId === "string" ? run.promptId : null,
      sampled: cases.length < all.length ? { cases: cases.length, of: all.length } : null,
      metrics,
      headline: suite.headline,
      headlineText: suite.formatHeadline?.(metrics) ?? headlineText(suite.name, suite.headline, metrics),
      ...(suite.formatMetrics ? { metricLines: suite.formatMetrics(metrics) } : {}),
      ...(counted.length > 0
        ? { lawReferencesDropped: counted.reduce((sum, r) => sum + (r.lawReferencesDropped ?? 0), 0) }
        : {}),
      cases: results,
      durationMs: Math.round(performance.now() - started),
      run,
    };
  } finally {
    await suite.teardown?.(state);
  }
}

/** Whether the suite's answers come from the run's model (a "when-hosted" suite scores the local engine in a local run). */
export function usesRunModel(suite: Pick<EvalSuite, "usesModel">, context: Pick<SuiteContext, "settings">): boolean {
  return suite.usesModel === true || (suite.usesModel === "when-hosted" && context.settings.provider !== "local");
}

export function headlineText(
  name: string,
  headline: Array<{ key: string; label: string }>,
  metrics: Record<string, number>,
): string {
  return `${name}: ${headline.map((metric) => `${metric.label} ${(metrics[metric.key] ?? Number.NaN).toFixed(3)}`).join(", ")}`;
}

export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
