import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "../../common/errors";
import { checkZipArchive } from "./check-zip-archive";
import { extractDocument } from "./extract-document";
import { readFixture } from "./fixtures";

const MB = 1024 * 1024;

/** A ZIP whose central directory and local header understate the entry's size, as a hostile archive would. */
function lyingZip(name: string, content: Uint8Array, declaredSize: number): Uint8Array {
  const archive = Buffer.from(zipSync({ [name]: content }, { level: 9 }));
  const local = archive.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  archive.writeUInt32LE(declaredSize, local + 22);
  const central = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  archive.writeUInt32LE(declaredSize, central + 24);
  return new Uint8Array(archive);
}

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("checkZipArchive", () => {
  it("accepts a real DOCX and lists its entries", async () => {
    const { entryNames, inflatedBytes } = await checkZipArchive(readFixture("residential-lease-wc.docx"));
    expect(entryNames).toContain("word/document.xml");
    expect(inflatedBytes).toBeGreaterThan(100_000);
    expect(inflatedBytes).toBeLessThan(5 * MB);
  });

  it("refuses the zip-bomb fixture (555 MB document.xml) with archive_too_large", async () => {
    expect((await refusal(() => checkZipArchive(readFixture("bad-zip-bomb.docx")))).code).toBe("archive_too_large");
  });

  it("counts real inflated bytes when the archive lies about its sizes, and stops at the cap", async () => {
    const bomb = lyingZip("word/document.xml", new Uint8Array(80 * MB).fill(0x20), 1000);
    expect(bomb.byteLength).toBeLessThan(MB);
    const error = await refusal(() => checkZipArchive(bomb));
    expect(error.code).toBe("archive_too_large");
    expect(error.details).toMatchObject({ reason: "inflated size of word/document.xml" });
    // the 100:1 ratio is crossed first, a few MB in
    const counted = (error.details as { inflatedBytes: number }).inflatedBytes;
    expect(counted).toBeGreaterThan(MB);
    expect(counted).toBeLessThan(10 * MB);
    // with the ratio rule off, the 50 MB cap stops it just past 50 MB
    const capped = await refusal(() =>
      checkZipArchive(bomb, { maxInflatedBytes: 50 * MB, maxRatio: 1e9, ratioFloorBytes: MB }),
    );
    const cappedAt = (capped.details as { inflatedBytes: number }).inflatedBytes;
    expect(cappedAt).toBeGreaterThan(50 * MB);
    expect(cappedAt).toBeLessThan(51 * MB);
  });

  it("refuses a ratio above 100:1 even under 50 MB", async () => {
    const archive = zipSync({ "word/document.xml": new Uint8Array(20 * MB).fill(0x41) }, { level: 9 });
    expect((await refusal(() => checkZipArchive(archive))).code).toBe("archive_too_large");
    const lenient = await checkZipArchive(archive, {
      maxInflatedBytes: 50 * MB,
      maxRatio: 1_000_000,
      ratioFloorBytes: MB,
    });
    expect(lenient.inflatedBytes).toBe(20 * MB);
  });

  it("reports a damaged or truncated archive as file_corrupt", async () => {
    const docx = readFixture("mutual-nda-capetown.docx");
    const damaged = docx.slice();
    damaged.fill(0x55, 200, 4000);
    expect((await refusal(() => checkZipArchive(damaged))).code).toBe("file_corrupt");
    expect((await refusal(() => checkZipArchive(docx.slice(0, docx.length - 100)))).code).toBe("file_corrupt");
  });
});

describe("zip bomb through extractDocument", () => {
  it("is refused without the process's memory growing by more than 100 MB", async () => {
    const bytes = readFixture("bad-zip-bomb.docx");
    global.gc?.();
    const before = process.memoryUsage();
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    let peakDuring = before.rss;
    const sampler = setInterval(() => (peakDuring = Math.max(peakDuring, process.memoryUsage().rss)), 5);
    await expect(extractDocument({ bytes, fileName: "bad-zip-bomb.docx" })).rejects.toMatchObject({
      code: "archive_too_large",
    });
    clearInterval(sampler);
    const after = process.memoryUsage();
    const peakAfter = process.resourceUsage().maxRSS * 1024;
    const growth = {
      rss: (after.rss - before.rss) / MB,
      heap: (after.heapUsed - before.heapUsed) / MB,
      external: (after.external + after.arrayBuffers - before.external - before.arrayBuffers) / MB,
      peakRss: (Math.max(peakAfter, peakDuring) - Math.max(peakBefore, before.rss)) / MB,
    };
    console.info(
      `zip bomb memory growth (MB): ${JSON.stringify(Object.fromEntries(Object.entries(growth).map(([key, value]) => [key, Number(value.toFixed(1))])))}`,
    );
    expect(growth.rss).toBeLessThan(100);
    expect(growth.heap).toBeLessThan(100);
    expect(growth.external).toBeLessThan(100);
    expect(growth.peakRss).toBeLessThan(100);
  });
});
