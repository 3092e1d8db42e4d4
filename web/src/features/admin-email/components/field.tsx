import { type ReactNode, useId } from "react";
import { cn } from "../../../lib/cn";

/** A label, the control, an optional hint and the field's error, wired with ids for screen readers. */
export function Field({
  label,
  hint,
  error,
  children,
  className,
  badge,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  badge?: ReactNode;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("min-w-0", className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-navy-900">
          {label}
        </label>
        {badge}
      </div>
      <div className="mt-1.5">
        {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-navy-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The first message per field of a zod error ({ host: "Enter the SMTP host." }). */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return errors;
}
