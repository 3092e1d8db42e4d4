import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { type Finding, isProblem } from "../../../../../common/analysis";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { resultTexts } from "../texts";
import { AdviceBlock, LawReferences } from "./advice-block";
import { NotSureNote } from "./not-sure-note";
import { riskColors } from "./risk-badge";

type FindingCardProps = {
  finding: Finding;
  /** The clause number the finding points at; with onJump, a "Go to clause" button shows. */
  clauseNumber?: string | null;
  onJump?: () => void;
};

export function SeverityChip({ level }: { level: Finding["severity"] }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        riskColors[level].chip,
      )}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", riskColors[level].dot)} />
      {resultTexts.severity[level]}
    </span>
  );
}

/** A clause in the user's favour: not a problem, so it carries no severity. */
function WorksForYouChip() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-sky-500" />
      {resultTexts.worksForYou}
    </span>
  );
}

/** One finding: severity, title, what it means, what to ask for (with copyable wording), the law, and the way to its clause. */
export function FindingCard({ finding, clauseNumber, onJump }: FindingCardProps) {
  const titleId = useId();
  const favours = !isProblem(finding);
  return (
    <article
      aria-labelledby={titleId}
      data-severity={favours ? "favours-you" : finding.severity}
      className={cn(
        "rounded-xl border border-l-4 border-navy-100 bg-white p-4 shadow-sm sm:p-5",
        favours ? "border-l-sky-400" : riskColors[finding.severity].bar,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {favours ? <WorksForYouChip /> : <SeverityChip level={finding.severity} />}
        <span className="text-xs font-medium text-navy-500">{finding.topic}</span>
      </div>
      <h3 id={titleId} className="mt-2 text-base font-semibold text-navy-900">
        {finding.title}
      </h3>
      <p className="mt-1 text-sm leading-6 text-navy-700">{finding.explanation}</p>
      <div className="mt-3 grid gap-3">
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wide text-navy-500 uppercase">{resultTexts.whatToAsk}</p>
          <AdviceBlock advice={finding.advice} />
        </div>
        <LawReferences references={finding.lawReferences} />
        {finding.uncertainty.uncertain && <NotSureNote reasons={finding.uncertainty.reasons} />}
      </div>
      {onJump && (
        <div className="mt-3 border-t border-navy-100 pt-3">
          <Button variant="link" size="sm" className="h-auto px-0" onClick={onJump}>
            {resultTexts.goToClauseNumber(clauseNumber ?? null)}
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </article>
  );
}
