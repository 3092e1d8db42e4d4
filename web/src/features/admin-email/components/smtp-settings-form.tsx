import { CircleAlert, CircleCheck, CircleDashed } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  type EmailSettingsView,
  emailSettingsUpdateSchema,
  type SmtpSecurity,
  smtpSecurityLabels,
  smtpSecuritySchema,
} from "../../../../../common/api/admin-email";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { errorMessageOf } from "../../../lib/error-message";
import { HttpError } from "../../../lib/http";
import { toast } from "../../toast/api/toast-store";
import { useSaveEmailSettings } from "../api/email-settings";
import { emailConfigTexts as texts } from "../texts";
import { Field, fieldErrorsOf } from "./field";

type FormValues = {
  host: string;
  port: string;
  security: SmtpSecurity;
  user: string;
  password: string;
  clearPassword: boolean;
  fromAddress: string;
  fromName: string;
};

function valuesOf(settings: EmailSettingsView): FormValues {
  return {
    host: settings.host,
    port: String(settings.port),
    security: settings.security,
    user: settings.user,
    password: "",
    clearPassword: false,
    fromAddress: settings.fromAddress,
    fromName: settings.fromName,
  };
}

export function isDirty(values: FormValues, settings: EmailSettingsView): boolean {
  const saved = valuesOf(settings);
  return (Object.keys(saved) as (keyof FormValues)[]).some((key) => values[key] !== saved[key]);
}

/** The SMTP settings. The password is write-only: the screen only knows whether one is saved. */
export function SmtpSettingsForm({
  settings,
  onDirtyChange,
}: {
  settings: EmailSettingsView;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEmailSettings();

  function change<Key extends keyof FormValues>(key: Key, value: FormValues[Key]) {
    const next = { ...values, [key]: value };
    setValues(next);
    onDirtyChange(isDirty(next, settings));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = emailSettingsUpdateSchema.safeParse({
      ...values,
      password: values.clearPassword || values.password === "" ? undefined : values.password,
      clearPassword: values.clearPassword || undefined,
      fromName: values.fromName || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        onDirtyChange(false);
        toast({ type: "success", title: texts.saved, description: texts.configured(saved.host, saved.port) });
      },
      onError: (error) => {
        const fieldErrors =
          (error instanceof HttpError &&
            (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors) ||
          {};
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key, messages[0] ?? ""])));
      },
    });
  }

  const serverError = save.error ? errorMessageOf(save.error) : null;
  const passwordBadge = (
    <span
      className={
        settings.passwordSet
          ? "inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200"
          : "inline-flex items-center gap-1 rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-700 ring-1 ring-navy-200"
      }
    >
      {settings.passwordSet ? (
        <CircleCheck aria-hidden="true" className="size-3.5" />
      ) : (
        <CircleDashed aria-hidden="true" className="size-3.5" />
      )}
      <span className="sr-only">{texts.password}: </span>
      {settings.passwordSet ? texts.passwordSet : texts.passwordNotSet}
    </span>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={texts.smtpTitle} className="grid gap-4">
      <p
        role="status"
        className={
          settings.configured
            ? "flex items-start gap-2 rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900"
            : "flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        }
      >
        {settings.configured ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        {settings.configured ? texts.configured(settings.host, settings.port) : texts.notConfigured}
      </p>
      <div className="grid gap-4 sm:grid-cols-6">
        <Field label={texts.host} hint={texts.hostHint} error={errors.host} className="sm:col-span-4">
          {(props) => (
            <Input
              {...props}
              value={values.host}
              onChange={(event) => change("host", event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={texts.port} error={errors.port} className="sm:col-span-2">
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={values.port}
              onChange={(event) => change("port", event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={texts.security} error={errors.security} className="sm:col-span-6">
          {(props) => (
            <NativeSelect
              {...props}
              value={values.security}
              onChange={(event) => change("security", smtpSecuritySchema.parse(event.target.value))}
            >
              {smtpSecuritySchema.options.map((option) => (
                <option key={option} value={option}>
                  {smtpSecurityLabels[option]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={texts.user} hint={texts.userHint} error={errors.user} className="sm:col-span-3">
          {(props) => (
            <Input
              {...props}
              value={values.user}
              onChange={(event) => change("user", event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          label={texts.password}
          badge={passwordBadge}
          hint={settings.passwordSet ? texts.passwordKeepHint : texts.passwordNewHint}
          error={errors.password}
          className="sm:col-span-3"
        >
          {(props) => (
            <Input
              {...props}
              type="password"
              value={values.password}
              disabled={values.clearPassword}
              onChange={(event) => change("password", event.target.value)}
              autoComplete="new-password"
            />
          )}
        </Field>
        {settings.passwordSet && (
          <label className="flex items-center gap-2 text-sm text-navy-800 sm:col-span-6">
            <input
              type="checkbox"
              checked={values.clearPassword}
              onChange={(event) => change("clearPassword", event.target.checked)}
              className="size-4 rounded border-navy-300 accent-teal-700"
            />
            {texts.clearPassword}
          </label>
        )}
        <Field label={texts.fromAddress} error={errors.fromAddress} className="sm:col-span-3">
          {(props) => (
            <Input
              {...props}
              type="email"
              value={values.fromAddress}
              onChange={(event) => change("fromAddress", event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={texts.fromName} hint={texts.fromNameHint} error={errors.fromName} className="sm:col-span-3">
          {(props) => (
            <Input
              {...props}
              value={values.fromName}
              onChange={(event) => change("fromName", event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      {serverError && !Object.keys(errors).length && <ErrorAlert title={texts.saveFailed}>{serverError}</ErrorAlert>}
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
