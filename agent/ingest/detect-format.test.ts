import { describe, expect, it } from "vitest";
import { detectFormat } from "./detect-format";
import { readFixture } from "./fixtures";

describe("detectFormat (magic bytes, never the name)", () => {
  it.each([
    ["residential-lease-wc.pdf", "pdf"],
    ["residential-lease-wc.scanned.pdf", "pdf"],
    ["residential-lease-wc.docx", "zip"],
    ["residential-lease-wc.doc", "doc"],
    ["residential-lease-wc.txt", "txt"],
    ["residential-lease-wc.jpg", "jpg"],
    ["residential-lease-wc.png", "png"],
    ["residential-lease-wc.tiff", "tiff"],
    ["residential-lease-wc.bmp", "bmp"],
    ["residential-lease-wc.heic", "heic"],
    ["bad-png-renamed.pdf", "png"],
    ["bad-zip-bomb.docx", "zip"],
    ["bad-password-protected.pdf", "pdf"],
    ["bad-truncated.pdf", "pdf"],
  ])("%s is %s", (file, format) => {
    expect(detectFormat(readFixture(file))).toBe(format);
  });

  it("recognises big-endian TIFF, UTF-16 text and a PDF header after leading junk", () => {
    expect(detectFormat(new Uint8Array([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe("tiff");
    expect(detectFormat(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]))).toBe("txt");
    expect(detectFormat(new TextEncoder().encode("\n\n%PDF-1.7\n1 0 obj"))).toBe("pdf");
  });

  it("rejects binary data it does not know", () => {
    expect(detectFormat(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]))).toBeNull(); // ELF executable
    expect(detectFormat(new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0]))).toBeNull(); // gzip
    expect(
      detectFormat(new Uint8Array([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32])),
    ).toBeNull(); // MP4
  });
});
