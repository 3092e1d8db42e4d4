import { z } from "zod";
import { HttpError } from "../../../lib/http";

/** Field messages of a 422 (template_values_invalid) from preview or generate, or null for other errors. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const parsed = z.object({ fieldErrors: z.record(z.string(), z.string()) }).safeParse(error.details);
  return parsed.success ? parsed.data.fieldErrors : null;
}
