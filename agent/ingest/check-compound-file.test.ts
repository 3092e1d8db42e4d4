import { describe, expect, it } from "vitest";
import { checkCompoundFile } from "./check-compound-file";
import { checkDocument, extractDocument } from "./extract-document";
import { docWithLoopingChain, fixtureSlugs, readFixture } from "./fixtures";

describe("checkCompoundFile: the structure of a Word 97–2003 file, before word-extractor reads it", () => {
  it("accepts the fixture .doc files", () => {
    for (const slug of fixtureSlugs) expect(() => checkCompoundFile(readFixture(`${slug}.doc`))).not.toThrow();
  });

  it("refuses a sector chain that loops (word-extractor would grow an array until V8 aborts the process)", async () => {
    const looping = docWithLoopingChain();
    expect(() => checkCompoundFile(looping)).toThrow(expect.objectContaining({ code: "file_corrupt" }));
    await expect(checkDocument({ bytes: looping, fileName: "lease.doc" })).rejects.toMatchObject({
      code: "file_corrupt",
      status: 422,
    });
    await expect(extractDocument({ bytes: looping, fileName: "lease.doc" })).rejects.toMatchObject({
      code: "file_corrupt",
      message: "This Word document is damaged or incomplete and cannot be read. Please upload a complete copy.",
    });
  });

  it("refuses sector sizes and counts that do not fit the file", () => {
    const cases: Array<[offset: number, value: number, bytes: 2 | 4]> = [
      [30, 31, 2], // sector shift
      [32, 0, 2], // mini sector shift
      [44, 0x7fffffff, 4], // FAT sectors
      [72, 100_000, 4], // DIFAT sectors
    ];
    for (const [offset, value, size] of cases) {
      const bytes = readFixture("mutual-nda-capetown.doc").slice();
      const view = new DataView(bytes.buffer);
      if (size === 2) view.setUint16(offset, value, true);
      else view.setUint32(offset, value, true);
      expect(() => checkCompoundFile(bytes), `header field at ${offset}`).toThrow(
        expect.objectContaining({ code: "file_corrupt" }),
      );
    }
    expect(() => checkCompoundFile(readFixture("mutual-nda-capetown.doc").subarray(0, 300))).toThrow(
      expect.objectContaining({ code: "file_corrupt" }),
    );
  });
});
