import { convertToModelMessages } from "ai";
import { describe, expect, it } from "vitest";
import { TOOL_NOT_FINISHED } from "../../common/chat";
import type { ChatUIMessage } from "./chat-conversation";
import { settleAnswer, turnEnding } from "./settle-answer";

/** An answer stopped while a tool ran, and while a second call's arguments were still arriving. */
const stoppedWhileRunning: ChatUIMessage = {
  id: "answer-1",
  role: "assistant",
  parts: [
    { type: "step-start" },
    { type: "text", text: "Let me look up the lease templates.", state: "done" },
    {
      type: "tool-listTemplates",
      toolCallId: "call-1",
      state: "input-available",
      input: { category: "residential_lease" },
    },
    { type: "tool-fillTemplate", toolCallId: "call-2", state: "input-streaming", input: { templateId: "resid" } },
  ],
};

describe("settleAnswer", () => {
  it("stores a tool call that never returned as one that did not finish, so the card stops spinning and the model gets a result", async () => {
    const settled = settleAnswer(stoppedWhileRunning, { ending: "stopped", toolErrors: new Map() });
    expect(settled.metadata?.ending).toBe("stopped");
    expect(settled.parts).toEqual([
      stoppedWhileRunning.parts[0],
      stoppedWhileRunning.parts[1],
      {
        type: "tool-listTemplates",
        toolCallId: "call-1",
        state: "output-error",
        input: { category: "residential_lease" },
        errorText: TOOL_NOT_FINISHED,
      },
    ]);
    // a later turn sends a result for every call (a call without one is refused by the providers)
    const model = await convertToModelMessages([settled]);
    expect(model.flatMap((message) => (message.role === "tool" ? message.content : []))).toMatchObject([
      { type: "tool-result", toolCallId: "call-1", output: { type: "error-text", value: TOOL_NOT_FINISHED } },
    ]);
  });

  it("keeps the validation error the model read for a call it got wrong", () => {
    const wrong: ChatUIMessage = {
      id: "answer-2",
      role: "assistant",
      parts: [
        {
          type: "tool-fillTemplate",
          toolCallId: "call-3",
          state: "output-error",
          input: undefined,
          rawInput: { templateId: 7 },
          errorText: "Something went wrong on our side. Please try again.",
        },
      ],
    };
    const settled = settleAnswer(wrong, {
      ending: "completed",
      toolErrors: new Map([["call-3", "Invalid input for tool fillTemplate: templateId: expected string"]]),
    });
    expect(settled.parts[0]).toMatchObject({
      errorText: "Invalid input for tool fillTemplate: templateId: expected string",
    });
  });
});

describe("turnEnding", () => {
  it("names how the turn ended", () => {
    expect(turnEnding({ stopped: true, failed: false, finishReason: "stop" })).toBe("stopped");
    expect(turnEnding({ stopped: false, failed: true, finishReason: undefined })).toBe("error");
    expect(turnEnding({ stopped: false, failed: false, finishReason: "tool-calls" })).toBe("step-limit");
    expect(turnEnding({ stopped: false, failed: false, finishReason: "length" })).toBe("length");
    expect(turnEnding({ stopped: false, failed: false, finishReason: "stop" })).toBe("completed");
  });
});
