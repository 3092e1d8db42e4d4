import { lazy, Suspense, useState } from "react";
import { useToastState } from "../api/toast-store";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mounts the toaster (Radix Toast) when the first notice arrives, keeping it out of the first load. */
export function LazyToaster() {
  const { notice } = useToastState();
  const [needed, setNeeded] = useState(false);
  if (notice && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
