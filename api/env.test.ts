import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("has working defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      RETENTION_DAYS: 30,
      MAX_UPLOAD_MB: 20,
      AI_PROVIDER: "local",
      SECURE_COOKIES: false,
      PASSWORD_SCRYPT_LOG_N: 15,
    });
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("refuses a password work factor below scrypt's N = 2^15 in production, and names the setting", () => {
    expect(parseEnv({ NODE_ENV: "test", PASSWORD_SCRYPT_LOG_N: "10" }).PASSWORD_SCRYPT_LOG_N).toBe(10);
    expect(() => parseEnv({ NODE_ENV: "production", PASSWORD_SCRYPT_LOG_N: "14" })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
    expect(parseEnv({ NODE_ENV: "production", PASSWORD_SCRYPT_LOG_N: "16" }).PASSWORD_SCRYPT_LOG_N).toBe(16);
  });

  it("reads lists and picks OpenAI when a key is set", () => {
    const env = parseEnv({ ADMIN_EMAILS: " A@x.co.za, b@y.co.za ", OPENAI_API_KEY: "sk-test", NODE_ENV: "production" });
    expect(env.ADMIN_EMAILS).toEqual(["a@x.co.za", "b@y.co.za"]);
    expect(env.AI_PROVIDER).toBe("openai");
    expect(env.SECURE_COOKIES).toBe(true);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["RETENTION_DAYS", "0"],
    ["AI_PROVIDER", "magic"],
    ["DATA_KEY", "short"],
  ])("names %s when its value is bad", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it.each([
    [{ AI_PROVIDER: "openai" }, "OPENAI_API_KEY"],
    [{ AI_PROVIDER: "openai-compatible", AI_MODEL: "llama3.1" }, "AI_BASE_URL"],
    [{ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:11434/v1" }, "AI_MODEL"],
  ])("a hosted provider without its settings names the missing one (%o)", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: is required`));
  });

  it.each([
    [
      { AI_PRICE_INPUT_PER_MTOK: "0.15" },
      "AI_PRICE_OUTPUT_PER_MTOK: AI_PRICE_INPUT_PER_MTOK and AI_PRICE_OUTPUT_PER_MTOK are set together",
    ],
    [
      { AI_PRICE_INPUT_PER_MTOK: "0.15", AI_PRICE_OUTPUT_PER_MTOK: "0.6" },
      "AI_USD_TO_ZAR: is required for prices in USD",
    ],
    [
      { AI_PRICE_INPUT_PER_MTOK: "-1", AI_PRICE_OUTPUT_PER_MTOK: "0.6", AI_PRICE_CURRENCY: "ZAR" },
      "AI_PRICE_INPUT_PER_MTOK:",
    ],
    [{ AI_PRICE_CURRENCY: "EUR" }, "AI_PRICE_CURRENCY:"],
  ])("model prices are refused with the setting named when incomplete or bad (%o)", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it("reads model prices in rand, or in dollars with the exchange rate", () => {
    expect(
      parseEnv({ AI_PRICE_INPUT_PER_MTOK: "2.7", AI_PRICE_OUTPUT_PER_MTOK: "10.8", AI_PRICE_CURRENCY: "ZAR" }),
    ).toMatchObject({
      AI_PRICE_INPUT_PER_MTOK: 2.7,
      AI_PRICE_OUTPUT_PER_MTOK: 10.8,
      AI_PRICE_CURRENCY: "ZAR",
    });
    expect(
      parseEnv({ AI_PRICE_INPUT_PER_MTOK: "0.15", AI_PRICE_OUTPUT_PER_MTOK: "0.6", AI_USD_TO_ZAR: "18" }),
    ).toMatchObject({
      AI_PRICE_CURRENCY: "USD",
      AI_USD_TO_ZAR: 18,
    });
  });
});
