import { z } from "zod";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every setting the server reads, parsed once at start-up. docs/self-hosting.md's configuration table mirrors this. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATA_DIR: z.string().default("./data"),
    DATA_KEY: z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, "must be 32 bytes in base64 (44 characters)")
      .optional(),
    ADMIN_EMAILS: commaList,
    SECURE_COOKIES: booleanFlag.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    /** Accounts one address may create in an hour: stops scripts farming free accounts; raise it when many people share one address. */
    SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /**
     * The scrypt work factor for new password hashes, as log2 N (15: N = 32,768, OWASP's minimum; a hash
     * stores its own factor, so raising it later still verifies old ones). Only tests go below 15: it is refused
     * in production.
     */
    PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
    RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(200).default(20),
    /** Analysis workers in this process; 0 makes it an API-only instance (workers run elsewhere). */
    ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
    /** Worker threads the analyses' CPU work runs in (default: one per analysis worker), so requests are answered meanwhile. */
    ANALYSIS_THREADS: z.coerce.number().int().min(1).max(16).optional(),
    /** Heap limit of each analysis thread: a document that needs more ends as an error, the server carries on. */
    ANALYSIS_THREAD_MEMORY_MB: z.coerce.number().int().min(32).max(16_384).default(1024),
    /** How long a worker's claim on a job lasts without renewal: a killed worker's job is taken over after this. */
    JOB_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(30_000),
    AI_PROVIDER: z.enum(["local", "openai", "openai-compatible"]).optional(),
    OPENAI_API_KEY: z.string().optional(),
    AI_BASE_URL: z.url().optional(),
    AI_MODEL: z.string().optional(),
    /** The name users see for the hosted model (default "OpenAI <model>" or "AI model <model>"); never the server's address. */
    AI_MODEL_LABEL: z.string().max(60).optional(),
    /** Embedding model for clause search: "local" (the built-in one; the default for openai-compatible) or a model id of the provider. */
    AI_EMBEDDING_MODEL: z.string().optional(),
    /** Whether the OpenAI-compatible server takes a JSON schema (response_format json_schema); off: the schema goes in the instructions. */
    AI_STRUCTURED_OUTPUTS: booleanFlag.default(true),
    /** Longest wait for a hosted model's answer (first token for chat) before the local engine takes over. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    /** Longest conversation history a chat request sends (characters of JSON, about 4 a token); older turns are left out. */
    AI_HISTORY_MAX_CHARS: z.coerce.number().int().min(2_000).max(2_000_000).default(60_000),
    /** The hosted model's price per million input (prompt) and output (completion) tokens, in AI_PRICE_CURRENCY: the admin dashboard's cost estimate. */
    AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).max(100_000).optional(),
    AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).max(100_000).optional(),
    /** USD (as providers publish their prices; converted at AI_USD_TO_ZAR) or ZAR. */
    AI_PRICE_CURRENCY: z.enum(["USD", "ZAR"]).default("USD"),
    /** Rand per US dollar, for prices in USD. */
    AI_USD_TO_ZAR: z.coerce.number().positive().max(10_000).optional(),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    // payments: a provider is used when its credentials are set; with none set, the demo provider takes every checkout
    PAYFAST_MERCHANT_ID: z.string().regex(/^\d+$/, "must be the numeric merchant id").optional(),
    PAYFAST_MERCHANT_KEY: z.string().optional(),
    PAYFAST_PASSPHRASE: z.string().optional(),
    PAYFAST_SANDBOX: booleanFlag.default(false),
    YOCO_SECRET_KEY: z.string().optional(),
    YOCO_WEBHOOK_SECRET: z.string().optional(),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_SANDBOX: booleanFlag.default(false),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    /** PayPal billing plan per plan id: "professional=P-…,enterprise=P-…". */
    PAYPAL_PLAN_IDS: z
      .string()
      .default("")
      .transform((value) =>
        Object.fromEntries(
          value
            .split(",")
            .map((pair) => pair.split("=").map((part) => part.trim()))
            .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
        ),
      ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    const provider = env.AI_PROVIDER ?? (env.OPENAI_API_KEY ? "openai" : "local");
    if (provider === "openai" && !env.OPENAI_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["OPENAI_API_KEY"], message: "is required when AI_PROVIDER is openai" });
    }
    if (provider === "openai-compatible") {
      if (!env.AI_BASE_URL)
        ctx.addIssue({
          code: "custom",
          path: ["AI_BASE_URL"],
          message: "is required when AI_PROVIDER is openai-compatible",
        });
      if (!env.AI_MODEL)
        ctx.addIssue({
          code: "custom",
          path: ["AI_MODEL"],
          message: "is required when AI_PROVIDER is openai-compatible",
        });
    }
    if ((env.AI_PRICE_INPUT_PER_MTOK === undefined) !== (env.AI_PRICE_OUTPUT_PER_MTOK === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_PRICE_OUTPUT_PER_MTOK"],
        message: "AI_PRICE_INPUT_PER_MTOK and AI_PRICE_OUTPUT_PER_MTOK are set together",
      });
    }
    if (env.AI_PRICE_INPUT_PER_MTOK !== undefined && env.AI_PRICE_CURRENCY === "USD" && !env.AI_USD_TO_ZAR) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_USD_TO_ZAR"],
        message: "is required for prices in USD (rand per dollar, e.g. 18.5), or set AI_PRICE_CURRENCY=ZAR",
      });
    }
    if (env.NODE_ENV === "production" && env.PASSWORD_SCRYPT_LOG_N < 15) {
      ctx.addIssue({
        code: "custom",
        path: ["PASSWORD_SCRYPT_LOG_N"],
        message: "must be at least 15 in production (a lower work factor makes stolen password hashes cheap to crack)",
      });
    }
    if (Boolean(env.PAYFAST_MERCHANT_ID) !== Boolean(env.PAYFAST_MERCHANT_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYFAST_MERCHANT_KEY"],
        message: "PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY are set together",
      });
    }
    if (env.YOCO_SECRET_KEY && !env.YOCO_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["YOCO_WEBHOOK_SECRET"],
        message: "is required when YOCO_SECRET_KEY is set (payments are confirmed by webhook)",
      });
    }
    if (env.PAYPAL_CLIENT_ID && (!env.PAYPAL_CLIENT_SECRET || !env.PAYPAL_WEBHOOK_ID)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYPAL_CLIENT_SECRET"],
        message: "PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID are required when PAYPAL_CLIENT_ID is set",
      });
    }
  })
  .transform((env) => ({
    ...env,
    AI_PROVIDER: env.AI_PROVIDER ?? (env.OPENAI_API_KEY ? "openai" : "local"),
    SECURE_COOKIES: env.SECURE_COOKIES ?? env.NODE_ENV === "production",
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the environment; a bad value throws an EnvError naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`));
  }
  return result.data;
}
