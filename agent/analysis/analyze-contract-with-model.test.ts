import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisResultSchema } from "../../common/analysis";
import { contractFixturesDir } from "../../fixtures/paths";
import { createLanguageModel } from "../model/model-provider";
import { type ScriptedModelServer, startScriptedModelServer } from "../model/testing/scripted-model-server";
import { analyzeContract } from "./analyze-contract";
import { analyzeContractWithModel, type ModelReview } from "./analyze-contract-with-model";
import { documentFromText } from "./document-from-text";

const lease = documentFromText(readFileSync(join(contractFixturesDir, "residential-lease-wc.txt"), "utf8"));
const local = analyzeContract(lease);
const depositFinding = local.findings.find((f) => f.ruleId === "za.rha.deposit-not-interest-bearing")!;

const review: ModelReview = {
  summary: "This lease is risky for you. Fix the deposit, inspection and entry clauses before you sign.",
  findings: [
    {
      id: depositFinding.id,
      explanation: "Your deposit must earn interest for you.",
      ask: "Ask for an interest-bearing account.",
      suggestedWording:
        "The Landlord shall invest the Deposit in an interest-bearing account for the Tenant's benefit.",
    },
  ],
  additionalFindings: [
    {
      clauseNumber: "10.2",
      title: "Pet consent can be withdrawn",
      topic: "pets",
      severity: "low",
      explanation: "The landlord can withdraw consent for a pet.",
      ask: "Ask that consent, once given, lasts for the pet's life.",
      suggestedWording: "Consent once given may not be withdrawn unless the pet causes a nuisance.",
      lawReference: null,
    },
    {
      clauseNumber: "99.9",
      title: "Invented",
      topic: "none",
      severity: "high",
      explanation: "Not in the contract.",
      ask: "-",
      suggestedWording: "-",
      lawReference: null,
    },
  ],
};

function modelReturning(object: unknown) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text: JSON.stringify(object) }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 10, text: 10, reasoning: 0 },
      },
      warnings: [],
    }),
  });
}

describe("analyzeContractWithModel", () => {
  it("returns the shared schema, grounded in the local engine's clauses, with the prompt id", async () => {
    const model = modelReturning(review);
    const result = await analyzeContractWithModel(lease, { model, modelName: "mock/test" });
    expect(() => analysisResultSchema.parse(result)).not.toThrow();
    expect(result.engine).toMatchObject({
      name: "model:mock/test",
      promptId: expect.stringMatching(/^analyze-contract@2\.1\.0#[0-9a-f]{12}$/),
    });
    expect(result.overallRisk.summary).toBe(review.summary);
    const deposit = result.findings.find((f) => f.id === depositFinding.id)!;
    expect(deposit).toMatchObject({
      severity: "high",
      explanation: "Your deposit must earn interest for you.",
      citation: depositFinding.citation,
    });
    const added = result.findings.filter((f) => f.ruleId === "model");
    expect(added.map((f) => f.citation?.clauseNumber)).toEqual(["10.2"]);
    expect(added[0]!.uncertainty.uncertain).toBe(true);
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain(depositFinding.id);
    expect(prompt).toContain("Tenant");
  });

  it("drops law the product's table does not know, keeps real law, and tells the caller what it dropped", async () => {
    const pet = review.additionalFindings[0]!;
    const citing: ModelReview = {
      ...review,
      additionalFindings: [
        { ...pet, lawReference: { act: "Consumer Protection Act 68 of 2008", section: "s14" } },
        {
          ...pet,
          title: "Invented section",
          lawReference: { act: "Consumer Protection Act 68 of 2008", section: "s999" },
        },
        {
          ...pet,
          title: "Invented case",
          lawReference: { act: "Dlamini v Sunset Properties 2021 (4) SA 12 (SCA)", section: null },
        },
      ],
    };
    const dropped: unknown[] = [];
    const model = modelReturning(citing);
    const result = await analyzeContractWithModel(lease, {
      model,
      modelName: "mock/test",
      onUnknownLaw: (references) => dropped.push(...references),
    });
    const added = result.findings.filter((f) => f.ruleId === "model");
    expect(added.map((f) => f.lawReferences)).toEqual([
      [{ act: "Consumer Protection Act 68 of 2008", section: "s14", jurisdiction: "ZA" }],
      [],
      [],
    ]);
    expect(JSON.stringify(result)).not.toMatch(/s999|Dlamini/);
    expect(dropped).toEqual([
      expect.objectContaining({ clauseNumber: "10.2", section: "s999" }),
      expect.objectContaining({ act: "Dlamini v Sunset Properties 2021 (4) SA 12 (SCA)" }),
    ]);
    expect(result.warnings.join(" ")).toMatch(/not in ContractClarity's table.*2 references were removed/);
    // the model is given the exact references it may quote
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("Consumer Protection Act 68 of 2008: s14");
  });

  it("falls back to the local analysis when the model fails", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error("network down");
      },
    });
    const result = await analyzeContractWithModel(lease, { model, modelName: "mock/test" });
    expect(result.engine.name).toBe("contractclarity-local");
    expect(result.findings).toEqual(local.findings);
    expect(result.warnings.join(" ")).toMatch(/could not complete the review/);
  });

  it("falls back when the model's answer does not match the schema", async () => {
    const result = await analyzeContractWithModel(lease, {
      model: modelReturning({ summary: 42 }),
      modelName: "mock/test",
    });
    expect(result.engine.name).toBe("contractclarity-local");
  });
});

