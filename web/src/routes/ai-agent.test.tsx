import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContractListItem } from "../../../common/api/analyses";
import { type ConversationSummary, modelFallbackNotice } from "../../../common/chat";
import { draftDocument, jsonResponse, leaseQuestions } from "../features/agent/testing/agent-fixtures";
import { agentTexts } from "../features/agent/texts";
import { normalUser, renderWithProviders } from "../test/render-app";
import AiAgentScreen from "./ai-agent";

/** An AI SDK UI message stream (server-sent events), as POST /api/agent/chat answers. */
function uiMessageStream(chunks: unknown[]): Response {
  const body = [...chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`), "data: [DONE]\n\n"].join("");
  return new Response(body, {
    status: 200,
    headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
  });
}

const [tenantName, monthlyRent] = leaseQuestions;

function fillTemplateTurn(messageId: string) {
  return [
    { type: "start", messageId, messageMetadata: { modelLabel: "ContractClarity local engine" } },
    { type: "start-step" },
    {
      type: "tool-input-available",
      toolCallId: `call-${messageId}`,
      toolName: "fillTemplate",
      input: { templateId: "residential-lease-za", values: {} },
    },
    {
      type: "tool-output-available",
      toolCallId: `call-${messageId}`,
      output: {
        draftId: "d-1",
        version: 1,
        templateId: "residential-lease-za",
        complete: false,
        nextQuestions: [tenantName, monthlyRent],
        invalid: [],
        document: draftDocument,
        highFindings: 0,
      },
    },
    { type: "finish-step" },
    { type: "start-step" },
    { type: "text-start", id: "t1" },
    { type: "text-delta", id: "t1", delta: `I'll draft a **Residential Lease** with you.\n\n${tenantName!.question}` },
    { type: "text-end", id: "t1" },
    { type: "finish-step" },
    { type: "finish" },
  ];
}

const contract: ContractListItem = {
  id: "5b8d7f3e-1c2a-4e5f-9a8b-7c6d5e4f3a2b",
  fileName: "residential-lease-wc.txt",
  format: "txt",
  byteSize: 4_000,
  pageCount: 1,
  warnings: [],
  createdAt: "2026-01-15T10:00:00.000Z",
  deleteFilesAfter: "2026-02-14T10:00:00.000Z",
  filesDeleted: false,
  latestAnalysis: null,
};

