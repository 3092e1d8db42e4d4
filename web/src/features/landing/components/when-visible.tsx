import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

type WhenVisibleProps = {
  children: ReactNode;
  /** Shown until the content is near the viewport and while its code loads. */
  fallback: ReactNode;
  /** Render at once (the visitor asked for it, or it has something to show). */
  eager?: boolean;
  rootMargin?: string;
};

/**
 * Renders lazily loaded content once it comes near the viewport, so the landing page's first
 * load carries only what is above the fold.
 */
export function WhenVisible({ children, fallback, eager = false, rootMargin = "200px" }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const shown = seen || eager;

  useEffect(() => {
    if (shown) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, rootMargin]);

  return <div ref={ref}>{shown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}
