import { useEffect, useRef } from "react";
import type { Preferences } from "../../../../../common/api/account";
import { useAuth } from "../../auth/api/get-auth-user";
import { useAccount } from "./get-account";

/** The signed-in user's analysis preferences once loaded; null for visitors and while loading. */
export function useAnalysisPreferences(options: { enabled?: boolean } = {}): Preferences | null {
  const { user } = useAuth();
  const account = useAccount({ enabled: (options.enabled ?? true) && user !== null });
  return user ? (account.data?.preferences ?? null) : null;
}

/** Calls `apply` once, when the signed-in user's preferences arrive (the screens use them as starting values). */
export function useApplyPreferencesOnce(
  apply: (preferences: Preferences) => void,
  options: { enabled?: boolean } = {},
): void {
  const preferences = useAnalysisPreferences(options);
  const applied = useRef(false);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => {
    if (applied.current || !preferences) return;
    applied.current = true;
    latestApply.current(preferences);
  }, [preferences]);
}
