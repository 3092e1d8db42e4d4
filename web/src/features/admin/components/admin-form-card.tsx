import type { ReactNode } from "react";

/** An admin settings card: a titled form whose status line sits beside the title. */
export function AdminFormCard({
  baseId,
  title,
  status,
  statusClassName = "text-sm text-navy-600",
  onSubmit,
  children,
}: {
  baseId: string;
  title: ReactNode;
  status: ReactNode;
  statusClassName?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-labelledby={`${baseId}-title`}
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${baseId}-title`} className="text-xl font-semibold text-navy-900">
          {title}
        </h2>
        <p className={statusClassName}>{status}</p>
      </div>
      {children}
    </form>
  );
}

/** The hint under a field, or its error in its place. */
export function FieldHint({ id, error, hint }: { id: string; error?: string; hint: ReactNode }) {
  return (
    <p id={id} className={error ? "text-sm font-medium text-red-700" : "text-sm text-navy-500"}>
      {error ?? hint}
    </p>
  );
}
