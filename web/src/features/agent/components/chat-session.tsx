import { MessageSquarePlus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorStatus } from "../../../lib/http";
import { useContracts } from "../../contracts/api/get-contracts";
import { useConversation } from "../api/get-conversation";
import { agentTexts } from "../texts";
import { AgentChat } from "./agent-chat";
import { InlineAlert } from "./tool-card";

/**
 * A conversation to show: a stored one is loaded first (its messages and attached contract),
 * a new one starts empty. The chat stays mounted when a new conversation gets stored.
 */
export function ChatSession({
  chatId,
  stored,
  onStored,
  onNew,
}: {
  chatId: string;
  stored: boolean;
  onStored: (chatId: string) => void;
  onNew: () => void;
}) {
  const conversation = useConversation(chatId, stored);
  const contractId = stored ? (conversation.data?.contractId ?? null) : null;
  const contracts = useContracts();

  if (stored && conversation.isPending) return <SessionSkeleton />;
  if (stored && conversation.isError) {
    const notFound = errorStatus(conversation.error) === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        <InlineAlert
          text={notFound ? agentTexts.conversationNotFound : agentTexts.conversationFailed}
          action={
            notFound ? (
              <Button size="sm" variant="secondary" onClick={onNew}>
                <MessageSquarePlus aria-hidden="true" />
                {agentTexts.newConversation}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => void conversation.refetch()}>
                {agentTexts.retry}
              </Button>
            )
          }
        />
      </div>
    );
  }
  if (contractId && contracts.isPending) return <SessionSkeleton />;

  const attachedName = contractId
    ? contracts.data?.find((contract) => contract.id === contractId)?.fileName
    : undefined;
  return (
    <AgentChat
      chatId={chatId}
      initialMessages={stored ? (conversation.data?.messages ?? []) : []}
      initialContract={contractId ? { id: contractId, fileName: attachedName ?? agentTexts.attachShort } : null}
      onStored={onStored}
    />
  );
}

function SessionSkeleton() {
  return (
    <div
      role="status"
      aria-label={agentTexts.conversationLoading}
      className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8 sm:px-6"
    >
      <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
      <Skeleton className="h-24 w-5/6 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}
