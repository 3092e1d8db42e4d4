import mammoth from "mammoth";
import { extractText } from "unpdf";
import type { ScoreResult } from "../framework/types";

/** An exported Word or PDF file that opens (it parses back to text) and holds every expected value. */
export async function documentExported(
  file: { status: number; contentType: string | null; bytes: Uint8Array } | null,
  mustContain: string[],
): Promise<ScoreResult> {
  if (!file)
    return {
      scorer: "document-exported",
      score: 0,
      pass: false,
      expected: "an exported document",
      actual: "no export link in the conversation",
    };
  if (file.status !== 200)
    return { scorer: "document-exported", score: 0, pass: false, expected: "HTTP 200", actual: `HTTP ${file.status}` };
  const pdf = Buffer.from(file.bytes.subarray(0, 5)).toString() === "%PDF-";
  let text = "";
  try {
    text = pdf
      ? (await extractText(new Uint8Array(file.bytes), { mergePages: true })).text
      : (await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) })).value;
  } catch (error) {
    return {
      scorer: "document-exported",
      score: 0,
      pass: false,
      expected: `a valid ${pdf ? "PDF" : "DOCX"}`,
      actual: `does not open: ${(error as Error).message}`,
    };
  }
  text = text.replace(/\s+/g, " ");
  const missing = mustContain.filter((value) => !text.includes(value));
  return {
    scorer: "document-exported",
    score: mustContain.length === 0 ? 1 : (mustContain.length - missing.length) / mustContain.length,
    pass: missing.length === 0 && text.trim().length > 0,
    expected: { contains: mustContain },
    actual: missing.length ? { missing, characters: text.length } : undefined,
    metadata: { characters: text.length, format: pdf ? "pdf" : "docx", contentType: file.contentType },
  };
}
