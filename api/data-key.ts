import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The AES-256 key for data at rest: DATA_KEY when set, else a key generated once into the data directory
 * (file mode 0600) so an embedded install encrypts without any setup.
 */
export function loadDataKey(params: { configured?: string; dataDir: string }): Buffer {
  if (params.configured) return Buffer.from(params.configured, "base64");
  const file = path.join(params.dataDir, "data.key");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  mkdirSync(params.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  return key;
}
