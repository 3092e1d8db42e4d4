import type { ReactNode } from "react";
import type { DraftDocument } from "../../../../../common/templates";
import { cn } from "../../../lib/cn";

/** "[monthly rent]" blanks stand out until the answer fills them. */
function withBlanks(text: string): ReactNode[] {
  return text.split(/(\[[^\]\n]{1,80}\])/g).map((piece, index) =>
    /^\[[^\]]+\]$/.test(piece) ? (
      <mark key={index} className="rounded bg-amber-100 px-0.5 text-amber-900">
        {piece}
      </mark>
    ) : (
      piece
    ),
  );
}

/** A drafted contract laid out like the exported file: title, parties, numbered clauses, signatures. */
export function DocumentPreview({
  document,
  className,
  labelledBy,
}: {
  document: DraftDocument;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <article
      aria-labelledby={labelledBy}
      className={cn("font-serif text-[0.9375rem] leading-relaxed text-navy-900", className)}
    >
      <h3 className="text-center text-base font-bold tracking-wide uppercase">{withBlanks(document.title)}</h3>
      {document.parties.length > 0 && (
        <div className="mt-4 grid gap-2 text-center">
          <p className="italic">entered into between</p>
          {document.parties.map((party, index) => (
            <div key={`${party.role}-${index}`}>
              <p className="font-semibold">{withBlanks(party.name)}</p>
              {party.details && <p className="text-sm">{withBlanks(party.details)}</p>}
              <p className="text-sm">(the “{party.role}”)</p>
              {index < document.parties.length - 1 && <p className="mt-2 italic">and</p>}
            </div>
          ))}
        </div>
      )}
      <div className="mt-5 grid gap-2.5">
        {document.clauses.map((clause) => {
          const paragraphs = clause.text ? clause.text.split("\n") : [];
          if (!clause.number) {
            return paragraphs.map((text, index) => (
              <p key={`${clause.id}-${index}`} className="whitespace-pre-wrap">
                {withBlanks(text)}
              </p>
            ));
          }
          const depth = clause.number.split(".").length - 1;
          if (depth === 0) {
            return (
              <section key={clause.id} className="mt-2">
                <p className="font-bold uppercase">
                  {clause.number}. {clause.heading ? withBlanks(clause.heading) : null}
                </p>
                {paragraphs.map((text, index) => (
                  <p key={index} className="mt-1 pl-6">
                    {withBlanks(text)}
                  </p>
                ))}
              </section>
            );
          }
          return (
            <div key={clause.id} style={{ paddingLeft: `${depth * 1.5}rem` }}>
              {paragraphs.length === 0 ? (
                <p>
                  <span className="mr-2 tabular-nums">{clause.number}</span>
                  {clause.heading && <strong>{withBlanks(clause.heading)}. </strong>}
                </p>
              ) : (
                paragraphs.map((text, index) => (
                  <p key={index} className={index > 0 ? "mt-1 pl-8" : undefined}>
                    {index === 0 && <span className="mr-2 tabular-nums">{clause.number}</span>}
                    {index === 0 && clause.heading && <strong>{withBlanks(clause.heading)}. </strong>}
                    {withBlanks(text)}
                  </p>
                ))
              )}
            </div>
          );
        })}
      </div>
      {document.signatureBlocks.length > 0 && (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {document.signatureBlocks.map((block, index) => (
            <div key={`${block.role}-${index}`} className="border-t border-navy-300 pt-2 text-sm">
              <p className="font-semibold">{withBlanks(block.party)}</p>
              {block.signatory && <p>represented by {withBlanks(block.signatory)}</p>}
              <p className="italic">(the {block.role})</p>
            </div>
          ))}
        </div>
      )}
    </article>
  );
}
