import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { changePasswordRequestSchema } from "../../../../../common/api/account";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { errorMessageOf } from "../../../lib/error-message";
import { toast } from "../../toast/api/toast-store";
import { useChangePassword } from "../api/change-password";
import { settingsTexts as texts } from "../texts";
import { FieldError, fieldErrorOf, SettingsSection } from "./settings-section";

/** The shared request schema (the one POST /api/account/password checks) plus the repeated new password. */
const passwordFormSchema = changePasswordRequestSchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((value) => value.confirmPassword === value.newPassword, {
    message: texts.passwordsDiffer,
    path: ["confirmPassword"],
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/**
 * Current + new password (the sign-up rules, checked here and on the server); other devices are signed out.
 * react-hook-form, validated by the shared changePasswordRequestSchema.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const formErrors = form.formState.errors;
  const errors = {
    currentPassword: formErrors.currentPassword?.message,
    newPassword: formErrors.newPassword?.message,
    confirmPassword: formErrors.confirmPassword?.message,
    form: formErrors.root?.message,
  };
  const ids = { current: useId(), next: useId(), confirm: useId() };

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          form.reset();
          toast({
            type: "success",
            title: texts.passwordChanged,
            description: texts.passwordChangedDescription(result.otherSessionsSignedOut),
          });
        },
        onError: (error) => {
          const currentPasswordError = fieldErrorOf(error, "currentPassword");
          const newPasswordError = fieldErrorOf(error, "newPassword");
          if (currentPasswordError) form.setError("currentPassword", { type: "server", message: currentPasswordError });
          if (newPasswordError) form.setError("newPassword", { type: "server", message: newPasswordError });
          if (!currentPasswordError && !newPasswordError)
            form.setError("root", { type: "server", message: errorMessageOf(error) });
        },
      },
    );
  });

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
    registered: UseFormRegisterReturn,
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
        {...registered}
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
            form.register("currentPassword"),
            errors.currentPassword,
            "current-password",
          )}
          {field(
            ids.next,
            texts.newPasswordLabel,
            form.register("newPassword"),
            errors.newPassword,
            "new-password",
            texts.newPasswordHint,
          )}
          {field(
            ids.confirm,
            texts.confirmPasswordLabel,
            form.register("confirmPassword"),
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
