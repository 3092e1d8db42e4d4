import type { RetrievalEmbeddingModel } from "./embed-texts";
import { conceptsOf, contentTerms } from "./lexical-terms";

/** The width of every stored vector (the `vector(384)` column); hosted models are asked for the same. */
export const EMBEDDING_DIMENSIONS = 384;

const CONCEPT_WEIGHT = 1.2;
const BIGRAM_WEIGHT = 0.4;
const TRIGRAM_WEIGHT = 0.35;

/**
 * A deterministic, offline lexical embedding: feature hashing (signed, into 384 dimensions) of
 * stemmed words, legal synonym concepts, word bigrams and character trigrams, with sublinear
 * term frequency and lower weights for numbers and the words every contract repeats; L2-normalised,
 * so cosine similarity is a dot product. Bump the version in the id whenever the features change:
 * vectors of different ids are never compared.
 */
export function embedLocal(texts: string[]): number[][] {
  return texts.map(embedOne);
}

/** The local embedding as an AI SDK embedding model, so indexing and search use one path (`embedMany`/`embed`) for every provider. */
export const localEmbeddingModel: RetrievalEmbeddingModel = {
  id: "local-lexical@1",
  dimensions: EMBEDDING_DIMENSIONS,
  model: {
    specificationVersion: "v3",
    provider: "contractclarity",
    modelId: "local-lexical@1",
    maxEmbeddingsPerCall: 2048,
    supportsParallelCalls: true,
    doEmbed: async ({ values }) => ({ embeddings: embedLocal(values), warnings: [] }),
  },
};

function embedOne(text: string): number[] {
  const features = new Map<string, number>();
  const add = (feature: string, weight: number) => features.set(feature, (features.get(feature) ?? 0) + weight);

  const terms = contentTerms(text);
  for (const [index, term] of terms.entries()) {
    add(`w:${term.stem}`, term.weight);
    const next = terms[index + 1];
    if (next) add(`b:${term.stem} ${next.stem}`, BIGRAM_WEIGHT * Math.min(term.weight, next.weight));
    if (term.stem.length >= 4 && !/\d/.test(term.stem)) {
      const padded = `#${term.stem}#`;
      const count = padded.length - 2;
      for (let i = 0; i < count; i++)
        add(`t:${padded.slice(i, i + 3)}`, (TRIGRAM_WEIGHT * term.weight) / Math.sqrt(count));
    }
  }
  for (const concept of conceptsOf(terms)) add(`c:${concept}`, CONCEPT_WEIGHT);

  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const [feature, total] of features) {
    const hash = fnv1a(feature);
    const sign = fnv1a(feature, 0x9747b28c) & 1 ? 1 : -1;
    // sublinear term frequency: one mention counts 1, two 1.58, four 2.32
    vector[hash % EMBEDDING_DIMENSIONS]! += sign * Math.log2(1 + total);
  }
  const norm = Math.hypot(...vector);
  if (norm === 0) {
    // no content words: a fixed unit vector (cosine distance must stay defined)
    vector[0] = 1;
    return vector;
  }
  return vector.map((value) => value / norm);
}

/** 32-bit FNV-1a. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
