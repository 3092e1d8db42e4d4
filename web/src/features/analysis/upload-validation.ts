import { uploadTexts } from "./texts";

/** DESIGN.md: MAX_UPLOAD_MB defaults to 20; the server checks again with its own setting. */
export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** SPEC §1: PDF, DOCX, DOC, TXT, and photos read by OCR. */
export const ACCEPTED_EXTENSIONS = [
  ".pdf",
  ".docx",
  ".doc",
  ".txt",
  ".jpg",
  ".jpeg",
  ".png",
  ".tif",
  ".tiff",
  ".bmp",
  ".heic",
  ".heif",
] as const;

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 ? "" : fileName.slice(dot).toLowerCase();
}

/**
 * The checks made before sending a file: its type by extension, not empty, not over the size limit.
 * Returns the message to show, or null when the file may be sent. The server checks the content itself.
 */
export function validateUpload(file: Pick<File, "name" | "size">, maxBytes = MAX_UPLOAD_BYTES): string | null {
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return uploadTexts.errorType;
  if (file.size === 0) return uploadTexts.errorEmpty;
  if (file.size > maxBytes) return uploadTexts.errorTooLarge(Math.round(maxBytes / (1024 * 1024)));
  return null;
}

/** "1.2 MB", "640 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
