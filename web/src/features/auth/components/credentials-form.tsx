import type { UseMutationResult } from "@tanstack/react-query";
import { CircleAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import type { AuthUser } from "../../../../../common/api/auth";
import { Button } from "../../../components/ui/button";
import { type FormErrors, formErrorsFrom, validate } from "../api/form-errors";
import { authTexts } from "../texts";
import { FormField } from "./form-field";

type Credentials = { email: string; password: string };

type CredentialsFormProps = {
  schema: z.ZodType<Credentials>;
  mutation: UseMutationResult<AuthUser, Error, Credentials>;
  submitLabel: string;
  pendingLabel: string;
  passwordAutoComplete: "current-password" | "new-password";
  passwordHint?: string;
};

/** Email + password form: validates with the shared schema, then shows the server's field or form errors. */
export function CredentialsForm({
  schema,
  mutation,
  submitLabel,
  pendingLabel,
  passwordAutoComplete,
  passwordHint,
}: CredentialsFormProps) {
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = validate(schema, { email: form.get("email") ?? "", password: form.get("password") ?? "" });
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({ fields: {} });
    mutation.mutate(result.data, { onError: (error) => setErrors(formErrorsFrom(error)) });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {errors.form && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{errors.form}</span>
        </div>
      )}
      <FormField
        label={authTexts.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        errors={errors.fields.email}
      />
      <FormField
        label={authTexts.password}
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        required
        hint={passwordHint}
        errors={errors.fields.password}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
