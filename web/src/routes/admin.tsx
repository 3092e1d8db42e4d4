import {
  ArrowRight,
  ChartLine,
  Cpu,
  FilePen,
  FileSearch,
  MessageSquare,
  ReceiptText,
  Scale,
  TriangleAlert,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminOverview, PeriodCounts } from "../../../common/api/admin-stats";
import { Button } from "../components/ui/button";
import { ScrollRegion } from "../components/ui/scroll-region";
import { Skeleton } from "../components/ui/skeleton";
import { AdminManageNav } from "../features/admin/components/admin-manage-nav";
import { useAdminOverview } from "../features/admin-stats/api/get-admin-overview";
import { AdminHeader } from "../features/admin-stats/components/admin-header";
import { AdminLoadError } from "../features/admin-stats/components/admin-load-error";
import { ModelUsageSection } from "../features/admin-stats/components/model-usage-section";
import { formatCount, formatDateTime, formatMonth, formatRandCents } from "../features/admin-stats/format";
import { dashboardTexts, modelProviderTexts } from "../features/admin-stats/texts";
import { cn } from "../lib/cn";
import { paths } from "../paths";

/** /admin: users, analyses, generations, failures, revenue by month, open refunds, latest feedback and consultation requests. */
export default function AdminScreen() {
  const overview = useAdminOverview();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <AdminHeader title={dashboardTexts.title} intro={dashboardTexts.intro}>
        {overview.data && (
          <p className="text-sm text-navy-600">{dashboardTexts.updatedAt(formatDateTime(overview.data.generatedAt))}</p>
        )}
      </AdminHeader>
      <AdminManageNav />
      <div className="mt-8">
        {overview.isPending ? (
          <DashboardSkeleton />
        ) : overview.isError ? (
          <AdminLoadError
            error={overview.error}
            onRetry={() => void overview.refetch()}
            retrying={overview.isFetching}
          />
        ) : (
          <Dashboard overview={overview.data} />
        )}
      </div>
    </div>
  );
}

function Dashboard({ overview }: { overview: AdminOverview }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <UsersCard users={overview.users} />
        <PeriodCard
          title={dashboardTexts.analyses}
          icon={<FileSearch aria-hidden="true" />}
          counts={overview.analyses}
        />
        <PeriodCard
          title={dashboardTexts.generations}
          icon={<FilePen aria-hidden="true" />}
          counts={overview.generations}
        />
        <RefundsCard refunds={overview.openRefundRequests} />
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <RevenueSection months={overview.revenueByMonth} className="lg:col-span-3" />
        <AnalyticsLink className="lg:col-span-2" />
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <ModelProviderSection status={overview.modelProvider} className="lg:col-span-2" />
        <ModelUsageSection className="lg:col-span-3" />
      </div>
      <FailuresSection failures={overview.failures} />
      <div className="grid gap-6 lg:grid-cols-2">
        <FeedbackSection items={overview.latestFeedback} />
        <ConsultationsSection items={overview.latestConsultations} />
      </div>
    </div>
  );
}

function Card({
  title,
  icon,
  children,
  className,
  headingLevel = "h2",
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <section
      aria-label={title}
      className={cn("min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm", className)}
    >
      <Heading className="flex items-center gap-2 text-sm font-semibold text-navy-700 [&_svg]:size-4 [&_svg]:text-teal-700">
        {icon}
        {title}
      </Heading>
      {children}
    </section>
  );
}

