import { Hono } from "hono";
import { feedbackRequestSchema } from "../../common/api/account";
import type { AppEnv } from "../context";
import { insertFeedback } from "../db/queries/feedback";
import { clientIp } from "../middleware/client-ip";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";

/** Feedback from anyone (SPEC §4 "Feedback"): success is judged on HTTP ok only, the body is `{ id }`. */
export const feedbackLimit = { perWindow: 10, windowMs: 60 * 60 * 1000 } as const;

/** Only the path of the page the feedback came from: a query string or hash may hold tokens. */
function pagePathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, "http://localhost").pathname.slice(0, 512);
  } catch {
    return null;
  }
}

export const feedbackRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit({
    name: "feedback",
    limit: feedbackLimit.perWindow,
    windowMs: feedbackLimit.windowMs,
    keyOf: (c) => clientIp(c),
    message: "You have sent a lot of feedback in a short time. Thank you — please try again later.",
  }),
  validate("json", feedbackRequestSchema),
  async (c) => {
    const input = c.req.valid("json");
    const row = await insertFeedback(c.var.deps.db, {
      userId: c.var.user?.id ?? null,
      rating: input.rating,
      experience: input.experience,
      improvements: input.improvements,
      recommendation: input.recommendation,
      contactEmail: input.contactEmail,
      pagePath: pagePathOf(input.url),
      userAgent: (c.req.header("user-agent") ?? input.userAgent ?? "").slice(0, 512) || null,
      createdAt: c.var.deps.clock.now(),
    });
    return c.json({ id: row.id }, 201);
  },
);
