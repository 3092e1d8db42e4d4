import type { ToolUIPart } from "ai";
import { CircleSlash, Wrench } from "lucide-react";
import { type ChatToolName, type ChatTools, isToolCrash, TOOL_NOT_FINISHED } from "../../../../../common/chat";
import { agentTexts } from "../texts";
import { AnalysisCard } from "./analysis-card";
import { ContractTypeCard } from "./contract-type-card";
import { DraftPreviewCard } from "./draft-preview-card";
import { DraftedClauseCard } from "./drafted-clause-card";
import { ExportCard } from "./export-card";
import { ProposalCard } from "./proposal-card";
import { SearchResultsCard } from "./search-results-card";
import { TemplateListCard } from "./template-list-card";
import { InlineAlert, ToolCard, ToolRunning } from "./tool-card";

export type ChatToolPart = ToolUIPart<ChatTools>;

export type ToolPartContext = {
  /** The newest fillTemplate call of the conversation: its draft shows in full, earlier ones as one line. */
  latestDraftCallId: string | null;
  /** The fillTemplate call whose questions may still be answered (in the last message, while idle). */
  activeQuestionsCallId: string | null;
  onSendText: (text: string) => void;
  /** The answer being streamed now: only its tools may still be running. */
  streamingMessageId: string | null;
  /** The answer the user has just stopped (before the server's record of it is loaded). */
  stoppedMessageId: string | null;
};

export function toolNameOf(part: ChatToolPart): ChatToolName {
  return part.type.slice("tool-".length) as ChatToolName;
}

/**
 * One tool part as its card: running, not finished (the answer ended first), failed (a plain
 * message: the error text is what the model was told), or the tool's own card for its output.
 */
export function ToolPartView({
  part,
  messageId,
  context,
}: {
  part: ChatToolPart;
  messageId: string;
  context: ToolPartContext;
}) {
  const name = toolNameOf(part);
  const running =
    part.state === "input-streaming" ||
    part.state === "input-available" ||
    part.state === "approval-requested" ||
    part.state === "approval-responded";
  if (
    (running && messageId !== context.streamingMessageId) ||
    (part.state === "output-error" && part.errorText === TOOL_NOT_FINISHED)
  ) {
    return (
      <ToolCard icon={<CircleSlash aria-hidden="true" />} title={agentTexts.toolNotFinished}>
        <p className="text-sm text-navy-600">{agentTexts.toolNotFinishedText}</p>
      </ToolCard>
    );
  }
  if (running) {
    return (
      <ToolCard icon={<Wrench aria-hidden="true" />} title={<ToolRunning text={agentTexts.toolRunning[name]} />} />
    );
  }
  if (part.state === "output-error") {
    const text = isToolCrash(part.errorText) ? agentTexts.toolCrashedText : agentTexts.toolFailedText;
    return <InlineAlert title={agentTexts.toolFailed} text={text} />;
  }
  if (part.state === "output-denied") return null;
  const output: unknown = part.output;
  if (output && typeof output === "object" && "error" in output && typeof output.error === "string")
    return <InlineAlert title={agentTexts.toolFailed} text={output.error} />;

  switch (part.type) {
    case "tool-fillTemplate": {
      if ("error" in part.output) return null;
      const result = part.output;
      // Its questions render after the message's text (MessageView), where the agent asks them.
      return (
        <DraftPreviewCard
          draftId={result.draftId}
          version={result.version}
          complete={result.complete}
          highFindings={result.highFindings}
          document={result.document}
          latest={part.toolCallId === context.latestDraftCallId}
        />
      );
    }
    case "tool-reviseDocument":
      return "error" in part.output ? null : <ProposalCard proposal={part.output} />;
    case "tool-searchContract":
      return "error" in part.output ? null : (
        <SearchResultsCard
          contractId={part.output.contractId}
          fileName={part.output.fileName}
          hits={part.output.hits}
        />
      );
    case "tool-analyzeContract":
      return "error" in part.output ? null : <AnalysisCard {...part.output} />;
    case "tool-exportDocument":
      return "error" in part.output ? null : (
        <ExportCard url={part.output.url} fileName={part.output.fileName} format={part.output.format} />
      );
    case "tool-draftClause":
      return "error" in part.output ? null : <DraftedClauseCard {...part.output} />;
    case "tool-categorizeContract":
      return "error" in part.output ? null : (
        <ContractTypeCard label={part.output.label} confidence={part.output.confidence} />
      );
    case "tool-listTemplates":
      return <TemplateListCard templates={part.output.templates} />;
  }
}