function UsersCard({ users }: { users: AdminOverview["users"] }) {
  return (
    <Card title={dashboardTexts.users} icon={<Users aria-hidden="true" />}>
      <p className="mt-3 text-3xl font-bold text-navy-900">
        {formatCount(users.total)}{" "}
        <span className="text-base font-medium text-navy-600">{dashboardTexts.usersTotal}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-teal-800">{dashboardTexts.newLast7Days(users.newLast7Days)}</p>
      <dl
        aria-label={dashboardTexts.byTier}
        className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 border-t border-navy-100 pt-3 text-sm"
      >
        {Object.entries(users.byTier).map(([tier, count]) => (
          <div key={tier} className="flex justify-between gap-2">
            <dt className="text-navy-600">{dashboardTexts.tiers[tier] ?? tier}</dt>
            <dd className="font-semibold text-navy-900">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function PeriodCard({ title, icon, counts }: { title: string; icon: ReactNode; counts: PeriodCounts }) {
  return (
    <Card title={title} icon={icon}>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        {(
          [
            [dashboardTexts.today, counts.today],
            [dashboardTexts.last7Days, counts.last7Days],
            [dashboardTexts.last30Days, counts.last30Days],
          ] as const
        ).map(([label, value], index) => (
          <div key={label} className={cn(index > 0 && "border-l border-navy-100 pl-2")}>
            <dt className="text-xs font-medium text-navy-600">{label}</dt>
            <dd className={cn("font-bold text-navy-900", index === 0 ? "text-3xl" : "mt-2 text-xl")}>
              {formatCount(value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function RefundsCard({ refunds }: { refunds: AdminOverview["openRefundRequests"] }) {
  return (
    <Card title={dashboardTexts.refunds} icon={<ReceiptText aria-hidden="true" />}>
      <p className={cn("mt-3 text-3xl font-bold", refunds.count > 0 ? "text-amber-700" : "text-navy-900")}>
        {formatCount(refunds.count)}
      </p>
      <p className="mt-1 text-sm text-navy-600">
        {refunds.oldestAt ? dashboardTexts.refundsOldest(formatDateTime(refunds.oldestAt)) : dashboardTexts.refundsNone}
      </p>
      <Button asChild variant="secondary" size="sm" className="mt-3">
        <Link to={paths.adminRefunds}>{dashboardTexts.reviewRefunds}</Link>
      </Button>
    </Card>
  );
}

function RevenueSection({ months, className }: { months: AdminOverview["revenueByMonth"]; className?: string }) {
  const largest = Math.max(1, ...months.map((month) => Math.abs(month.net)));
  const total = months.reduce(
    (sum, month) => ({
      gross: sum.gross + month.gross,
      refunded: sum.refunded + month.refunded,
      net: sum.net + month.net,
    }),
    { gross: 0, refunded: 0, net: 0 },
  );
  return (
    <section
      aria-labelledby="revenue-heading"
      className={cn("min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm", className)}
    >
      <h2 id="revenue-heading" className="text-lg font-semibold text-navy-900">
        {dashboardTexts.revenueTitle}
      </h2>
      <p className="mt-1 text-sm text-navy-600">{dashboardTexts.revenueIntro}</p>
      <ScrollRegion
        aria-label={dashboardTexts.revenueTable}
        className="mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-navy-100 text-left text-xs text-navy-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {dashboardTexts.month}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {dashboardTexts.gross}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {dashboardTexts.refunded}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {dashboardTexts.net}
              </th>
              <th scope="col" className="hidden w-1/4 py-2 sm:table-cell">
                <span className="sr-only">{dashboardTexts.net} bar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((month) => (
              <tr key={month.month} className="border-b border-navy-50 last:border-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-medium text-navy-800">
                  {formatMonth(month.month)}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums text-navy-700">{formatRandCents(month.gross)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums text-navy-700">
                  {month.refunded ? formatRandCents(-month.refunded) : formatRandCents(0)}
                </td>
                <td
                  className={cn(
                    "py-1.5 pr-3 text-right font-semibold tabular-nums",
                    month.net < 0 ? "text-red-700" : "text-navy-900",
                  )}
                >
                  {formatRandCents(month.net)}
                </td>
                <td className="hidden py-1.5 sm:table-cell" aria-hidden="true">
                  <div
                    className={cn("h-2 rounded-full", month.net < 0 ? "bg-red-300" : "bg-teal-600")}
                    style={{ width: `${(Math.abs(month.net) / largest) * 100}%` }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-navy-200">
              <th scope="row" className="py-2 pr-3 text-left font-semibold text-navy-900">
                {dashboardTexts.revenueTotal}
              </th>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">{formatRandCents(total.gross)}</td>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">{formatRandCents(-total.refunded)}</td>
              <td className="py-2 pr-3 text-right font-bold tabular-nums">{formatRandCents(total.net)}</td>
              <td className="hidden sm:table-cell" />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </section>
  );
}

function AnalyticsLink({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="analytics-link-heading"
      className={cn(
        "flex flex-col items-start self-start rounded-2xl border border-teal-200 bg-teal-50 p-5",
        className,
      )}
    >
      <ChartLine aria-hidden="true" className="size-7 text-teal-700" />
      <h2 id="analytics-link-heading" className="mt-3 text-lg font-semibold text-navy-900">
        {dashboardTexts.analyticsLink}
      </h2>
      <p className="mt-1 text-sm text-navy-700">{dashboardTexts.analyticsLinkText}</p>
      <Button asChild className="mt-4">
        <Link to={paths.adminAnalytics}>
          {dashboardTexts.openAnalytics}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

function ModelProviderSection({ status, className }: { status: AdminOverview["modelProvider"]; className?: string }) {
  const troubled = status.circuit === "open" || status.recentProblems.some((p) => p.kind === "configuration");
  return (
    <Card title={modelProviderTexts.title} icon={<Cpu aria-hidden="true" />} className={className}>
      <p className="mt-3 text-base font-semibold text-navy-900">{status.label}</p>
      {status.provider === "local" ? (
        <p className="mt-1 text-sm text-navy-600">{modelProviderTexts.local}</p>
      ) : (
        <>
          <p className={cn("mt-1 text-sm", troubled ? "font-semibold text-amber-800" : "text-teal-800")}>
            {status.circuit === "open" && status.retryAt
              ? modelProviderTexts.circuitOpen(formatDateTime(status.retryAt))
              : modelProviderTexts.healthy}
            {status.lastSuccessAt && ` ${modelProviderTexts.lastAnswer(formatDateTime(status.lastSuccessAt))}`}
          </p>
          <h3 className="mt-4 text-sm font-semibold text-navy-700">{modelProviderTexts.problemsTitle}</h3>
          {status.recentProblems.length === 0 ? (
            <p className="mt-1 text-sm text-navy-600">{modelProviderTexts.noProblems}</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {status.recentProblems.slice(0, 5).map((problem) => (
                <li key={`${problem.at}-${problem.use}`} className="rounded-lg bg-navy-50 p-3 text-sm">
                  <p className="font-semibold text-navy-900">
                    {modelProviderTexts.kinds[problem.kind]} · {modelProviderTexts.uses[problem.use]}
                  </p>
                  <p className="mt-1 break-words text-xs text-navy-700">{problem.detail}</p>
                  <p className="mt-1 text-xs text-navy-600">{formatDateTime(problem.at)}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function FailuresSection({ failures }: { failures: AdminOverview["failures"] }) {
  return (
    <section
      aria-labelledby="failures-heading"
      className="min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="failures-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
          <TriangleAlert
            aria-hidden="true"
            className={cn("size-5", failures.last30Days > 0 ? "text-amber-600" : "text-navy-400")}
          />
          {dashboardTexts.failuresTitle}
        </h2>
        <p className="text-sm font-semibold text-navy-700">{dashboardTexts.failuresCount(failures.last30Days)}</p>
      </div>
      {failures.last30Days === 0 ? (
        <p className="mt-3 text-sm text-navy-600">{dashboardTexts.failuresNone}</p>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-5">
          <div className="min-w-0 lg:col-span-2">
            <h3 className="text-sm font-semibold text-navy-700">{dashboardTexts.commonMessages}</h3>
            <ul className="mt-2 grid gap-2">
              {failures.byMessage.map((row) => (
                <li key={row.message} className="rounded-lg bg-navy-50 p-3 text-sm">
                  <p className="text-navy-900">{row.message}</p>
                  <p className="mt-1 text-xs text-navy-600">
                    <span className="font-semibold text-navy-800">{dashboardTexts.times(row.count)}</span> ·{" "}
                    {dashboardTexts.lastSeen(formatDateTime(row.lastAt))}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0 lg:col-span-3">
            <h3 className="text-sm font-semibold text-navy-700">{dashboardTexts.recentFailures}</h3>
            <ScrollRegion
              aria-label={dashboardTexts.recentFailures}
              className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              <table className="w-full min-w-[32rem] text-sm">
                <thead>
                  <tr className="border-b border-navy-100 text-left text-xs text-navy-600">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {dashboardTexts.when}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {dashboardTexts.what}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {dashboardTexts.message}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {dashboardTexts.who}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {failures.recent.map((failure) => (
                    <tr
                      key={`${failure.kind}-${failure.id}`}
                      className="border-b border-navy-50 align-top last:border-0"
                    >
                      <td className="py-2 pr-3 whitespace-nowrap text-navy-700">{formatDateTime(failure.at)}</td>
                      <td className="py-2 pr-3 text-navy-800">
                        <span className="block text-xs font-semibold text-navy-600">
                          {failure.kind === "analysis" ? dashboardTexts.kindAnalysis : dashboardTexts.kindJob}
                        </span>
                        <span className="break-all">{failure.subject}</span>
                      </td>
                      <td className="py-2 pr-3 text-navy-900">{failure.message}</td>
                      <td className="py-2 break-all text-navy-700">
                        {failure.userEmail ?? (failure.kind === "analysis" ? dashboardTexts.visitor : "—")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        </div>
      )}
    </section>
  );
}

function FeedbackSection({ items }: { items: AdminOverview["latestFeedback"] }) {
  return (
    <Card title={dashboardTexts.feedbackTitle} icon={<MessageSquare aria-hidden="true" />}>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-navy-600">{dashboardTexts.feedbackNone}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg bg-navy-50 p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2 text-xs text-navy-600">
                <span>{formatDateTime(item.createdAt)}</span>
                {item.rating !== null && (
                  <span className="font-semibold text-navy-800">{dashboardTexts.rating(item.rating)}</span>
                )}
              </p>
              <p className="mt-1 text-navy-900">{item.text || "—"}</p>
              <p className="mt-1 text-xs break-all text-navy-600">{item.email ?? dashboardTexts.anonymous}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ConsultationsSection({ items }: { items: AdminOverview["latestConsultations"] }) {
  return (
    <Card title={dashboardTexts.consultationsTitle} icon={<Scale aria-hidden="true" />}>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-navy-600">{dashboardTexts.consultationsNone}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg bg-navy-50 p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2 text-xs text-navy-600">
                <span>{formatDateTime(item.createdAt)}</span>
                <span className="rounded-full bg-white px-2 font-semibold text-navy-800 ring-1 ring-navy-200">
                  {item.status}
                </span>
              </p>
              <p className="mt-1 font-semibold text-navy-900">{item.name || "—"}</p>
              <p className="text-navy-800">{item.topic}</p>
              {item.email && <p className="mt-1 text-xs break-all text-navy-600">{item.email}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6">
      <span className="sr-only">{dashboardTexts.loading}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-40 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}
