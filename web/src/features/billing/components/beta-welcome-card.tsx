import { PartyPopper, X } from "lucide-react";
import { useState } from "react";
import { betaProgramme } from "../../../../../common/plans";
import { Button } from "../../../components/ui/button";
import { betaTexts } from "../texts";

const DISMISSED_KEY = "contractclarity.beta-welcome-dismissed";

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

type BetaWelcomeCardProps = {
  /** This month's limits from the status call (Free's plus the programme's extra); not shown when absent. */
  analysisLimit?: number | null;
  generationLimit?: number | null;
};

/** SPEC §6 "Beta tier user": the welcome card, until dismissed (remembered in localStorage). */
export function BetaWelcomeCard({ analysisLimit, generationLimit }: BetaWelcomeCardProps) {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;

  function dismiss() {
    try {
      localStorage.setItem(DISMISSED_KEY, "true");
    } catch {
      // Storage blocked: it stays dismissed for this visit.
    }
    setDismissed(true);
  }

  return (
    <section
      aria-labelledby="beta-welcome-heading"
      className="relative rounded-2xl border border-teal-200 bg-gradient-to-br from-teal-50 to-white p-5 pr-14 shadow-sm sm:p-6 sm:pr-16"
    >
      <div className="flex gap-4">
        <span
          aria-hidden="true"
          className="hidden size-11 shrink-0 place-items-center rounded-full bg-teal-600 text-white sm:grid"
        >
          <PartyPopper className="size-5" />
        </span>
        <div>
          <h2 id="beta-welcome-heading" className="text-lg font-semibold text-navy-900">
            {betaTexts.title}
          </h2>
          <p className="mt-1 leading-7 text-navy-700">
            {betaTexts.text(
              betaProgramme.months,
              betaProgramme.extraAnalyses,
              betaProgramme.extraGenerations,
              betaProgramme.testers,
            )}{" "}
            {betaTexts.limitsNow(analysisLimit ?? null, generationLimit ?? null)}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={dismiss}>
            {betaTexts.gotIt}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={betaTexts.dismiss}
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-md text-navy-500 hover:bg-white hover:text-navy-800"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
