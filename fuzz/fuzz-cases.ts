import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { strToU8, unzipSync, type Zippable, zipSync } from "fflate";
import sharp from "sharp";
import { fixturesDir } from "../api/testing/analyses";
import {
  concat,
  corruptBmp,
  corruptHeic,
  corruptJpeg,
  corruptOle,
  corruptPdfObjects,
  corruptPdfXref,
  corruptPng,
  corruptTiff,
  corruptZipDirectory,
  encodeBmp,
  pdfWithExpandingStream,
  pdfWithHugeImage,
  pdfWithPages,
  pdfWithPageTreeCycle,
  pngDecompressionBomb,
} from "./fuzz-formats";
import { createRandom, type Random } from "./fuzz-random";

export const inputKinds = ["pdf", "docx", "doc", "txt", "jpg", "png", "heic", "tiff", "bmp"] as const;
export type InputKind = (typeof inputKinds)[number];

/**
 * How often each kind is drawn. Images that survive mutation are read by OCR (seconds each),
 * so they are drawn less often than the formats whose parsers are cheap to run.
 */
const kindWeights: ReadonlyArray<readonly [InputKind, number]> = [
  ["pdf", 20],
  ["docx", 18],
  ["doc", 15],
  ["txt", 16],
  ["jpg", 8],
  ["png", 8],
  ["tiff", 6],
  ["bmp", 6],
  ["heic", 3],
];

export type FuzzSeed = { name: string; kind: InputKind; bytes: Uint8Array };
export type FuzzSeeds = Record<InputKind, FuzzSeed[]>;

/** One generated upload, rebuilt exactly from (seed, index). */
export type FuzzCase = {
  seed: number;
  index: number;
  kind: InputKind;
  source: string;
  mutations: string[];
  fileName: string;
  bytes: Uint8Array;
};

/**
 * The seed files: every fixture in fixtures/contracts, plus a strip cut from the lease photo in each image format, so most image
 * cases cost a fraction of a full-page OCR.
 */
export async function loadFuzzSeeds(directory = fixturesDir): Promise<FuzzSeeds> {
  const seeds = Object.fromEntries(inputKinds.map((kind) => [kind, [] as FuzzSeed[]])) as FuzzSeeds;
  for (const name of readdirSync(directory).sort()) {
    const extension = path.extname(name).slice(1).toLowerCase();
    const kind = inputKinds.find((candidate) => candidate === extension);
    if (kind) seeds[kind].push({ name, kind, bytes: new Uint8Array(readFileSync(path.join(directory, name))) });
  }
  const photo = seeds.jpg.find((seed) => seed.name.startsWith("residential-lease-wc"));
  if (photo) {
    const strip = sharp(photo.bytes).extract({ left: 0, top: 120, width: 1350, height: 240 });
    const raw = await strip.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true });
    seeds.jpg.push({
      name: "lease-strip.jpg",
      kind: "jpg",
      bytes: await strip.clone().jpeg({ quality: 85 }).toBuffer(),
    });
    seeds.png.push({ name: "lease-strip.png", kind: "png", bytes: await strip.clone().png().toBuffer() });
    seeds.tiff.push({
      name: "lease-strip.tiff",
      kind: "tiff",
      bytes: await strip.clone().tiff({ compression: "lzw" }).toBuffer(),
    });
    seeds.bmp.push({
      name: "lease-strip.bmp",
      kind: "bmp",
      bytes: encodeBmp(raw.data, raw.info.width, raw.info.height),
    });
  }
  for (const kind of inputKinds) if (seeds[kind].length === 0) throw new Error(`No ${kind} fixture in ${directory}`);
  return seeds;
}

type Mutation = { name: string; apply: (bytes: Uint8Array, random: Random, seeds: FuzzSeeds) => Uint8Array };

