import type { z } from "zod";
import { decrypt, encrypt } from "../agent/storage/encryption";

/**
 * JSON stored only encrypted (AES-256-GCM with the data key): contracts' text, analyses, clauses,
 * conversations, drafts, templates and settings hold contract text and personal details.
 */
export function sealJson(value: unknown, dataKey: Buffer): Buffer {
  return encrypt(Buffer.from(JSON.stringify(value), "utf8"), dataKey);
}

/**
 * Decrypts a sealed column and checks it against its schema, so what comes out has the type the schema
 * states: a value sealed under another key, damaged, or of another shape throws here instead of
 * flowing on mistyped.
 */
export function openJson<Schema extends z.ZodType>(
  schema: Schema,
  sealed: Uint8Array,
  dataKey: Buffer,
): z.output<Schema> {
  const payload = Buffer.isBuffer(sealed) ? sealed : Buffer.from(sealed);
  return schema.parse(JSON.parse(decrypt(payload, dataKey).toString("utf8")));
}