describe("analyzeContractWithModel over an OpenAI-compatible server", () => {
  let server: ScriptedModelServer;
  beforeAll(async () => {
    server = await startScriptedModelServer();
  });
  afterAll(() => server.stop());
  const compatible = (structuredOutputs?: boolean) =>
    createLanguageModel({
      provider: "openai-compatible",
      baseURL: server.baseURL,
      modelId: "fake-model",
      structuredOutputs,
    });

  it("sends the JSON schema, the instructions as a system message, the contract apart as the user message, at temperature 0", async () => {
    server.setReply(() => JSON.stringify(review));
    const before = server.requests.length;
    const result = await analyzeContractWithModel(lease, {
      model: compatible(),
      modelName: "openai-compatible/fake-model",
    });
    expect(result.engine.name).toBe("model:openai-compatible/fake-model");
    expect(result.overallRisk.summary).toBe(review.summary);

    const [request] = server.requests.slice(before);
    const body = request!.body as {
      temperature: number;
      response_format: { type: string; json_schema: { schema: { properties: Record<string, unknown> } } };
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.temperature).toBe(0);
    expect(body.response_format.type).toBe("json_schema");
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual([
      "summary",
      "findings",
      "additionalFindings",
    ]);
    expect(body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    const [system, user] = body.messages;
    expect(system!.content).toContain("additionalFindings");
    expect(system!.content).not.toContain("Tenant shall"); // no contract text among the instructions
    expect(JSON.parse(user!.content).clauses.length).toBeGreaterThan(5);
    expect(user!.content).toContain(depositFinding.id);
  });

  it("reads an answer wrapped in a Markdown fence, from a server without structured outputs", async () => {
    server.setReply(() => `Here is the review:\n\`\`\`json\n${JSON.stringify(review, null, 2)}\n\`\`\``);
    const before = server.requests.length;
    const result = await analyzeContractWithModel(lease, {
      model: compatible(false),
      modelName: "openai-compatible/fake-model",
    });
    expect(result.engine.name).toBe("model:openai-compatible/fake-model");
    expect(result.overallRisk.summary).toBe(review.summary);
    const body = server.requests.at(-1)!.body as {
      response_format: { type: string };
      messages: Array<{ content: string }>;
    };
    expect(server.requests.length - before).toBe(1);
    expect(body.response_format.type).toBe("json_object");
    expect(body.messages[0]!.content).toContain('"suggestedWording"'); // the schema is in the instructions
  });
});
