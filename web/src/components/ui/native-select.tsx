import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A native <select> in the product's look: the platform's own picker on phones, full keyboard support everywhere. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        className={cn(
          "h-11 w-full appearance-none rounded-lg border border-navy-200 bg-white py-0 pr-10 pl-3 text-base text-navy-900 shadow-sm sm:text-sm",
          "focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-teal-600/40 disabled:opacity-60",
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-navy-500"
      />
    </div>
  );
}
