import { z } from "zod";
import { analysisSummarySchema } from "./analyses";

/**
 * Signed-out visitors (DESIGN "visitors"): one analysis per browser session on the landing page,
 * sent with the X-Session-Id header to /api/visitor/…; signing up or in within the same browser
 * session claims it into the account.
 */

/** A visitor's contract that nobody claimed is deleted whole this long after its upload. */
export const VISITOR_RETENTION_HOURS = 24;

/** GET /api/visitor/analysis — this browser session's analysis, if it has one. */
export const visitorAnalysisResponseSchema = z.object({ analysis: analysisSummarySchema.nullable() });
export type VisitorAnalysisResponse = z.infer<typeof visitorAnalysisResponseSchema>;

/** POST /api/visitor/claim (signed in) — what moved into the account. */
export const claimVisitorResponseSchema = z.object({
  claimed: z.array(z.object({ contractId: z.string(), analysisId: z.string() })),
});
export type ClaimVisitorResponse = z.infer<typeof claimVisitorResponseSchema>;
