import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { feedbackRequestSchema } from "../../../../../common/api/account";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import { toast } from "../../toast/api/toast-store";
import { type FeedbackForm, useSubmitFeedback } from "../api/submit-feedback";
import { feedbackTexts as texts } from "../texts";

const emptyForm: FeedbackForm = { rating: "", experience: "", improvements: "", recommendation: "", contactEmail: "" };
const recommendations = ["yes", "maybe", "no"] as const;

const choiceClass =
  "relative flex h-11 cursor-pointer items-center justify-center rounded-lg border border-navy-200 bg-white px-2 text-sm font-semibold text-navy-800 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600";

/** The shared request schema (the one POST /api/feedback checks), for the fields the user fills. */
const feedbackFormSchema = feedbackRequestSchema.pick({
  rating: true,
  experience: true,
  improvements: true,
  recommendation: true,
  contactEmail: true,
});
type FeedbackFormInput = z.input<typeof feedbackFormSchema>;

/**
 * The feedback form (SPEC §3, §4, §5): rating 1–5 required; success toasts, closes and resets; failure toasts and keeps the form.
 * react-hook-form, validated by the shared feedbackRequestSchema.
 */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<FeedbackFormInput>({
    resolver: zodResolver(feedbackFormSchema, undefined, { raw: true }),
    defaultValues: emptyForm,
  });
  const rating = form.watch("rating");
  const emailError = form.formState.errors.contactEmail ? texts.emailInvalid : null;
  const submit = useSubmitFeedback();
  const ids = { experience: useId(), improvements: useId(), email: useId() };

  const validateAndSend = form.handleSubmit((values) => {
    submit.mutate(
      {
        ...values,
        // the radios give the rating as text
        rating: String(values.rating),
        recommendation: values.recommendation ?? "",
        contactEmail: values.contactEmail ?? "",
      },
      {
        onSuccess: () => {
          toast({ type: "success", title: texts.successTitle, description: texts.successDescription });
          form.reset(emptyForm);
          onOpenChange(false);
        },
        onError: () => toast({ type: "error", title: texts.failureTitle, description: texts.failureDescription }),
      },
    );
  });

  function send(event: FormEvent) {
    event.preventDefault();
    if (!rating || submit.isPending) return;
    void validateAndSend(event);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !submit.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
        <form onSubmit={send} noValidate className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-navy-900">
              {texts.ratingLegend}{" "}
              <span className="text-red-700" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="grid grid-cols-5 gap-2">
              {texts.ratingLabels.map((label, index) => {
                const value = String(index + 1);
                return (
                  <label key={value} className={choiceClass} title={label}>
                    <input
                      type="radio"
                      value={value}
                      required
                      {...form.register("rating")}
                      className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg"
                      aria-label={label}
                    />
                    <span aria-hidden="true" className="pointer-events-none">
                      {value}
                    </span>
                  </label>
                );
              })}
            </div>
            <p className="flex justify-between text-xs text-navy-500" aria-hidden="true">
              <span>{texts.ratingLabels[0]!.slice(4)}</span>
              <span>{texts.ratingLabels[4]!.slice(4)}</span>
            </p>
          </fieldset>

          <div className="grid gap-1.5">
            <label htmlFor={ids.experience} className="text-sm font-semibold text-navy-900">
              {texts.experienceLabel}
            </label>
            <Textarea id={ids.experience} maxLength={5000} className="min-h-16" {...form.register("experience")} />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.improvements} className="text-sm font-semibold text-navy-900">
              {texts.improvementsLabel}
            </label>
            <Textarea id={ids.improvements} maxLength={5000} className="min-h-16" {...form.register("improvements")} />
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-navy-900">{texts.recommendationLegend}</legend>
            <div className="grid grid-cols-3 gap-2">
              {recommendations.map((value) => (
                <label key={value} className={choiceClass}>
                  <input
                    type="radio"
                    value={value}
                    {...form.register("recommendation")}
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg"
                  />
                  {texts.recommendationLabels[value]}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-1.5">
            <label htmlFor={ids.email} className="text-sm font-semibold text-navy-900">
              {texts.emailLabel}
            </label>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              {...form.register("contactEmail", { setValueAs: (value: string) => value.trim() })}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={cn(`${ids.email}-hint`, emailError && `${ids.email}-error`)}
            />
            <p id={`${ids.email}-hint`} className="text-xs text-navy-500">
              {texts.emailHint}
            </p>
            {emailError && (
              <p id={`${ids.email}-error`} className="text-sm font-medium text-red-700">
                {emailError}
              </p>
            )}
          </div>

          {!rating && <p className="text-sm text-navy-600">{texts.ratingRequired}</p>}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)} disabled={submit.isPending}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={!rating || submit.isPending} aria-busy={submit.isPending || undefined}>
              {submit.isPending ? texts.submitting : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
