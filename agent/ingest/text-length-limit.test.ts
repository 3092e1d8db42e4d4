import { describe, expect, it } from "vitest";
import { checkDocument, extractDocument } from "./extract-document";
import { readFixtureText } from "./fixtures";

/** The lease's text repeated until it is `chars` characters long, on one line or in paragraphs. */
function longText(chars: number, oneLine: boolean): Uint8Array {
  const lease = readFixtureText("residential-lease-wc.txt");
  const unit = oneLine ? lease.replace(/\s+/g, " ") : `${lease}\n`;
  return new TextEncoder().encode(unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars));
}

describe("text and Word files are held to the page limit by their length (found by the upload fuzz)", () => {
  it("refuses a 5.8 MB one-line text file at upload and in the job, instead of analysing it for minutes", async () => {
    const bytes = longText(5_800_000, true);
    const expected = {
      code: "file_too_many_pages",
      status: 422,
      message: "The document is about 1934 pages long; the limit is 300. Please upload a shorter document.",
    };
    await expect(checkDocument({ bytes, fileName: "lease.txt" })).rejects.toMatchObject(expected);
    await expect(extractDocument({ bytes, fileName: "lease.txt" })).rejects.toMatchObject(expected);
  });

  it("measures pages as 3,000 characters against the limit it is given", async () => {
    const bytes = longText(30_001, false);
    await expect(checkDocument({ bytes }, { maxPages: 10 })).rejects.toMatchObject({ code: "file_too_many_pages" });
    await expect(extractDocument({ bytes }, { maxPages: 10 })).rejects.toMatchObject({ code: "file_too_many_pages" });
    expect(await checkDocument({ bytes }, { maxPages: 11 })).toEqual({ format: "txt", pageCount: null });
    expect((await extractDocument({ bytes }, { maxPages: 11 })).format).toBe("txt");
  });
});
