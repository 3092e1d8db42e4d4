import type { ReactNode } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import { AdminHeader } from "../../admin-stats/components/admin-header";
import { AdminLoadError } from "../../admin-stats/components/admin-load-error";
import { commonTexts } from "../texts";
import { AdminManageNav } from "./admin-manage-nav";

/** The frame of a management screen: heading, the admin links, then the content. */
export function AdminPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <AdminHeader title={title} intro={intro} />
      <AdminManageNav />
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** Loading, failed (403 says "administrators only") or the content. */
export function AdminQueryState<Data>({
  query,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    data: Data | undefined;
    refetch: () => unknown;
  };
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-live="polite"
        className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
      >
        <span className="sr-only">{commonTexts.loading}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return <AdminLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{children(query.data)}</>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-navy-200 bg-white px-6 py-10 text-center text-navy-600">
      {children}
    </p>
  );
}
