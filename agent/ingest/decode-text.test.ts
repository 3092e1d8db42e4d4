import { describe, expect, it } from "vitest";
import { decodeText } from "./decode-text";

const sample = "Huurder se deposito: R29 000,00 — “the Tenant” café\nLine two";

describe("decodeText", () => {
  it("reads UTF-8 with and without a BOM", () => {
    const utf8 = new TextEncoder().encode(sample);
    expect(decodeText(utf8)).toBe(sample);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(sample);
  });

  it("reads UTF-16 little- and big-endian with a BOM", () => {
    const le = Buffer.from(sample, "utf16le");
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...le]))).toBe(sample);
    const be = Buffer.from(le).swap16();
    expect(decodeText(new Uint8Array([0xfe, 0xff, ...be]))).toBe(sample);
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8", () => {
    // "café — “the Tenant” R100" as saved by an old Windows editor
    const windows1252 = new Uint8Array([
      0x63, 0x61, 0x66, 0xe9, 0x20, 0x97, 0x20, 0x93, 0x74, 0x68, 0x65, 0x20, 0x54, 0x65, 0x6e, 0x61, 0x6e, 0x74, 0x94,
      0x20, 0x52, 0x31, 0x30, 0x30,
    ]);
    expect(decodeText(windows1252)).toBe("café — “the Tenant” R100");
  });

  it("normalises Windows and old Mac line ends", () => {
    expect(decodeText(new TextEncoder().encode("a\r\nb\rc\n"))).toBe("a\nb\nc\n");
  });
});
