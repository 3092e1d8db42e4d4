import { consumerDetectors } from "./consumer";
import { creditAndPropertyDetectors } from "./credit-and-property";
import type { Detector } from "./facts";
import { commercialDetectors, workDetectors } from "./work-and-commercial";

/** One detector per catalogue topic (fixtures/za-corpus/README.md), South African law. */
export const zaDetectors: Detector[] = [
  ...consumerDetectors,
  ...creditAndPropertyDetectors,
  ...workDetectors,
  ...commercialDetectors,
];

export type { Detection, Detector } from "./facts";