/** Byte-level mutations that apply to any format. */
const genericMutations: Mutation[] = [
  { name: "bit-flips", apply: (bytes, random) => flipBits(bytes, random, random.int(1, 64)) },
  { name: "byte-run", apply: (bytes, random) => overwriteRun(bytes, random) },
  {
    name: "truncate",
    apply: (bytes, random) => bytes.subarray(0, random.chance(0.3) ? random.int(0, 64) : random.int(0, bytes.length)),
  },
  { name: "duplicate-chunk", apply: (bytes, random) => duplicateChunk(bytes, random) },
  { name: "remove-chunk", apply: (bytes, random) => removeChunk(bytes, random) },
  {
    name: "insert-random",
    apply: (bytes, random) => insertAt(bytes, random.int(0, bytes.length), random.bytes(random.int(1, 2048))),
  },
  {
    name: "splice",
    apply: (bytes, random, seeds) => splice(bytes, random.pick(random.pick(Object.values(seeds))).bytes, random),
  },
  {
    name: "header-then-noise",
    apply: (bytes, random) => concat(bytes.subarray(0, random.int(4, 64)), random.bytes(random.int(0, 64 * 1024))),
  },
];

/** Mutations aimed at one format's structure (checksums kept where the format has them). */
const formatMutations: Record<InputKind, Array<readonly [Mutation, number]>> = {
  pdf: [
    [{ name: "pdf-xref", apply: corruptPdfXref }, 4],
    [{ name: "pdf-objects", apply: corruptPdfObjects }, 4],
    [{ name: "pdf-expanding-stream", apply: (_, random) => pdfWithExpandingStream(random.pick([8, 40, 120])) }, 0.4],
    [{ name: "pdf-page-tree-cycle", apply: () => pdfWithPageTreeCycle() }, 0.4],
    [{ name: "pdf-many-pages", apply: (_, random) => pdfWithPages(random.pick([301, 2000])) }, 0.4],
    [
      {
        name: "pdf-huge-image",
        apply: (_, random) => pdfWithHugeImage(random.pick([60_000, 200_000]), random.pick([60_000, 200_000])),
      },
      0.4,
    ],
  ],
  docx: [
    [{ name: "zip-directory", apply: corruptZipDirectory }, 5],
    [{ name: "docx-rebuilt", apply: rebuildDocx }, 4],
  ],
  doc: [[{ name: "ole-structure", apply: corruptOle }, 6]],
  txt: [[{ name: "text-shape", apply: reshapeText }, 5]],
  jpg: [[{ name: "jpeg-headers", apply: corruptJpeg }, 5]],
  png: [
    [{ name: "png-chunks", apply: corruptPng }, 5],
    [
      {
        name: "png-decompression-bomb",
        apply: (_, random) => pngDecompressionBomb(random.pick([9_000, 40_000]), random.pick([11_000, 40_000])),
      },
      0.5,
    ],
  ],
  tiff: [[{ name: "tiff-ifd", apply: corruptTiff }, 5]],
  bmp: [[{ name: "bmp-header", apply: corruptBmp }, 5]],
  heic: [[{ name: "heic-boxes", apply: corruptHeic }, 5]],
};

const extensions: Record<InputKind, string[]> = {
  pdf: ["pdf"],
  docx: ["docx"],
  doc: ["doc"],
  txt: ["txt", "text"],
  jpg: ["jpg", "jpeg"],
  png: ["png"],
  heic: ["heic", "heif"],
  tiff: ["tif", "tiff"],
  bmp: ["bmp"],
};

