import type { LanguageModel } from "ai";
import type { AnalysisEngineInfo } from "../../common/api/analyses";

export type AnalysisEngine = {
  info: AnalysisEngineInfo;
  /** The hosted model, or null for the built-in local engine. */
  model: LanguageModel | null;
};
