import { AppError } from "../../common/errors";
import { checkCompoundFile } from "./check-compound-file";
import type { FlowDocument } from "./extract-docx";

/** Body text of a legacy Word 97–2003 (.doc) document (its structure checked first: see checkCompoundFile). */
export async function extractDoc(bytes: Uint8Array): Promise<FlowDocument> {
  checkCompoundFile(bytes);
  // loaded on the first .doc: most servers never read one
  const { default: WordExtractor } = await import("word-extractor");
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const text = document
      .getBody()
      .replace(/\r\n?/g, "\n")
      .replace(/[\t ]+/g, " ")
      .replace(/ *\n */g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
    return { text, declaredPageCount: null, warnings: [] };
  } catch (error) {
    throw new AppError("file_corrupt", { cause: error });
  }
}
