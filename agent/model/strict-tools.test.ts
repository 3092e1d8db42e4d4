import type { LanguageModelV3FunctionTool, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream, streamText, tool, wrapLanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createChatTools } from "../tools";
import type { ToolContext } from "../tools/tool-context";
import { createLanguageModel } from "./model-provider";
import { strictToolsMiddleware } from "./strict-tools";
import { startScriptedModelServer } from "./testing/scripted-model-server";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

describe("strict tool schemas for OpenAI", () => {
  it("sends strict: true with every property required (optional ones nullable) for each tool whose schema allows it", async () => {
    const server = await startScriptedModelServer();
    try {
      const model = createLanguageModel({
        provider: "openai",
        apiKey: "sk-test",
        modelId: "gpt-4o-mini",
        baseURL: server.baseURL,
      });
      // building the tools reads nothing from the context; only their execute does
      const tools = createChatTools({} as ToolContext);
      await streamText({
        model,
        prompt: "Draft a lease",
        tools,
        maxRetries: 0,
        onError: () => undefined,
      }).consumeStream();
      const sent = server.requests.find((request) => request.path.endsWith("/responses"))!;
      const byName = Object.fromEntries(
        (sent.body.tools as Array<{ name: string; strict?: boolean; parameters: Record<string, unknown> }>).map(
          (sentTool) => [sentTool.name, sentTool],
        ),
      );
      for (const name of [
        "listTemplates",
        "draftClause",
        "searchContract",
        "analyzeContract",
        "categorizeContract",
        "exportDocument",
      ]) {
        const parameters = byName[name]!.parameters as { properties: object; required: string[] };
        expect(byName[name]!.strict, name).toBe(true);
        expect(parameters).toMatchObject({ additionalProperties: false });
        expect(parameters.required.sort(), name).toEqual(Object.keys(parameters.properties).sort());
      }
      expect(byName.analyzeContract!.parameters).toMatchObject({
        properties: { side: { anyOf: [{ type: "string" }, { type: "null" }] } },
      });
      // values keyed by the template's own fields cannot be a strict schema: those two tools are sent as they are
      expect(byName.fillTemplate!.strict).toBeUndefined();
      expect(byName.reviseDocument!.strict).toBeUndefined();
    } finally {
      await server.stop();
    }
  });

  it("takes the nulls a strict model sends for optional properties out before the tool reads its arguments", async () => {
    let call = 0;
    const mock = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: (call++ === 0
            ? [
                {
                  type: "tool-call",
                  toolCallId: "c1",
                  toolName: "analyze",
                  input: JSON.stringify({ contractId: "k1", side: null, options: { topic: null, depth: 2 } }),
                },
                { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage },
              ]
            : [
                { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
              ]) as LanguageModelV3StreamPart[],
        }),
      }),
    });
    const execute = vi.fn(async () => "done");
    const analyze = tool({
      inputSchema: z.object({
        contractId: z.string(),
        side: z.string().optional(),
        options: z.object({ topic: z.string().optional(), depth: z.number() }),
      }),
      execute,
    });
    const model = wrapLanguageModel({ model: mock, middleware: strictToolsMiddleware });
    const result = streamText({ model, prompt: "Analyse it", tools: { analyze }, stopWhen: () => call > 1 });
    for await (const part of result.fullStream)
      if (part.type === "tool-error" || part.type === "error") console.log(JSON.stringify(part));
    expect(execute).toHaveBeenCalledWith({ contractId: "k1", options: { depth: 2 } }, expect.anything());
    const sentTool = mock.doStreamCalls[0]!.tools![0] as LanguageModelV3FunctionTool;
    expect(sentTool.strict).toBe(true);
  });
});
