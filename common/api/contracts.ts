import { z } from "zod";
import { clauseSchema, documentFormatSchema, extractionMethodSchema } from "../document";

export const storedPageSchema = z.object({
  number: z.number().int().positive(),
  method: extractionMethodSchema,
  confidence: z.number().nullable(),
  lowConfidence: z.boolean(),
});

/** A stored contract as lists show it (GET /api/contracts, and the response of POST /api/contracts). */
export const contractSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: documentFormatSchema,
  byteSize: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
  pages: z.array(storedPageSchema),
  warnings: z.array(z.string()),
  createdAt: z.iso.datetime(),
  /** When the retention policy deletes the uploaded file and its extracted text. */
  deleteFilesAfter: z.iso.datetime(),
  filesDeleted: z.boolean(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** GET /api/contracts/:id — the summary plus the extracted text and clause tree (null once deleted by retention). */
export const contractDetailSchema = contractSummarySchema.extend({
  text: z.string().nullable(),
  clauses: z.array(clauseSchema).nullable(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;
