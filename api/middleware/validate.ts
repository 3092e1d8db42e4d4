import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { AppError } from "../../common/errors";
import { refuseNulCharacters } from "./refuse-nul-characters";

/** zValidator that fails with the product's one error shape: 400 validation_failed with the field messages (and for text holding NUL). */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) {
      refuseNulCharacters(result.data);
    } else {
      const flattened = z.flattenError(result.error as unknown as z.ZodError);
      const firstMessage = Object.values(flattened.fieldErrors).flat()[0] ?? flattened.formErrors[0];
      throw new AppError("validation_failed", {
        message: typeof firstMessage === "string" ? firstMessage : undefined,
        details: { fieldErrors: flattened.fieldErrors, formErrors: flattened.formErrors },
      });
    }
  });
}
