import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

type ConsentCheckboxProps = {
  id: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  label: ReactNode;
  description?: ReactNode;
  badge?: string;
};

/** A labelled checkbox with a line of explanation; the whole row is the click target. */
export function ConsentCheckbox({ id, checked, onChange, disabled, label, description, badge }: ConsentCheckboxProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      className={cn(
        "flex items-start gap-3 rounded-xl border border-navy-100 bg-white p-3",
        checked && !disabled && "border-teal-200 bg-teal-50/40",
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed"
      />
      <div className="min-w-0 flex-1 text-sm leading-6">
        <label
          htmlFor={id}
          className={cn("font-semibold text-navy-900", disabled ? "cursor-not-allowed" : "cursor-pointer")}
        >
          {label}
        </label>
        {badge && (
          <span className="ml-2 inline-flex rounded-full bg-navy-100 px-2 py-0.5 align-middle text-xs font-semibold text-navy-700">
            {badge}
          </span>
        )}
        {description && (
          <p id={descriptionId} className="text-navy-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