let conversations: ConversationSummary[];
let chatBodies: Array<{
  id: string;
  messages: Array<{ role: string; parts: Array<{ type: string; text?: string }> }>;
  contractId?: string;
}>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  conversations = [];
  chatBodies = [];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (url === "/api/agent/model")
      return jsonResponse({
        provider: "local",
        model: "contractclarity-local-1",
        label: "ContractClarity local engine",
      });
    if (url === "/api/agent/conversations") return jsonResponse(conversations);
    if (url === "/api/contracts") return jsonResponse([contract]);
    if (url === "/api/agent/drafts/d-1")
      return jsonResponse({ id: "d-1", version: 1, document: draftDocument, versions: [], proposals: [] });
    if (url === "/api/agent/chat" && method === "POST") {
      const body = JSON.parse(String(init?.body)) as (typeof chatBodies)[number];
      chatBodies.push(body);
      conversations = [
        {
          id: body.id,
          title: "Draft a residential lease",
          contractId: body.contractId ?? null,
          draftId: "d-1",
          createdAt: "2026-03-01T10:00:00.000Z",
          updatedAt: "2026-03-01T10:00:00.000Z",
        },
      ];
      return uiMessageStream(fillTemplateTurn(`m-${chatBodies.length}`));
    }
    return jsonResponse({ error: { code: "not_found", message: "Not found." } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const lastText = (body: (typeof chatBodies)[number]) =>
  body.messages.at(-1)?.parts.find((part) => part.type === "text")?.text;

describe("/ai-agent", () => {
  it("starts empty with the model named and the starters, and lists no conversations", async () => {
    renderWithProviders(<AiAgentScreen />, { user: normalUser, path: "/ai-agent" });
    expect(screen.getByRole("heading", { level: 1, name: agentTexts.title })).toBeDefined();
    // One badge under the title on phones, one beside it on wider screens (CSS shows one).
    expect(await screen.findAllByText("ContractClarity local engine")).toHaveLength(2);
    const starters = screen.getByRole("list", { name: agentTexts.startersLabel });
    expect(
      within(starters)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([...agentTexts.starters]);
    expect(await screen.findByText(agentTexts.noConversations)).toBeDefined();
  });

  it("drafts through the chat: a starter sends, the stream renders the draft and the question card, answers go back as a message", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AiAgentScreen />, { user: normalUser, path: "/ai-agent" });
    await user.click(screen.getByRole("button", { name: "Draft a residential lease" }));

    expect(await screen.findByText("Residential Lease Agreement")).toBeDefined();
    expect(chatBodies).toHaveLength(1);
    expect(lastText(chatBodies[0]!)).toBe("Draft a residential lease");
    expect(chatBodies[0]!.contractId).toBeUndefined();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/agent/chat");
    expect(call?.[1]).toMatchObject({ method: "POST", credentials: "include" });

    // The markdown answer, who answered, and a card for only the question the agent asked.
    expect(screen.getByText("Residential Lease", { selector: "strong" })).toBeDefined();
    expect(screen.getByText(agentTexts.answeredBy("ContractClarity local engine"))).toBeDefined();
    const card = screen.getByRole("group", { name: agentTexts.questions });
    expect(within(card).getByLabelText(/tenant's full name/)).toBeDefined();
    expect(within(card).queryByLabelText(/monthly rent/)).toBeNull();

    // The new conversation joins the list.
    const list = screen.getByRole("navigation", { name: agentTexts.conversations });
    expect(
      await within(list).findByRole("button", { name: /Draft a residential lease/, current: "page" }),
    ).toBeDefined();

    await user.type(within(card).getByLabelText(/tenant's full name/), "Nomvula Khumalo");
    await user.click(within(card).getByRole("button", { name: agentTexts.sendAnswers }));
    await waitFor(() => expect(chatBodies).toHaveLength(2));
    expect(lastText(chatBodies[1]!)).toBe("Nomvula Khumalo");
    expect(chatBodies[1]!.id).toBe(chatBodies[0]!.id);
    expect(await screen.findByRole("button", { name: agentTexts.regenerate })).toBeDefined();
  });

  it("sends the attached contract with the question; Enter sends and Shift+Enter adds a line", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AiAgentScreen />, { user: normalUser, path: "/ai-agent" });
    await user.click(screen.getByRole("button", { name: "Ask about my contract" }));
    const dialog = await screen.findByRole("dialog", { name: agentTexts.attachTitle });
    await user.click(await within(dialog).findByRole("button", { name: /residential-lease-wc\.txt/ }));

    expect(screen.getByText(agentTexts.attached("residential-lease-wc.txt"))).toBeDefined();
    const box = screen.getByRole("textbox", { name: agentTexts.messageLabel });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(agentTexts.askPrompt));
    await user.type(box, "the deposit?{Shift>}{Enter}{/Shift}Thanks");
    expect((box as HTMLTextAreaElement).value).toBe(`${agentTexts.askPrompt}the deposit?\nThanks`);
    await user.keyboard("{Enter}");

    await waitFor(() => expect(chatBodies).toHaveLength(1));
    expect(chatBodies[0]!.contractId).toBe(contract.id);
    expect(lastText(chatBodies[0]!)).toBe(`${agentTexts.askPrompt}the deposit?\nThanks`);
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("says so under an answer the local engine gave because the hosted model failed", async () => {
    const notice = modelFallbackNotice("OpenAI gpt-4o-mini");
    const answerAsServer = fetchMock.getMockImplementation() as (url: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === "/api/agent/chat"
        ? uiMessageStream([
            {
              type: "start",
              messageId: "m-fallback",
              messageMetadata: { model: "openai/gpt-4o-mini", modelLabel: "OpenAI gpt-4o-mini" },
            },
            { type: "start-step" },
            { type: "text-start", id: "t1" },
            { type: "text-delta", id: "t1", delta: "I can review a contract or draft one with you." },
            { type: "text-end", id: "t1" },
            { type: "finish-step" },
            // the server corrects the metadata at the end of a turn the local engine took over
            {
              type: "finish",
              messageMetadata: {
                model: "contractclarity-local-agent",
                modelLabel: "ContractClarity local engine",
                notice,
              },
            },
          ])
        : answerAsServer(url, init),
    );
    const user = userEvent.setup();
    renderWithProviders(<AiAgentScreen />, { user: normalUser, path: "/ai-agent" });
    await user.type(screen.getByRole("textbox", { name: agentTexts.messageLabel }), "What can you do?{Enter}");

    expect(await screen.findByText(notice)).toBeDefined();
    expect(screen.getByText(agentTexts.answeredBy("ContractClarity local engine"))).toBeDefined();
    expect(screen.queryByText(agentTexts.answeredBy("OpenAI gpt-4o-mini"))).toBeNull();
  });
});
