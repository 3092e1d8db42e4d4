import { lazy, Suspense } from "react";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toaster (Radix Toast) in its own chunk, requested as soon as the shell renders: it stays out of
 * the first render's critical path, yet is loaded before the network can drop ('Connection lost' must show offline).
 */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
