import { useId, useState } from "react";
import type { AdminPlan, PlanUpdateRequest } from "../../../../../common/api/admin";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { errorMessageOf } from "../../../lib/error-message";
import { HttpError } from "../../../lib/http";
import { formatDateTime, formatRandCents } from "../../admin-stats/format";
import { toast } from "../../toast/api/toast-store";
import { useUpdatePlan } from "../api/admin-plans";
import { commonTexts, plansTexts as texts } from "../texts";

type Field = keyof PlanUpdateRequest;
type Draft = Record<Field, string>;

const toDraft = (plan: AdminPlan): Draft => ({
  price: (plan.price / 100).toFixed(2),
  analysisLimit: plan.analysisLimit?.toString() ?? "",
  generationLimit: plan.generationLimit?.toString() ?? "",
  sharingLimit: plan.sharingLimit?.toString() ?? "",
});

/** "299", "299.5", "299.00" rand → cents; null when it is not an amount. */
export function randToCents(text: string): number | null {
  const value = text.trim().replace(/^R\s*/i, "").replace(/\s/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** "" → unlimited (null); a whole number → itself; anything else → undefined (invalid). The server checks the range. */
function parseLimit(text: string): number | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  return /^-?\d+$/.test(value) ? Number(value) : undefined;
}

function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof HttpError)) return {};
  const fieldErrors = (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages[0]])) as Partial<
    Record<Field, string>
  >;
}

/** One plan's price and limits; saved together, validated here and on the server. */
export function PlanEditor({ plan }: { plan: AdminPlan }) {
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(plan));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdatePlan();

  const submit = () => {
    const price = randToCents(draft.price);
    const limits = {
      analysisLimit: parseLimit(draft.analysisLimit),
      generationLimit: parseLimit(draft.generationLimit),
      sharingLimit: parseLimit(draft.sharingLimit),
    };
    const found: Partial<Record<Field, string>> = {};
    if (price === null) found.price = texts.invalidPrice;
    for (const [key, value] of Object.entries(limits))
      if (value === undefined) found[key as Field] = texts.invalidLimit;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      {
        planId: plan.id,
        values: {
          price: price!,
          analysisLimit: limits.analysisLimit!,
          generationLimit: limits.generationLimit!,
          sharingLimit: limits.sharingLimit!,
        },
      },
      {
        onSuccess: (saved) => {
          setDraft(toDraft(saved));
          toast({ type: "success", title: texts.saved(saved.name) });
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast({ type: "error", title: commonTexts.saveFailed, description: errorMessageOf(error) });
        },
      },
    );
  };

  const field = (name: Field, label: string, hint: string, inputMode: "decimal" | "numeric") => {
    const id = `${baseId}-${name}`;
    return (
      <div className="grid content-start gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {label}
        </label>
        <Input
          id={id}
          inputMode={inputMode}
          value={draft[name]}
          placeholder={name === "price" ? undefined : texts.unlimited}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
        <p id={`${id}-hint`} className={errors[name] ? "text-sm font-medium text-red-700" : "text-sm text-navy-500"}>
          {errors[name] ?? hint}
        </p>
      </div>
    );
  };

  return (
    <form
      aria-labelledby={`${baseId}-title`}
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${baseId}-title`} className="text-xl font-semibold text-navy-900">
          {plan.name}
        </h2>
        <p className="text-sm text-navy-600">
          {formatRandCents(plan.price)} · {texts.updated(formatDateTime(plan.updatedAt))}
        </p>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {field("price", texts.price, texts.priceHint(plan.id === "free"), "decimal")}
        {field("analysisLimit", texts.analysisLimit, texts.limitHint, "numeric")}
        {field("generationLimit", texts.generationLimit, texts.limitHint, "numeric")}
        {field("sharingLimit", texts.sharingLimit, texts.limitHint, "numeric")}
      </div>
      <Button type="submit" className="mt-4" disabled={update.isPending}>
        {update.isPending ? texts.saving : texts.save(plan.name)}
      </Button>
    </form>
  );
}
