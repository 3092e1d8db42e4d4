import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, CircleAlert, Loader2, Save } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { GeneratedContract, TemplatePreview } from "../../../../../common/api/templates";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessageOf } from "../../../lib/error-message";
import { HttpError } from "../../../lib/http";
import { paths } from "../../../paths";
import { checkUsageLimit } from "../../billing/api/check-usage-limit";
import { useUsageStats } from "../../billing/api/get-usage-stats";
import { type PaywallContent, PaywallDialog } from "../../billing/components/paywall-dialog";
import { toast } from "../../toast/api/toast-store";
import { deleteFormDraft } from "../api/delete-form-draft";
import { generateContract } from "../api/generate-contract";
import { getFormDraft } from "../api/get-form-draft";
import { type TemplateWithFields, useTemplate } from "../api/get-template";
import { previewTemplate } from "../api/preview-template";
import { saveFormDraft } from "../api/save-form-draft";
import { fieldErrorsOf } from "../api/template-field-errors";
import {
  type FormState,
  type FormValue,
  fieldError,
  initialFormState,
  stepsOf,
  toTemplateValues,
} from "../form-values";
import { clearLocalFormDraft, readLocalFormDraft, writeLocalFormDraft } from "../local-form-draft";
import { builderTexts, categoryLabels } from "../texts";
import { DocumentPreview } from "./document-preview";
import { FieldInput } from "./field-input";
import { GeneratedPanel } from "./generated-panel";

const PREVIEW_DEBOUNCE_MS = 350;

/**
 * The form builder for one template (library or custom): loads the template and any saved
 * half-filled form, then shows the multi-step form beside the live preview.
 */
