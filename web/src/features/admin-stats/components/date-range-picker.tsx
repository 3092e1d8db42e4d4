import { useId } from "react";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { lastDays } from "../format";
import { analyticsTexts } from "../texts";

export const rangePresets = [7, 30, 90] as const;

type Range = { from: string; to: string };

/** From and To as native date inputs (keyboard and screen-reader friendly), with 7/30/90-day presets. */
export function DateRangePicker({
  value,
  onChange,
  error,
  today,
}: {
  value: Range;
  onChange: (range: Range) => void;
  error: string | null;
  today: string;
}) {
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <legend className="sr-only">{analyticsTexts.rangeLegend}</legend>
      <div className="flex gap-3">
        <div className="grid gap-1">
          <label htmlFor={fromId} className="text-sm font-medium text-navy-800">
            {analyticsTexts.from}
          </label>
          <Input
            id={fromId}
            type="date"
            value={value.from}
            max={today}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="w-40"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={toId} className="text-sm font-medium text-navy-800">
            {analyticsTexts.to}
          </label>
          <Input
            id={toId}
            type="date"
            value={value.to}
            max={today}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="w-40"
          />
        </div>
      </div>
      <fieldset aria-label={analyticsTexts.presets} className="flex min-w-0 flex-wrap gap-2">
        {rangePresets.map((days) => {
          const preset = lastDays(days);
          const active = preset.from === value.from && preset.to === value.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(preset)}
              className={cn(
                "h-11 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
                active
                  ? "bg-navy-900 text-white"
                  : "bg-white text-navy-800 ring-1 ring-navy-200 ring-inset hover:bg-navy-50",
              )}
            >
              {analyticsTexts.lastDays(days)}
            </button>
          );
        })}
      </fieldset>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 lg:self-center">
          {error}
        </p>
      )}
    </fieldset>
  );
}