/** Builds case `index` of the run seeded `seed`: a seed file of a drawn kind, 1–3 mutations, and a file name. */
export function fuzzCase(seeds: FuzzSeeds, seed: number, index: number): FuzzCase {
  const random = createRandom(seed, index);
  const kind = random.weighted(kindWeights);
  const candidates = seeds[kind];
  // OCR is the expensive part: image cases mostly start from the strip and PDF cases from a
  // text PDF; full-page photos and the scanned PDF are drawn now and then
  const cheap = candidates.filter(
    (candidate) =>
      candidate.name.startsWith("lease-strip") || !/\.(scanned\.pdf|jpg|png|heic|tiff|bmp)$/.test(candidate.name),
  );
  const source = cheap.length > 0 && random.chance(0.92) ? random.pick(cheap) : random.pick(candidates);
  let bytes = source.bytes;
  const mutations: string[] = [];
  const count = random.weighted([
    [1, 5],
    [2, 3],
    [3, 2],
  ] as const);
  for (let step = 0; step < count; step += 1) {
    const mutation = random.chance(0.55) ? random.weighted(formatMutations[kind]) : random.pick(genericMutations);
    bytes = mutation.apply(bytes, random, seeds);
    mutations.push(mutation.name);
  }
  if (random.chance(0.01)) {
    bytes = padTo(bytes, 21 * 1024 * 1024); // just over the default MAX_UPLOAD_MB
    mutations.push("oversized");
  }
  return {
    seed,
    index,
    kind,
    source: source.name,
    mutations,
    fileName: fileNameFor(kind, random),
    bytes: Uint8Array.from(bytes),
  };
}

/** Usually the kind's own extension; sometimes another kind's (a lying name), none, or a hostile name. */
function fileNameFor(kind: InputKind, random: Random): string {
  const roll = random.next();
  if (roll < 0.78) return `contract.${random.pick(extensions[kind])}`;
  if (roll < 0.9)
    return `contract.${random.pick(extensions[random.pick(inputKinds.filter((other) => other !== kind))])}`;
  if (roll < 0.94) return "contract";
  return random.pick([
    `../../etc/passwd.${kind}`,
    `${"a".repeat(300)}.${kind}`,
    `con\u0000tract\r\n.${kind}`,
    `\u202eabc.${kind}`,
    `.${kind}`,
    `C:\\Users\\me\\contract.${kind}`,
    `lease \u{1F3E0} ž.${kind}`,
  ]);
}

function flipBits(bytes: Uint8Array, random: Random, flips: number): Uint8Array {
  if (bytes.length === 0) return bytes;
  const output = bytes.slice();
  for (let flip = 0; flip < flips; flip += 1) output[random.int(0, output.length - 1)]! ^= 1 << random.int(0, 7);
  return output;
}

function overwriteRun(bytes: Uint8Array, random: Random): Uint8Array {
  if (bytes.length === 0) return bytes;
  const output = bytes.slice();
  const start = random.int(0, output.length - 1);
  const length = Math.min(output.length - start, random.int(1, 512));
  const value = random.pick([0x00, 0xff, 0x20, 0x0a, 0x25, 0x3c, -1]);
  for (let offset = start; offset < start + length; offset += 1)
    output[offset] = value < 0 ? random.int(0, 255) : value;
  return output;
}

function duplicateChunk(bytes: Uint8Array, random: Random): Uint8Array {
  if (bytes.length === 0) return bytes;
  const start = random.int(0, bytes.length - 1);
  const chunk = bytes.subarray(start, start + random.int(1, 64 * 1024));
  const copies = random.chance(0.1) ? random.int(2, 50) : 1;
  return insertAt(bytes, random.int(0, bytes.length), concat(...Array.from({ length: copies }, () => chunk)));
}

function removeChunk(bytes: Uint8Array, random: Random): Uint8Array {
  if (bytes.length === 0) return bytes;
  const start = random.int(0, bytes.length - 1);
  return concat(bytes.subarray(0, start), bytes.subarray(start + random.int(1, 16 * 1024)));
}

function insertAt(bytes: Uint8Array, at: number, insert: Uint8Array): Uint8Array {
  return concat(bytes.subarray(0, at), insert, bytes.subarray(at));
}

/** The head of one file joined to the tail of another (often of a different format). */
function splice(bytes: Uint8Array, other: Uint8Array, random: Random): Uint8Array {
  return concat(bytes.subarray(0, random.int(0, bytes.length)), other.subarray(random.int(0, other.length)));
}

