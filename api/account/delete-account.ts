import { AppError } from "../../common/errors";
import { renewsAutomatically } from "../billing/subscriptions";
import type { AppDeps } from "../context";
import { deleteAccountData } from "../db/queries/account-data";
import { findLiveSubscription } from "../db/queries/subscriptions";
import { gatewayOf } from "../payments/gateways";

/**
 * Deletes the account and everything in it. A subscription the provider bills by itself (PayFast, PayPal) is
 * cancelled there first: if the provider refuses, nothing is deleted, so nobody is billed for an account that
 * no longer exists. Uploaded files and extracted text live (encrypted) in the contracts rows, so deleting the
 * rows deletes them; nothing of a user is kept on disk.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, "db" | "env" | "network" | "clock" | "logger">,
  params: { userId: string; email: string },
): Promise<void> {
  const { db, env, network, clock, logger } = deps;
  const live = await findLiveSubscription(db, { userId: params.userId, now: clock.now() });
  if (live && renewsAutomatically(live) && live.providerSubscriptionId) {
    const gateway = gatewayOf(live.provider, { env, network });
    if (gateway.cancelRecurring) {
      try {
        await gateway.cancelRecurring(live.providerSubscriptionId);
      } catch (error) {
        logger.warn(
          { err: error, subscriptionId: live.id },
          "provider subscription cancel failed before account deletion",
        );
        throw new AppError("payment_provider_failed", {
          message:
            "We could not cancel your subscription at the payment provider, so your account was not deleted. Please try again shortly.",
          cause: error,
        });
      }
    }
  }
  const deleted = await deleteAccountData(db, params);
  if (!deleted) throw new AppError("not_found", { message: "The account no longer exists." });
  logger.info({ userId: params.userId }, "account deleted at the user's request");
}
