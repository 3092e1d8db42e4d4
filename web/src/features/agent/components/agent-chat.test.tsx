import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  TOOL_NOT_FINISHED,
  TURN_RUNNING_MESSAGE,
  toolCrashText,
  UNVERIFIED_LAW_MARK,
} from "../../../../../common/chat";
import { renderWithProviders } from "../../../test/render-app";
import type { ChatUIMessage } from "../chat-ui-message";
import { jsonResponse } from "../testing/agent-fixtures";
import { agentTexts } from "../texts";
import { AgentChat } from "./agent-chat";

const question: ChatUIMessage = {
  id: "q1",
  role: "user",
  parts: [{ type: "text", text: "Draft a residential lease" }],
};

function renderChat(initialMessages: ChatUIMessage[], fetchFunction: typeof fetch = vi.fn()) {
  return renderWithProviders(
    <AgentChat
      chatId="chat-1"
      initialMessages={initialMessages}
      initialContract={null}
      onStored={() => undefined}
      fetchFunction={fetchFunction}
    />,
  );
}

describe("AgentChat", () => {
  // The e2e server answers with the local engine, which finishes a turn in milliseconds: a second
  // message cannot be sent in a browser while one runs, so the server's 409 is given here as it is sent.
  it("shows the server's message when a second message is refused because one is still being answered (409)", async () => {
    const user = userEvent.setup();
    const fetchFunction = vi.fn(async () =>
      jsonResponse({ error: { code: "conflict", message: TURN_RUNNING_MESSAGE } }, 409),
    );
    renderChat([], fetchFunction as unknown as typeof fetch);
    await user.type(
      screen.getByRole("textbox", { name: agentTexts.messageLabel }),
      "What is the notice period?{Enter}",
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(agentTexts.chatErrorTitle);
    expect(alert.textContent).toContain(TURN_RUNNING_MESSAGE);
    expect(fetchFunction).toHaveBeenCalledTimes(1);
  });

  it("shows a stored answer the user stopped as stopped, and its unfinished tool as not finished (no spinner)", () => {
    renderChat([
      question,
      {
        id: "a1",
        role: "assistant",
        metadata: { ending: "stopped", modelLabel: "OpenAI gpt-4o-mini" },
        parts: [
          { type: "text", text: "Let me find the lease template.", state: "done" },
          {
            type: "tool-listTemplates",
            toolCallId: "call-1",
            state: "output-error",
            input: {},
            errorText: TOOL_NOT_FINISHED,
          },
        ],
      },
    ]);
    expect(screen.getByText(agentTexts.ending.stopped)).toBeDefined();
    expect(screen.getByRole("group", { name: agentTexts.toolNotFinished })).toBeDefined();
    expect(screen.queryByText(agentTexts.toolRunning.listTemplates)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a plain message for a tool call the model got wrong, not the validation error it was told", () => {
    const validation =
      "Invalid input for tool fillTemplate: templateId: Invalid input: expected string, received number";
    renderChat([
      question,
      {
        id: "a1",
        role: "assistant",
        metadata: { ending: "completed" },
        parts: [
          {
            type: "tool-fillTemplate",
            toolCallId: "call-1",
            state: "output-error",
            input: undefined,
            rawInput: { templateId: 42 },
            errorText: validation,
          },
          { type: "text", text: "Which template would you like?", state: "done" },
        ],
      },
    ]);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(agentTexts.toolFailed);
    expect(alert.textContent).toContain(agentTexts.toolFailedText);
    expect(alert.textContent).not.toContain("templateId");
    expect(screen.queryByText(agentTexts.ending.stopped)).toBeNull();
  });

  it("says a step that crashed on our side will not be retried, without the model's reference text", () => {
    renderChat([
      question,
      {
        id: "a1",
        role: "assistant",
        metadata: { ending: "completed" },
        parts: [
          {
            type: "tool-searchContract",
            toolCallId: "call-1",
            state: "output-error",
            input: { contractId: "c1", query: "deposit" },
            errorText: toolCrashText("searchContract", "3f9c0a12"),
          },
          { type: "text", text: "I could not search the contract just now.", state: "done" },
        ],
      },
    ]);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(agentTexts.toolFailed);
    expect(alert.textContent).toContain(agentTexts.toolCrashedText);
    expect(alert.textContent).not.toContain(agentTexts.toolFailedText);
    expect(alert.textContent).not.toMatch(/3f9c0a12|searchContract/);
  });

  it("shows a law reference the product could not verify as removed, with a notice, as soon as the answer ends", () => {
    const invented = "Botha v Fourie Properties 2019 (3) SA 456 (SCA)";
    renderChat([
      question,
      {
        id: "a1",
        role: "assistant",
        metadata: { ending: "completed", unverifiedLaw: [invented] },
        parts: [{ type: "text", text: `As held in ${invented}, you may cancel.`, state: "done" }],
      },
    ]);
    const answer = screen.getByRole("article", { name: agentTexts.agent });
    expect(answer.textContent).not.toContain("Botha v Fourie");
    expect(answer.textContent).toContain(UNVERIFIED_LAW_MARK);
    expect(screen.getByText(agentTexts.unverifiedLaw(1))).toBeDefined();
  });
});
