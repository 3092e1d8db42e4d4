import { useSyncExternalStore } from "react";

/** SPEC §9: the mobile layout applies at 768px or less (the `desktop` breakpoint in styles.css). */
const DESKTOP_QUERY = "(min-width: 769px)";

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function isDesktop(): boolean {
  return typeof window.matchMedia === "function" ? window.matchMedia(DESKTOP_QUERY).matches : true;
}

/** True above the mobile breakpoint; for layouts that differ in structure (a table against stacked cards), not just in style. */
export function useDesktopLayout(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => true);
}
