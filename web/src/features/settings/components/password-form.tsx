import { type FormEvent, useId, useState } from "react";
import { newPasswordSchema } from "../../../../../common/api/auth";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { errorMessageOf } from "../../../lib/error-message";
import { toast } from "../../toast/api/toast-store";
import { useChangePassword } from "../api/change-password";
import { settingsTexts as texts } from "../texts";
import { FieldError, fieldErrorOf, SettingsSection } from "./settings-section";

type Errors = { currentPassword?: string; newPassword?: string; confirmPassword?: string; form?: string };

/** Current + new password (the sign-up rules, checked here and on the server); other devices are signed out. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirmPassword, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const ids = { current: useId(), next: useId(), confirm: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!currentPassword) found.currentPassword = "Enter your current password.";
    const rule = newPasswordSchema.safeParse(newPassword);
    if (!rule.success) found.newPassword = rule.error.issues[0]?.message;
    else if (newPassword === currentPassword)
      found.newPassword = "Choose a new password that differs from your current one.";
    if (confirmPassword !== newPassword) found.confirmPassword = texts.passwordsDiffer;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          setCurrent("");
          setNew("");
          setConfirm("");
          toast({
            type: "success",
            title: texts.passwordChanged,
            description: texts.passwordChangedDescription(result.otherSessionsSignedOut),
          });
        },
        onError: (error) =>
          setErrors({
            currentPassword: fieldErrorOf(error, "currentPassword"),
            newPassword: fieldErrorOf(error, "newPassword"),
            form:
              fieldErrorOf(error, "currentPassword") || fieldErrorOf(error, "newPassword")
                ? undefined
                : errorMessageOf(error),
          }),
      },
    );
  }

  if (!hasPassword) {
    return (
      <SettingsSection id="password" title={texts.passwordTitle}>
        <p className="text-sm text-navy-700">{texts.passwordSso}</p>
      </SettingsSection>
    );
  }

  const field = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    error: string | undefined,
    autoComplete: string,
    hint?: string,
  ) => (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-navy-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );

  return (
    <SettingsSection id="password" title={texts.passwordTitle} intro={texts.passwordIntro}>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-3">
          {field(
            ids.current,
            texts.currentPasswordLabel,
            currentPassword,
            setCurrent,
            errors.currentPassword,
            "current-password",
          )}
          {field(
            ids.next,
            texts.newPasswordLabel,
            newPassword,
            setNew,
            errors.newPassword,
            "new-password",
            texts.newPasswordHint,
          )}
          {field(
            ids.confirm,
            texts.confirmPasswordLabel,
            confirmPassword,
            setConfirm,
            errors.confirmPassword,
            "new-password",
          )}
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {errors.form}
          </p>
        )}
        <div>
          <Button
            type="submit"
            variant="secondary"
            disabled={change.isPending}
            aria-busy={change.isPending || undefined}
          >
            {change.isPending ? texts.changingPassword : texts.changePassword}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
