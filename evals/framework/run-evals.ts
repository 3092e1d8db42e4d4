import type { LanguageModelV3 } from "@ai-sdk/provider";
import { buildAgentModel, checkPromptVersion } from "./agent-model";
import { createProgressBar } from "./progress-bar";
import { runSuite } from "./run-suite";
import type { EvalSuite, RunReport, RunSettings, SuiteReport } from "./types";

/**
 * Runs suites one after another (each runs its cases in parallel) with one agent model per suite
 * (so each suite has its own cassette), and returns the run report. `baseModel` replaces the
 * provider's model (tests pass an AI SDK mock).
 */
export async function runEvals(
  suites: EvalSuite[],
  settings: RunSettings,
  options: { baseModel?: LanguageModelV3; progress?: boolean } = {},
): Promise<RunReport> {
  const promptId = checkPromptVersion(settings.promptVersion);
  const started = new Date();
  const bar = createProgressBar();
  const reports: SuiteReport[] = [];
  for (const suite of suites) {
    let model: ReturnType<typeof buildAgentModel> | undefined;
    const context = {
      settings,
      agentModel: () => (model ??= buildAgentModel(settings, suite.name, promptId, options.baseModel)),
    };
    let failures = 0;
    const report = await runSuite(suite, context, (event) => {
      if (event.last && event.last.status !== "pass") failures++;
      if (options.progress !== false) bar.update(event.suite, event.done, event.total, failures);
    });
    bar.clear();
    if (model && settings.cassette?.mode === "record") report.run.recordedCalls = model.recorded();
    if (model && model.misses().length > 0)
      report.run.replayMisses = { count: model.misses().length, first: model.misses()[0] };
    reports.push(report);
  }
  return {
    kind: "contractclarity-eval-run",
    version: 1,
    startedAt: started.toISOString(),
    durationMs: Date.now() - started.getTime(),
    settings: {
      provider: settings.provider,
      model: settings.model ?? null,
      promptVersion: settings.promptVersion ?? null,
      cassette: settings.cassette?.mode ?? null,
      sample: settings.sample ?? null,
      concurrency: settings.concurrency,
    },
    suites: reports,
  };
}
