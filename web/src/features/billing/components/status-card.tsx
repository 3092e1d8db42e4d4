import { CheckCircle2, CircleAlert, Clock, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

export type StatusTone = "working" | "success" | "failed" | "waiting";

const icons = { working: LoaderCircle, success: CheckCircle2, failed: CircleAlert, waiting: Clock } as const;
const iconStyles: Record<StatusTone, string> = {
  working: "bg-navy-50 text-navy-600 [&_svg]:animate-spin",
  success: "bg-teal-50 text-teal-700",
  failed: "bg-red-50 text-red-700",
  waiting: "bg-amber-50 text-amber-700",
};

type StatusCardProps = {
  /** The screen's name, as its h1 (the route's name). */
  screenTitle: string;
  tone: StatusTone;
  title: string;
  message: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** The centred card of the payment screens: an icon for the state, its title and message (announced), details and buttons. */
export function StatusCard({ screenTitle, tone, title, message, children, actions }: StatusCardProps) {
  const Icon = icons[tone];
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-center text-sm font-semibold tracking-wide text-teal-800 uppercase">{screenTitle}</h1>
      <section
        aria-labelledby="status-card-title"
        className="mt-4 rounded-2xl border border-navy-100 bg-white p-6 text-center shadow-sm sm:p-10"
      >
        <span
          aria-hidden="true"
          className={cn("mx-auto grid size-16 place-items-center rounded-full [&_svg]:size-8", iconStyles[tone])}
        >
          <Icon />
        </span>
        <div role="status" aria-live="polite" aria-atomic="true">
          <h2 id="status-card-title" className="mt-5 text-2xl font-bold tracking-tight text-balance text-navy-900">
            {title}
          </h2>
          <p className="mx-auto mt-2 max-w-md leading-7 text-pretty text-navy-700">{message}</p>
        </div>
        {children}
        {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
      </section>
    </div>
  );
}
