import { PanelLeft } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "../components/ui/sheet";
import { ChatSession } from "../features/agent/components/chat-session";
import { ConversationList } from "../features/agent/components/conversation-list";
import { ModelBadge } from "../features/agent/components/model-badge";
import { agentTexts } from "../features/agent/texts";

/** The URL names the open conversation, so a reload or a shared link resumes it. */
const CONVERSATION_PARAM = "c";

function newChatId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `chat-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * /ai-agent and /ai-contract-agent: conversations on the left (a drawer on phones), the chat with
 * the contract agent beside them. A new conversation gets its id here; once its first exchange is
 * stored it joins the list and the URL.
 */
export default function AiAgentScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(CONVERSATION_PARAM);
  const [freshId, setFreshId] = useState(newChatId);
  const startedHere = useRef(new Set<string>());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const chatId = selectedId ?? freshId;

  const openConversation = (id: string) => {
    setSearchParams({ [CONVERSATION_PARAM]: id });
    setDrawerOpen(false);
  };
  const startNew = () => {
    setFreshId(newChatId());
    setSearchParams({});
    setDrawerOpen(false);
  };
  const onStored = useCallback(
    (id: string) => {
      startedHere.current.add(id);
      setSearchParams(
        (current) => {
          if (current.get(CONVERSATION_PARAM) === id) return current;
          return { [CONVERSATION_PARAM]: id };
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  const onDeleted = (id: string) => {
    if (id === chatId) startNew();
  };

  const listProps = { activeId: selectedId, onOpen: openConversation, onNew: startNew, onDeleted };

  return (
    <div className="flex h-[calc(100dvh-4.0625rem)] min-h-[36rem] w-full bg-slate-50">
      <aside className="hidden w-72 shrink-0 flex-col border-r border-navy-100 bg-white desktop:flex">
        <ConversationList {...listProps} />
      </aside>
      <section aria-labelledby="agent-title" className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-navy-100 bg-white px-4 py-3 sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 desktop:hidden"
            aria-label={agentTexts.openConversations}
            onClick={() => setDrawerOpen(true)}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          <div className="min-w-0 flex-1">
            <h1 id="agent-title" className="truncate text-lg font-bold tracking-tight text-navy-900 sm:text-xl">
              {agentTexts.title}
            </h1>
            <p className="hidden truncate text-sm text-navy-600 sm:block">{agentTexts.intro}</p>
            <div className="mt-1 flex sm:hidden">
              <ModelBadge />
            </div>
          </div>
          <div className="hidden min-w-0 shrink sm:block">
            <ModelBadge />
          </div>
        </header>
        <ChatSession
          key={chatId}
          chatId={chatId}
          stored={selectedId !== null && !startedHere.current.has(chatId)}
          onStored={onStored}
          onNew={startNew}
        />
      </section>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left" closeLabel={agentTexts.close} className="gap-0 pt-2">
          <SheetTitle className="px-4 pt-3 pr-14">{agentTexts.conversations}</SheetTitle>
          <SheetDescription className="sr-only">{agentTexts.intro}</SheetDescription>
          <ConversationList {...listProps} showHeading={false} />
        </SheetContent>
      </Sheet>
    </div>
  );
}
