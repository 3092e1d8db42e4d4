import type { TokenUsage } from "../../agent/model/usage-meter";
import type { Env } from "../env";

/** The hosted model's prices as the operator set them, and in rand per million tokens (what costs are estimated with). */
export type ModelPrices = {
  currency: "USD" | "ZAR";
  inputPerMTok: number;
  outputPerMTok: number;
  /** Rand per dollar; null for prices set in rand. */
  usdToZar: number | null;
  inputPerMTokZar: number;
  outputPerMTokZar: number;
};

/** AI_PRICE_INPUT_PER_MTOK, AI_PRICE_OUTPUT_PER_MTOK, AI_PRICE_CURRENCY and AI_USD_TO_ZAR; null when no prices are set (env.ts checks they come together). */
export function modelPricesFrom(env: Env): ModelPrices | null {
  if (env.AI_PRICE_INPUT_PER_MTOK === undefined || env.AI_PRICE_OUTPUT_PER_MTOK === undefined) return null;
  const rate = env.AI_PRICE_CURRENCY === "USD" ? (env.AI_USD_TO_ZAR ?? Number.NaN) : 1;
  return {
    currency: env.AI_PRICE_CURRENCY,
    inputPerMTok: env.AI_PRICE_INPUT_PER_MTOK,
    outputPerMTok: env.AI_PRICE_OUTPUT_PER_MTOK,
    usdToZar: env.AI_PRICE_CURRENCY === "USD" ? rate : null,
    inputPerMTokZar: env.AI_PRICE_INPUT_PER_MTOK * rate,
    outputPerMTokZar: env.AI_PRICE_OUTPUT_PER_MTOK * rate,
  };
}

/** Rand for the tokens at the prices; null without prices (the cost is unknown, not nothing). */
export function estimateCostZar(prices: ModelPrices | null, usage: TokenUsage): number | null {
  if (!prices) return null;
  return (usage.inputTokens * prices.inputPerMTokZar + usage.outputTokens * prices.outputPerMTokZar) / 1_000_000;
}