export function TemplateBuilder({
  templateId,
  backLink,
}: {
  templateId: string;
  backLink: { to: string; label: string };
}) {
  const template = useTemplate(templateId);
  const saved = useQuery({
    queryKey: ["/api/templates", templateId, "form-draft"],
    queryFn: () => getFormDraft(templateId),
    staleTime: 0,
    gcTime: 0,
  });

  if (template.isError || saved.isError) {
    const notFound = template.error instanceof HttpError && template.error.status === 404;
    return (
      <div
        role="alert"
        className="mx-auto mt-10 flex max-w-xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
      >
        <div className="flex items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-5 text-red-700" />
          <p className="font-medium">{notFound ? builderTexts.notFound : builderTexts.previewFailed}</p>
        </div>
        <Button asChild variant="secondary">
          <Link to={backLink.to}>{backLink.label}</Link>
        </Button>
      </div>
    );
  }
  if (template.isPending || saved.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  return <BuilderForm key={templateId} template={template.data} saved={saved.data} />;
}

function BuilderForm({
  template,
  saved,
}: {
  template: TemplateWithFields;
  saved: Awaited<ReturnType<typeof getFormDraft>>;
}) {
  const steps = useMemo(() => stepsOf(template.fields), [template.fields]);
  // a draft saved on the server wins; otherwise what was typed here last time (kept in this browser)
  const [local] = useState(() => (saved ? null : readLocalFormDraft(template.id)));
  const [state, setState] = useState<FormState>(() =>
    local ? { ...initialFormState(template.fields), ...local.state } : initialFormState(template.fields, saved?.values),
  );
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [restoredFrom, setRestoredFrom] = useState(saved?.updatedAt ?? local?.savedAt ?? null);
  const usage = useUsageStats();
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const [previewState, setPreviewState] = useState<"idle" | "updating" | "failed">("updating");
  const [saving, setSaving] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState<GeneratedContract | null>(null);
  const [paywall, setPaywall] = useState<PaywallContent | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previewHeadingId = useId();
  const idPrefix = useId();

  const { values } = useMemo(() => toTemplateValues(template.fields, state), [template.fields, state]);
  const valuesKey = JSON.stringify(values);

  // the live preview follows the answers (debounced; the newest request wins)
  useEffect(() => {
    const controller = new AbortController();
    setPreviewState("updating");
    const timer = setTimeout(() => {
      previewTemplate(template.id, JSON.parse(valuesKey) as Record<string, unknown>, controller.signal)
        .then((result) => {
          setPreview(result.preview);
          setPreviewState("idle");
        })
        .catch(() => {
          if (!controller.signal.aborted) setPreviewState("failed");
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [template.id, valuesKey]);

  const setValue = (key: string, value: FormValue) => {
    const next = { ...state, [key]: value };
    setState(next);
    writeLocalFormDraft(template.id, next);
    // a shown message follows the answer as it is corrected
    if (errors[key]) {
      const field = template.fields.find((candidate) => candidate.key === key)!;
      const message = fieldError(field, next);
      setErrors((shown) => {
        const copy = { ...shown };
        if (message) copy[key] = message;
        else delete copy[key];
        return copy;
      });
    }
  };

  const checkFields = (fields: typeof template.fields) => {
    const found: Record<string, string> = {};
    for (const field of fields) {
      const message = fieldError(field, state);
      if (message) found[field.key] = message;
    }
    return found;
  };

  const focusFirstError = (keys: string[]) => {
    requestAnimationFrame(() => {
      const first = keys
        .map((key) => formRef.current?.querySelector<HTMLElement>(`[data-field="${key}"] :is(input,select,textarea)`))
        .find(Boolean);
      first?.focus();
    });
  };

  const goTo = (index: number) => {
    setStepIndex(index);
    setSummary(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const next = () => {
    const found = checkFields(steps[stepIndex]!.fields);
    setErrors((shown) => ({
      ...Object.fromEntries(
        Object.entries(shown).filter(([key]) => !steps[stepIndex]!.fields.some((field) => field.key === key)),
      ),
      ...found,
    }));
    if (Object.keys(found).length > 0) {
      setSummary(builderTexts.fixErrors(Object.keys(found).length));
      focusFirstError(Object.keys(found));
      return;
    }
    goTo(stepIndex + 1);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const keys = Object.keys(found);
    const firstStep = steps.findIndex((step) => step.fields.some((field) => keys.includes(field.key)));
    if (firstStep >= 0) setStepIndex(firstStep);
    setSummary(builderTexts.fixErrors(keys.length));
    focusFirstError(keys);
  };

  const generate = async () => {
    const found = checkFields(template.fields);
    if (Object.keys(found).length > 0) return showErrors(found);
    setGenerating(true);
    try {
      const result = await generateContract(template.id, values);
      setGenerated(result);
      clearLocalFormDraft(template.id);
      setPreview((current) =>
        current ? { ...current, document: result.document, complete: true, missing: [] } : current,
      );
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return showErrors(fieldErrors);
      if (error instanceof HttpError && error.status === 402) {
        const message = error.serverMessage ?? error.message;
        const usage = await checkUsageLimit("contract_generation").catch(() => null);
        setPaywall({ message, used: usage?.used ?? 0, limit: usage?.limit ?? 0, benefits: usage?.benefits ?? [] });
        return;
      }
      toast({
        type: "error",
        title: builderTexts.generateFailed,
        description: errorMessageOf(error),
      });
    } finally {
      setGenerating(false);
    }
  };

  const saveDraft = async () => {
    setSaving(true);
    try {
      await saveFormDraft(template.id, values);
      toast({ type: "success", title: builderTexts.draftSaved, description: builderTexts.draftSavedHint });
    } catch (error) {
      toast({
        type: "error",
        title: builderTexts.draftSaved,
        description: errorMessageOf(error),
      });
    } finally {
      setSaving(false);
    }
  };

  const startAgain = async () => {
    clearLocalFormDraft(template.id);
    await deleteFormDraft(template.id).catch(() => undefined);
    setState(initialFormState(template.fields));
    setErrors({});
    setRestoredFrom(null);
    setGenerated(null);
    setSummary(null);
    goTo(0);
  };

  const step = steps[stepIndex]!;
  const last = stepIndex === steps.length - 1;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="grid gap-4">
        <header>
          <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">
            {categoryLabels[template.category]}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{template.title}</h1>
        </header>

        {!generated && <GenerationAllowance counter={usage.data?.contract_generation} />}

        {restoredFrom && !generated && (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-xl border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900 sm:flex-row sm:items-center sm:justify-between"
          >
            <p>
              {builderTexts.draftRestored(
                new Date(restoredFrom).toLocaleString("en-ZA", {
                  day: "numeric",
                  month: "long",
                  hour: "2-digit",
                  minute: "2-digit",
                }),
              )}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void startAgain()}>
              {builderTexts.discardDraft}
            </Button>
          </div>
        )}

        {generated ? (
          <GeneratedPanel
            generated={generated}
            onAnother={() => void startAgain()}
            canContinueInChat={!template.custom}
          />
        ) : (
          <>
            {steps.length > 1 && (
              <nav aria-label="Steps">
                <ol className="flex flex-wrap gap-2">
                  {steps.map((candidate, index) => {
                    const hasError = candidate.fields.some((field) => errors[field.key]);
                    return (
                      <li key={candidate.name}>
                        <button
                          type="button"
                          onClick={() => goTo(index)}
                          aria-current={index === stepIndex ? "step" : undefined}
                          className={
                            index === stepIndex
                              ? "rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                              : `rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${hasError ? "bg-red-50 text-red-800 ring-red-300" : "bg-white text-navy-700 ring-navy-200 hover:bg-navy-50"}`
                          }
                        >
                          {index + 1}. {candidate.name}
                        </button>
                      </li>
                    );
                  })}
                </ol>
              </nav>
            )}

            <form
              ref={formRef}
              noValidate
              aria-labelledby={`${idPrefix}-step`}
              className="grid gap-5 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
              onSubmit={(event) => {
                event.preventDefault();
                if (last) void generate();
                else next();
              }}
            >
              <div>
                {steps.length > 1 && (
                  <p className="text-sm text-navy-500">{builderTexts.stepOf(stepIndex + 1, steps.length)}</p>
                )}
                <h2
                  id={`${idPrefix}-step`}
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-xl font-semibold text-navy-900 outline-none"
                >
                  {step.name}
                </h2>
              </div>
              {summary && (
                <p
                  role="alert"
                  className="flex items-center gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
                >
                  <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                  {summary}
                </p>
              )}
              {step.fields.map((field) => (
                <FieldWithState
                  key={field.key}
                  field={field}
                  id={`${idPrefix}-${field.key}`}
                  state={state}
                  error={errors[field.key] ?? null}
                  onChange={(value) => setValue(field.key, value)}
                  onBlur={() => {
                    const message = fieldError(field, state);
                    setErrors((shown) => {
                      const copy = { ...shown };
                      if (message) copy[field.key] = message;
                      else delete copy[field.key];
                      return copy;
                    });
                  }}
                />
              ))}
              <div className="flex flex-col-reverse gap-2 border-t border-navy-100 pt-4 sm:flex-row sm:items-center">
                <Button variant="ghost" onClick={() => void saveDraft()} disabled={saving}>
                  {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
                  {builderTexts.saveDraft}
                </Button>
                <div className="flex flex-1 gap-2 sm:justify-end">
                  {stepIndex > 0 && (
                    <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => goTo(stepIndex - 1)}>
                      <ArrowLeft aria-hidden="true" />
                      {builderTexts.back}
                    </Button>
                  )}
                  {last ? (
                    <Button type="submit" className="flex-1 sm:flex-none" disabled={generating}>
                      {generating && <Loader2 aria-hidden="true" className="animate-spin" />}
                      {generating ? builderTexts.generating : builderTexts.generate}
                    </Button>
                  ) : (
                    <Button type="submit" className="flex-1 sm:flex-none">
                      {builderTexts.next}
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  )}
                </div>
              </div>
            </form>
          </>
        )}
      </div>

      <section aria-labelledby={previewHeadingId} className="grid gap-2 lg:sticky lg:top-20">
        <div className="flex items-center justify-between gap-3">
          <h2 id={previewHeadingId} className="text-sm font-semibold tracking-wide text-navy-600 uppercase">
            {builderTexts.preview}
          </h2>
          <p aria-live="polite" className="text-xs text-navy-500">
            {previewState === "updating"
              ? builderTexts.previewUpdating
              : previewState === "failed"
                ? builderTexts.previewFailed
                : ""}
          </p>
        </div>
        <div
          data-testid="document-preview"
          aria-busy={previewState === "updating"}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls on its own, so the keyboard must reach it
          tabIndex={0}
          className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 border border-navy-100 bg-white p-5 shadow-sm sm:p-8 max-h-[70dvh] overflow-y-auto lg:max-h-[calc(100dvh-8rem)]"
        >
          {preview ? (
            <DocumentPreview document={preview.document} />
          ) : (
            <div className="grid gap-2">
              <Skeleton className="mx-auto h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          )}
        </div>
      </section>
      <PaywallDialog content={paywall} onClose={() => setPaywall(null)} />
    </div>
  );
}

function FieldWithState({
  state,
  ...props
}: {
  field: TemplateWithFields["fields"][number];
  id: string;
  state: FormState;
  error: string | null;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
}) {
  return <FieldInput {...props} value={state[props.field.key] ?? ""} />;
}

/** Says before the user starts how many contracts they can still generate this month (nothing when unlimited). */
function GenerationAllowance({ counter }: { counter: { used: number; limit: number | null } | undefined }) {
  if (!counter || counter.limit === null) return null;
  const left = Math.max(0, counter.limit - counter.used);
  return left === 0 ? (
    <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      {builderTexts.noGenerationsLeft(counter.limit)}{" "}
      <Link to={paths.pricing} className="font-semibold underline underline-offset-2">
        {builderTexts.seePlans}
      </Link>
    </p>
  ) : (
    <p role="status" className="text-sm text-navy-600">
      {builderTexts.generationsLeft(left, counter.used, counter.limit)}
    </p>
  );
}
