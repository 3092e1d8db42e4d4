import { useChat } from "@ai-sdk/react";
import { useQueryClient } from "@tanstack/react-query";
import { DefaultChatTransport } from "ai";
import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { chatMessageMetadataSchema } from "../../../../../common/chat";
import type { DraftDocument } from "../../../../../common/templates";
import { Button } from "../../../components/ui/button";
import { useFloatingClearance } from "../../feedback/floating-clearance";
import { createAgentFetch } from "../agent-fetch";
import { conversationsQueryKey } from "../api/get-conversations";
import { draftQueryKey } from "../api/get-draft";
import { chatErrorMessage } from "../chat-error-message";
import type { ChatUIMessage } from "../chat-ui-message";
import { agentTexts } from "../texts";
import { AttachContractDialog, type AttachedContract } from "./attach-contract-dialog";
import { CitationProvider } from "./citation-context";
import { Composer } from "./composer";
import { MessageView } from "./message-view";
import { StarterPrompts } from "./starter-prompts";
import { InlineAlert } from "./tool-card";
import type { ToolPartContext } from "./tool-part-view";

export const AGENT_CHAT_API = "/api/agent/chat";

/** The chat's transport: POST /api/agent/chat with credentials, the SPEC §7 time-out and retry, and the attached contract. */
export function createAgentTransport(contractId: () => string | null, fetchFunction?: typeof globalThis.fetch) {
  return new DefaultChatTransport<ChatUIMessage>({
    api: AGENT_CHAT_API,
    credentials: "include",
    fetch: createAgentFetch({ fetch: fetchFunction }),
    prepareSendMessagesRequest: ({ id, messages }) => {
      const attached = contractId();
      return { body: { id, messages, ...(attached ? { contractId: attached } : {}) } };
    },
  });
}

type DraftState = { draftId: string; document: DraftDocument; callId: string };

/** The newest draft of the conversation (fillTemplate outputs), for the draft card and "(clause N)" citations. */
function latestDraft(messages: ChatUIMessage[]): DraftState | null {
  for (let m = messages.length - 1; m >= 0; m--) {
    const parts = messages[m]?.parts ?? [];
    for (let p = parts.length - 1; p >= 0; p--) {
      const part = parts[p];
      if (part?.type === "tool-fillTemplate" && part.state === "output-available" && !("error" in part.output)) {
        return { draftId: part.output.draftId, document: part.output.document, callId: part.toolCallId };
      }
    }
  }
  return null;
}

/** The fillTemplate call whose questions the user may answer: in the last message, with questions left. */
function activeQuestionsCall(messages: ChatUIMessage[]): string | null {
  const last = messages[messages.length - 1];
  if (last?.role !== "assistant") return null;
  for (let p = last.parts.length - 1; p >= 0; p--) {
    const part = last.parts[p];
    if (
      part?.type === "tool-fillTemplate" &&
      part.state === "output-available" &&
      !("error" in part.output) &&
      part.output.nextQuestions.length > 0
    )
      return part.toolCallId;
  }
  return null;
}

export type AgentChatProps = {
  chatId: string;
  initialMessages: ChatUIMessage[];
  initialContract: AttachedContract | null;
  /** After the first exchange is stored, so the screen can put the conversation in its URL. */
  onStored: (chatId: string) => void;
  /** Tests pass a fake; the browser's fetch otherwise. */
  fetchFunction?: typeof globalThis.fetch;
};

