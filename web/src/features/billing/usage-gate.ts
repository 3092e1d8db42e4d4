import type { CheckLimitResponse, UsageAction } from "../../../../common/api/billing";
import type { PaywallContent } from "./components/paywall-dialog";
import { paywallTexts, usageTexts } from "./texts";

/** SPEC §9: a sharing paywall result without a limit shows a limit of 5. */
export const SHARING_PAYWALL_DEFAULT_LIMIT = 5;

export type UsageGateDecision = { proceed: true } | { proceed: false; paywall: PaywallContent };

/**
 * SPEC §4 "Paywall for signed-out users" and "Sharing", §6: analysis and generation are checked
 * only for visitors; sharing is blocked for visitors and checked for users. A paywall result opens
 * the dialog; a failed check is logged ('Failed to check usage limit') and the action proceeds.
 */
export async function decideUsageGate(
  action: UsageAction,
  signedIn: boolean,
  checkLimit: (action: UsageAction) => Promise<CheckLimitResponse>,
): Promise<UsageGateDecision> {
  const sharing = action === "contract_sharing";
  if (sharing && !signedIn) {
    return {
      proceed: false,
      paywall: {
        message: paywallTexts.signUpText,
        used: 0,
        limit: 0,
        benefits: [paywallTexts.sharingBenefit],
        signedOut: true,
      },
    };
  }
  if (!sharing && signedIn) return { proceed: true };
  try {
    const result = await checkLimit(action);
    if (!result.paywall) return { proceed: true };
    const limit = result.limit ?? (sharing ? SHARING_PAYWALL_DEFAULT_LIMIT : result.used);
    const benefits =
      sharing && !result.benefits.includes(paywallTexts.sharingBenefit)
        ? [...result.benefits, paywallTexts.sharingBenefit]
        : result.benefits;
    const sharedNetwork = result.reason === "shared_network";
    return {
      proceed: false,
      paywall: {
        message: result.message,
        used: result.used,
        limit,
        benefits,
        ...(sharedNetwork ? { sharedNetwork } : {}),
      },
    };
  } catch (error) {
    console.error(usageTexts.checkFailed, error);
    return { proceed: true };
  }
}
