import { Tags } from "lucide-react";
import { agentTexts } from "../texts";
import { ToolCard } from "./tool-card";

/** categorizeContract's answer, one line. */
export function ContractTypeCard({ label, confidence }: { label: string; confidence: number }) {
  return (
    <ToolCard
      icon={<Tags aria-hidden="true" />}
      title={`${agentTexts.categorized}: ${label}`}
      badge={
        <span className="shrink-0 text-xs text-navy-500">{agentTexts.confidence(Math.round(confidence * 100))}</span>
      }
    />
  );
}
