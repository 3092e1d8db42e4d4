import { usePublicConfig } from "../api/get-public-config";
import type { PolicyFacts } from "../content/policy-document";

/** The configured facts for the policies: undefined while loading, null when they could not be loaded. */
export function usePolicyFacts(): PolicyFacts | undefined {
  const config = usePublicConfig();
  if (config.isPending) return undefined;
  return config.data ?? null;
}
