import { embedMany } from "ai";
import { describe, expect, it } from "vitest";
import { EMBEDDING_DIMENSIONS, embedLocal, localEmbeddingModel } from "./local-embedding";

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

describe("embedLocal", () => {
  it("is deterministic, 384 wide and L2-normalised", () => {
    const texts = ["The Tenant shall pay a deposit of R29 000,00.", "", "?!"];
    const [first, empty, punctuation] = embedLocal(texts);
    expect(embedLocal(texts)).toEqual([first, empty, punctuation]);
    for (const vector of [first!, empty!, punctuation!]) {
      expect(vector).toHaveLength(EMBEDDING_DIMENSIONS);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 10);
    }
  });

  it("puts a question closer to the clause that answers it than to unrelated clauses", () => {
    const [question, deposit, hours, law] = embedLocal([
      "Will I get interest on my deposit?",
      "No interest shall accrue on the Deposit for the benefit of the Tenant.",
      "The Employee's ordinary hours of work shall be 60 hours per week.",
      "This Agreement is governed by the laws of the Republic of South Africa.",
    ]);
    expect(cosine(question!, deposit!)).toBeGreaterThan(cosine(question!, hours!) + 0.1);
    expect(cosine(question!, deposit!)).toBeGreaterThan(cosine(question!, law!) + 0.1);
  });

  it("meets legal wording with everyday wording (synonyms and stems)", () => {
    const [cancel, terminate, escalate] = embedLocal([
      "Can I cancel early?",
      "Either party may terminate this contract on one week's written notice.",
      "The Rent shall escalate by 8% on each anniversary.",
    ]);
    expect(cosine(cancel!, terminate!)).toBeGreaterThan(cosine(cancel!, escalate!));
    const [security, deposit, pets] = embedLocal([
      "What security must I pay?",
      "The Tenant shall pay a deposit.",
      "No pets may be kept.",
    ]);
    expect(cosine(security!, deposit!)).toBeGreaterThan(cosine(security!, pets!));
  });

  it("is an AI SDK embedding model with a versioned id", async () => {
    expect(localEmbeddingModel).toMatchObject({
      id: "local-lexical@1",
      dimensions: 384,
      model: { specificationVersion: "v3" },
    });
    const { embeddings } = await embedMany({ model: localEmbeddingModel.model, values: ["deposit", "rent"] });
    expect(embeddings).toEqual(embedLocal(["deposit", "rent"]));
  });
});
