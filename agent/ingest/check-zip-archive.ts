import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
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

/**
 * Checks a ZIP archive (a DOCX) before any parser sees it. First the sizes the central directory
 * declares are added up (a quick refusal for honest bombs); then every entry is inflated as a
 * stream in small chunks that are counted and dropped, so a lying directory is caught by the real
 * byte count (yauzl's own size validation is off so that this count decides) and memory stays
 * bounded whatever the archive claims. Throws `archive_too_large`
 * the moment a limit is crossed and `file_corrupt` when the archive cannot be read. Returns the
 * entry names (a Word document has `word/document.xml`).
 */
export async function checkZipArchive(
  bytes: Uint8Array,
  limits: ZipLimits = defaultZipLimits,
): Promise<{ entryNames: string[]; inflatedBytes: number }> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const overLimit = (total: number) =>
    total > limits.maxInflatedBytes || (total > limits.ratioFloorBytes && total > buffer.byteLength * limits.maxRatio);
  const refuse = (reason: string, inflatedBytes: number) =>
    new AppError("archive_too_large", { details: { reason, inflatedBytes, archiveBytes: buffer.byteLength } });

  const zip = await openZip(buffer);
  try {
    const entries = await readEntries(zip);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (overLimit(declared)) throw refuse("declared sizes", 0);

    let inflatedBytes = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith("/")) continue;
      const stream = await openEntry(zip, entry);
      await new Promise<void>((resolve, reject) => {
        stream.on("data", (chunk: Buffer) => {
          inflatedBytes += chunk.byteLength;
          if (overLimit(inflatedBytes)) {
            stream.destroy();
            reject(refuse(`inflated size of ${entry.fileName}`, inflatedBytes));
          }
        });
        stream.on("end", resolve);
        stream.on("error", (error) => reject(corrupt(error)));
      });
    }
    return { entryNames: entries.map((entry) => entry.fileName), inflatedBytes };
  } finally {
    zip.close();
  }
}

function corrupt(error: unknown): AppError {
  return error instanceof AppError
    ? error
    : new AppError("file_corrupt", {
        message: "The document is damaged or incomplete and cannot be read. Please upload a complete copy.",
        cause: error,
      });
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (error, zip) =>
      error ? reject(corrupt(error)) : resolve(zip),
    );
  });
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", (error) => reject(corrupt(error)));
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(corrupt(error)) : resolve(stream)));
  });
}
