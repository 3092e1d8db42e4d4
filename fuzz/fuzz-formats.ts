import { crc32, deflateSync } from "node:zlib"; // crc32: Node ≥ 20.15, within engines (≥ 20.19)
import type { Random } from "./fuzz-random";

/**
 * Builders and format-aware corruptions for the upload fuzz: the structures a generic bit flip
 * rarely reaches (a zip's central directory, a PDF's xref and page tree, image headers with
 * their checksums recomputed so the decoder gets past them).
 */

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const asText = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

export function concat(...parts: Uint8Array[]): Uint8Array {
  const output = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    output.set(part, offset);
    offset += part.byteLength;
  }
  return output;
}

/** Every offset where `needle` starts in `bytes` (latin1 text search). */
export function offsetsOf(bytes: Uint8Array, needle: string, limit = 10_000): number[] {
  const haystack = asText(bytes);
  const found: number[] = [];
  for (
    let index = haystack.indexOf(needle);
    index >= 0 && found.length < limit;
    index = haystack.indexOf(needle, index + 1)
  )
    found.push(index);
  return found;
}

/** Replaces every match of `pattern` in the latin1 text of `bytes`. */
export function replaceText(bytes: Uint8Array, pattern: RegExp, replace: (match: string) => string): Uint8Array {
  return latin1(asText(bytes).replace(pattern, replace));
}

/* ---------------------------------------------------------------- PDF */

/** A PDF from object bodies (object n is `objects[n-1]`), with a correct xref table and trailer. */
export function buildPdf(objects: Array<string | Uint8Array>, trailerExtra = ""): Uint8Array {
  const parts: Uint8Array[] = [latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  const offsets: number[] = [];
  let length = parts[0]!.byteLength;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = concat(
      latin1(`${index + 1} 0 obj\n`),
      typeof body === "string" ? latin1(body) : body,
      latin1("\nendobj\n"),
    );
    parts.push(part);
    length += part.byteLength;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(
    latin1(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return concat(...parts);
}

/** A stream object whose body is `data` deflated (FlateDecode). */
export function flateStream(data: Uint8Array, extra = ""): Uint8Array {
  const compressed = deflateSync(data, { level: 9 });
  return concat(
    latin1(`<< /Length ${compressed.byteLength} /Filter /FlateDecode ${extra}>>\nstream\n`),
    compressed,
    latin1("\nendstream"),
  );
}

const pageText = "BT /F1 12 Tf 72 720 Td (This Agreement is made between the Landlord and the Tenant.) Tj ET";
const font = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

/** One page whose content stream inflates to `megabytes` MB: a deflate bomb inside a PDF. */
export function pdfWithExpandingStream(megabytes: number): Uint8Array {
  const content = new Uint8Array(megabytes * 1024 * 1024).fill(0x20);
  content.set(latin1(pageText));
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    flateStream(content),
    font,
  ]);
}

/** A page tree whose Kids point back at itself (a cycle pdf.js must notice). */
export function pdfWithPageTreeCycle(): Uint8Array {
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${pageText.length} >>\nstream\n${pageText}\nendstream`,
    font,
  ]);
}

/** `pages` pages sharing one content stream (over the page limit when `pages` > 300). */
export function pdfWithPages(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 4} 0 R`).join(" ");
  const pageObjects = Array.from(
    { length: pages },
    () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>",
  );
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    `<< /Length ${pageText.length} >>\nstream\n${pageText}\nendstream`,
    ...pageObjects,
  ]);
}

