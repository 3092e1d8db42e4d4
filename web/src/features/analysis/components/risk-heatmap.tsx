import { type KeyboardEvent, useRef, useState } from "react";
import type { RiskLevel } from "../../../../../common/analysis";
import { cn } from "../../../lib/cn";
import type { IndexedClause } from "../result-view";
import { resultTexts } from "../texts";
import { riskColors } from "./risk-badge";

type RiskHeatmapProps = {
  clauses: readonly IndexedClause[];
  onSelect: (clauseIndex: number) => void;
};

const levels: RiskLevel[] = ["high", "medium", "low"];

/**
 * The document as a strip of cells, one per clause in document order, coloured by risk. One tab
 * stop: the arrow keys, Home and End move between cells (roving tabindex), Enter or Space jumps.
 */
export function RiskHeatmap({ clauses, onSelect }: RiskHeatmapProps) {
  const [focused, setFocused] = useState(() =>
    Math.max(
      0,
      clauses.findIndex(({ clause }) => clause.risk.level === "high"),
    ),
  );
  const cellRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function moveTo(position: number) {
    const next = Math.max(0, Math.min(clauses.length - 1, position));
    setFocused(next);
    cellRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const keys: Record<string, number> = {
      ArrowRight: focused + 1,
      ArrowDown: focused + 1,
      ArrowLeft: focused - 1,
      ArrowUp: focused - 1,
      Home: 0,
      End: clauses.length - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    moveTo(keys[event.key]!);
  }

  const counts: Record<RiskLevel, number> = { high: 0, medium: 0, low: 0 };
  for (const { clause } of clauses) counts[clause.risk.level] += 1;

  return (
    <div>
      <fieldset
        aria-label={resultTexts.heatmapTitle}
        onKeyDown={onKeyDown}
        className="grid min-w-0 grid-cols-[repeat(auto-fill,minmax(1.25rem,1fr))] gap-1"
      >
        {clauses.map(({ clause, index }, position) => {
          const label = resultTexts.clauseLabel(clause.number, clause.heading);
          const level = resultTexts.severity[clause.risk.level];
          return (
            <button
              key={index}
              ref={(element) => {
                cellRefs.current[position] = element;
              }}
              type="button"
              tabIndex={position === focused ? 0 : -1}
              aria-label={resultTexts.heatmapCell(label, level)}
              title={resultTexts.heatmapCell(label, level)}
              data-risk={clause.risk.level}
              onFocus={() => setFocused(position)}
              onClick={() => onSelect(index)}
              className={cn(
                "h-9 rounded-[3px] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900 sm:h-10",
                riskColors[clause.risk.level].cell,
              )}
            />
          );
        })}
      </fieldset>
      <ul
        aria-label={resultTexts.heatmapLegend}
        className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs font-medium text-navy-600"
      >
        {levels.map((level) => (
          <li key={level} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("size-3 rounded-[3px]", riskColors[level].dot)} />
            {resultTexts.riskLevel[level]} · {resultTexts.clauseCount(counts[level])}
          </li>
        ))}
      </ul>
    </div>
  );
}
