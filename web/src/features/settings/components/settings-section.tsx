import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** One card of the Settings screen, labelled by its heading. */
export function SettingsSection({
  id,
  title,
  intro,
  tone = "normal",
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: "normal" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn(
        "rounded-2xl border bg-white p-5 shadow-sm sm:p-6",
        tone === "danger" ? "border-red-200" : "border-navy-100",
      )}
    >
      <h2
        id={`${id}-heading`}
        className={cn("text-lg font-semibold", tone === "danger" ? "text-red-800" : "text-navy-900")}
      >
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm leading-6 text-navy-600">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A field's error under it, announced by screen readers. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The server's message for one field (validation_failed details), if any. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!error || typeof error !== "object" || !("details" in error)) return undefined;
  const details = error.details as { fieldErrors?: Record<string, string[] | undefined> } | undefined;
  return details?.fieldErrors?.[field]?.[0];
}
