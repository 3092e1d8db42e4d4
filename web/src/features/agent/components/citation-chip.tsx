import { BookOpenText } from "lucide-react";
import { cn } from "../../../lib/cn";
import { agentTexts } from "../texts";
import { useCitations } from "./citation-context";
import type { ClauseReference } from "./clause-panel";

/** A small button naming a clause; it opens the clause's text in the side panel. */
export function CitationChip({
  reference,
  label,
  className,
}: {
  reference: ClauseReference;
  label?: string;
  className?: string;
}) {
  const citations = useCitations();
  const number = reference.clauseNumber;
  const text =
    label ??
    (number
      ? agentTexts.clauseChip(number)
      : agentTexts.passage(reference.source === "contract" ? (reference.page ?? 1) : 1));
  return (
    <button
      type="button"
      onClick={() => citations?.openClause(reference)}
      aria-label={number ? agentTexts.openClause(number) : undefined}
      aria-haspopup="dialog"
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 align-baseline text-xs font-semibold text-teal-800 ring-1 ring-teal-200 ring-inset transition-colors hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
        className,
      )}
    >
      <BookOpenText aria-hidden="true" className="size-3" />
      {text}
    </button>
  );
}
