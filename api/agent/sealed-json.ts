import { decrypt, encrypt } from "../../agent/storage/encryption";

/** JSON stored only encrypted (AES-256-GCM with the data key): conversations and drafts hold contract text and personal details. */
export function sealJson(value: unknown, dataKey: Buffer): Buffer {
  return encrypt(Buffer.from(JSON.stringify(value), "utf8"), dataKey);
}

export function openJson<T>(payload: Buffer, dataKey: Buffer): T {
  return JSON.parse(decrypt(payload, dataKey).toString("utf8")) as T;
}
