import { Hono } from "hono";
import type { PublicConfig } from "../../common/api/public-config";
import type { AppEnv } from "../context";

/** GET /api/config: the configured numbers the policy pages quote, so each lives in one place (env). */
export const publicConfigRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { env } = c.var.deps;
  const config: PublicConfig = {
    retentionDays: env.RETENTION_DAYS,
    maxUploadMb: env.MAX_UPLOAD_MB,
    aiProvider: env.AI_PROVIDER,
  };
  c.header("Cache-Control", "public, max-age=300");
  return c.json(config);
});
