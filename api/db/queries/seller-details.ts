import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { type SellerDetailsRow, sellerDetails } from "../schema";

const SINGLE_ROW_ID = 1;

/** The seller's details for tax invoices, or undefined while an admin has not set them. */
export async function findSellerDetails(db: Database): Promise<SellerDetailsRow | undefined> {
  const [row] = await db.select().from(sellerDetails).where(eq(sellerDetails.id, SINGLE_ROW_ID));
  return row;
}

/** Sets the seller's details (the one row, created on first save). */
export async function saveSellerDetails(
  db: Database,
  params: { legalName: string; address: string; vatNumber: string; now: Date },
): Promise<SellerDetailsRow> {
  const values = {
    legalName: params.legalName,
    address: params.address,
    vatNumber: params.vatNumber,
    updatedAt: params.now,
  };
  const [row] = await db
    .insert(sellerDetails)
    .values({ id: SINGLE_ROW_ID, ...values })
    .onConflictDoUpdate({ target: sellerDetails.id, set: values })
    .returning();
  return row!;
}
