import type { ComponentProps } from "react";

type Named = { "aria-label": string } | { "aria-labelledby": string };

/**
 * A named region that scrolls (a wide table, a long text): a <section> with an accessible name, which
 * Tab reaches so that a keyboard user can scroll it (axe: scrollable-region-focusable).
 */
export function ScrollRegion(props: ComponentProps<"section"> & Named) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to be scrolled
  return <section tabIndex={0} {...props} />;
}
