import { Hono } from "hono";
import { z } from "zod";
import { toAuthUser } from "../auth/to-auth-user";
import type { AppEnv } from "../context";
import { listUsers } from "../db/queries/users";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Admin APIs: every route here sits behind requireAdmin (the server checks the role). */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/users", validate("query", pageSchema), async (c) => {
    const page = c.req.valid("query");
    const rows = await listUsers(c.var.deps.db, page);
    return c.json(
      rows.map((row) => ({ ...toAuthUser(row, c.var.deps.env.ADMIN_EMAILS), createdAt: row.createdAt.toISOString() })),
    );
  });
