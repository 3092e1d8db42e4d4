import { Check, LoaderCircle } from "lucide-react";
import { featureLabels, formatPrice, type Plan, planAdditions } from "../../../../../common/plans";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { analysisLimitLabel, generationLimitLabel } from "../format";
import { pricingTexts } from "../texts";

export type PlanCardButton = { label: string; disabled: boolean; processing: boolean };

type PlanCardProps = {
  plan: Plan;
  /** Every plan on sale: a card lists what its plan adds to the one below it. */
  plans: readonly Plan[];
  featured: boolean;
  current: boolean;
  chosen: boolean;
  button: PlanCardButton;
  onChoose: () => void;
  buttonRef?: (element: HTMLButtonElement | null) => void;
};

/**
 * A plan from GET /api/subscription/plans: name, rand price per month, limits, what it adds to the plan below
 * it ("Everything in Free, plus:" and only the features Free lacks) and its button.
 */
export function PlanCard({ plan, plans, featured, current, chosen, button, onChoose, buttonRef }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  const additions = planAdditions(plans, plan);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-7",
        featured ? "border-teal-600 ring-1 ring-teal-600 shadow-lg shadow-teal-900/10" : "border-navy-100",
        chosen && "ring-2 ring-teal-500",
      )}
    >
      <div className="flex min-h-7 flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-navy-900">
          {plan.name}
        </h2>
        {featured && (
          <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200 ring-inset">
            {pricingTexts.mostPopular}
          </span>
        )}
        {current && (
          <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-700 ring-1 ring-navy-200 ring-inset">
            {pricingTexts.currentPlan}
          </span>
        )}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-navy-950">{formatPrice(plan.price)}</span>
        {plan.price > 0 && <span className="text-sm font-medium text-navy-600">{pricingTexts.perMonth}</span>}
      </p>
      <p className="mt-1 text-xs text-navy-500">
        {plan.price > 0 ? pricingTexts.vatIncluded : pricingTexts.noCardNeeded}
      </p>

      <ul className="mt-6 grid gap-1.5 border-y border-navy-100 py-4 text-sm font-medium text-navy-900">
        <li>{analysisLimitLabel(plan)}</li>
        <li>{generationLimitLabel(plan)}</li>
      </ul>

      {additions.below && (
        <p className="mt-4 text-sm font-semibold text-navy-800">{pricingTexts.everythingIn(additions.below.name)}</p>
      )}
      <ul
        className={cn("grid flex-1 content-start gap-2.5 text-sm text-navy-700", additions.below ? "mt-2.5" : "mt-4")}
      >
        {additions.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-600" />
            <span>{featureLabels[feature]}</span>
          </li>
        ))}
      </ul>

      <Button
        ref={buttonRef}
        size="lg"
        variant={current ? "secondary" : featured ? "primary" : "dark"}
        className={cn(
          "mt-7 w-full",
          current && "bg-navy-50 text-navy-600 shadow-none ring-navy-100 disabled:opacity-100",
        )}
        disabled={button.disabled}
        aria-busy={button.processing || undefined}
        aria-describedby={headingId}
        onClick={onChoose}
      >
        {button.processing && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {button.label}
      </Button>
    </article>
  );
}
