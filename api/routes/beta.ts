import { Hono } from "hono";
import type { z } from "zod";
import type { betaProgrammeStatusSchema } from "../../common/api/billing";
import { betaProgramme } from "../../common/plans";
import { forgetCachedUser } from "../auth/session-cache";
import { betaPlacesLeft, joinBeta, subscriptionStatusOf } from "../billing/subscriptions";
import type { AppEnv } from "../context";
import { requireUser } from "../middleware/session";

export const betaRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const status: z.infer<typeof betaProgrammeStatusSchema> = {
      placesLeft: await betaPlacesLeft(c.var.deps.db),
      testers: betaProgramme.testers,
      months: betaProgramme.months,
    };
    return c.json(status);
  })

  .post("/join", requireUser, async (c) => {
    const { db, clock } = c.var.deps;
    const userId = c.var.user.id;
    await joinBeta(db, { userId, now: clock.now() });
    forgetCachedUser(c.var.sessionCache, userId);
    return c.json(await subscriptionStatusOf(db, { userId, now: clock.now() }));
  });
