import { describe, expect, it } from "vitest";
import type { ChatUIMessage } from "./chat-conversation";
import { modelMessagesFor } from "./model-history";

describe("modelMessagesFor", () => {
  it("replays a call with a result, not one stored without a result or with arguments that were not JSON", async () => {
    const stored: ChatUIMessage[] = [
      { id: "u1", role: "user", parts: [{ type: "text", text: "Show me lease templates" }] },
      {
        id: "a1",
        role: "assistant",
        parts: [
          {
            type: "tool-listTemplates",
            toolCallId: "done",
            state: "output-available",
            input: {},
            output: { templates: [] },
          },
          // stored before endings were recorded: the answer was stopped while this tool ran
          { type: "tool-listTemplates", toolCallId: "stuck", state: "input-available", input: {} },
          {
            type: "tool-fillTemplate",
            toolCallId: "broken",
            state: "output-error",
            input: undefined,
            rawInput: '{"templateId": "resid',
            errorText: "Invalid input for tool fillTemplate: the arguments were not valid JSON.",
          },
          { type: "text", text: "There are no lease templates.", state: "done" },
        ],
      },
    ];
    const messages = await modelMessagesFor(stored, {});
    const callIds = messages.flatMap((message) =>
      message.role === "assistant" && typeof message.content !== "string"
        ? message.content.flatMap((part) => (part.type === "tool-call" ? [part.toolCallId] : []))
        : [],
    );
    expect(callIds).toEqual(["done"]);
    expect(JSON.stringify(messages)).toContain("There are no lease templates.");
  });
});
