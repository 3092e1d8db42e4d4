import type { SignedInEnv } from "../context";
import { clientIp } from "./client-ip";
import { rateLimit } from "./rate-limit";

/**
 * Rate limits on the requests that make the server do heavy work (render a file, run an analysis,
 * build a contract) or read the quota counters. The plan limits count a month; these stop a script
 * from spending that month, or an unlimited plan, in a minute and slowing the service for everyone.
 */
const minutes = (count: number) => count * 60 * 1000;

/** A limit counted per signed-in user (the route is behind requireUser). */
function perUser(name: string, limit: { perWindow: number; windowMs: number }, message: string) {
  return rateLimit<SignedInEnv>({
    name,
    limit: limit.perWindow,
    windowMs: limit.windowMs,
    keyOf: (c) => c.var.user.id,
    message,
  });
}

export const generationLimit = { perWindow: 20, windowMs: minutes(10) } as const;
export const exportLimit = { perWindow: 60, windowMs: minutes(10) } as const;
export const reanalysisLimit = { perWindow: 20, windowMs: minutes(10) } as const;
export const usageLimit = { perWindow: 120, windowMs: minutes(1) } as const;
export const checkoutLimit = { perWindow: 10, windowMs: minutes(10) } as const;

/** Contracts made from a template, the library's and the user's own together (signed-in routes). */
export const limitGenerations = perUser(
  "generate",
  generationLimit,
  "You have made many contracts in a short time. Please wait a few minutes and try again.",
);

/** Rendered downloads: analysis reports, drafts as Word or PDF, invoices (signed-in routes). */
export const limitExports = perUser(
  "export",
  exportLimit,
  "You have downloaded many files in a short time. Please wait a few minutes and try again.",
);

/** Running an analysis again costs as much as the first run, and is not counted against the plan. */
export const limitReanalyses = perUser(
  "reanalyze",
  reanalysisLimit,
  "You have run many analyses again in a short time. Please wait a few minutes and try again.",
);

/** Starting a checkout stores a payment and calls the provider with our credentials (signed-in routes). */
export const limitCheckouts = perUser(
  "checkout",
  checkoutLimit,
  "You have started many checkouts in a short time. Please wait a few minutes and try again.",
);

/** /api/usage: a user by account, a visitor by address (a visitor's session id is whatever the caller sends). */
export const limitUsageRequests = rateLimit({
  name: "usage",
  limit: usageLimit.perWindow,
  windowMs: usageLimit.windowMs,
  keyOf: (c) => (c.var.user ? `user:${c.var.user.id}` : `ip:${clientIp(c)}`),
  message: "Too many requests in a short time. Please wait a minute and try again.",
});
