import { z } from "zod";

/**
 * GET /api/config — the settings the public pages state (no secrets): the retention period the
 * policies quote, the upload limit, and which AI provider reads contracts (a hosted one means the
 * text leaves South Africa, which the privacy policy must say).
 */
export const publicConfigSchema = z.object({
  retentionDays: z.number().int().positive(),
  maxUploadMb: z.number().positive(),
  aiProvider: z.enum(["local", "openai", "openai-compatible"]),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
