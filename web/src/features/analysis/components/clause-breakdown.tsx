import { FilterX } from "lucide-react";
import { useId } from "react";
import type { ClauseAnalysis, Finding, RiskLevel } from "../../../../../common/analysis";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../../components/ui/accordion";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/native-select";
import { cn } from "../../../lib/cn";
import {
  breakdownDomId,
  type ClauseFilters,
  filterClauses,
  type IndexedClause,
  noClauseFilters,
  type RiskFilter,
  type TextRange,
} from "../result-view";
import { resultTexts } from "../texts";
import { AdviceBlock, LawReferences } from "./advice-block";
import { HighlightedText } from "./highlighted-text";
import { NotSureChip, NotSureNote } from "./not-sure-note";
import { RiskBadge, riskColors } from "./risk-badge";

export type ActiveCitation = { clauseIndex: number; range: TextRange | null };

type ClauseBreakdownProps = {
  clauses: readonly IndexedClause[];
  categories: ReadonlyArray<{ id: string; label: string; count: number }>;
  findingsById: ReadonlyMap<string, Finding>;
  filters: ClauseFilters;
  onFiltersChange: (filters: ClauseFilters) => void;
  /** Open items, by clause index. */
  open: string[];
  onOpenChange: (open: string[]) => void;
  activeCitation: ActiveCitation | null;
};

const riskFilterOptions: RiskLevel[] = ["high", "medium", "low"];
const MAX_HEADER_CATEGORIES = 3;

export function citationMarkId(clauseIndex: number): string {
  return `${breakdownDomId(clauseIndex)}-citation`;
}

export function breakdownTriggerId(clauseIndex: number): string {
  return `${breakdownDomId(clauseIndex)}-trigger`;
}

/** The first words of a clause after its number, for the collapsed row. */
function snippet(clause: ClauseAnalysis): string {
  const withoutNumber =
    clause.number && clause.text.startsWith(clause.number) ? clause.text.slice(clause.number.length) : clause.text;
  const text = withoutNumber
    .replace(/^[\s.):-]+/, "")
    .replace(/\s+/g, " ")
    .trim();
  // A heading-only clause ("1. PARTIES") says nothing more than its label.
  return clause.heading && text.toLocaleLowerCase() === clause.heading.toLocaleLowerCase() ? "" : text;
}

/** Clause by clause: filters by risk level and category, then an accordion of the clauses that pass. */
export function ClauseBreakdown({
  clauses,
  categories,
  findingsById,
  filters,
  onFiltersChange,
  open,
  onOpenChange,
  activeCitation,
}: ClauseBreakdownProps) {
  const riskId = useId();
  const categoryId = useId();
  const shown = filterClauses(clauses, filters);
  const filtered = filters.risk !== "all" || filters.category !== "all";

  return (
    <div>
      <fieldset
        aria-label={resultTexts.filters}
        className="flex min-w-0 flex-col gap-3 border-b border-navy-100 pb-4 sm:flex-row sm:items-end"
      >
        <div className="grid flex-1 gap-1.5">
          <label htmlFor={riskId} className="text-sm font-semibold text-navy-900">
            {resultTexts.riskFilter}
          </label>
          <NativeSelect
            id={riskId}
            value={filters.risk}
            onChange={(event) => onFiltersChange({ ...filters, risk: event.target.value as RiskFilter })}
          >
            <option value="all">{resultTexts.allRisks}</option>
            {riskFilterOptions.map((level) => (
              <option key={level} value={level}>
                {resultTexts.riskLevel[level]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid flex-1 gap-1.5">
          <label htmlFor={categoryId} className="text-sm font-semibold text-navy-900">
            {resultTexts.categoryFilter}
          </label>
          <NativeSelect
            id={categoryId}
            value={filters.category}
            onChange={(event) => onFiltersChange({ ...filters, category: event.target.value })}
          >
            <option value="all">{resultTexts.allCategories}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label} ({category.count})
              </option>
            ))}
          </NativeSelect>
        </div>
        {filtered && (
          <Button variant="ghost" className="h-11" onClick={() => onFiltersChange(noClauseFilters)}>
            <FilterX aria-hidden="true" />
            {resultTexts.clearFilters}
          </Button>
        )}
      </fieldset>
      <p role="status" className="mt-3 text-sm text-navy-600">
        {resultTexts.breakdownCount(shown.length, clauses.length)}
      </p>

      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-navy-200 p-6 text-center text-sm text-navy-600">
          {resultTexts.noClauseMatches}
        </p>
      ) : (
        <Accordion
          type="multiple"
          value={open}
          onValueChange={onOpenChange}
          className="mt-3 overflow-hidden rounded-xl border border-navy-100 bg-white"
        >
          {shown.map(({ clause, index }) => (
            <ClauseItem
              key={index}
              clause={clause}
              index={index}
              findings={clause.findingIds
                .map((id) => findingsById.get(id))
                .filter((finding): finding is Finding => Boolean(finding))}
              citation={activeCitation?.clauseIndex === index ? activeCitation.range : null}
            />
          ))}
        </Accordion>
      )}
    </div>
  );
}

