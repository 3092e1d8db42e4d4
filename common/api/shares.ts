import { z } from "zod";
import { analysisDetailSchema } from "./analyses";

/** A read-only public link to one analysis (POST /api/analyses/:id/share). */
export const analysisShareSchema = z.object({
  token: z.string(),
  /** The page anyone with the link opens: /shared/{token}. */
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type AnalysisShare = z.infer<typeof analysisShareSchema>;

/** GET /api/analyses/:id/share — the analysis's live link, or null when it is not shared. */
export const shareStatusResponseSchema = z.object({ share: analysisShareSchema.nullable() });
export type ShareStatusResponse = z.infer<typeof shareStatusResponseSchema>;

/**
 * GET /api/shared/:token — public and read-only: the analysis result with the clause texts it
 * quotes, and nothing about its owner. The ids of the analysis and contract are replaced by the token.
 */
export const sharedAnalysisResponseSchema = z.object({
  sharedAt: z.iso.datetime(),
  analysis: analysisDetailSchema,
});
export type SharedAnalysisResponse = z.infer<typeof sharedAnalysisResponseSchema>;

/** The share token's shape: 32 random bytes in base64url (43 characters). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
