import type { DocumentFormat } from "../../common/document";
import { looksLikeText } from "./decode-text";

/** A container we recognised by its magic bytes, before looking inside it. */
export type SniffedFormat = DocumentFormat | "zip";

/**
 * Identifies an upload by its content (magic bytes), never by its name. A ZIP is reported as
 * `zip`: whether it is a Word document is decided after the archive has been checked for size.
 * Returns null for anything we do not accept.
 */
export function detectFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "zip";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc"; // OLE compound file
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26 && isBmpHeader(bytes)) return "bmp";
  if (isHeic(bytes)) return "heic";
  // Some PDF writers put junk before the header; readers accept %PDF- within the first 1 KB.
  if (indexOf(bytes.subarray(0, 1024), [0x25, 0x50, 0x44, 0x46, 0x2d]) >= 0) return "pdf";
  if (looksLikeText(bytes)) return "txt";
  return null;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function indexOf(bytes: Uint8Array, signature: number[]): number {
  outer: for (let index = 0; index + signature.length <= bytes.length; index += 1) {
    for (let offset = 0; offset < signature.length; offset += 1)
      if (bytes[index + offset] !== signature[offset]) continue outer;
    return index;
  }
  return -1;
}

function isBmpHeader(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dibHeaderSize = view.getUint32(14, true);
  return [12, 40, 52, 56, 64, 108, 124].includes(dibHeaderSize);
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** ISO base media file: `....ftyp<brand>` with a HEIF brand. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const type = String.fromCharCode(...bytes.subarray(4, 8));
  if (type !== "ftyp") return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const brands: string[] = [String.fromCharCode(...bytes.subarray(8, 12))];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length, 64); offset += 4) {
    brands.push(String.fromCharCode(...bytes.subarray(offset, offset + 4)));
  }
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}