function ClauseItem({
  clause,
  index,
  findings,
  citation,
}: {
  clause: ClauseAnalysis;
  index: number;
  findings: Finding[];
  citation: TextRange | null;
}) {
  const label = resultTexts.clauseLabel(clause.number, clause.heading);
  const extraCategories = clause.categories.length - MAX_HEADER_CATEGORIES;
  const advice = clause.advice.length > 0 ? clause.advice : findings.map((finding) => finding.advice);
  const showReasons = clause.risk.level !== "low" && clause.risk.reasons.length > 0;
  return (
    <AccordionItem
      value={String(index)}
      id={breakdownDomId(index)}
      className={cn("scroll-mt-24 border-l-4", riskColors[clause.risk.level].bar)}
    >
      <AccordionTrigger id={breakdownTriggerId(index)} className="px-4 py-3 sm:px-5">
        <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="font-semibold text-navy-900">{label}</span>
          <span className="flex items-center gap-2">
            {clause.uncertainty.uncertain && <NotSureChip />}
            <RiskBadge level={clause.risk.level} />
          </span>
        </span>
        {snippet(clause) && <span className="mt-1 line-clamp-1 text-sm text-navy-600">{snippet(clause)}</span>}
        {clause.categories.length > 0 && (
          <span className="mt-2 flex flex-wrap gap-1.5">
            {clause.categories.slice(0, MAX_HEADER_CATEGORIES).map((category) => (
              <CategoryChip key={category.id} label={category.label} uncertain={category.uncertain} />
            ))}
            {extraCategories > 0 && (
              <span className="px-1 text-xs font-medium text-navy-500">
                {resultTexts.moreCategories(extraCategories)}
              </span>
            )}
          </span>
        )}
      </AccordionTrigger>
      <AccordionContent>
        <div className="grid gap-4 px-4 pb-5 sm:px-5">
          <section>
            <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{resultTexts.citedText}</h4>
            <p className="mt-1.5 rounded-lg bg-slate-50 p-3 text-sm leading-6 whitespace-pre-wrap text-navy-800 ring-1 ring-navy-100 ring-inset">
              <HighlightedText
                text={clause.text}
                highlights={citation ? [{ ...citation, kind: "citation" }] : []}
                citationId={citationMarkId(index)}
              />
            </p>
          </section>
          <section>
            <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{resultTexts.explanation}</h4>
            <p className="mt-1 text-sm leading-6 text-navy-800">{clause.explanation}</p>
          </section>
          {showReasons && (
            <section>
              <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{resultTexts.whyRisky}</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-navy-800">
                {clause.risk.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </section>
          )}
          {advice.length > 0 && (
            <section>
              <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{resultTexts.advice}</h4>
              <div className="mt-1 grid gap-3">
                {advice.map((item) => (
                  <AdviceBlock key={item.ask} advice={item} />
                ))}
              </div>
            </section>
          )}
          {clause.lawReferences.length > 0 && (
            <section>
              <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-navy-500 uppercase">
                {resultTexts.lawReferences}
              </h4>
              <LawReferences references={clause.lawReferences} />
            </section>
          )}
          {clause.categories.length > MAX_HEADER_CATEGORIES && (
            <section>
              <h4 className="mb-1.5 text-xs font-semibold tracking-wide text-navy-500 uppercase">
                {resultTexts.categories}
              </h4>
              <span className="flex flex-wrap gap-1.5">
                {clause.categories.map((category) => (
                  <CategoryChip key={category.id} label={category.label} uncertain={category.uncertain} />
                ))}
              </span>
            </section>
          )}
          {clause.uncertainty.uncertain && <NotSureNote reasons={clause.uncertainty.reasons} />}
        </div>
      </AccordionContent>
    </AccordionItem>
  );
}

function CategoryChip({ label, uncertain }: { label: string; uncertain: boolean }) {
  return (
    <span
      title={uncertain ? resultTexts.notSureHint : undefined}
      className={cn(
        "inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium",
        uncertain
          ? "border border-dashed border-navy-300 text-navy-600"
          : "bg-navy-50 text-navy-700 ring-1 ring-navy-100 ring-inset",
      )}
    >
      {label}
      {uncertain && <span className="sr-only"> ({resultTexts.notSure})</span>}
      {uncertain && <span aria-hidden="true">?</span>}
    </span>
  );
}
