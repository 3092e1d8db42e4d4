import { generateText, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { localEmbeddingModel } from "../retrieval/local-embedding";
import { createEmbeddingModel, createLanguageModel, modelInfo } from "./model-provider";
import { startScriptedModelServer } from "./testing/scripted-model-server";

describe("createEmbeddingModel", () => {
  it("returns the local model, or the provider's embedding model asked for 384 dimensions (no call is made)", () => {
    expect(createEmbeddingModel({ provider: "local" })).toBe(localEmbeddingModel);
    const openai = createEmbeddingModel({ provider: "openai", apiKey: "sk-test", modelId: "gpt-4o-mini" });
    expect(openai).toMatchObject({
      id: "openai/text-embedding-3-small@384",
      dimensions: 384,
      providerOptions: { openai: { dimensions: 384 } },
    });
    expect(openai.model).toMatchObject({ specificationVersion: "v3", modelId: "text-embedding-3-small" });
    const compatible = createEmbeddingModel({
      provider: "openai-compatible",
      baseURL: "http://localhost:11434/v1",
      modelId: "llama3",
      embeddingModelId: "nomic-embed-text",
    });
    expect(compatible).toMatchObject({
      id: "openai-compatible/nomic-embed-text@384",
      providerOptions: { "openai-compatible": { dimensions: 384 } },
    });
    expect(compatible.model).toMatchObject({ specificationVersion: "v3", modelId: "nomic-embed-text" });
  });

  it("uses the local embedding for an OpenAI-compatible server unless an embedding model is set", () => {
    const config = { provider: "openai-compatible", baseURL: "http://localhost:11434/v1", modelId: "llama3" } as const;
    expect(createEmbeddingModel(config)).toBe(localEmbeddingModel);
    expect(createEmbeddingModel({ ...config, embeddingModelId: null })).toBe(localEmbeddingModel);
  });
});

describe("modelInfo", () => {
  it("names a hosted model by a product name, never by the server's address", () => {
    const compatible = modelInfo({
      provider: "openai-compatible",
      baseURL: "http://127.0.0.1:4010/v1",
      modelId: "fake-model",
    });
    expect(compatible).toEqual({
      provider: "openai-compatible",
      model: "openai-compatible/fake-model",
      label: "AI model fake-model",
    });
    expect(compatible.label).not.toContain("127.0.0.1");
    expect(
      modelInfo({
        provider: "openai-compatible",
        baseURL: "http://10.0.0.2/v1",
        modelId: "qwen",
        label: "Acme Legal AI",
      }).label,
    ).toBe("Acme Legal AI");
    expect(modelInfo({ provider: "openai", apiKey: "k", modelId: "gpt-4o-mini" }).label).toBe("OpenAI gpt-4o-mini");
  });
});

describe("createLanguageModel", () => {
  it("asks OpenAI not to store what it is sent (store: false, POPIA), on every call", async () => {
    const server = await startScriptedModelServer();
    try {
      const model = createLanguageModel({
        provider: "openai",
        apiKey: "sk-test",
        modelId: "gpt-4o-mini",
        baseURL: server.baseURL,
      });
      await generateText({ model, prompt: "The contract text", maxRetries: 0 }).catch(() => undefined);
      await streamText({ model, prompt: "The contract text", maxRetries: 0, onError: () => undefined }).consumeStream();
      const sent = server.requests.filter((request) => request.path.endsWith("/responses"));
      expect(sent).toHaveLength(2);
      for (const request of sent) expect(request.body.store).toBe(false);
    } finally {
      await server.stop();
    }
  });

  it("asks an OpenAI-compatible server for token usage in streams", async () => {
    const server = await startScriptedModelServer();
    try {
      const model = createLanguageModel({
        provider: "openai-compatible",
        baseURL: server.baseURL,
        modelId: "fake-model",
      });
      const result = streamText({ model, prompt: "Hello" });
      await result.consumeStream();
      expect(server.requests[0]!.body.stream_options).toEqual({ include_usage: true });
      expect((await result.usage).totalTokens).toBe(150);
    } finally {
      await server.stop();
    }
  });
});
