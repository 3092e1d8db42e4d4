import { z } from "zod";

/** A node of the clause tree. Offsets index into ExtractedDocument.text (start inclusive, end exclusive). */
export type Clause = {
  number: string | null;
  heading: string | null;
  text: string;
  start: number;
  end: number;
  page: number;
  children: Clause[];
};

export const clauseSchema: z.ZodType<Clause> = z.lazy(() =>
  z.object({
    number: z.string().nullable(),
    heading: z.string().nullable(),
    text: z.string(),
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    children: z.array(clauseSchema),
  }),
);

export const extractionMethodSchema = z.enum(["text", "ocr"]);
export type ExtractionMethod = z.infer<typeof extractionMethodSchema>;

export const extractedPageSchema = z.object({
  number: z.number().int().positive(),
  method: extractionMethodSchema,
  /** Character offsets of this page's text in ExtractedDocument.text. */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** OCR confidence 0–100; null for text-layer pages. */
  confidence: z.number().min(0).max(100).nullable(),
  /** True when OCR confidence is below the quality gate: the user should re-take or re-scan this page. */
  lowConfidence: z.boolean(),
});
export type ExtractedPage = z.infer<typeof extractedPageSchema>;

export const documentFormatSchema = z.enum(["pdf", "docx", "doc", "txt", "jpg", "png", "tiff", "bmp", "heic"]);
export type DocumentFormat = z.infer<typeof documentFormatSchema>;

/** What ingestion produces from an uploaded file (`npm run extract -- <file> --json` prints this). */
export const extractedDocumentSchema = z.object({
  format: documentFormatSchema,
  text: z.string(),
  pageCount: z.number().int().nonnegative(),
  pages: z.array(extractedPageSchema),
  clauses: z.array(clauseSchema),
  warnings: z.array(z.string()),
});
export type ExtractedDocument = z.infer<typeof extractedDocumentSchema>;
