import type { ComponentProps } from "react";
import { useId } from "react";
import { cn } from "../../../lib/cn";

type FormFieldProps = ComponentProps<"input"> & {
  label: string;
  hint?: string;
  errors?: string[];
};

/** A labelled input with its hint and field errors wired up for screen readers. */
export function FormField({ label, hint, errors, className, id, ...props }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasErrors = Boolean(errors && errors.length > 0);
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
        className={cn(
          "h-11 w-full rounded-lg border bg-white px-3 text-base text-navy-900 shadow-sm transition-colors placeholder:text-navy-300 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-teal-600/40",
          hasErrors ? "border-red-500" : "border-navy-200",
          className,
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-navy-500">
          {hint}
        </p>
      )}
      {hasErrors && (
        <ul id={errorId} className="grid gap-0.5 text-sm font-medium text-red-700">
          {errors?.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
