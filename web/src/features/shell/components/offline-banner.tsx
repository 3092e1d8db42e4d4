import { WifiOff } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { dismissToast, toast } from "../../toast/api/toast-store";
import { shellTexts } from "../texts";

/** SPEC §4 "Connectivity": 'Back online' hides after 3 s. */
export const BACK_ONLINE_TOAST_MS = 3_000;
const CONNECTION_TOAST_ID = "connection-status";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The offline banner, plus the 'Connection lost' / 'Back online' toasts when connectivity changes. */
export function OfflineBanner() {
  const online = useOnline();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      toast({
        id: CONNECTION_TOAST_ID,
        type: "error",
        title: shellTexts.connectionLost,
        persistent: true,
      });
    } else if (wasOffline.current) {
      wasOffline.current = false;
      dismissToast(CONNECTION_TOAST_ID);
      toast({
        id: `${CONNECTION_TOAST_ID}-restored`,
        type: "success",
        title: shellTexts.backOnline,
        duration: BACK_ONLINE_TOAST_MS,
      });
    }
  }, [online]);

  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{shellTexts.offlineBanner}</span>
    </div>
  );
}
