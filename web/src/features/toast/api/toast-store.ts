import { useSyncExternalStore } from "react";

/** SPEC §9 "Notices": 5000 ms by default, 8000 ms for errors; persistent or 0 never auto-dismiss. */
export const DEFAULT_TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 8_000;

export type NoticeType = "success" | "error" | "info" | "loading";

/** SPEC §3 "Notice (toast)". */
export type Notice = {
  id: string;
  type: NoticeType;
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  persistent?: boolean;
  duration?: number;
};

export type NoticeInput = Omit<Notice, "id" | "type"> & { id?: string; type?: NoticeType };

export type ToastState = { notice: Notice | null; open: boolean };

/** How long a notice stays; Infinity means it never auto-dismisses. */
export function toastDuration(notice: Pick<Notice, "type" | "persistent" | "duration">): number {
  if (notice.persistent || notice.duration === 0) return Infinity;
  if (notice.duration !== undefined) return notice.duration;
  return notice.type === "error" ? ERROR_TOAST_DURATION_MS : DEFAULT_TOAST_DURATION_MS;
}

let state: ToastState = { notice: null, open: false };
let nextId = 1;
const listeners = new Set<() => void>();

function setState(next: ToastState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Shows a notice. Only one shows at a time (SPEC §9): a new one replaces the current one. */
export function toast(input: NoticeInput): string {
  const id = input.id ?? `toast-${nextId++}`;
  setState({ notice: { ...input, id, type: input.type ?? "info" }, open: true });
  return id;
}

/** Closes the notice with this id, or whichever shows when no id is given. */
export function dismissToast(id?: string): void {
  if (!state.notice || (id !== undefined && state.notice.id !== id)) return;
  setState({ ...state, open: false });
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: start from no notice. */
export function resetToasts(): void {
  setState({ notice: null, open: false });
}

export function useToastState(): ToastState {
  return useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
}
