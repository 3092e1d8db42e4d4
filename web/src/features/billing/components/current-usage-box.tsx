import { Gauge } from "lucide-react";
import { Link } from "react-router";
import type { SubscriptionStatus } from "../../../../../common/api/billing";
import { paths } from "../../../paths";
import { pricingTexts } from "../texts";
import { UsageMeter } from "./usage-meter";

/** The pricing page's current-usage box for a signed-in user (SPEC §2 "Pricing", §7 currentLimits). */
export function CurrentUsageBox({ status }: { status: SubscriptionStatus }) {
  const limits = status.currentLimits;
  return (
    <section
      aria-labelledby="current-usage-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="current-usage-heading" className="flex items-center gap-2 text-base font-semibold text-navy-900">
          <Gauge aria-hidden="true" className="size-5 text-teal-700" />
          {pricingTexts.usageTitle}
          <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-700 ring-1 ring-navy-200 ring-inset">
            {status.planName}
          </span>
        </h2>
        <Link
          to={paths.subscription}
          className="rounded text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          {pricingTexts.manageSubscription}
        </Link>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2 sm:gap-8">
        <UsageMeter
          label={pricingTexts.analyses}
          used={limits.analysisUsed}
          limit={limits.analysisLimit}
          usedOf={pricingTexts.usedOf}
          unlimitedText={pricingTexts.usedUnlimited(limits.analysisUsed)}
        />
        <UsageMeter
          label={pricingTexts.generations}
          used={limits.generationUsed}
          limit={limits.generationLimit}
          usedOf={pricingTexts.usedOf}
          unlimitedText={pricingTexts.usedUnlimited(limits.generationUsed)}
        />
      </div>
    </section>
  );
}
