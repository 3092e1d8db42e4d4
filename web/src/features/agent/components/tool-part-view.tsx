import type { ToolUIPart } from "ai";
import { Wrench } from "lucide-react";
import type { ChatToolName, ChatTools } from "../../../../../common/chat";
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
};

export function toolNameOf(part: ChatToolPart): ChatToolName {
  return part.type.slice("tool-".length) as ChatToolName;
}

/** One tool part as its card: running, failed (inline alert), or the tool's own card for its output. */
export function ToolPartView({ part, context }: { part: ChatToolPart; context: ToolPartContext }) {
  const name = toolNameOf(part);
  if (
    part.state === "input-streaming" ||
    part.state === "input-available" ||
    part.state === "approval-requested" ||
    part.state === "approval-responded"
  ) {
    return (
      <ToolCard icon={<Wrench aria-hidden="true" />} title={<ToolRunning text={agentTexts.toolRunning[name]} />} />
    );
  }
  if (part.state === "output-error") return <InlineAlert title={agentTexts.toolFailed} text={part.errorText} />;
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
