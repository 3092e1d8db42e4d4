import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decrypt, encrypt } from "./encryption";

describe("AES-256-GCM storage encryption", () => {
  const key = randomBytes(32);

  it("round-trips any buffer, including an empty one and a large one", () => {
    for (const plaintext of [
      Buffer.alloc(0),
      Buffer.from("Huurkontrak — lease ✓", "utf8"),
      randomBytes(3 * 1024 * 1024),
    ]) {
      const encrypted = encrypt(plaintext, key);
      expect(encrypted.byteLength).toBe(12 + 16 + plaintext.byteLength);
      expect(decrypt(encrypted, key).equals(plaintext)).toBe(true);
    }
  });

  it("uses a fresh IV each time, so equal plaintexts encrypt differently", () => {
    const plaintext = Buffer.from("same text");
    const first = encrypt(plaintext, key);
    const second = encrypt(plaintext, key);
    expect(first.subarray(0, 12).equals(second.subarray(0, 12))).toBe(false);
    expect(first.equals(second)).toBe(false);
    expect(first.includes(plaintext)).toBe(false);
  });

  it("detects tampering with the ciphertext, the tag or the IV, and truncation", () => {
    const encrypted = encrypt(Buffer.from("The deposit is R29 000,00."), key);
    for (const index of [0, 12, 28, encrypted.byteLength - 1]) {
      const tampered = Buffer.from(encrypted);
      tampered[index]! ^= 0x01;
      expect(() => decrypt(tampered, key)).toThrow(/altered or the key is wrong/);
    }
    expect(() => decrypt(encrypted.subarray(0, encrypted.byteLength - 1), key)).toThrow(/altered or the key is wrong/);
    expect(() => decrypt(encrypted.subarray(0, 20), key)).toThrow(/too short/);
  });

  it("refuses a wrong key and keys of the wrong length", () => {
    const encrypted = encrypt(Buffer.from("secret"), key);
    expect(() => decrypt(encrypted, randomBytes(32))).toThrow(/altered or the key is wrong/);
    expect(() => encrypt(Buffer.from("x"), randomBytes(16))).toThrow(/32 bytes/);
    expect(() => decrypt(encrypted, randomBytes(31))).toThrow(/32 bytes/);
  });
});
