import { ListTree, ScrollText } from "lucide-react";
import { useState } from "react";
import type { Clause } from "../../../../../common/document";
import { clauseAnchorId } from "../clause-segments";
import { contractViewTexts } from "../texts";
import { ContractOutline } from "./contract-outline";
import { ContractText } from "./contract-text";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The outline beside the extracted text on desktop, above it on mobile; choosing a clause scrolls to it and moves focus there. */
export function ContractDocument({ text, clauses }: { text: string; clauses: readonly Clause[] }) {
  const [activeStart, setActiveStart] = useState<number | null>(null);

  function navigate(start: number) {
    setActiveStart(start);
    const target = document.getElementById(clauseAnchorId(start));
    target?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    target?.focus({ preventScroll: true });
  }

  return (
    <div className="grid items-start gap-6 desktop:grid-cols-[18rem_minmax(0,1fr)]">
      <nav
        aria-labelledby="contract-outline-heading"
        className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm desktop:sticky desktop:top-24"
      >
        <h2 id="contract-outline-heading" className="flex items-center gap-2 px-1 text-sm font-semibold text-navy-900">
          <ListTree aria-hidden="true" className="size-4 text-navy-500" />
          {contractViewTexts.outline}
        </h2>
        <p className="mt-0.5 px-1 text-xs text-navy-500">{contractViewTexts.outlineHint}</p>
        <div className="mt-3 max-h-80 overflow-y-auto pr-1 desktop:max-h-[calc(100vh-12rem)]">
          <ContractOutline clauses={clauses} textLength={text.length} activeStart={activeStart} onNavigate={navigate} />
        </div>
      </nav>
      <section
        aria-labelledby="contract-text-heading"
        className="min-w-0 rounded-2xl border border-navy-100 bg-white shadow-sm"
      >
        <h2
          id="contract-text-heading"
          className="flex items-center gap-2 border-b border-navy-100 px-5 py-3 text-sm font-semibold text-navy-900 sm:px-8"
        >
          <ScrollText aria-hidden="true" className="size-4 text-navy-500" />
          {contractViewTexts.text}
        </h2>
        <div className="px-5 py-6 sm:px-8">
          {text.trim() ? (
            <ContractText text={text} clauses={clauses} activeStart={activeStart} />
          ) : (
            <p className="text-navy-600">{contractViewTexts.noText}</p>
          )}
        </div>
      </section>
    </div>
  );
}
