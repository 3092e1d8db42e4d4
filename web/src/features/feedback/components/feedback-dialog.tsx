import { type FormEvent, useId, useState } from "react";
import { emailSchema } from "../../../../../common/api/auth";
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

/** The feedback form (SPEC §3, §4, §5): rating 1–5 required; success toasts, closes and resets; failure toasts and keeps the form. */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<FeedbackForm>(emptyForm);
  const [emailError, setEmailError] = useState<string | null>(null);
  const submit = useSubmitFeedback();
  const ids = { rating: useId(), experience: useId(), improvements: useId(), recommendation: useId(), email: useId() };

  function send(event: FormEvent) {
    event.preventDefault();
    if (!form.rating || submit.isPending) return;
    const email = form.contactEmail?.trim() ?? "";
    if (email && !emailSchema.safeParse(email).success) {
      setEmailError(texts.emailInvalid);
      document.getElementById(ids.email)?.focus();
      return;
    }
    setEmailError(null);
    submit.mutate(
      { ...form, contactEmail: email },
      {
        onSuccess: () => {
          toast({ type: "success", title: texts.successTitle, description: texts.successDescription });
          setForm(emptyForm);
          onOpenChange(false);
        },
        onError: () => toast({ type: "error", title: texts.failureTitle, description: texts.failureDescription }),
      },
    );
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
                      name={ids.rating}
                      value={value}
                      required
                      checked={form.rating === value}
                      onChange={() => setForm({ ...form, rating: value })}
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
            <Textarea
              id={ids.experience}
              maxLength={5000}
              className="min-h-16"
              value={form.experience ?? ""}
              onChange={(event) => setForm({ ...form, experience: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.improvements} className="text-sm font-semibold text-navy-900">
              {texts.improvementsLabel}
            </label>
            <Textarea
              id={ids.improvements}
              maxLength={5000}
              className="min-h-16"
              value={form.improvements ?? ""}
              onChange={(event) => setForm({ ...form, improvements: event.target.value })}
            />
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-navy-900">{texts.recommendationLegend}</legend>
            <div className="grid grid-cols-3 gap-2">
              {recommendations.map((value) => (
                <label key={value} className={choiceClass}>
                  <input
                    type="radio"
                    name={ids.recommendation}
                    value={value}
                    checked={form.recommendation === value}
                    onChange={() => setForm({ ...form, recommendation: value })}
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
              value={form.contactEmail ?? ""}
              onChange={(event) => setForm({ ...form, contactEmail: event.target.value })}
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

          {!form.rating && <p className="text-sm text-navy-600">{texts.ratingRequired}</p>}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)} disabled={submit.isPending}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={!form.rating || submit.isPending} aria-busy={submit.isPending || undefined}>
              {submit.isPending ? texts.submitting : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
