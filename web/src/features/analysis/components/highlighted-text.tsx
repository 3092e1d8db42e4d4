import { cn } from "../../../lib/cn";
import { type HighlightKind, segmentText, type TextRange } from "../result-view";

export type Highlight = TextRange & { kind: HighlightKind };

type HighlightedTextProps = {
  text: string;
  highlights: readonly Highlight[];
  /** The id of the first cited run, so a jump can scroll to it and focus it. */
  citationId?: string;
  /** Ids of search matches by their start offset within this text, for "next match" scrolling. */
  matchIdFor?: (start: number) => string | undefined;
};

const markStyles: Record<HighlightKind, string> = {
  citation:
    "rounded-sm bg-amber-200 text-navy-950 box-decoration-clone focus:outline-3 focus:outline-offset-2 focus:outline-teal-600",
  match: "rounded-sm bg-sky-200 text-navy-950",
  current: "rounded-sm bg-sky-700 text-white outline-2 outline-sky-900",
};

/** The text with <mark> runs for search matches, the current match and a cited passage. */
export function HighlightedText({ text, highlights, citationId, matchIdFor }: HighlightedTextProps) {
  if (highlights.length === 0) return <>{text}</>;
  let citationSeen = false;
  return (
    <>
      {segmentText(text, highlights).map((segment) => {
        if (segment.kinds.length === 0) return <span key={segment.start}>{segment.text}</span>;
        const kind: HighlightKind = segment.kinds.includes("current")
          ? "current"
          : segment.kinds.includes("citation")
            ? "citation"
            : "match";
        const isFirstCitation = segment.kinds.includes("citation") && !citationSeen;
        if (isFirstCitation) citationSeen = true;
        const id = isFirstCitation
          ? citationId
          : segment.kinds.includes("match") || segment.kinds.includes("current")
            ? matchIdFor?.(segment.start)
            : undefined;
        return (
          <mark
            key={segment.start}
            id={id}
            tabIndex={isFirstCitation && citationId ? -1 : undefined}
            data-kind={segment.kinds.join(" ")}
            className={cn(
              markStyles[kind],
              segment.kinds.includes("citation") &&
                kind !== "citation" &&
                "underline decoration-amber-500 decoration-2",
            )}
          >
            {segment.text}
          </mark>
        );
      })}
    </>
  );
}
