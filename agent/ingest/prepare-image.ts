import bmp from "bmp-js";
import type { Sharp } from "sharp";
import { AppError } from "../../common/errors";

/** Larger photos are scaled down to this many pixels on the long side before OCR. */
const MAX_SIDE = 4000;
/** Images with a shorter long side are enlarged (up to 4×, to UPSCALE_TO) before OCR. */
const MIN_SIDE = 1600;
const UPSCALE_TO = 2400;
/** Decompression-bomb guard: refuse images with more pixels than this. */
const MAX_INPUT_PIXELS = 100_000_000;

export type ImageFormat = "jpg" | "png" | "tiff" | "bmp" | "heic";

/**
 * Decodes a photo or scan into the grayscale PNG that OCR reads: EXIF orientation applied,
 * scaled down when huge and up when tiny, converted to grayscale. (A fixed-threshold binarisation was measured on
 * the phone-photo fixtures and lowered accuracy — tesseract's own Otsu pass does better with
 * uneven lighting — so it is not applied.) HEIC is decoded with heic-decode and BMP with bmp-js,
 * since sharp's prebuilt libvips reads neither.
 */
export async function prepareImage(bytes: Uint8Array, format: ImageFormat): Promise<Buffer> {
  try {
    const image = (await openImage(bytes, format)).rotate();
    const metadata = await image.metadata();
    const longSide = Math.max(metadata.width ?? 0, metadata.height ?? 0); // the same before and after rotation
    // Small images (a 640-pixel screenshot of a page) are enlarged: tesseract reads almost
    // nothing below ~20-pixel letters, and a low-confidence reading is flagged to the user anyway.
    const target = longSide < MIN_SIDE ? Math.min(longSide * 4, UPSCALE_TO) : Math.min(longSide, MAX_SIDE);
    const resized =
      target === longSide ? image : image.resize({ width: target, height: target, fit: "inside", kernel: "lanczos3" });
    // An A4 page's long side is 11.7 in: telling tesseract the resolution avoids its guess.
    const density = Math.round(Math.min(600, Math.max(70, target / 11.7)));
    return await resized.grayscale().withMetadata({ density }).png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's decompression-bomb guard: the image is not damaged, it is too large (found by the upload fuzz)
    if (error instanceof Error && /exceeds pixel limit/.test(error.message)) throw tooManyPixels();
    throw new AppError("file_corrupt", {
      message: "The image is damaged or incomplete and cannot be read.",
      cause: error,
    });
  }
}

async function openImage(bytes: Uint8Array, format: ImageFormat): Promise<Sharp> {
  // loaded on first use: libvips adds ~16 MB to each thread that loads it (an analysis thread
  // reading a PDF or a text file never needs it)
  const { default: sharp } = await import("sharp");
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === "heic") {
    // loaded on first use: its libheif WebAssembly adds ~15 MB to the server's memory
    const { default: decodeHeic } = await import("heic-decode");
    const decoded = await decodeHeic({ buffer: bytes });
    checkPixels(decoded.width, decoded.height);
    return sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    });
  }
  if (format === "bmp") {
    checkPixels(Math.abs(buffer.readInt32LE(18)), Math.abs(buffer.readInt32LE(22)));
    const decoded = bmp.decode(buffer);
    return sharp(abgrToRgb(decoded.data, decoded.width * decoded.height), {
      raw: { width: decoded.width, height: decoded.height, channels: 3 },
    });
  }
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS });
}

function checkPixels(width: number, height: number): void {
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}

function tooManyPixels(): AppError {
  return new AppError("file_too_large", { message: "The image has too many pixels to read." });
}

/** bmp-js returns pixels as A,B,G,R bytes. */
function abgrToRgb(data: Buffer, pixels: number): Buffer {
  const rgb = Buffer.allocUnsafe(pixels * 3);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    rgb[pixel * 3] = data[pixel * 4 + 3]!;
    rgb[pixel * 3 + 1] = data[pixel * 4 + 2]!;
    rgb[pixel * 3 + 2] = data[pixel * 4 + 1]!;
  }
  return rgb;
}
