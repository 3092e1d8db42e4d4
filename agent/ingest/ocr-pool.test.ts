import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { readFixture } from "./fixtures";
import { OcrPool } from "./ocr-pool";

/** The top of the photographed lease: its title, a few lines to read (quick to recognise). */
async function leaseTitle(): Promise<Buffer> {
  return sharp(readFixture("residential-lease-wc.png"))
    .extract({ left: 0, top: 0, width: 1350, height: 260 })
    .png()
    .toBuffer();
}

describe("OcrPool", () => {
  it("stops a worker once it has been idle, and starts one again for the next page", async () => {
    const pool = new OcrPool({ workers: 1, idleMs: 300 });
    try {
      const page = await leaseTitle();
      expect((await pool.recognize(page)).text).toContain("RESIDENTIAL LEASE");
      expect(pool.workerCount).toBe(1);
      // each idle worker held ~100-140 MB of the server's RSS for good
      await vi.waitFor(() => expect(pool.workerCount).toBe(0), { timeout: 10_000 });
      expect((await pool.recognize(page)).text).toContain("RESIDENTIAL LEASE");
    } finally {
      await pool.shutdown();
    }
  });
});
