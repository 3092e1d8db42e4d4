import type { EvalSuite } from "../framework/types";
import { conversationsSuite } from "./conversations/suite";
import { cuadSuite } from "./cuad/suite";
import { draftingSuite } from "./drafting/suite";
import { findingsSuite } from "./findings/suite";
import { qaSuite } from "./qa/suite";
import { retrievalSuite } from "./retrieval/suite";
import { safetySuite } from "./safety/suite";
import { templatesSuite } from "./templates/suite";

/** Every suite `npm run eval -- --suite all` runs, in this order. */
export const allSuites = [
  cuadSuite,
  findingsSuite,
  retrievalSuite,
  qaSuite,
  draftingSuite,
  conversationsSuite,
  templatesSuite,
  safetySuite,
] as unknown as EvalSuite[];
