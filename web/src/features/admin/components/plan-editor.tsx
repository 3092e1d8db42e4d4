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
import { AdminFormCard, FieldHint } from "./admin-form-card";

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
        <FieldHint id={`${id}-hint`} error={errors[name]} hint={hint} />
      </div>
    );
  };

  return (
    <AdminFormCard
      baseId={baseId}
      title={plan.name}
      status={
        <>
          {formatRandCents(plan.price)} · {texts.updated(formatDateTime(plan.updatedAt))}
        </>
      }
      onSubmit={submit}
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {field("price", texts.price, texts.priceHint(plan.id === "free"), "decimal")}
        {field("analysisLimit", texts.analysisLimit, texts.limitHint, "numeric")}
        {field("generationLimit", texts.generationLimit, texts.limitHint, "numeric")}
        {field("sharingLimit", texts.sharingLimit, texts.limitHint, "numeric")}
      </div>
      <Button type="submit" className="mt-4" disabled={update.isPending}>
        {update.isPending ? texts.saving : texts.save(plan.name)}
      </Button>
    </AdminFormCard>
  );
}
