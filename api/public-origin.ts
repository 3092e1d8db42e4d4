import type { Context } from "hono";
import type { AppEnv } from "./context";

/** The origin for links the browser follows later (payment returns, sign-in callbacks, e-mails): PUBLIC_URL when set, else this request's. */
export function publicOrigin<E extends AppEnv>(c: Context<E>): string {
  return c.var.deps.env.PUBLIC_URL ? new URL(c.var.deps.env.PUBLIC_URL).origin : new URL(c.req.url).origin;
}
