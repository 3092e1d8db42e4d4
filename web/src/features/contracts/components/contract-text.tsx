import { useMemo } from "react";
import type { Clause } from "../../../../../common/document";
import { cn } from "../../../lib/cn";
import { buildTextBlocks, type TextBlock } from "../clause-segments";

/** The extracted text, one block per clause (sub-clauses inside), so the outline can jump to and highlight each clause. */
export function ContractText({
  text,
  clauses,
  activeStart,
}: {
  text: string;
  clauses: readonly Clause[];
  activeStart: number | null;
}) {
  const blocks = useMemo(() => buildTextBlocks(text, clauses), [text, clauses]);
  return (
    <div className="text-[0.9375rem] leading-7 break-words text-navy-900">
      <Blocks blocks={blocks} depth={0} activeStart={activeStart} />
    </div>
  );
}

type BlocksProps = { blocks: readonly TextBlock[]; depth: number; activeStart: number | null; heading?: string | null };

function Blocks({ blocks, depth, activeStart, heading = null }: BlocksProps) {
  return blocks.map((block, index) => {
    if (block.kind === "text") {
      // Blocks already break lines, so the newlines around them would only add uneven gaps.
      const previousIsClause = blocks[index - 1]?.kind === "clause";
      const nextIsClause = blocks[index + 1]?.kind === "clause";
      let run = block.text;
      if (previousIsClause) run = run.replace(/^\s*\n/, "");
      if (nextIsClause) run = run.replace(/\n\s*$/, "");
      if (!run.trim()) return null;
      // PDF extraction keeps the page's line breaks; a break inside a sentence (a long line, then a
      // lower-case word, or a long unfinished line, then a word) is joined for reading. Offsets are untouched: this is display only.
      run = run.replace(/(?<=[^\n]{40})\n(?=[a-z])/g, " ").replace(/(?<=[^\n]{60}[^\n.:;])\n(?=[A-Z][a-z])/g, " ");
      // A top-level clause whose first line is its heading ("5. DEPOSIT") shows that line in bold.
      const lineEnd = run.indexOf("\n");
      const firstLine = lineEnd === -1 ? run : run.slice(0, lineEnd);
      if (depth === 1 && index === 0 && heading && firstLine.toLowerCase().includes(heading.toLowerCase())) {
        return (
          <p key={`text-${block.start}`} className="whitespace-pre-wrap">
            <span className="font-semibold">{firstLine}</span>
            {lineEnd === -1 ? null : run.slice(lineEnd)}
          </p>
        );
      }
      return (
        <p key={`text-${block.start}`} className="whitespace-pre-wrap">
          {run}
        </p>
      );
    }
    return (
      <div
        key={`clause-${block.start}-${index}`}
        id={block.anchorId ?? undefined}
        tabIndex={block.anchorId ? -1 : undefined}
        className={cn(
          "scroll-mt-24 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-teal-600",
          depth === 0 ? "mt-5 first:mt-0" : "mt-2",
          activeStart === block.start && block.anchorId && "-mx-2 bg-teal-50/80 px-2",
        )}
      >
        <Blocks blocks={block.children} depth={depth + 1} activeStart={activeStart} heading={block.heading} />
      </div>
    );
  });
}
