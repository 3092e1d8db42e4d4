import { createMiddleware } from "hono/factory";
import { AppError } from "../../common/errors";
import type { AppEnv } from "../context";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The payment providers' notifications: sent by their servers, trusted only after the signature (or
 * PayFast's source address and validation call) checks out, and never acting on a session cookie — so
 * an Origin check protects nothing there. Exact paths only: any other path, or a trailing slash, is checked.
 */
const providerWebhooks = new Set(["/api/payfast/notify", "/api/yoco/webhook", "/api/paypal/webhook"]);

/**
 * CSRF defence for cookie-authenticated changes: a browser request that changes something must come from our own origin.
 * Browsers send Origin on every cross-origin POST, PUT, PATCH and DELETE (fetch and form posts alike; "null" from
 * sandboxed or privacy-sensitive contexts, refused here), and Sec-Fetch-Site where they support it. A request
 * without either is not a cross-site page riding on a visitor's cookie: it is a same-origin request from an old
 * browser or a client such as curl, which holds the cookie itself. The session cookie's SameSite=Lax is the
 * second layer: browsers do not send it on a cross-site POST at all.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (unsafeMethods.has(c.req.method) && !providerWebhooks.has(c.req.path)) {
    const expected = c.var.deps.env.PUBLIC_URL ? new URL(c.var.deps.env.PUBLIC_URL).origin : new URL(c.req.url).origin;
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    if ((origin && origin !== expected) || fetchSite === "cross-site") {
      throw new AppError("forbidden", { message: "This request did not come from ContractClarity." });
    }
  }
  await next();
});
