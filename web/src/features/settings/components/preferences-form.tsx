import { type FormEvent, useId, useState } from "react";
import type { Account, Preferences, ReadingLevel } from "../../../../../common/api/account";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { errorMessageOf } from "../../../lib/error-message";
import { jurisdictionOptions, sideOptions } from "../../analysis/components/upload-panel";
import { formatDay } from "../../contracts/format-day";
import { toast } from "../../toast/api/toast-store";
import { useUpdatePreferences } from "../api/update-preferences";
import { settingsTexts as texts } from "../texts";
import { FieldError, fieldErrorOf, SettingsSection } from "./settings-section";

const readingOptions: ReadonlyArray<{ value: ReadingLevel; label: string; hint: string }> = [
  { value: "plain", label: texts.readingPlain, hint: texts.readingPlainHint },
  { value: "detailed", label: texts.readingDetailed, hint: texts.readingDetailedHint },
];

/** Profile (name; email shown) and the defaults for new analyses, saved together. */
export function PreferencesForm({ account }: { account: Account }) {
  const update = useUpdatePreferences();
  const [form, setForm] = useState<Preferences>(account.preferences);
  const ids = { name: useId(), jurisdiction: useId(), side: useId(), reading: useId() };
  const nameError = fieldErrorOf(update.error, "displayName");
  const changed = JSON.stringify(form) !== JSON.stringify(account.preferences);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { ...form, displayName: form.displayName ?? "" },
      {
        onSuccess: (saved) => {
          setForm(saved);
          toast({ type: "success", title: texts.saved, description: texts.savedDescription });
        },
        onError: (error) => toast({ type: "error", title: texts.saveFailed, description: errorMessageOf(error) }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-6" noValidate>
      <SettingsSection id="profile" title={texts.profileTitle} intro={texts.profileIntro}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <span className="text-sm font-semibold text-navy-900">{texts.emailLabel}</span>
            <p className="break-all text-base text-navy-800" data-testid="account-email">
              {account.email}
            </p>
            <p className="text-xs text-navy-500">{texts.memberSince(formatDay(account.createdAt))}</p>
          </div>
          <div className="grid content-start gap-1.5">
            <label htmlFor={ids.name} className="text-sm font-semibold text-navy-900">
              {texts.nameLabel}
            </label>
            <Input
              id={ids.name}
              autoComplete="name"
              maxLength={100}
              value={form.displayName ?? ""}
              onChange={(event) => setForm({ ...form, displayName: event.target.value })}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={`${ids.name}-hint ${ids.name}-error`}
            />
            <p id={`${ids.name}-hint`} className="text-xs text-navy-500">
              {texts.nameHint}
            </p>
            <FieldError id={`${ids.name}-error`} message={nameError} />
          </div>
        </div>
      </SettingsSection>

      <SettingsSection id="preferences" title={texts.preferencesTitle} intro={texts.preferencesIntro}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <label htmlFor={ids.jurisdiction} className="text-sm font-semibold text-navy-900">
              {texts.jurisdictionLabel}
            </label>
            <NativeSelect
              id={ids.jurisdiction}
              value={form.defaultJurisdiction ?? ""}
              onChange={(event) =>
                setForm({
                  ...form,
                  defaultJurisdiction: (event.target.value || null) as Preferences["defaultJurisdiction"],
                })
              }
            >
              <option value="">{texts.jurisdictionAuto}</option>
              {jurisdictionOptions.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1.5">
            <label htmlFor={ids.side} className="text-sm font-semibold text-navy-900">
              {texts.sideLabel}
            </label>
            <NativeSelect
              id={ids.side}
              value={form.usualSide ?? ""}
              onChange={(event) => setForm({ ...form, usualSide: event.target.value || null })}
            >
              <option value="">{texts.sideAuto}</option>
              {sideOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <fieldset className="mt-6 grid gap-3">
          <legend className="text-sm font-semibold text-navy-900">{texts.readingLabel}</legend>
          {readingOptions.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer gap-3 rounded-xl border border-navy-100 p-3 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600"
            >
              <input
                type="radio"
                name={ids.reading}
                value={option.value}
                checked={form.readingLevel === option.value}
                onChange={() => setForm({ ...form, readingLevel: option.value })}
                className="mt-1 size-4 accent-teal-700"
                aria-describedby={`${ids.reading}-${option.value}`}
              />
              <span>
                <span className="block text-sm font-semibold text-navy-900">{option.label}</span>
                <span id={`${ids.reading}-${option.value}`} className="block text-sm text-navy-600">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-6">
          <Button type="submit" disabled={update.isPending || !changed} aria-busy={update.isPending || undefined}>
            {update.isPending ? texts.saving : texts.save}
          </Button>
        </div>
      </SettingsSection>
    </form>
  );
}
