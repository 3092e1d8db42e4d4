import { CircleAlert, LoaderCircle } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../../lib/cn";

/** The frame every tool part renders in: an icon, a title, an optional badge, the body. */
export function ToolCard({
  icon,
  title,
  badge,
  children,
  className,
}: {
  icon: ReactNode;
  title: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    // A named group, not a landmark: a conversation holds many cards with the same title.
    // biome-ignore lint/a11y/useSemanticElements: a card of content, not a set of form controls (fieldset)
    <div
      role="group"
      aria-labelledby={titleId}
      className={cn("rounded-xl border border-navy-100 bg-white shadow-sm", className)}
    >
      <header className="flex items-center gap-2.5 border-b border-navy-100 px-4 py-3">
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-700 [&_svg]:size-4"
        >
          {icon}
        </span>
        <h3 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold text-navy-900">
          {title}
        </h3>
        {badge}
      </header>
      {children !== undefined && children !== null && <div className="px-4 py-4">{children}</div>}
    </div>
  );
}

/** A tool that is still running: one quiet line. */
export function ToolRunning({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-navy-600">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-teal-700" />
      {text}
    </p>
  );
}

/** A tool failure, inline (a tool's `{ error }` output or an output-error part). */
export function InlineAlert({ title, text, action }: { title?: string; text: string; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-start"
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-700 sm:mt-0.5" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <p className={cn("break-words", title && "mt-0.5")}>{text}</p>
      </div>
      {action}
    </div>
  );
}