/** `text` repeated `times`, kept under 19 MB (the upload limit is 20). */
function repeatUpTo(text: string, times: number): string {
  return text.repeat(Math.max(1, Math.min(times, Math.floor((19 * 1024 * 1024) / Math.max(1, text.length)))));
}

function padTo(bytes: Uint8Array, size: number): Uint8Array {
  const output = new Uint8Array(Math.max(size, bytes.length)).fill(0x20);
  output.set(bytes);
  return output;
}

/**
 * Unpacks the DOCX and packs it again with one change: document.xml mangled, nested deeply,
 * grown into a deflate bomb or removed; a lying page count; thousands of entries.
 */
function rebuildDocx(bytes: Uint8Array, random: Random): Uint8Array {
  let files: Zippable;
  try {
    files = unzipSync(bytes, { filter: (file) => file.originalSize < 8 * 1024 * 1024 }); // not the zip-bomb fixture's payload
  } catch {
    return bytes; // already too broken to unpack: leave it to the other mutations
  }
  const document = files["word/document.xml"] as Uint8Array | undefined;
  switch (random.int(0, 6)) {
    case 0:
      if (document) files["word/document.xml"] = flipBits(document, random, random.int(1, 20));
      break;
    case 1: {
      const depth = random.pick([1_000, 50_000, 200_000]);
      files["word/document.xml"] = strToU8(
        `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${"<w:p><w:r>".repeat(depth)}<w:t>deep</w:t>${"</w:r></w:p>".repeat(depth)}</w:body></w:document>`,
      );
      break;
    }
    case 2:
      // inflates to 30–120 MB of spaces: past the ratio or size limit
      files["word/document.xml"] = [new Uint8Array(random.pick([30, 60, 120]) * 1024 * 1024).fill(0x20), { level: 9 }];
      break;
    case 3:
      delete files["word/document.xml"];
      break;
    case 4:
      files["docProps/app.xml"] = strToU8(
        `<?xml version="1.0"?><Properties><Pages>${random.pick([0, 301, 99999, 2147483648])}</Pages></Properties>`,
      );
      break;
    case 5:
      for (let entry = 0; entry < random.pick([500, 5000]); entry += 1)
        files[`word/media/e${entry}.xml`] = strToU8("<x/>");
      break;
    default:
      if (document) files["word/document.xml"] = document.subarray(0, random.int(0, document.length));
  }
  return zipSync(files, { level: 6 });
}

/** Text files with hostile shapes: many pages, one huge line, odd encodings, control characters, regex-heavy numbering. */
function reshapeText(bytes: Uint8Array, random: Random): Uint8Array {
  const text = Buffer.from(bytes).toString("utf8");
  switch (random.int(0, 7)) {
    case 0:
      return strToU8(
        text.split("\n").join(random.chance(0.5) ? "\f" : "\n\f\n") + "\f".repeat(random.pick([0, 310, 5000])),
      );
    case 1:
      return strToU8(repeatUpTo(text.replace(/\s+/g, " "), random.pick([50, 500])));
    case 2:
      return concat(
        new Uint8Array([0xff, 0xfe]),
        Buffer.from(text.slice(0, random.int(0, text.length)), "utf16le").subarray(0, random.int(0, text.length * 2)),
      );
    case 3:
      return strToU8(
        text.replace(/ /g, () => random.pick([" ", "\u0000", "\u200b", "\u202e", "\ufeff", "\u0007", " "])),
      );
    case 4:
      return strToU8(
        `${Array.from({ length: random.pick([200, 5000, 40_000]) }, (_, index) => `${"1.".repeat((index % 12) + 1)} (a)(i) Clause ${index}`).join("\n")}\n${text}`,
      );
    case 5:
      return strToU8(`${text}${"(".repeat(20_000)}${"a ".repeat(20_000)}${"\t".repeat(20_000)}`);
    case 6:
      // a large but valid text file, under the upload size limit
      return strToU8(repeatUpTo(`${text}\n`, random.pick([100, 800, 1500])));
    default:
      return deflateSync(bytes); // binary that is neither text nor a known format
  }
}
