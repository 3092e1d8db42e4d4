import { z } from "zod";

/**
 * Every error the product can report, with its HTTP status and the text a user reads.
 * The API turns an AppError into `{ error: { code, message, details? } }`; the web app shows `message`.
 */
export const errorCatalogue = {
  bad_request: { status: 400, message: "The request could not be understood." },
  validation_failed: { status: 400, message: "Some fields are not valid." },
  unauthorized: { status: 401, message: "Please sign in to continue." },
  forbidden: { status: 403, message: "You do not have access to this." },
  not_found: { status: 404, message: "Not found." },
  analysis_not_found: { status: 404, message: "Analysis not found for this contract." },
  conflict: { status: 409, message: "That conflicts with existing data." },
  payment_required: { status: 402, message: "You have reached your plan's limit. Upgrade to continue." },
  template_values_invalid: { status: 422, message: "Some answers need attention before the contract can be made." },
  rate_limited: { status: 429, message: "Too many attempts. Please wait a moment and try again." },
  internal: { status: 500, message: "Something went wrong on our side. Please try again." },
  service_unavailable: { status: 503, message: "The service is temporarily unavailable. Please try again shortly." },
  database_unavailable: {
    status: 503,
    message: "We cannot reach our database right now. Please try again in a minute.",
  },
  storage_full: {
    status: 507,
    message: "Our server has run out of storage space, so this could not be saved. Please try again later.",
  },

  // accounts
  invalid_credentials: { status: 401, message: "The email or password is incorrect." },
  email_taken: { status: 409, message: "An account with this email already exists. Sign in instead." },
  weak_password: { status: 400, message: "Choose a stronger password." },
  sign_in_unavailable: { status: 503, message: "Single sign-on is not configured." },

  // uploads and extraction
  file_empty: { status: 400, message: "The file is empty. Please choose the contract file again." },
  file_too_large: { status: 413, message: "The file is too large." },
  file_type_unsupported: {
    status: 415,
    message:
      "This file type is not supported. Upload a PDF, DOCX, DOC or TXT file, or a photo (JPG, PNG, TIFF, BMP, HEIC).",
  },
  file_corrupt: {
    status: 422,
    message: "The file is damaged or incomplete and cannot be read. Please upload a complete copy.",
  },
  file_encrypted: { status: 422, message: "This PDF is password-protected. Please upload an unlocked copy." },
  file_too_many_pages: { status: 422, message: "The document has too many pages." },
  archive_too_large: {
    status: 422,
    message: "The document expands to far more data than a contract would. It was refused for safety.",
  },
  not_enough_text: { status: 422, message: "There is not enough text in this file to analyse." },
  no_readable_text: {
    status: 422,
    message: "We could not read any text in this image. Please take a sharper, well-lit photo of the page.",
  },
  // plans and payments
  sign_in_required: { status: 401, message: "Create a free account or sign in to do this." },
  amount_mismatch: { status: 400, message: "The amount does not match the plan's price." },
  plan_not_purchasable: { status: 400, message: "The Free plan needs no payment." },
  payment_not_verified: {
    status: 402,
    message:
      "We have not received a confirmed payment for this plan yet. If you paid, wait a moment and try again, or contact support.",
  },
  payment_provider_failed: {
    status: 502,
    message: "The payment provider did not respond as expected. Please try again shortly.",
  },
  refund_not_allowed: { status: 422, message: "This payment cannot be refunded." },
  beta_full: { status: 409, message: "The beta programme is full." },
  document_too_demanding: {
    status: 422,
    message: "This document is too large or complex to analyse. Please upload a shorter copy, or split it into parts.",
  },
  processing_timeout: {
    status: 422,
    message: "The document took too long to read. Please try a smaller or clearer file.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodeSchema = z.enum(Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The one error type of the product. `message` overrides the catalogue's text when the case needs a specific one. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, options: { message?: string; cause?: unknown; details?: unknown } = {}) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
