import { describe, expect, it } from "vitest";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password";

describe("password hashes", () => {
  it("use scrypt at N = 2^15 unless a factor is given, and store the factor with the hash", async () => {
    const standard = await hashPassword("correct horse 42");
    expect(standard.split("$").slice(0, 4)).toEqual(["scrypt", "32768", "8", "1"]);
    const light = await hashPassword("correct horse 42", 10);
    expect(light.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
  });

  it("verify by the factor each hash stores, so raising the factor later keeps old passwords working", async () => {
    const old = await hashPassword("correct horse 42", 10);
    expect(await verifyPassword("correct horse 42", old)).toBe(true);
    expect(await verifyPassword("correct horse 43", old)).toBe(false);
  });

  it("give a decoy at the server's own factor, so an unknown email costs what a real check costs", async () => {
    expect((await decoyPasswordHash(10)).split("$")[1]).toBe("1024");
    expect((await decoyPasswordHash(11)).split("$")[1]).toBe("2048");
  });
});