/** One conversation with the agent: the streaming message list, tool cards, the composer. */
export function AgentChat({ chatId, initialMessages, initialContract, onStored, fetchFunction }: AgentChatProps) {
  const queryClient = useQueryClient();
  const [attached, setAttached] = useState<AttachedContract | null>(initialContract);
  const attachedRef = useRef(attached);
  attachedRef.current = attached;
  const [input, setInput] = useState("");
  const [attachOpen, setAttachOpen] = useState(false);
  const [askAfterAttach, setAskAfterAttach] = useState(false);
  const [stopped, setStopped] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const transport = useMemo(
    () => createAgentTransport(() => attachedRef.current?.id ?? null, fetchFunction),
    [fetchFunction],
  );
  const afterExchange = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    // A turn may have changed the draft (fillTemplate, reviseDocument): cards read it fresh.
    void queryClient.invalidateQueries({ queryKey: draftQueryKey("").slice(0, 1) });
    onStored(chatId);
  }, [queryClient, onStored, chatId]);

  const { messages, sendMessage, regenerate, stop, status, error } = useChat<ChatUIMessage>({
    id: chatId,
    messages: initialMessages,
    transport,
    messageMetadataSchema: chatMessageMetadataSchema,
    onFinish: afterExchange,
    onError: afterExchange,
  });

  const busy = status === "submitted" || status === "streaming";
  const draft = useMemo(() => latestDraft(messages), [messages]);
  const activeQuestions = status === "ready" ? activeQuestionsCall(messages) : null;

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || busy) return;
      setStopped(false);
      void sendMessage({ text: trimmed });
    },
    [busy, sendMessage],
  );

  const regenerateAnswer = () => {
    setStopped(false);
    void regenerate();
  };
  const lastAnswerId = messages.at(-1)?.role === "assistant" ? messages.at(-1)!.id : null;
  const streamingMessageId = busy ? lastAnswerId : null;
  const stoppedMessageId = stopped && !busy ? lastAnswerId : null;
  const toolContext: ToolPartContext = useMemo(
    () => ({
      latestDraftCallId: draft?.callId ?? null,
      activeQuestionsCallId: activeQuestions,
      onSendText: send,
      streamingMessageId,
      stoppedMessageId,
    }),
    [draft?.callId, activeQuestions, send, streamingMessageId, stoppedMessageId],
  );

  // Keep the newest text in view while the user is at the bottom; leave them be when they scrolled up to read.
  const listRef = useRef<HTMLDivElement>(null);
  const pinnedToBottom = useRef(true);
  const composerBarRef = useRef<HTMLDivElement>(null);
  useFloatingClearance(composerBarRef);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or status is the trigger to scroll the newest text into view
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && pinnedToBottom.current) list.scrollTop = list.scrollHeight;
  }, [messages, status]);
  const empty = messages.length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list element appears when the first message does: observe it then
  useEffect(() => {
    // Cards that grow after rendering (a loaded draft) and a resized window keep the newest text in view too.
    const list = listRef.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (pinnedToBottom.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    if (list.firstElementChild) observer.observe(list.firstElementChild);
    return () => observer.disconnect();
  }, [empty]);
  const onScroll = () => {
    const list = listRef.current;
    if (list) pinnedToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
  };

  // Focus the message box when the chat appears, unless the user has already moved focus
  // somewhere else (a menu opened while the conversation was loading keeps its focus).
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) textareaRef.current?.focus();
  }, []);

  const focusMessageBox = () => {
    requestAnimationFrame(() => {
      const textarea = textareaRef.current;
      if (!textarea) return;
      textarea.focus();
      textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    });
  };

  const askAbout = () => {
    setInput(agentTexts.askPrompt);
    focusMessageBox();
  };

  const onAsk = () => {
    if (attached) {
      askAbout();
    } else {
      setAskAfterAttach(true);
      setAttachOpen(true);
    }
  };

  const lastMessage = messages[messages.length - 1];
  const canRegenerate = !busy && lastMessage?.role === "assistant";
  const statusText = busy
    ? agentTexts.status[status]
    : error
      ? agentTexts.status.error
      : stopped
        ? agentTexts.status.stopped
        : "";

  return (
    <CitationProvider
      contractId={attached?.id ?? null}
      draftId={draft?.draftId ?? null}
      draftDocument={draft?.document ?? null}
    >
      <div className="flex min-h-0 flex-1 flex-col">
        <div ref={listRef} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-4 sm:px-6">
          {empty ? (
            <StarterPrompts onStart={send} onAsk={onAsk} disabled={busy} />
          ) : (
            <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 py-6">
              <h2 className="sr-only">{agentTexts.messagesHeading}</h2>
              {messages.map((message) => (
                <MessageView key={message.id} message={message} context={toolContext} />
              ))}
              {status === "submitted" && <ThinkingDots />}
              {error && (
                <InlineAlert
                  title={agentTexts.chatErrorTitle}
                  text={chatErrorMessage(error)}
                  action={
                    <Button size="sm" variant="secondary" onClick={regenerateAnswer}>
                      <RefreshCw aria-hidden="true" />
                      {agentTexts.retryAnswer}
                    </Button>
                  }
                />
              )}
              {canRegenerate && !error && (
                <div className="-mt-3 flex sm:pl-11">
                  <Button variant="ghost" size="sm" onClick={regenerateAnswer}>
                    <RefreshCw aria-hidden="true" />
                    {agentTexts.regenerate}
                  </Button>
                </div>
              )}
            </div>
          )}
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {statusText}
        </p>
        <div ref={composerBarRef} className="border-t border-navy-100 bg-slate-50/80 px-4 pt-3 pb-4 sm:px-6">
          <div className="mx-auto w-full max-w-3xl">
            <Composer
              value={input}
              onChange={setInput}
              onSend={() => {
                send(input);
                setInput("");
              }}
              onStop={() => {
                setStopped(true);
                void stop();
              }}
              busy={busy}
              attached={attached}
              onAttach={() => setAttachOpen(true)}
              onDetach={messages.length === 0 ? () => setAttached(null) : null}
              textareaRef={textareaRef}
            />
          </div>
        </div>
      </div>
      <AttachContractDialog
        open={attachOpen}
        onOpenChange={(open) => {
          setAttachOpen(open);
          if (!open) setAskAfterAttach(false);
        }}
        onAttach={(contract) => {
          setAttached(contract);
          setAttachOpen(false);
          if (askAfterAttach) setInput(agentTexts.askPrompt);
          setAskAfterAttach(false);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusMessageBox();
        }}
      />
    </CitationProvider>
  );
}

function ThinkingDots() {
  return (
    <div className="flex items-center gap-3" aria-hidden="true">
      <span className="hidden size-8 sm:block" />
      <span className="flex gap-1 rounded-full bg-white px-3 py-2.5 shadow-sm ring-1 ring-navy-100">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-teal-600"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
