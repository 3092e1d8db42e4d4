import { Skeleton } from "../../../components/ui/skeleton";

/** The policy page's shape while the configured facts (retention days, AI provider) load. */
export function PolicySkeleton({ title }: { title: string }) {
  return (
    <div className="w-full bg-slate-50" aria-busy="true">
      <div className="border-b border-navy-100 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:max-w-6xl">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
          <Skeleton className="mt-4 h-4 w-40" />
          <Skeleton className="mt-6 h-16 w-full max-w-3xl" />
        </div>
      </div>
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-10 sm:px-6">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
