import { describe, expect, it } from "vitest";
import { isAppError } from "../../common/errors";
import { checkDocument } from "./extract-document";
import { readFixture } from "./fixtures";

async function refusalOf(name: string, options: Parameters<typeof checkDocument>[1] = {}) {
  try {
    await checkDocument({ bytes: readFixture(name), fileName: name }, options);
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return null;
}

describe("checkDocument: the quick checks before an upload is accepted", () => {
  it("refuses every bad fixture with the same code full extraction would give", async () => {
    expect(await refusalOf("bad-empty.pdf")).toBe("file_empty");
    expect(await refusalOf("bad-one-byte.txt")).toBe("not_enough_text");
    expect(await refusalOf("bad-password-protected.pdf")).toBe("file_encrypted");
    expect(await refusalOf("bad-truncated.pdf")).toBe("file_corrupt");
    expect(await refusalOf("bad-zip-bomb.docx")).toBe("archive_too_large");
  });

  it("accepts good files by their content and counts PDF pages", async () => {
    expect(await checkDocument({ bytes: readFixture("residential-lease-wc.pdf") })).toEqual({
      format: "pdf",
      pageCount: expect.any(Number),
    });
    expect((await checkDocument({ bytes: readFixture("residential-lease-wc.docx") })).format).toBe("docx");
    expect((await checkDocument({ bytes: readFixture("residential-lease-wc.doc") })).format).toBe("doc");
    expect((await checkDocument({ bytes: readFixture("residential-lease-wc.txt") })).format).toBe("txt");
    expect((await checkDocument({ bytes: readFixture("bad-png-renamed.pdf") })).format).toBe("png");
  });

  it("applies the size and page limits it is given", async () => {
    expect(await refusalOf("residential-lease-wc.pdf", { maxBytes: 1000 })).toBe("file_too_large");
    expect(await refusalOf("residential-lease-wc.pdf", { maxPages: 1 })).toBe("file_too_many_pages");
  });
});
