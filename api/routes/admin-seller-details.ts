import { Hono } from "hono";
import { type SellerDetails, sellerDetailsRequestSchema } from "../../common/api/admin";
import type { AppEnv } from "../context";
import { recordAdminAction } from "../db/queries/admin-audit";
import { findSellerDetails, saveSellerDetails } from "../db/queries/seller-details";
import type { SellerDetailsRow } from "../db/schema";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";

function toSellerDetails(row: SellerDetailsRow | undefined): SellerDetails {
  if (!row) return null;
  return {
    legalName: row.legalName,
    address: row.address,
    vatNumber: row.vatNumber,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** /api/admin/seller-details: the seller's name, address and VAT number on every tax invoice (audited). */
export const adminSellerDetailsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)

  .get("/", async (c) => c.json(toSellerDetails(await findSellerDetails(c.var.deps.db))))

  .put("/", validate("json", sellerDetailsRequestSchema), async (c) => {
    const { db, clock } = c.var.deps;
    const values = c.req.valid("json");
    const saved = await db.transaction(async (tx) => {
      const before = await findSellerDetails(tx);
      const after = await saveSellerDetails(tx, { ...values, now: clock.now() });
      await recordAdminAction(tx, {
        admin: c.var.user,
        action: "seller_details.updated",
        targetType: "seller_details",
        targetId: null,
        before: before ? { legalName: before.legalName, address: before.address, vatNumber: before.vatNumber } : null,
        after: { legalName: after.legalName, address: after.address, vatNumber: after.vatNumber },
        now: clock.now(),
      });
      return after;
    });
    return c.json(toSellerDetails(saved));
  });
