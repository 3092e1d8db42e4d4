/**
 * Decodes an uploaded text file: UTF-8 (with or without BOM), UTF-16 LE/BE with a BOM, and
 * Windows-1252 (the usual encoding of text saved by older Windows editors) when the bytes are
 * not valid UTF-8. Line ends become `\n`.
 */
export function decodeText(bytes: Uint8Array): string {
  return normaliseLineEnds(decodeBytes(bytes));
}

function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * Windows-1252 differs from Latin-1 only in 0x80–0x9F (curly quotes, dashes, €, …). Node's
 * TextDecoder("windows-1252") decodes that range as Latin-1 control characters (nodejs/node#56542),
 * so those 32 bytes are mapped here (undefined bytes 0x81, 0x8D, 0x8F, 0x90, 0x9D stay as they are).
 */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (let offset = 0; offset < bytes.length; offset += 8192) {
    const chunk = bytes.subarray(offset, offset + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (byte) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte)),
    );
  }
  return text;
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
