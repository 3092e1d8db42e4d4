import { createMiddleware } from "hono/factory";
import { AppError } from "../../common/errors";
import type { AppEnv } from "../context";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for cookie-authenticated changes: a browser request that changes something must come from our own origin.
 * Browsers send Origin (and Sec-Fetch-Site) on every cross-site POST; requests without them are not from a browser page.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (unsafeMethods.has(c.req.method)) {
    const expected = c.var.deps.env.PUBLIC_URL ? new URL(c.var.deps.env.PUBLIC_URL).origin : new URL(c.req.url).origin;
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    if ((origin && origin !== expected) || fetchSite === "cross-site") {
      throw new AppError("forbidden", { message: "This request did not come from ContractClarity." });
    }
  }
  await next();
});
