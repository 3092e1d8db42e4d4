import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";

// scrypt parameters: N=2^logN (PASSWORD_SCRYPT_LOG_N, default 15: OWASP's minimum), r=8, p=1, 64-byte key. Stored with
// the hash so they can be raised later.
const DEFAULT_LOG_N = 15;
const cost = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 64;

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await scrypt(password, salt, keyLength, { ...cost, N });
  return ["scrypt", N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, key] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: cost.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

const decoys = new Map<number, Promise<string>>();

/**
 * A hash of a random password at the server's work factor: verifying against it costs the same as a real check,
 * so unknown emails take as long as known ones.
 */
export function decoyPasswordHash(logN = DEFAULT_LOG_N): Promise<string> {
  let decoy = decoys.get(logN);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString("hex"), logN);
    decoys.set(logN, decoy);
  }
  return decoy;
}
