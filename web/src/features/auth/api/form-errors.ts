import { z } from "zod";
import { HttpError } from "../../../lib/http";
import { authTexts } from "../texts";

export type FieldErrors = { email?: string[]; password?: string[] };
export type FormErrors = { fields: FieldErrors; form?: string };

const fieldErrorsSchema = z.object({
  fieldErrors: z.object({ email: z.array(z.string()).optional(), password: z.array(z.string()).optional() }),
});

/** Turns a failed sign-in or sign-up into what the form shows: per-field messages, or one message for the form. */
export function formErrorsFrom(error: unknown): FormErrors {
  if (error instanceof HttpError) {
    const details = fieldErrorsSchema.safeParse(error.details);
    if (error.code === "validation_failed" && details.success) return { fields: details.data.fieldErrors };
    return { fields: {}, form: error.serverMessage ?? error.message };
  }
  return { fields: {}, form: error instanceof Error ? error.message : authTexts.genericError };
}

/** Client-side validation with the same zod schema the server uses, so both say the same thing. */
export function validate<T>(schema: z.ZodType<T>, values: unknown): { data: T } | { errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const flat = z.flattenError(result.error);
  return { errors: { fields: flat.fieldErrors as FieldErrors, form: flat.formErrors[0] } };
}
