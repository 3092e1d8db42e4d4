import { createMiddleware } from "hono/factory";
import { AppError } from "../../common/errors";
import type { AppEnv } from "../context";

const message = "The request contains a NUL character (\\u0000), which text cannot hold. Remove it and try again.";

/** True when a string anywhere in a parsed value (keys included) holds U+0000, which Postgres text and jsonb cannot store. */
export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNulCharacter);
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNulCharacter(item));
  return false;
}

/** A 400 for input holding U+0000: refused here with a message instead of failing in the database with a 500. */
export function refuseNulCharacters(value: unknown): void {
  if (containsNulCharacter(value)) throw new AppError("validation_failed", { message });
}

/** Path parameters and query values are refused when they hold an encoded NUL (%00), before any route reads them. */
export const refuseNulInUrl = createMiddleware<AppEnv>(async (c, next) => {
  if (/%00/.test(c.req.url)) throw new AppError("validation_failed", { message });
  await next();
});
