import { Scale } from "lucide-react";
import type { Advice, LawReference } from "../../../../../common/analysis";
import { resultTexts } from "../texts";
import { CopyButton } from "./copy-button";

/** What to ask for, with the suggested wording in a copyable block. */
export function AdviceBlock({ advice }: { advice: Advice }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm leading-6 text-navy-800">{advice.ask}</p>
      {advice.suggestedWording && (
        <figure className="rounded-lg border border-teal-100 bg-teal-50/60 p-3">
          <div className="flex items-center justify-between gap-3">
            <figcaption className="text-xs font-semibold tracking-wide text-teal-900 uppercase">
              {resultTexts.suggestedWording}
            </figcaption>
            <CopyButton text={advice.suggestedWording} />
          </div>
          <blockquote className="mt-2 border-l-2 border-teal-500 pl-3 font-serif text-sm leading-6 whitespace-pre-wrap text-navy-900">
            {advice.suggestedWording}
          </blockquote>
        </figure>
      )}
    </div>
  );
}

export function LawReferences({ references }: { references: readonly LawReference[] }) {
  if (references.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="sr-only">{resultTexts.lawReferences}:</span>
      {references.map((reference) => (
        <span
          key={`${reference.act}|${reference.section ?? ""}`}
          className="inline-flex items-center gap-1 rounded-md bg-navy-50 px-2 py-0.5 text-xs font-medium text-navy-700 ring-1 ring-navy-100 ring-inset"
        >
          <Scale aria-hidden="true" className="size-3 text-navy-500" />
          {resultTexts.lawSection(reference.act, reference.section)}
        </span>
      ))}
    </div>
  );
}
