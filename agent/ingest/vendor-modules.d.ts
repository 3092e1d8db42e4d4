// Type declarations for the untyped parsers ingestion uses (only the parts we call).

declare module "word-extractor" {
  class WordDocument {
    getBody(): string;
    getFootnotes(): string;
    getEndnotes(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}

declare module "heic-decode" {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
  export default decode;
}

declare module "bmp-js" {
  type DecodedBitmap = { width: number; height: number; data: Buffer; is_with_alpha?: boolean };
  const bmp: { decode(buffer: Buffer): DecodedBitmap };
  export default bmp;
}
