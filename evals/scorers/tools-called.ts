import { isDeepStrictEqual } from "node:util";
import type { ScoreResult } from "../framework/types";

export type ToolCall = { toolName: string; input: Record<string, unknown> };
/** An expected call: the tool, and the arguments it must have been given (a subset of its input). */
export type ExpectedToolCall = { tool: string; args?: Record<string, unknown> };

/** Every expected tool was called with (at least) the expected arguments; `forbidden` tools were not called at all. */
export function toolsCalled(calls: ToolCall[], expected: ExpectedToolCall[], forbidden: string[] = []): ScoreResult {
  const missing = expected.filter(
    (want) => !calls.some((call) => call.toolName === want.tool && argsMatch(call.input, want.args ?? {})),
  );
  const wrong = calls.filter((call) => forbidden.includes(call.toolName));
  const checks = expected.length + (forbidden.length > 0 ? 1 : 0);
  const failed = missing.length + (wrong.length > 0 ? 1 : 0);
  return {
    scorer: "tools-called",
    score: checks === 0 ? 1 : (checks - failed) / checks,
    pass: failed === 0,
    expected: { calls: expected, ...(forbidden.length ? { never: forbidden } : {}) },
    actual: failed ? { calls: calls.map((call) => ({ tool: call.toolName, args: call.input })) } : undefined,
  };
}

/** `want` is a subset of `input`: strings compare case-insensitively, objects recursively. */
function argsMatch(input: Record<string, unknown>, want: Record<string, unknown>): boolean {
  return Object.entries(want).every(([key, value]) => valueMatches(input[key], value));
}

function valueMatches(actual: unknown, want: unknown): boolean {
  if (typeof want === "string" && typeof actual === "string") return actual.toLowerCase() === want.toLowerCase();
  if (want && typeof want === "object" && !Array.isArray(want) && actual && typeof actual === "object")
    return argsMatch(actual as Record<string, unknown>, want as Record<string, unknown>);
  return isDeepStrictEqual(actual, want);
}
