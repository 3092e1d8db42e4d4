import { type RefObject, useEffect } from "react";

/** The CSS variable the floating Feedback button adds to its distance from the bottom of the screen. */
export const FLOATING_CLEARANCE_VARIABLE = "--floating-clearance";

/**
 * Keeps the floating Feedback button clear of a bar pinned to the bottom of the screen (the chat's
 * message box): while the bar is shown, its measured height is the button's extra distance from the bottom.
 */
export function useFloatingClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(FLOATING_CLEARANCE_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(FLOATING_CLEARANCE_VARIABLE);
    };
  }, [ref]);
}
