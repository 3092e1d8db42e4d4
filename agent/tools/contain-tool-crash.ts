import { randomBytes } from "node:crypto";
import type { Tool, ToolExecutionOptions } from "ai";
import { toolCrashText } from "../../common/chat";
import type { ToolLogger } from "./tool-context";

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
