import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * Encrypts with AES-256-GCM under a 32-byte key and a fresh random 12-byte IV.
 * Output layout: iv (12 bytes) | auth tag (16 bytes) | ciphertext.
 */
export function encrypt(plaintext: Buffer, key: Buffer): Buffer {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/**
 * Decrypts what `encrypt` produced. Throws when the data was altered, truncated or encrypted
 * under another key (GCM authentication fails) — never returns unauthenticated bytes.
 */
export function decrypt(payload: Buffer, key: Buffer): Buffer {
  assertKey(key);
  if (payload.byteLength < IV_BYTES + TAG_BYTES) throw new Error("Encrypted data is too short to be valid.");
  const iv = payload.subarray(0, IV_BYTES);
  const tag = payload.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const ciphertext = payload.subarray(IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch (error) {
    throw new Error("Encrypted data could not be authenticated: it was altered or the key is wrong.", { cause: error });
  }
}

function assertKey(key: Buffer): void {
  if (key.byteLength !== KEY_BYTES)
    throw new Error(`The encryption key must be ${KEY_BYTES} bytes, got ${key.byteLength}.`);
}
