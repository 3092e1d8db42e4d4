import { MockEmbeddingModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createEmbeddingModel } from "../model/model-provider";
import { startScriptedModelServer } from "../model/testing/scripted-model-server";
import { embedQuery, embedTexts, type RetrievalEmbeddingModel } from "./embed-texts";

const unit = (dimensions: number, at: number) => Array.from({ length: dimensions }, (_, i) => (i === at ? 1 : 0));

function mockModel(dimensions: number) {
  const model = new MockEmbeddingModelV3({
    modelId: "mock-embedding",
    maxEmbeddingsPerCall: 2,
    doEmbed: async ({ values }) => ({ embeddings: values.map((_, index) => unit(dimensions, index)), warnings: [] }),
  });
  const retrieval: RetrievalEmbeddingModel = {
    id: "mock/mock-embedding@4",
    dimensions: 4,
    model,
    providerOptions: { mock: { dimensions: 4 } },
  };
  return { model, retrieval };
}

describe("embedTexts / embedQuery through the AI SDK", () => {
  it("batches by the model's limit, keeps order and passes the provider options", async () => {
    const { model, retrieval } = mockModel(4);
    const vectors = await embedTexts(retrieval, ["a", "b", "c"]);
    expect(model.doEmbedCalls.map((call) => call.values)).toEqual([["a", "b"], ["c"]]);
    expect(model.doEmbedCalls[0]!.providerOptions).toEqual({ mock: { dimensions: 4 } });
    expect(vectors).toEqual([unit(4, 0), unit(4, 1), unit(4, 0)]);
    expect(await embedQuery(retrieval, "deposit")).toEqual(unit(4, 0));
    expect(await embedTexts(retrieval, [])).toEqual([]);
  });

  it("refuses vectors of another width than the column's", async () => {
    const { retrieval } = mockModel(8);
    await expect(embedTexts(retrieval, ["a"])).rejects.toThrow("returned 8 dimensions; 4 expected");
    await expect(embedQuery(retrieval, "a")).rejects.toThrow("returned 8 dimensions");
  });
});

describe("a hanging embeddings endpoint", () => {
  it("fails the call within the model's time-out instead of holding an upload or a search", async () => {
    const server = await startScriptedModelServer();
    try {
      server.behave("hang", "embeddings");
      const hosted = createEmbeddingModel({
        provider: "openai-compatible",
        baseURL: server.baseURL,
        modelId: "fake-model",
        embeddingModelId: "fake-embedding",
        timeoutMs: 500,
      });
      const started = Date.now();
      await expect(embedTexts(hosted, ["The deposit is R5 000."])).rejects.toThrow();
      await expect(embedQuery(hosted, "deposit")).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(server.requests.filter((request) => request.endpoint === "embeddings").length).toBeGreaterThanOrEqual(2);
    } finally {
      await server.stop();
    }
  });
});
