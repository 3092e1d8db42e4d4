import type { JurisdictionCode } from "../../../../../common/analysis";
import { type UploadResponse, uploadResponseSchema } from "../../../../../common/api/analyses";
import { errorBodySchema } from "../../../../../common/errors";
import { errorMessageOf } from "../../../lib/error-message";
import { HttpError, NetworkError } from "../../../lib/http";
import { uploadTexts } from "../texts";

export const UPLOAD_PATH = "/api/contracts";

export type UploadOptions = {
  /** "I am the…" hint; omitted when the user leaves it to the engine. */
  side?: string;
  jurisdiction?: JurisdictionCode;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Another upload endpoint with the same contract (the landing page's visitor upload). */
  path?: string;
  headers?: Record<string, string>;
};

/**
 * POST /api/contracts as multipart/form-data (field `file`, optional `side` and `jurisdiction`).
 * XMLHttpRequest rather than fetch because only it reports upload progress; the session cookie
 * goes with it (withCredentials). Errors read like the HTTP client's (SPEC §8), with the server's
 * own message kept for the form to show.
 */
export function uploadContract(file: File, options: UploadOptions = {}): Promise<UploadResponse> {
  const form = new FormData();
  form.append("file", file, file.name);
  if (options.side) form.append("side", options.side);
  if (options.jurisdiction) form.append("jurisdiction", options.jurisdiction);

  return new Promise<UploadResponse>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", options.path ?? UPLOAD_PATH);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener("load", () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = uploadResponseSchema.safeParse(body);
        if (parsed.success) {
          options.onProgress?.(100);
          resolve(parsed.data);
        } else {
          reject(new Error(uploadTexts.uploadFailed, { cause: parsed.error }));
        }
        return;
      }
      reject(toUploadError(request.status, request.statusText, body, request.responseText));
    });
    request.addEventListener("error", () => reject(new NetworkError()));
    request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled.", "AbortError")));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toUploadError(status: number, statusText: string, body: unknown, text: string): HttpError {
  const parsed = errorBodySchema.safeParse(body);
  const serverMessage = parsed.success ? parsed.data.error.message : undefined;
  const code = parsed.success ? parsed.data.error.code : undefined;
  return new HttpError(status, `${status}: ${serverMessage ?? (text || statusText)}`, {
    code,
    serverMessage,
    details: parsed.success ? parsed.data.error.details : undefined,
  });
}

/** The message the upload form shows for a failed upload. */
export function uploadErrorMessage(error: unknown): string {
  return (error instanceof Error && errorMessageOf(error)) || uploadTexts.uploadFailed;
}
