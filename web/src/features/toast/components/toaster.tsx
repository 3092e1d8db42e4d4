import { CheckCircle2, CircleAlert, Info, LoaderCircle, X } from "lucide-react";
import { Toast } from "radix-ui";
import { cn } from "../../../lib/cn";
import { dismissToast, type NoticeType, toastDuration, useToastState } from "../api/toast-store";

export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

const icons: Record<NoticeType, typeof Info> = {
  success: CheckCircle2,
  error: CircleAlert,
  info: Info,
  loading: LoaderCircle,
};

const iconColours: Record<NoticeType, string> = {
  success: "text-teal-600",
  error: "text-red-600",
  info: "text-navy-500",
  loading: "text-navy-500 animate-spin",
};

/** Renders the current notice with Radix Toast: timers, F8 hotkey, swipe right to dismiss (SPEC §9). */
export function Toaster() {
  const { notice, open } = useToastState();
  const Icon = notice ? icons[notice.type] : Info;

  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {notice && (
        <Toast.Root
          key={notice.id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(notice.id);
          }}
          duration={toastDuration(notice)}
          type={notice.type === "error" ? "foreground" : "background"}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-white p-4 pr-10 shadow-lg shadow-navy-900/10",
            "data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out",
            notice.type === "error" ? "border-red-200" : "border-navy-100",
          )}
        >
          <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", iconColours[notice.type])} />
          <div className="grid min-w-0 gap-1">
            <Toast.Title className="text-sm font-semibold text-navy-900">{notice.title}</Toast.Title>
            {notice.description && (
              <Toast.Description className="text-sm text-navy-600">{notice.description}</Toast.Description>
            )}
            {notice.action && (
              <Toast.Action
                altText={notice.action.label}
                onClick={notice.action.onClick}
                className="mt-1 justify-self-start rounded-md bg-navy-900 px-3 py-1.5 text-xs font-semibold text-white hover:bg-navy-800"
              >
                {notice.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-md p-1 text-navy-400 hover:bg-navy-50 hover:text-navy-700"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:p-6"
      />
    </Toast.Provider>
  );
}
