import type { UploadResponse } from "../../../../../common/api/analyses";
import { type UploadOptions, uploadContract } from "../../analysis/api/upload-contract";
import { sessionIdHeaders } from "../../billing/session-id";

/** POST /api/visitor/contracts — a signed-out visitor's upload, counted by the browser session (X-Session-Id). */
export function uploadVisitorContract(file: File, options: UploadOptions): Promise<UploadResponse> {
  return uploadContract(file, { ...options, path: "/api/visitor/contracts", headers: sessionIdHeaders() });
}
