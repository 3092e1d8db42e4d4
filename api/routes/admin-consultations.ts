import { Hono } from "hono";
import { z } from "zod";
import { toAdminConsultation } from "../consultations/to-consultation";
import type { AppEnv } from "../context";
import { listConsultationRequests } from "../db/queries/consultations";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** GET /api/admin/consultations: every attorney consultation request, newest first (admins only). */
export const adminConsultationRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/", validate("query", pageSchema), async (c) => {
    const rows = await listConsultationRequests(c.var.deps.db, c.req.valid("query"));
    return c.json(rows.map(toAdminConsultation));
  });
