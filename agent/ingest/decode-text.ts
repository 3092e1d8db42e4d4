/**
 * Decodes an uploaded text file: UTF-8 (with or without BOM), UTF-16 LE/BE with a BOM, and
 * Windows-1252 (the usual encoding of text saved by older Windows editors) when the bytes are
 * not valid UTF-8. Line ends become `\n`.
 */
export function decodeText(bytes: Uint8Array): string {
  return normaliseLineEnds(decodeBytes(bytes));
}

function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** True when the bytes look like text rather than a binary format (used for content sniffing). */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const hasUtf16Bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (hasUtf16Bom) return true;
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control += 1;
  }
  return control / sample.length < 0.01;
}
