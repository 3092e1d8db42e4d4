/** The shared contract view's canonical path (paths.ts has no builder for it yet). */
export function contractHref(id: string): string {
  return `/contract/${encodeURIComponent(id)}`;
}
