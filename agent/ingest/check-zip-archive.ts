import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { AppError } from "../../common/errors";

export type ZipLimits = {
  /** Refuse when the entries inflate to more than this many bytes in total. */
  maxInflatedBytes: number;
  /** Refuse when inflated bytes exceed this multiple of the archive's size (checked past `ratioFloorBytes`). */
  maxRatio: number;
  /** Below this many inflated bytes the ratio is not checked: tiny archives of XML compress very well. */
  ratioFloorBytes: number;
};

export const defaultZipLimits: ZipLimits = {
  maxInflatedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/** Compressed bytes handed to the inflater at a time: one step inflates to at most about 1,000 times this. */
const CHUNK_BYTES = 512;
/** Steps between yields to the event loop, so a large archive does not hold up other requests. */
const STEPS_PER_YIELD = 256;

/**
 * Checks a ZIP archive (a DOCX) before any parser sees it. First the sizes the central directory
 * declares are added up (a quick refusal for honest bombs); then every entry is inflated as a
 * stream, fed in small chunks whose output is counted and dropped, so a lying directory is caught
 * by the real byte count and memory stays bounded whatever the archive claims. Throws
 * `archive_too_large` the moment a limit is crossed and `file_corrupt` when the archive cannot be
 * read. Returns the entry names (a Word document has `word/document.xml`).
 */
export async function checkZipArchive(
  bytes: Uint8Array,
  limits: ZipLimits = defaultZipLimits,
): Promise<{ entryNames: string[]; inflatedBytes: number }> {
  const overLimit = (total: number) =>
    total > limits.maxInflatedBytes || (total > limits.ratioFloorBytes && total > bytes.byteLength * limits.maxRatio);
  const refuse = (reason: string, inflatedBytes: number) =>
    new AppError("archive_too_large", { details: { reason, inflatedBytes, archiveBytes: bytes.byteLength } });

  const entries = readCentralDirectory(bytes);
  const declared = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (overLimit(declared)) throw refuse("declared sizes", 0);

  let inflatedBytes = 0;
  let failure: AppError | null = null;
  const unzip = new Unzip((file) => {
    file.ondata = (error, data) => {
      if (failure) return;
      if (error) {
        failure = corrupt(error);
        return;
      }
      inflatedBytes += data.byteLength;
      if (overLimit(inflatedBytes)) {
        failure = refuse(`inflated size of ${file.name}`, inflatedBytes);
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let offset = 0, step = 0; offset < bytes.byteLength && !failure; offset += CHUNK_BYTES, step++) {
    try {
      unzip.push(bytes.subarray(offset, offset + CHUNK_BYTES), offset + CHUNK_BYTES >= bytes.byteLength);
    } catch (error) {
      failure ??= corrupt(error);
    }
    if (step % STEPS_PER_YIELD === STEPS_PER_YIELD - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  if (failure) throw failure;
  return { entryNames: entries.map((entry) => entry.name), inflatedBytes };
}

/** The entries the central directory lists, read without inflating anything. */
function readCentralDirectory(bytes: Uint8Array): Array<{ name: string; originalSize: number }> {
  const entries: Array<{ name: string; originalSize: number }> = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, originalSize: file.originalSize });
        return false;
      },
    });
  } catch (error) {
    throw corrupt(error);
  }
  return entries;
}

function corrupt(error: unknown): AppError {
  return error instanceof AppError
    ? error
    : new AppError("file_corrupt", {
        message: "The document is damaged or incomplete and cannot be read. Please upload a complete copy.",
        cause: error,
      });
}
