import { useCallback, useState } from "react";
import type { UsageAction } from "../../../../../common/api/billing";
import { useAuth } from "../../auth/api/get-auth-user";
import { checkUsageLimit } from "../api/check-usage-limit";
import { decideUsageGate } from "../usage-gate";
import type { PaywallContent } from "./paywall-dialog";

/**
 * Guards a metered action: `guard(proceed)` checks the usage limit first (see decideUsageGate),
 * then either runs `proceed` or opens the paywall. Render `<PaywallDialog {...gate.dialogProps} />`.
 */
export function useUsageGate(action: UsageAction) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const [paywall, setPaywall] = useState<PaywallContent | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const guard = useCallback(
    async (proceed: () => void | Promise<void>): Promise<boolean> => {
      setIsChecking(true);
      const decision = await decideUsageGate(action, signedIn, checkUsageLimit).finally(() => setIsChecking(false));
      if (!decision.proceed) {
        setPaywall(decision.paywall);
        return false;
      }
      await proceed();
      return true;
    },
    [action, signedIn],
  );

  const close = useCallback(() => setPaywall(null), []);

  return { guard, isChecking, paywall, dialogProps: { content: paywall, onClose: close } };
}
