import { randomBytes } from "node:crypto";
import type { Tool, ToolExecutionOptions } from "ai";
import type { ToolLogger } from "./tool-context";

/**
 * What the model reads when a tool crashed on a bug. The real error (which may hold SQL, file paths
 * or a stack) goes to the log only, under the reference; the reference is random, so the model
 * cannot use it for anything but quoting it.
 */
export const toolCrashText = (toolName: string, reference: string) =>
  `The ${toolName} tool failed for an internal reason (reference ${reference}). Other arguments will not fix it: tell the user this step did not work, and go on without it where you can.`;

/** Thrown in place of a tool's own error, with a message that is safe to show the model and store. */
export class ToolCrashError extends Error {
  override name = "ToolCrashError";
}

/**
 * A tool whose crashes (a thrown error: a bug, the database down) reach the model as
 * `toolCrashText` and the log as the real error. Failures the model can act on are not touched: a
 * tool returns them as `{ error }`, and the SDK checks the arguments before `execute` runs.
 */
export function containToolCrash<T extends Tool>(toolName: string, tool: T, logger: () => ToolLogger): T {
  const execute = tool.execute;
  if (!execute) return tool;
  return {
    ...tool,
    execute: async (input: unknown, options: ToolExecutionOptions) => {
      try {
        return await execute(input, options);
      } catch (error) {
        if (options.abortSignal?.aborted) throw error; // the turn was stopped: nothing crashed
        const reference = randomBytes(4).toString("hex");
        logger().error({ err: error, tool: toolName, reference }, "a chat tool crashed");
        throw new ToolCrashError(toolCrashText(toolName, reference));
      }
    },
  } as T;
}
