import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prepareImage } from "./prepare-image";

/** A real 8×8 PNG whose header then declares `width`×`height` (checksum fixed, so the decoder believes it). */
async function pngDeclaring(width: number, height: number): Promise<Uint8Array> {
  const png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  const view = new DataView(png.buffer);
  view.setUint32(16, width); // IHDR data starts at 16: width, height, …
  view.setUint32(20, height);
  view.setUint32(29, crc32(png.subarray(12, 29))); // the CRC of "IHDR" + its 13 bytes
  return png;
}

describe("prepareImage: refusals a user can act on", () => {
  it("calls an image over the pixel limit too large, not damaged (found by the upload fuzz)", async () => {
    await expect(prepareImage(await pngDeclaring(40_000, 40_000), "png")).rejects.toMatchObject({
      code: "file_too_large",
      status: 413,
      message: "The image has too many pixels to read.",
    });
  });

  it("still calls a broken image damaged", async () => {
    const png = await pngDeclaring(8, 8);
    await expect(prepareImage(png.subarray(0, 40), "png")).rejects.toMatchObject({
      code: "file_corrupt",
      message: "The image is damaged or incomplete and cannot be read.",
    });
  });
});
