import { PenLine } from "lucide-react";
import type { LawReference } from "../../../../../common/analysis";
import { agentTexts } from "../texts";
import { ToolCard } from "./tool-card";

/** draftClause's clause: the wording, why, and the law it rests on. */
export function DraftedClauseCard({
  heading,
  text,
  explanation,
  lawReferences,
}: {
  heading: string;
  text: string;
  explanation: string;
  lawReferences: LawReference[];
}) {
  return (
    <ToolCard icon={<PenLine aria-hidden="true" />} title={`${agentTexts.clauseDrafted}: ${heading}`}>
      <div className="grid gap-3">
        <blockquote className="rounded-lg border-l-4 border-teal-500 bg-teal-50/50 px-3 py-2 text-sm leading-6 whitespace-pre-line text-navy-900">
          {text}
        </blockquote>
        <p className="text-sm leading-6 text-navy-700">{explanation}</p>
        {lawReferences.length > 0 && (
          <p className="text-xs text-navy-600">
            <span className="font-semibold">{agentTexts.lawReferences}: </span>
            {lawReferences.map((reference) => [reference.act, reference.section].filter(Boolean).join(" ")).join("; ")}
          </p>
        )}
      </div>
    </ToolCard>
  );
}
