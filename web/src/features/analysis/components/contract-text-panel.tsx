import { ChevronDown, ChevronUp, Search, X } from "lucide-react";
import { Fragment, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ScrollRegion } from "../../../components/ui/scroll-region";
import { clauseDomId, findMatches, type IndexedClause } from "../result-view";
import { resultTexts } from "../texts";
import type { ActiveCitation } from "./clause-breakdown";
import { type Highlight, HighlightedText } from "./highlighted-text";

type ContractTextPanelProps = {
  clauses: readonly IndexedClause[];
  /** Page labels help only when the contract has more than one page. */
  showPages: boolean;
  activeCitation: ActiveCitation | null;
  /** Changes on every jump, so jumping to the same clause twice scrolls again. */
  jumpKey: number;
};

type Match = { clauseIndex: number; start: number; end: number };

export function textCitationId(clauseIndex: number): string {
  return `${clauseDomId(clauseIndex)}-citation`;
}

function matchId(clauseIndex: number, start: number): string {
  return `match-${clauseIndex}-${start}`;
}

/** Scrolls only the panel, so the page itself stays where the reader is. */
function scrollWithin(container: HTMLElement | null, elementId: string) {
  const element = document.getElementById(elementId);
  if (!container || !element || !container.contains(element)) return;
  const top = element.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  container.scrollTo({ top: Math.max(0, top - container.clientHeight / 3), behavior: "smooth" });
}

/** The contract as it reads, clause after clause, with page labels, search (count, previous, next) and the cited passage marked. */
export function ContractTextPanel({ clauses, showPages, activeCitation, jumpKey }: ContractTextPanelProps) {
  const searchId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [current, setCurrent] = useState(0);

  const matches = useMemo<Match[]>(
    () =>
      clauses.flatMap(({ clause, index }) =>
        findMatches(clause.text, query).map((range) => ({ clauseIndex: index, ...range })),
      ),
    [clauses, query],
  );
  const currentMatch = matches.length > 0 ? matches[Math.min(current, matches.length - 1)] : undefined;

  useEffect(() => {
    if (currentMatch) scrollWithin(scrollRef.current, matchId(currentMatch.clauseIndex, currentMatch.start));
  }, [currentMatch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: jumpKey is the trigger: jumping to the same citation again scrolls to it again
  useEffect(() => {
    if (!activeCitation) return;
    scrollWithin(
      scrollRef.current,
      activeCitation.range ? textCitationId(activeCitation.clauseIndex) : clauseDomId(activeCitation.clauseIndex),
    );
  }, [activeCitation, jumpKey]);

  function step(delta: number) {
    if (matches.length === 0) return;
    setCurrent((value) => (Math.min(value, matches.length - 1) + delta + matches.length) % matches.length);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      step(event.shiftKey ? -1 : 1);
    } else if (event.key === "Escape" && query) {
      event.preventDefault();
      setQuery("");
    }
  }

  const matchesByClause = new Map<number, Match[]>();
  for (const match of matches)
    matchesByClause.set(match.clauseIndex, [...(matchesByClause.get(match.clauseIndex) ?? []), match]);
  const searching = query.trim().length > 0;

  return (
    <div className="flex min-h-0 flex-col">
      <div className="grid gap-2">
        <label htmlFor={searchId} className="sr-only">
          {resultTexts.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-400"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            placeholder={resultTexts.searchPlaceholder}
            onChange={(event) => {
              setQuery(event.target.value);
              setCurrent(0);
            }}
            onKeyDown={onSearchKeyDown}
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              aria-label={resultTexts.clearSearch}
              onClick={() => setQuery("")}
              className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-md text-navy-500 hover:bg-navy-50 hover:text-navy-900"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <div className="flex min-h-8 items-center justify-between gap-2">
          <p role="status" className="text-sm text-navy-600">
            {searching
              ? matches.length > 0
                ? resultTexts.searchCount(matches.length)
                : resultTexts.noSearchMatches
              : ""}
            {currentMatch && matches.length > 1 && (
              <span className="ml-2 font-medium text-navy-800 tabular-nums">
                ({resultTexts.matchPosition(matches.indexOf(currentMatch) + 1, matches.length)})
              </span>
            )}
          </p>
          {matches.length > 1 && (
            <div className="flex gap-1">
              <Button variant="secondary" size="sm" aria-label={resultTexts.previousMatch} onClick={() => step(-1)}>
                <ChevronUp aria-hidden="true" />
              </Button>
              <Button variant="secondary" size="sm" aria-label={resultTexts.nextMatch} onClick={() => step(1)}>
                <ChevronDown aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      </div>

      <ScrollRegion
        ref={scrollRef}
        aria-label={resultTexts.contractScrollLabel}
        className="relative mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-navy-100 bg-white px-4 py-4 font-serif text-[0.95rem] leading-7 text-navy-900 sm:px-6 lg:max-h-[calc(100vh-14rem)]"
      >
        {clauses.map(({ clause, index }, position) => {
          const newPage = showPages && (position === 0 || clauses[position - 1]!.clause.page !== clause.page);
          const highlights: Highlight[] = (matchesByClause.get(index) ?? []).map((match) => ({
            start: match.start,
            end: match.end,
            kind: match === currentMatch ? "current" : "match",
          }));
          if (activeCitation?.clauseIndex === index && activeCitation.range)
            highlights.push({ ...activeCitation.range, kind: "citation" });
          return (
            <Fragment key={index}>
              {newPage && (
                <p className="my-3 flex items-center gap-3 font-sans text-xs font-semibold tracking-wide text-navy-500 uppercase first:mt-0">
                  <span aria-hidden="true" className="h-px flex-1 bg-navy-100" />
                  {resultTexts.page(clause.page)}
                  <span aria-hidden="true" className="h-px flex-1 bg-navy-100" />
                </p>
              )}
              <p
                id={clauseDomId(index)}
                className={
                  activeCitation?.clauseIndex === index && !activeCitation.range
                    ? "-mx-2 mb-3 rounded-md bg-amber-50 px-2 whitespace-pre-wrap ring-1 ring-amber-200"
                    : "mb-3 whitespace-pre-wrap"
                }
              >
                <HighlightedText
                  text={clause.text}
                  highlights={highlights}
                  citationId={textCitationId(index)}
                  matchIdFor={(start) =>
                    matchesByClause.get(index)?.some((match) => match.start === start)
                      ? matchId(index, start)
                      : undefined
                  }
                />
              </p>
            </Fragment>
          );
        })}
      </ScrollRegion>
    </div>
  );
}
