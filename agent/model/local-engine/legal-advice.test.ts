import { describe, expect, it } from "vitest";
import { planTurn } from "./plan-turn";
import type { Conversation } from "./read-conversation";

const tools = new Set([
  "listTemplates",
  "fillTemplate",
  "draftClause",
  "reviseDocument",
  "searchContract",
  "analyzeContract",
  "categorizeContract",
  "exportDocument",
]);

function conversation(message: string, attached = false, thisTurn: Conversation["thisTurn"] = []): Conversation {
  return {
    userMessages: [message],
    lastUserMessage: message,
    thisTurn,
    history: thisTurn,
    attachedContract: attached ? { contractId: "contract-1", fileName: "lease.txt" } : null,
    today: "2026-01-15",
  };
}

describe("local engine: legal advice beyond the product's remit", () => {
  it("answers a question about suing the landlord with the not-legal-advice boundary and the Rental Housing Tribunal, calling no tool", () => {
    const plan = planTurn(conversation("Should I sue my landlord for not paying back my deposit?"), tools);
    expect(plan.toolCall).toBeUndefined();
    expect(plan.text).toContain("this is not legal advice");
    expect(plan.text).toContain("Rental Housing Tribunal");
    expect(plan.text).toContain("attorney");
  });

  it("sends a workplace dispute to the CCMA or a union, and never offers to represent the user", () => {
    const plan = planTurn(conversation("Can you represent me at my CCMA hearing next week about my dismissal?"), tools);
    expect(plan.text).toMatch(/I can't represent you/);
    expect(plan.text).toContain("trade union");
    expect(plan.text).toContain("CCMA");
    expect(plan.text).not.toContain("Rental Housing Tribunal");
  });

  it("with a contract attached, still shows what the contract says, under the boundary", () => {
    const message = "My landlord kept my whole deposit. Will I win if I take him to court?";
    const first = planTurn(conversation(message, true), tools);
    expect(first.toolCall).toEqual({
      toolName: "searchContract",
      input: { contractId: "contract-1", query: expect.stringContaining("deposit"), limit: 5 },
    });
    const hits = [
      {
        clauseNumber: "5.4",
        heading: "DEPOSIT",
        text: "5.4 The Landlord shall refund the Deposit within 14 days of restoration of the Premises.",
        start: 0,
        end: 90,
        page: 1,
        score: 0.1,
      },
    ];
    const answer = planTurn(
      conversation(message, true, [
        {
          toolCallId: "c1",
          toolName: "searchContract",
          input: first.toolCall!.input,
          output: { contractId: "contract-1", fileName: "lease.txt", hits },
        },
      ]),
      tools,
    );
    expect(answer.text).toMatch(/^I can't tell you whether to go to court/);
    expect(answer.text).toContain("Rental Housing Tribunal");
    expect(answer.text).toContain("(clause 5.4)");
  });

  it("leaves ordinary questions and requests to draft alone", () => {
    expect(planTurn(conversation("What does my lease say about the deposit?", true), tools).toolCall?.toolName).toBe(
      "searchContract",
    );
    expect(planTurn(conversation("What does my lease say about the deposit?", true), tools).text).toBe("");
    expect(planTurn(conversation("Which court hears disputes?", true), tools).toolCall?.toolName).toBe(
      "searchContract",
    );
    expect(planTurn(conversation("Draft a residential lease for a flat in Cape Town"), tools).toolCall?.toolName).toBe(
      "listTemplates",
    );
  });
});
