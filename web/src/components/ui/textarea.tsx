import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A multi-line text input in the product's look; aria-invalid turns the border red. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-28 w-full min-w-0 rounded-lg border border-navy-200 bg-white px-3 py-2.5 text-base text-navy-900 shadow-sm placeholder:text-navy-400",
        "focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-teal-600/40",
        "aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/40 disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
