import { CircleHelp } from "lucide-react";
import { cn } from "../../../lib/cn";
import { resultTexts } from "../texts";

/** The "Not sure" chip; with reasons, a short list of why. */
export function NotSureNote({ reasons, className }: { reasons: readonly string[]; className?: string }) {
  return (
    <div
      className={cn(
        "rounded-lg border border-dashed border-amber-300 bg-amber-50/70 p-3 text-sm text-amber-950",
        className,
      )}
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <CircleHelp aria-hidden="true" className="size-4 text-amber-700" />
        {resultTexts.notSure}
      </p>
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">{resultTexts.notSureHint}</p>
      )}
    </div>
  );
}

export function NotSureChip({ title }: { title?: string }) {
  return (
    <span
      title={title ?? resultTexts.notSureHint}
      className="inline-flex items-center gap-1 rounded-full border border-dashed border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
    >
      <CircleHelp aria-hidden="true" className="size-3" />
      {resultTexts.notSure}
    </span>
  );
}
