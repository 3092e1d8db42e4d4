import { describe, expect, it } from "vitest";
import { uploadTexts } from "./texts";
import { fileExtension, formatBytes, MAX_UPLOAD_BYTES, validateUpload } from "./upload-validation";

const texts = { type: uploadTexts.errorType, empty: uploadTexts.errorEmpty };

describe("validateUpload", () => {
  it.each([
    "lease.pdf",
    "LEASE.PDF",
    "offer.docx",
    "old.doc",
    "notes.txt",
    "scan.jpg",
    "scan.jpeg",
    "scan.png",
    "scan.tif",
    "scan.tiff",
    "scan.bmp",
    "photo.heic",
    "photo.HEIF",
  ])("accepts %s", (name) => {
    expect(validateUpload({ name, size: 1_000 })).toBeNull();
  });

  it.each(["contract.zip", "contract.exe", "contract", ".pdf", "contract.pdf.js", "sheet.xlsx"])(
    "refuses the type of %s",
    (name) => {
      expect(validateUpload({ name, size: 1_000 })).toBe(texts.type);
    },
  );

  it("refuses an empty file", () => {
    expect(validateUpload({ name: "lease.pdf", size: 0 })).toBe(texts.empty);
  });

  it("accepts exactly 20 MB and refuses one byte more", () => {
    expect(validateUpload({ name: "lease.pdf", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(validateUpload({ name: "lease.pdf", size: MAX_UPLOAD_BYTES + 1 })).toBe(
      "The file is larger than 20 MB. Please upload a smaller file.",
    );
  });

  it("reads extensions case-insensitively and ignores leading dots", () => {
    expect(fileExtension("A.Docx")).toBe(".docx");
    expect(fileExtension(".bashrc")).toBe("");
    expect(fileExtension("README")).toBe("");
  });

  it("formats sizes", () => {
    expect(formatBytes(12)).toBe("12 bytes");
    expect(formatBytes(640 * 1024)).toBe("640 KB");
    expect(formatBytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});
