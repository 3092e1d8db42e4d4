import { Download, LoaderCircle } from "lucide-react";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { type AdminSeries, type SeriesQuery, seriesQuerySchema } from "../../../common/api/admin-stats";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { AdminManageNav } from "../features/admin/components/admin-manage-nav";
import { seriesCsvHref, useAdminSeries } from "../features/admin-stats/api/get-admin-series";
import { AdminHeader } from "../features/admin-stats/components/admin-header";
import { AdminLoadError } from "../features/admin-stats/components/admin-load-error";
import { AnalyticsCharts } from "../features/admin-stats/components/analytics-charts";
import { DateRangePicker } from "../features/admin-stats/components/date-range-picker";
import {
  formatCount,
  formatDay,
  formatRandCents,
  formatRate,
  lastDays,
  todayInSouthAfrica,
} from "../features/admin-stats/format";
import { analyticsTexts } from "../features/admin-stats/texts";

/** /admin/analytics: charts over a chosen range (kept in the address: ?from=&to=), each with a table, and the CSV. */
export default function AdminAnalyticsScreen() {
  const [search, setSearch] = useSearchParams();
  const fallback = useMemo(() => lastDays(30), []);
  const range = { from: search.get("from") ?? fallback.from, to: search.get("to") ?? fallback.to };
  const parsed = seriesQuerySchema.safeParse(range);
  const valid: SeriesQuery | null = parsed.success ? parsed.data : null;
  const rangeError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const series = useAdminSeries(valid);

  function changeRange(next: { from: string; to: string }) {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set("from", next.from);
        params.set("to", next.to);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <AdminHeader title={analyticsTexts.title} intro={analyticsTexts.intro} />
      <AdminManageNav />

      <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between">
        <DateRangePicker value={range} onChange={changeRange} error={rangeError} today={todayInSouthAfrica()} />
        <div className="flex items-center gap-3">
          {series.isFetching && !series.isPending && (
            <p role="status" className="flex items-center gap-1.5 text-sm text-navy-600">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {analyticsTexts.updating}
            </p>
          )}
          {valid && (
            <Button asChild variant="secondary">
              <a href={seriesCsvHref(valid)} download>
                <Download aria-hidden="true" />
                {analyticsTexts.downloadCsv}
              </a>
            </Button>
          )}
        </div>
      </div>

      <div className="mt-6">
        {series.isError && !series.data ? (
          <AdminLoadError error={series.error} onRetry={() => void series.refetch()} retrying={series.isFetching} />
        ) : !series.data ? (
          <AnalyticsSkeleton />
        ) : (
          <div className="grid gap-6">
            <Totals series={series.data} />
            <AnalyticsCharts series={series.data} />
          </div>
        )}
      </div>
    </div>
  );
}

function Totals({ series }: { series: AdminSeries }) {
  const sum = (
    key: "signups" | "analyses" | "generations" | "revenue" | "analysesFailed" | "analysesFinished" | "signupsPaid",
  ) => series.points.reduce((total, point) => total + point[key], 0);
  const finished = sum("analysesFinished");
  const signups = sum("signups");
  const figures: [string, string][] = [
    [analyticsTexts.signups, formatCount(signups)],
    [analyticsTexts.analyses, formatCount(sum("analyses"))],
    [analyticsTexts.generations, formatCount(sum("generations"))],
    [analyticsTexts.conversion, formatRate(signups > 0 ? sum("signupsPaid") / signups : null)],
    [analyticsTexts.netRevenue, formatRandCents(sum("revenue"))],
    [analyticsTexts.errorRate, formatRate(finished > 0 ? sum("analysesFailed") / finished : null)],
  ];
  return (
    <section aria-labelledby="totals-heading" className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <h2 id="totals-heading" className="text-sm font-semibold text-navy-700">
        {analyticsTexts.totalsTitle}: {formatDay(series.from)} – {formatDay(series.to)}{" "}
        <span className="font-normal text-navy-500">
          ({series.bucket === "day" ? analyticsTexts.perDay : analyticsTexts.perWeek})
        </span>
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-navy-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6">
      <span className="sr-only">{analyticsTexts.loading}</span>
      <Skeleton className="h-24 rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-80 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
