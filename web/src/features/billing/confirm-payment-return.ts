import type { ActivationResponse } from "../../../../common/api/billing";
import { planIdSchema } from "../../../../common/plans";
import { HttpError } from "../../lib/http";
import type { ActivateRequest } from "./api/activate-subscription";
import type { UpgradeRequest } from "./api/upgrade-subscription";
import { CARD_GATEWAY, type PaymentReturnParams } from "./return-params";
import { paymentSuccessTexts } from "./texts";

export type PaymentReturnOutcome =
  | { result: "success" /** The card-gateway path toasts and moves to /subscription after 3 s. */; redirect: boolean }
  | { result: "failed"; message: string };

export type PaymentReturnDeps = {
  restoreSession: (token: string) => Promise<void>;
  activate: (request: ActivateRequest) => Promise<ActivationResponse>;
  upgrade: (request: UpgradeRequest) => Promise<ActivationResponse>;
};

/** A failed upgrade the server answered (an error response, or success false) — as opposed to a bug or a lost connection. */
class ActivationRefused extends Error {}

/**
 * SPEC §4 "Payment success screen": restore the session first (failure ignored), then the
 * card-gateway path (activate, failure only logged), the incomplete-information message, or the
 * upgrade with paymentConfirmed and its two failure messages.
 */
export async function confirmPaymentReturn(
  params: PaymentReturnParams,
  deps: PaymentReturnDeps,
): Promise<PaymentReturnOutcome> {
  if (params.sessionRestored !== "true" && params.userId && params.restoreToken) {
    try {
      await deps.restoreSession(params.restoreToken);
    } catch (error) {
      console.warn("Session restore failed; continuing", error);
    }
  }

  const { planId, userId, paymentId } = params;
  if (params.status === "success" && planId && userId && params.source === CARD_GATEWAY) {
    try {
      await deps.activate({
        planId: planIdSchema.parse(planId),
        userId,
        source: CARD_GATEWAY,
        paymentId: paymentId ?? undefined,
      });
    } catch (error) {
      console.error("Subscription activation failed", error);
    }
    return { result: "success", redirect: true };
  }

  if (!planId || !userId) return { result: "failed", message: paymentSuccessTexts.incomplete };

  try {
    const response = await deps
      .upgrade({
        planId: planIdSchema.parse(planId),
        userId,
        paymentConfirmed: true,
        provider: params.provider ?? params.source ?? CARD_GATEWAY,
        paymentId: paymentId ?? undefined,
      })
      .catch((error: unknown) => {
        throw error instanceof HttpError ? new ActivationRefused(error.message, { cause: error }) : error;
      });
    if (!response.success) throw new ActivationRefused(response.message);
    return { result: "success", redirect: false };
  } catch (error) {
    console.error("Payment confirmation failed", error);
    if (error instanceof ActivationRefused) return { result: "failed", message: paymentSuccessTexts.activationFailed };
    return { result: "failed", message: paymentSuccessTexts.unexpected };
  }
}
