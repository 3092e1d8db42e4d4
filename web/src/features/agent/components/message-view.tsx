import { isToolUIPart } from "ai";
import { Sparkles } from "lucide-react";
import { type ChatTools, UNVERIFIED_LAW_MARK } from "../../../../../common/chat";
import type { ChatUIMessage } from "../chat-ui-message";
import { fieldsAsked } from "../field-answers";
import { agentTexts } from "../texts";
import { CitationChip } from "./citation-chip";
import { textCitationReference, useCitations } from "./citation-context";
import { FieldQuestionCard } from "./field-question-card";
import { MarkdownView, type RenderCitation } from "./markdown-view";
import { type ChatToolPart, type ToolPartContext, ToolPartView } from "./tool-part-view";

/** One message: the user's as a bubble, the assistant's as markdown text and tool cards, with the model that answered. */
export function MessageView({ message, context }: { message: ChatUIMessage; context: ToolPartContext }) {
  if (message.role === "user") {
    const text = message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
    return (
      <article aria-label={agentTexts.you} className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-navy-900 px-4 py-2.5 text-[0.9375rem] leading-7 break-words whitespace-pre-line text-white shadow-sm">
          {text}
        </div>
      </article>
    );
  }
  if (message.role !== "assistant") return null;
  // how the answer ended: stored with it, or known here because the user just pressed Stop
  const unverifiedLaw = message.metadata?.unverifiedLaw ?? [];
  const ending = message.metadata?.ending ?? (message.id === context.stoppedMessageId ? "stopped" : undefined);
  return (
    <article aria-label={agentTexts.agent} className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 hidden size-8 shrink-0 place-items-center rounded-full bg-teal-700 text-white sm:grid"
      >
        <Sparkles className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-3">
        <AssistantParts message={message} context={context} />
        {unverifiedLaw.length > 0 && (
          <p role="status" className="text-xs text-amber-800">
            {agentTexts.unverifiedLaw(unverifiedLaw.length)}
          </p>
        )}
        {ending && ending !== "completed" && (
          <p role="status" className="text-sm text-navy-600 italic">
            {agentTexts.ending[ending]}
          </p>
        )}
        {message.metadata?.notice && (
          <p role="status" className="text-xs text-amber-800">
            {message.metadata.notice}
          </p>
        )}
        {message.metadata?.modelLabel && (
          <p className="text-xs text-navy-500">{agentTexts.answeredBy(message.metadata.modelLabel)}</p>
        )}
      </div>
    </article>
  );
}

function AssistantParts({ message, context }: { message: ChatUIMessage; context: ToolPartContext }) {
  const citations = useCitations();
  const renderCitation: RenderCitation | undefined = textCitationReference(citations, "1")
    ? (clauseNumber, key) => {
        const reference = textCitationReference(citations, clauseNumber);
        return reference ? <CitationChip key={key} reference={reference} /> : null;
      }
    : undefined;
  // law the product's table does not know shows as removed at once (the stored answer is marked the same way)
  const unverifiedLaw = message.metadata?.unverifiedLaw ?? [];
  const shownText = (text: string) =>
    unverifiedLaw.reduce((marked, citation) => marked.split(citation).join(UNVERIFIED_LAW_MARK), text);
  const messageText = message.parts.map((part) => (part.type === "text" ? part.text : "")).join("\n");
  return (
    <>
      {message.parts.map((part, index) => {
        if (part.type === "text")
          return part.text.trim() ? (
            <MarkdownView key={index} text={shownText(part.text)} renderCitation={renderCitation} />
          ) : null;
        if (isToolUIPart<ChatTools>(part) && part.type !== "dynamic-tool")
          return (
            <ToolPartView key={part.toolCallId} part={part as ChatToolPart} messageId={message.id} context={context} />
          );
        return null;
      })}
      {message.parts.map((part) => {
        if (
          part.type !== "tool-fillTemplate" ||
          part.state !== "output-available" ||
          "error" in part.output ||
          part.output.nextQuestions.length === 0
        )
          return null;
        const asked = fieldsAsked(part.output.nextQuestions, messageText);
        return (
          <FieldQuestionCard
            key={`${part.toolCallId}-${asked.map((field) => field.key).join(",")}`}
            fields={asked}
            invalid={part.output.invalid}
            active={part.toolCallId === context.activeQuestionsCallId}
            onSubmit={context.onSendText}
          />
        );
      })}
    </>
  );
}
