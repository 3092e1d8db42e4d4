import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** A failed action's message inside a form or dialog: what failed, in bold, then why. */
export function ErrorAlert({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <p role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
      <span>
        <span className="font-semibold">{title}. </span>
        {children}
      </span>
    </p>
  );
}
