import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { RECOVERY_DELAY_MS, recoveryCandidate } from "../recent-contract";

import type { RecoveryDialogProps } from "./recovery-dialog";

// A convenience must never take the app down: if its code cannot load, there is simply no question.
const RecoveryDialog = lazy<ComponentType<RecoveryDialogProps>>(() =>
  import("./recovery-dialog").then(
    (module) => ({ default: module.RecoveryDialog }),
    () => ({ default: (_props: RecoveryDialogProps) => null }),
  ),
);

type ContractRecoveryProps = {
  /** Injected by tests. */
  now?: () => number;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
};

/**
 * SPEC §4 "Contract recovery": 1 s after the app loads on /, /analysis/ or an analysis path without
 * a valid id, a contract viewed in the last 30 minutes is offered. The dialog's code loads only then.
 */
export function ContractRecovery({ now = Date.now, storage }: ContractRecoveryProps) {
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const [candidate, setCandidate] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once a second after each route match (SPEC §4); the clock and storage are fixed for the app's life
  useEffect(() => {
    const timer = setTimeout(
      () => setCandidate(recoveryCandidate(pathname.current, now(), storage)),
      RECOVERY_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Once per load: later navigation does not ask again.
  }, []);

  if (!candidate) return null;
  return (
    <Suspense fallback={null}>
      <RecoveryDialog analysisId={candidate} storage={storage} onDone={() => setCandidate(null)} />
    </Suspense>
  );
}
