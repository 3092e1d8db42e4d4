import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { AppError } from "../../common/errors";

export type ZipLimits = {
  /** Refuse when the entries inflate to more than this many bytes in total. */
  maxInflatedBytes: number;
  /** Refuse when inflated bytes exceed this multiple of the archive's size (counted once past `ratioFloorBytes`). */
  maxRatio: number;
  /** Below this many inflated bytes the ratio is not checked: tiny archives of XML compress very well. */
  ratioFloorBytes: number;
};

export const defaultZipLimits: ZipLimits = { maxInflatedBytes: 50 * 1024 * 1024, maxRatio: 100, ratioFloorBytes: 1024 * 1024 };

const CHUNK_BYTES = 64 * 1024;

/**
 * Inflates every entry of a ZIP archive as a stream, counting the real inflated bytes (declared
 * sizes can lie) and discarding the data, so memory stays bounded. Throws `archive_too_large`
 * as soon as a limit is crossed and `file_corrupt` when the archive cannot be read. Returns the
 * entry names so the caller can tell what the archive holds (a Word document has
 * `word/document.xml`).
 */
export function checkZipArchive(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): { entryNames: string[]; inflatedBytes: number } {
  const entryNames: string[] = [];
  const openFiles: UnzipFile[] = [];
  let inflatedBytes = 0;
  let refusal: AppError | null = null;

  const refuse = (reason: string) => {
    refusal ??= new AppError("archive_too_large", { details: { reason, inflatedBytes, archiveBytes: bytes.byteLength } });
    for (const file of openFiles) file.terminate();
  };
  const overLimit = (total: number) =>
    total > limits.maxInflatedBytes || (total > limits.ratioFloorBytes && total > bytes.byteLength * limits.maxRatio);

  const unzip = new Unzip((file) => {
    entryNames.push(file.name);
    if (refusal) return;
    if (file.originalSize !== undefined && overLimit(inflatedBytes + file.originalSize)) {
      refuse(`declared size of ${file.name}`);
      return;
    }
    openFiles.push(file);
    file.ondata = (error, chunk) => {
      if (error) {
        refusal ??= new AppError("file_corrupt", { cause: error });
        return;
      }
      inflatedBytes += chunk.byteLength;
      if (overLimit(inflatedBytes)) refuse(`inflated size of ${file.name}`);
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  try {
    for (let offset = 0; offset < bytes.byteLength && !refusal; offset += CHUNK_BYTES) {
      const end = Math.min(offset + CHUNK_BYTES, bytes.byteLength);
      unzip.push(bytes.subarray(offset, end), end === bytes.byteLength);
    }
  } catch (error) {
    if (!refusal) throw new AppError("file_corrupt", { cause: error });
  }
  if (refusal) throw refusal;
  if (entryNames.length === 0) throw new AppError("file_corrupt", { message: "The archive is empty or damaged and cannot be read." });
  return { entryNames, inflatedBytes };
}
