import { strFromU8, unzipSync } from "fflate";
import { AppError } from "../../common/errors";

export type FlowDocument = { text: string; declaredPageCount: number | null; warnings: string[] };

/**
 * Text of a Word (.docx) document, one paragraph per block separated by a blank line, with
 * automatic list numbering written out (`1.`, `(a)`, `(i)` by nesting level) and table cells
 * separated by tabs. The archive must already have passed `checkZipArchive`. Images are never
 * read (mammoth's external-image flaw, CVE-2025-11849, is also fixed in the version we pin).
 */
export async function extractDocx(bytes: Uint8Array): Promise<FlowDocument> {
  // loaded on first use (~6 MB in each thread that loads it)
  const { default: mammoth } = await import("mammoth");
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { convertImage: mammoth.images.imgElement(async () => ({ src: "" })), externalFileAccess: false },
    );
    html = result.value;
  } catch (error) {
    throw new AppError("file_corrupt", { cause: error });
  }
  return { text: htmlToText(html), declaredPageCount: readDeclaredPageCount(bytes), warnings: [] };
}

/** `<Pages>` from docProps/app.xml, which Word and LibreOffice write when saving. */
function readDeclaredPageCount(bytes: Uint8Array): number | null {
  try {
    const files = unzipSync(bytes, {
      filter: (file) => file.name === "docProps/app.xml" && file.originalSize < 1_000_000,
    });
    const appXml = files["docProps/app.xml"];
    if (!appXml) return null;
    const match = strFromU8(appXml).match(/<Pages>(\d+)<\/Pages>/);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

type ListFrame = { ordered: boolean; counter: number };

const BLOCK_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "table", "ol", "ul"]);

/** Converts mammoth's small, well-formed HTML vocabulary to plain text. */
export function htmlToText(html: string): string {
  const blocks: string[] = [];
  const lists: ListFrame[] = [];
  let current = "";
  let cells: string[] | null = null;

  const flush = (keepTabs = false) => {
    const value = current
      .replace(keepTabs ? / +/g : /[ \t]+/g, " ")
      .replace(/ *\n */g, "\n")
      .trim();
    if (value) blocks.push(value);
    current = "";
  };

  for (const token of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*?(\/?)>|([^<]+)/gi)) {
    const [, closing, rawTag, selfClosing, textPart] = token;
    if (textPart !== undefined) {
      current += decodeEntities(textPart);
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (tag === "br") {
      current += "\n";
      continue;
    }
    if (selfClosing) continue;
    if (tag === "ol" || tag === "ul") {
      if (!closing) {
        flush();
        lists.push({ ordered: tag === "ol", counter: 0 });
      } else {
        flush();
        lists.pop();
      }
      continue;
    }
    if (tag === "li" && !closing) {
      flush();
      const frame = lists[lists.length - 1];
      if (frame) {
        frame.counter += 1;
        current = `${frame.ordered ? listLabel(frame.counter, lists.length - 1) : "•"} `;
      }
      continue;
    }
    if (tag === "td" || tag === "th") {
      if (!closing) {
        cells ??= [];
        current = "";
      } else {
        cells?.push(current.replace(/\s+/g, " ").trim());
        current = "";
      }
      continue;
    }
    if (tag === "tr" && closing) {
      if (cells) current = cells.join("\t");
      cells = null;
      flush(true);
      continue;
    }
    if (BLOCK_TAGS.has(tag) && !cells) flush();
  }
  flush();
  return blocks.join("\n\n");
}

function listLabel(counter: number, depth: number): string {
  if (depth === 0) return `${counter}.`;
  if (depth === 1) return `(${String.fromCharCode(96 + ((counter - 1) % 26) + 1)})`;
  return `(${toRoman(counter).toLowerCase()})`;
}

function toRoman(value: number): string {
  const numerals: Array<[number, string]> = [
    [1000, "M"],
    [900, "CM"],
    [500, "D"],
    [400, "CD"],
    [100, "C"],
    [90, "XC"],
    [50, "L"],
    [40, "XL"],
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let remaining = value;
  let result = "";
  for (const [amount, numeral] of numerals) {
    while (remaining >= amount) {
      result += numeral;
      remaining -= amount;
    }
  }
  return result;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }[lower] ?? "";
  });
}