/** A page with an image XObject declaring huge dimensions over a tiny stream (for the OCR render path). */
export function pdfWithHugeImage(width: number, height: number): Uint8Array {
  const draw = "q 612 0 0 792 0 0 cm /Im1 Do Q";
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>",
    `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`,
    flateStream(
      new Uint8Array(4096),
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 `,
    ),
  ]);
}

/** Digits of the xref table replaced at random, `startxref` pointed elsewhere, or the table cut out. */
export function corruptPdfXref(bytes: Uint8Array, random: Random): Uint8Array {
  const xref = offsetsOf(bytes, "xref");
  if (xref.length === 0) return bytes;
  const choice = random.int(0, 3);
  if (choice === 0) {
    const output = bytes.slice();
    const start = random.pick(xref);
    for (let index = start; index < Math.min(output.length, start + 2000); index += 1) {
      if (output[index]! >= 0x30 && output[index]! <= 0x39 && random.chance(0.3))
        output[index] = 0x30 + random.int(0, 9);
    }
    return output;
  }
  if (choice === 1)
    return replaceText(bytes, /startxref\s+\d+/g, () => `startxref\n${random.int(0, bytes.length * 2)}`);
  if (choice === 2) return replaceText(bytes, /xref[\s\S]*?trailer/g, () => "trailer");
  return replaceText(
    bytes,
    /\/(Size|Prev|XRefStm) \d+/g,
    (match) => `${match.split(" ")[0]} ${random.pick([0, -1, 2147483647, random.int(0, 99999)])}`,
  );
}

/** Lies in the page tree and stream dictionaries: /Count, /Length, /Kids, /Parent, /Encrypt. */
export function corruptPdfObjects(bytes: Uint8Array, random: Random): Uint8Array {
  switch (random.int(0, 4)) {
    case 0:
      return replaceText(
        bytes,
        /\/Count \d+/g,
        () => `/Count ${random.pick([0, -5, 301, 100000, 2147483647, 99999999999])}`,
      );
    case 1:
      return replaceText(
        bytes,
        /\/Length \d+/g,
        () => `/Length ${random.pick([0, 1, 999999999, random.int(0, 5000)])}`,
      );
    case 2:
      return replaceText(bytes, /\/Kids \[[^\]]*\]/g, (match) =>
        random.pick([
          "/Kids []",
          "/Kids [1 0 R]",
          "/Kids [2 0 R 2 0 R]",
          "/Kids null",
          match.replace(/\d+ 0 R/, "999 0 R"),
        ]),
      );
    case 3:
      return replaceText(
        bytes,
        /trailer\s*<</g,
        () => "trailer\n<< /Encrypt << /Filter /Standard /V 2 /R 3 /O (x) /U (y) /P -4 >>",
      );
    default:
      return replaceText(
        bytes,
        /\/Filter \/\w+/g,
        () =>
          `/Filter ${random.pick(["/DCTDecode", "/JBIG2Decode", "/LZWDecode", "/CCITTFaxDecode", "/ASCII85Decode", "/Crypt", "[/FlateDecode /FlateDecode]"])}`,
      );
  }
}

/* ---------------------------------------------------------------- ZIP (DOCX) */

/** Random values written into the end-of-central-directory record or the central directory's entries. */
export function corruptZipDirectory(bytes: Uint8Array, random: Random): Uint8Array {
  const output = bytes.slice();
  const view = new DataView(output.buffer);
  const end = offsetsOf(bytes, "PK\x05\x06").at(-1);
  const entries = offsetsOf(bytes, "PK\x01\x02");
  const locals = offsetsOf(bytes, "PK\x03\x04");
  const value32 = () => random.pick([0, 1, 0xffffffff, 0x7fffffff, random.int(0, bytes.length * 2)]);
  const choice = random.int(0, 3);
  if (choice === 0 && end !== undefined && end + 22 <= output.length) {
    const field = random.pick([8, 10, 12, 16, 20]); // entries on disk, total entries, directory size, directory offset, comment length
    if (field >= 12 && field <= 16) view.setUint32(end + field, value32(), true);
    else view.setUint16(end + field, random.pick([0, 1, 0xffff, random.int(0, 200)]), true);
  } else if (choice === 1 && entries.length > 0) {
    const entry = random.pick(entries);
    if (entry + 46 <= output.length) {
      const field = random.pick([10, 20, 24, 28, 30, 42]); // method, compressed, uncompressed, name length, extra length, local header offset
      if (field === 10) view.setUint16(entry + field, random.pick([0, 1, 9, 12, 14, 99]), true);
      else if (field === 28 || field === 30)
        view.setUint16(entry + field, random.pick([0, 0xffff, random.int(0, 400)]), true);
      else view.setUint32(entry + field, value32(), true);
    }
  } else if (choice === 2 && locals.length > 0) {
    const local = random.pick(locals);
    if (local + 30 <= output.length) {
      const field = random.pick([8, 18, 22, 26, 28]); // method, compressed, uncompressed, name length, extra length
      if (field === 8 || field >= 26)
        view.setUint16(local + field, random.pick([0, 8, 0xffff, random.int(0, 400)]), true);
      else view.setUint32(local + field, value32(), true);
    }
  } else if (entries.length > 1) {
    // point two directory entries at the same local header (overlapping files)
    const [first, second] = [random.pick(entries), random.pick(entries)];
    if (first! + 46 <= output.length && second! + 46 <= output.length)
      view.setUint32(second! + 42, view.getUint32(first! + 42, true), true);
  }
  return output;
}

/* ---------------------------------------------------------------- OLE (DOC) */

/** Header fields and FAT entries of a compound file: sector sizes, chain starts, cycles. */
export function corruptOle(bytes: Uint8Array, random: Random): Uint8Array {
  if (bytes.length < 512) return bytes;
  const output = bytes.slice();
  const view = new DataView(output.buffer);
  const choice = random.int(0, 3);
  if (choice === 0) {
    const field = random.pick([30, 32, 44, 48, 56, 60, 64, 68, 72]);
    if (field <= 32) view.setUint16(field, random.pick([0, 7, 9, 12, 16, 31, 0xffff]), true);
    else view.setUint32(field, random.pick([0, 1, 0xfffffffe, 0xffffffff, 0x7fffffff, random.int(0, 200)]), true);
    return output;
  }
  // the first FAT sector (from the header's DIFAT) holds the chains of every stream
  const sectorSize = 1 << Math.min(16, Math.max(7, view.getUint16(30, true)));
  const fatSector = view.getUint32(76, true);
  const fatStart = (fatSector + 1) * sectorSize;
  if (fatStart + sectorSize > output.length) return output;
  const entries = sectorSize / 4;
  if (choice === 1) {
    const entry = random.int(0, entries - 1);
    view.setUint32(fatStart + entry * 4, random.chance(0.5) ? entry : random.int(0, entries - 1), true); // a cycle
  } else if (choice === 2) {
    for (let entry = 0; entry < entries; entry += 1) view.setUint32(fatStart + entry * 4, (entry + 1) % entries, true); // one big loop
  } else {
    const directory = (view.getUint32(48, true) + 1) * sectorSize;
    if (directory + 128 <= output.length) {
      const entry = directory + 128 * random.int(0, Math.max(0, Math.floor((output.length - directory) / 128) - 1) % 4);
      view.setUint32(entry + 116, random.pick([0, 0xfffffffe, random.int(0, 500)]), true); // start sector
      view.setUint32(entry + 120, random.pick([0, 0xffffffff, 0x7fffffff, random.int(0, 100000)]), true); // stream size
      view.setUint32(entry + 68, random.pick([0, 1, 0xffffffff]), true); // left sibling
    }
  }
  return output;
}

/* ---------------------------------------------------------------- images */

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const header = new Uint8Array(8);
  new DataView(header.buffer).setUint32(0, data.byteLength);
  header.set(latin1(type), 4);
  const crc = new Uint8Array(4);
  new DataView(crc.buffer).setUint32(0, crc32(concat(latin1(type), data)));
  return concat(header, data, crc);
}

/** A grayscale PNG of `width`×`height` white pixels: a few KB that decode to width×height bytes. */
export function pngDecompressionBomb(width: number, height: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit grayscale
  const row = Math.ceil(width / 8) + 1;
  const rows = Math.min(height, Math.floor((64 * 1024 * 1024) / row)); // cap the build cost; the rest of the rows are missing
  const raw = new Uint8Array(row * rows).fill(0xff);
  for (let offset = 0; offset < raw.length; offset += row) raw[offset] = 0;
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", new Uint8Array()),
  );
}

/** Rewrites PNG chunks with valid CRCs: huge dimensions, flipped IDAT bytes, or odd bit depth and colour type. */
export function corruptPng(bytes: Uint8Array, random: Random): Uint8Array {
  if (bytes.length < 33) return bytes;
  const chunks: Array<{ type: string; data: Uint8Array }> = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 8; offset + 12 <= bytes.length; ) {
    const length = view.getUint32(offset);
    if (offset + 12 + length > bytes.length) break;
    chunks.push({
      type: asText(bytes.subarray(offset + 4, offset + 8)),
      data: bytes.slice(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  const header = chunks.find((chunk) => chunk.type === "IHDR");
  if (!header || header.data.length < 13) return bytes;
  const headerView = new DataView(header.data.buffer, header.data.byteOffset);
  const choice = random.int(0, 2);
  if (choice === 0) {
    headerView.setUint32(random.pick([0, 4]), random.pick([0, 1, 65535, 100_000, 0x7fffffff, random.int(1, 30_000)]));
  } else if (choice === 1) {
    const data = chunks.filter((chunk) => chunk.type === "IDAT");
    for (const chunk of data)
      if (random.chance(0.5))
        for (let flips = 0; flips < 8; flips += 1)
          chunk.data[random.int(0, Math.max(0, chunk.data.length - 1))]! ^= 1 << random.int(0, 7);
  } else {
    header.data[8] = random.pick([1, 2, 4, 8, 16, 3, 0]);
    header.data[9] = random.pick([0, 2, 3, 4, 6, 5, 7]);
  }
  return concat(bytes.subarray(0, 8), ...chunks.map((chunk) => pngChunk(chunk.type, chunk.data)));
}

/** JPEG: the frame header's dimensions or component count, a table's length, or the end marker. */
export function corruptJpeg(bytes: Uint8Array, random: Random): Uint8Array {
  const output = bytes.slice();
  const view = new DataView(output.buffer);
  const frames = [...offsetsOf(bytes, "\xff\xc0", 20), ...offsetsOf(bytes, "\xff\xc2", 20)];
  const tables = [...offsetsOf(bytes, "\xff\xc4", 20), ...offsetsOf(bytes, "\xff\xdb", 20)];
  const choice = random.int(0, 2);
  if (choice === 0 && frames.length > 0) {
    const frame = random.pick(frames);
    if (frame + 10 <= output.length) {
      const field = random.pick([5, 7, 9]); // height, width, components
      if (field === 9) output[frame + field] = random.pick([0, 2, 5, 255]);
      else view.setUint16(frame + field, random.pick([0, 1, 65535, 65500, random.int(1, 20000)]));
    }
  } else if (choice === 1 && tables.length > 0) {
    const table = random.pick(tables);
    if (table + 4 <= output.length) view.setUint16(table + 2, random.pick([0, 2, 65535, random.int(0, 600)]));
  } else {
    return output.subarray(0, Math.max(2, output.length - random.int(2, 4000)));
  }
  return output;
}

/** TIFF: a tag in the first IFD given a huge or out-of-range value, or the IFD chain turned into a loop. */
export function corruptTiff(bytes: Uint8Array, random: Random): Uint8Array {
  if (bytes.length < 16) return bytes;
  const output = bytes.slice();
  const view = new DataView(output.buffer);
  const little = output[0] === 0x49;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > output.length) return output;
  const count = view.getUint16(ifd, little);
  const next = ifd + 2 + count * 12;
  if (random.chance(0.2) && next + 4 <= output.length) {
    view.setUint32(next, ifd, little); // the next IFD is this one
    return output;
  }
  for (let entry = 0; entry < count && ifd + 2 + entry * 12 + 12 <= output.length; entry += 1) {
    const at = ifd + 2 + entry * 12;
    const tag = view.getUint16(at, little);
    // width, height, bits per sample, compression, strip offsets, rows per strip, strip byte counts
    if ([256, 257, 258, 259, 273, 278, 279].includes(tag) && random.chance(0.35)) {
      view.setUint32(
        at + 8,
        random.pick([0, 1, 65535, 0xffffffff, 0x7fffffff, random.int(0, output.length * 2)]),
        little,
      );
      if (random.chance(0.3)) view.setUint32(at + 4, random.pick([0, 0xffffffff, 100000]), little); // value count
    }
  }
  return output;
}

/** BMP: width and height (under and over the pixel guard), bit depth, compression, pixel offset. */
export function corruptBmp(bytes: Uint8Array, random: Random): Uint8Array {
  if (bytes.length < 54) return bytes;
  const output = bytes.slice();
  const view = new DataView(output.buffer);
  switch (random.int(0, 3)) {
    case 0:
      view.setInt32(18, random.pick([0, 1, -1, 9_000, 10_000, 100_000, 0x7fffffff, -0x80000000]), true);
      view.setInt32(22, random.pick([0, 1, -1, 11_000, -11_000, 10_000, 100_000]), true);
      break;
    case 1:
      view.setUint16(28, random.pick([0, 1, 2, 4, 8, 15, 16, 32, 64, 0xffff]), true);
      break;
    case 2:
      view.setUint32(30, random.pick([1, 2, 3, 4, 5, 6, 11, 0xffffffff]), true);
      break;
    default:
      view.setUint32(10, random.pick([0, 14, output.length, 0xffffffff, random.int(0, output.length)]), true);
  }
  return output;
}

/** HEIC: the image's declared size (ispe), or the size field of a top-level box. */
export function corruptHeic(bytes: Uint8Array, random: Random): Uint8Array {
  const output = bytes.slice();
  const view = new DataView(output.buffer);
  const spatial = offsetsOf(bytes, "ispe", 10);
  if (random.chance(0.5) && spatial.length > 0) {
    const at = random.pick(spatial);
    if (at + 16 <= output.length) {
      view.setUint32(at + 8, random.pick([0, 1, 65535, 100_000, 0xffffffff]));
      view.setUint32(at + 12, random.pick([0, 1, 65535, 100_000, 0xffffffff]));
    }
    return output;
  }
  const boxes = ["ftyp", "meta", "iloc", "iinf", "iprp", "ipco", "hvcC", "mdat"].flatMap((type) =>
    offsetsOf(bytes, type, 3),
  );
  if (boxes.length === 0) return output;
  const at = random.pick(boxes) - 4;
  if (at >= 0) view.setUint32(at, random.pick([0, 1, 7, 8, 0xffffffff, random.int(0, bytes.length * 2)]));
  return output;
}

/** A 24-bit bottom-up BMP from raw RGB pixels (sharp cannot write BMP). */
export function encodeBmp(rgb: Uint8Array, width: number, height: number): Uint8Array {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const output = new Uint8Array(54 + rowSize * height);
  const view = new DataView(output.buffer);
  output.set([0x42, 0x4d]);
  view.setUint32(2, output.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, rowSize * height, true);
  for (let y = 0; y < height; y += 1) {
    const row = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const source = (y * width + x) * 3;
      output[row + x * 3] = rgb[source + 2]!;
      output[row + x * 3 + 1] = rgb[source + 1]!;
      output[row + x * 3 + 2] = rgb[source]!;
    }
  }
  return output;
}
