import {
  type FinishReason,
  InvalidToolInputError,
  isToolUIPart,
  JSONParseError,
  NoSuchToolError,
  TypeValidationError,
} from "ai";
import { markUnverified } from "../../agent/analysis/check-answer-law";
import { TOOL_NOT_FINISHED, type TurnEnding } from "../../common/chat";
import type { ChatUIMessage } from "./chat-conversation";

const MAX_ERROR_LENGTH = 600;

/**
 * What the model is told about a tool call it got wrong: the tool, and each field with what is
 * wrong with it (the SDK's own message repeats the whole input, which can be kilobytes). The same
 * text is stored with the call, so the model reads it again on later turns.
 */
export function toolInputErrorText(error: unknown): string {
  if (NoSuchToolError.isInstance(error)) return error.message;
  if (!InvalidToolInputError.isInstance(error)) return "The tool call failed.";
  const prefix = `Invalid input for tool ${error.toolName}`;
  if (JSONParseError.isInstance(error.cause))
    return `${prefix}: the arguments were not valid JSON. Call the tool again with a JSON object that fits its schema.`;
  const issues = TypeValidationError.isInstance(error.cause) ? issuesOf(error.cause.cause) : [];
  const text = issues.length
    ? `${prefix}: ${issues.join("; ")}. Call the tool again with corrected arguments.`
    : `${prefix}: ${error.message}`;
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

/** "values.rent: Invalid input: expected string, received number", one per schema issue. */
function issuesOf(cause: unknown): string[] {
  if (!cause || typeof cause !== "object" || !("issues" in cause) || !Array.isArray(cause.issues)) return [];
  return cause.issues.map((issue: { path?: Array<PropertyKey | { key: PropertyKey }>; message?: string }) => {
    const path = (issue.path ?? [])
      .map((segment) => String(typeof segment === "object" ? segment.key : segment))
      .join(".");
    return `${path || "(arguments)"}: ${issue.message ?? "not valid"}`;
  });
}

/** How a turn ended, from how its stream ended and the last step's finish reason. */
export function turnEnding(params: {
  stopped: boolean;
  failed: boolean;
  finishReason: FinishReason | undefined;
}): TurnEnding {
  if (params.stopped) return "stopped";
  if (params.failed) return "error";
  switch (params.finishReason) {
    case "tool-calls":
      return "step-limit"; // the last step still asked for tools: the step limit ended the turn
    case "length":
      return "length";
    case "error":
    case "content-filter":
      return "error";
    default:
      return "completed";
  }
}

/**
 * The answer as it is stored: how it ended in its metadata; law references the table does not know
 * marked as removed in its text (and listed in its metadata); a tool call whose arguments were wrong
 * with the validation error the model read (not the user's plain message); a call that never got its
 * result (the answer was stopped) as one that did not finish, so the card does not spin after a
 * reload and later turns still have a result for every call.
 */
export function settleAnswer(
  message: ChatUIMessage,
  params: { ending: TurnEnding; toolErrors: ReadonlyMap<string, string>; unverifiedLaw?: string[] },
): ChatUIMessage {
  const unverifiedLaw = params.unverifiedLaw ?? [];
  const parts: ChatUIMessage["parts"] = [];
  for (const part of message.parts) {
    if (part.type === "text" && unverifiedLaw.length > 0) {
      parts.push({ ...part, text: markUnverified(part.text, unverifiedLaw) });
      continue;
    }
    if (!isToolUIPart(part)) {
      parts.push(part);
      continue;
    }
    const modelError = params.toolErrors.get(part.toolCallId);
    if (part.state === "input-streaming") continue; // its arguments never arrived: it was never a call
    if (part.state === "output-error" && modelError) {
      parts.push({ ...part, errorText: modelError });
    } else if (part.state === "input-available" || part.state.startsWith("approval-")) {
      parts.push({
        ...part,
        state: "output-error",
        input: part.input ?? {},
        errorText: TOOL_NOT_FINISHED,
      } as typeof part);
    } else {
      parts.push(part);
    }
  }
  return {
    ...message,
    parts,
    metadata: { ...message.metadata, ending: params.ending, ...(unverifiedLaw.length > 0 ? { unverifiedLaw } : {}) },
  };
}
