import { type EmbeddingModel, embed, embedMany } from "ai";

type ProviderOptions = NonNullable<Parameters<typeof embedMany>[0]["providerOptions"]>;

/** An AI SDK (v3) embedding model, the only kind we build. */
export type EmbeddingModelV3 = Extract<EmbeddingModel, { specificationVersion: "v3" }>;

/** An embedding model as retrieval uses it: the AI SDK model plus what we record beside each vector. */
export type RetrievalEmbeddingModel = {
  /** Stored with every vector; a query compares only vectors made by the same id. */
  id: string;
  /** The length of every vector (the `vector(N)` column's N). */
  dimensions: number;
  model: EmbeddingModelV3;
  /** Passed to every call, e.g. `{ openai: { dimensions: 384 } }`. */
  providerOptions?: ProviderOptions;
  /** Longest wait for one call (retries included) before it fails; default DEFAULT_EMBEDDING_TIMEOUT_MS. */
  timeoutMs?: number;
};

/** A hosted embeddings endpoint that hangs fails the call after this long (an upload or a search never waits for ever). */
export const DEFAULT_EMBEDDING_TIMEOUT_MS = 30_000;

/** The caller's signal (a job stopping, a browser gone) joined with the model's time-out. */
function signalFor(embedding: RetrievalEmbeddingModel, callerSignal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(embedding.timeoutMs ?? DEFAULT_EMBEDDING_TIMEOUT_MS);
  return callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
}

/** Embeds texts in order (batched by the AI SDK); throws when a vector has the wrong length. */
export async function embedTexts(
  embedding: RetrievalEmbeddingModel,
  texts: string[],
  options: { abortSignal?: AbortSignal } = {},
): Promise<number[][]> {
  if (texts.length === 0) return [];
  const { embeddings } = await embedMany({
    model: embedding.model,
    values: texts,
    providerOptions: embedding.providerOptions,
    abortSignal: signalFor(embedding, options.abortSignal),
    maxRetries: 1,
  });
  for (const vector of embeddings) assertDimensions(embedding, vector);
  return embeddings;
}

/** Embeds one search query with the same model as the stored vectors. */
export async function embedQuery(
  embedding: RetrievalEmbeddingModel,
  query: string,
  options: { abortSignal?: AbortSignal } = {},
): Promise<number[]> {
  const result = await embed({
    model: embedding.model,
    value: query,
    providerOptions: embedding.providerOptions,
    abortSignal: signalFor(embedding, options.abortSignal),
    maxRetries: 1,
  });
  assertDimensions(embedding, result.embedding);
  return result.embedding;
}

function assertDimensions(embedding: RetrievalEmbeddingModel, vector: number[]) {
  if (vector.length !== embedding.dimensions) {
    throw new Error(
      `Embedding model ${embedding.id} returned ${vector.length} dimensions; ${embedding.dimensions} expected.`,
    );
  }
}
