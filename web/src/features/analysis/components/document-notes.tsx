import { CircleHelp, TriangleAlert } from "lucide-react";
import type { AnalysisResult } from "../../../../../common/analysis";
import type { AnalysisDetail } from "../../../../../common/api/analyses";
import { resultTexts } from "../texts";

/** Everything that says "check this yourself": document warnings, hard-to-read pages, and why the engine is not sure. */
export function documentNotes(
  result: AnalysisResult,
  contract: AnalysisDetail["contract"],
): { warnings: string[]; notSure: string[] } {
  const warnings = [
    ...contract.pages
      .filter((page) => page.lowConfidence)
      .map((page) => resultTexts.lowConfidencePage(page.number, page.confidence)),
    ...contract.warnings,
    ...result.warnings,
  ];
  const notSure = result.uncertainty.uncertain ? [...result.uncertainty.reasons] : [];
  if (result.uncertainty.uncertain && notSure.length === 0) notSure.push(resultTexts.notSureHint);
  return { warnings: [...new Set(warnings)], notSure: [...new Set(notSure)] };
}

export function DocumentNotes({ warnings, notSure }: { warnings: string[]; notSure: string[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {warnings.length > 0 && (
        <div className={notSure.length === 0 ? "sm:col-span-2" : undefined}>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-950">
            <TriangleAlert aria-hidden="true" className="size-4 text-amber-700" />
            {resultTexts.warnings}
          </h3>
          <ul className="mt-1.5 list-disc space-y-1 pl-6 text-sm text-amber-950">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {notSure.length > 0 && (
        <div className={warnings.length === 0 ? "sm:col-span-2" : undefined}>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-950">
            <CircleHelp aria-hidden="true" className="size-4 text-amber-700" />
            {resultTexts.notSure}
          </h3>
          <ul className="mt-1.5 list-disc space-y-1 pl-6 text-sm text-amber-950">
            {notSure.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
