import { Coins } from "lucide-react";
import type { ModelUsageReport } from "../../../../../common/api/model-usage";
import { ScrollRegion } from "../../../components/ui/scroll-region";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useModelUsage } from "../api/get-model-usage";
import { formatCount, formatDay, formatEstimatedRand, formatPrice, lastDays } from "../format";
import { modelUsageTexts as texts } from "../texts";
import { AdminLoadError } from "./admin-load-error";

/** The dashboard's AI usage: the last 30 days' tokens and estimated cost of the hosted model, and the local engine's answers. */
export function ModelUsageSection({ className }: { className?: string }) {
  const usage = useModelUsage(lastDays(30));
  return (
    <section
      aria-labelledby="model-usage-heading"
      className={cn("min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm", className)}
    >
      <h2 id="model-usage-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Coins aria-hidden="true" className="size-5 text-teal-700" />
        {texts.title}
      </h2>
      <p className="mt-1 text-sm text-navy-600">{texts.intro}</p>
      {usage.isPending ? (
        <div role="status" className="mt-4">
          <span className="sr-only">{texts.loading}</span>
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : usage.isError ? (
        <div className="mt-4">
          <AdminLoadError error={usage.error} onRetry={() => void usage.refetch()} retrying={usage.isFetching} />
        </div>
      ) : (
        <UsageFigures report={usage.data} />
      )}
    </section>
  );
}

function UsageFigures({ report }: { report: ModelUsageReport }) {
  const { hosted, local } = report.total;
  const active = report.days.filter(
    (day) => day.hosted.chatMessages + day.hosted.analyses + day.local.chatMessages + day.local.analyses > 0,
  );
  return (
    <>
      <dl aria-label={texts.summary} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            [texts.estimatedCost, formatEstimatedRand(hosted.estimatedCostZar)],
            [texts.inputTokens, formatCount(hosted.inputTokens)],
            [texts.outputTokens, formatCount(hosted.outputTokens)],
            [texts.localAnswers, formatCount(local.chatMessages + local.analyses)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-lg bg-navy-50 p-3">
            <dt className="text-xs font-medium text-navy-600">{label}</dt>
            <dd className="mt-auto pt-1 text-xl font-bold text-navy-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-navy-700">{pricesText(report)}</p>
      {hosted.unpriced > 0 && (
        <p className="mt-1 text-sm font-semibold text-amber-800">{texts.unpriced(hosted.unpriced)}</p>
      )}
      {active.length === 0 ? (
        <p className="mt-4 text-sm text-navy-600">{texts.none}</p>
      ) : (
        <ScrollRegion
          aria-label={texts.table}
          className="mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr className="border-b border-navy-100 text-left text-xs text-navy-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {texts.day}
                </th>
                {[
                  texts.chatMessages,
                  texts.analyses,
                  texts.inputTokens,
                  texts.outputTokens,
                  texts.cost,
                  texts.local,
                ].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-3 text-right font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {active.map((day) => (
                <tr key={day.date} className="border-b border-navy-50 last:border-0">
                  <th scope="row" className="py-1.5 pr-3 text-left font-medium whitespace-nowrap text-navy-800">
                    {formatDay(day.date)}
                  </th>
                  {[
                    formatCount(day.hosted.chatMessages),
                    formatCount(day.hosted.analyses),
                    formatCount(day.hosted.inputTokens),
                    formatCount(day.hosted.outputTokens),
                    formatEstimatedRand(day.hosted.estimatedCostZar),
                    formatCount(day.local.chatMessages + day.local.analyses),
                  ].map((value, index) => (
                    <td
                      key={index}
                      className={cn(
                        "py-1.5 pr-3 text-right whitespace-nowrap tabular-nums text-navy-700",
                        index === 4 && "font-semibold text-navy-900",
                      )}
                    >
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}

function pricesText(report: ModelUsageReport): string {
  const { prices } = report;
  if (prices)
    return texts.pricedAt(
      formatPrice(prices.inputPerMTok, prices.currency),
      formatPrice(prices.outputPerMTok, prices.currency),
      prices.usdToZar === null ? null : formatPrice(prices.usdToZar, "ZAR"),
      formatPrice(prices.inputPerMTokZar, "ZAR"),
      formatPrice(prices.outputPerMTokZar, "ZAR"),
    );
  return report.model.provider === "local" ? texts.localOnly : texts.noPrices;
}
