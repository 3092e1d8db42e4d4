import { isUnlimited } from "../../../../../common/plans";
import { cn } from "../../../lib/cn";
import { usagePercent } from "../format";

type UsageMeterProps = {
  label: string;
  used: number;
  limit: number | null;
  usedOf: (used: number, limit: number) => string;
  unlimitedText: string;
  className?: string;
};

/** One counter of this month's usage: a labelled bar of used ÷ limit, or "Unlimited". */
export function UsageMeter({ label, used, limit, usedOf, unlimitedText, className }: UsageMeterProps) {
  const unlimited = isUnlimited(limit);
  const percent = usagePercent(used, limit);
  const valueText = unlimited ? unlimitedText : usedOf(used, limit!);
  const tone = percent >= 100 ? "bg-red-600" : percent >= 80 ? "bg-amber-500" : "bg-teal-600";
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-navy-800">{label}</span>
        <span className="text-navy-600 tabular-nums">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={unlimited ? 0 : percent}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-navy-100"
      >
        <div
          className={cn("h-full rounded-full transition-[width]", unlimited ? "bg-teal-600/30" : tone)}
          style={{ width: unlimited ? "100%" : `${percent}%` }}
        />
      </div>
    </div>
  );
}
